// The cabin, seen from the rear seat: the dashboard across the picture, the wheel on
// the right (Kenya drives on the left), the front seats in the car's leather, and
// through the windscreen the studio and the car's own bonnet in its paint.

import { darken, lighten, mix } from './color'
import { shade } from './car'
import { STUDIO } from './backdrop'

export type Trim = 'wood' | 'metal' | 'carbon'

export type CabinLook = { paint: string; leather: string; trim: Trim; quilted?: boolean }

const TRIMS: Record<Trim, [string, string]> = {
  wood: ['#5b3a22', '#8a5a34'],
  metal: ['#8e949b', '#d5d9de'],
  carbon: ['#1a1b1e', '#3a3d42'],
}

/** A 1200x800 cabin picture's content (no svg element around it). */
export function drawInterior(look: CabinLook, id = 'cab'): string {
  const { leather, paint } = look
  const [t0, t1] = TRIMS[look.trim]
  const hide = (t: number) => shade(leather, t)
  const stitch = lighten(leather, 0.35)
  const seat = (x: number, flip: 1 | -1) => {
    const X = (v: number) => x + flip * v
    const back = `M${X(0)},800 L${X(10)},560 Q${X(20)},500 ${X(120)},492 L${X(230)},492 Q${X(300)},500 ${X(310)},560 L${X(320)},800 Z`
    const rest = `M${X(80)},492 L${X(86)},400 Q${X(90)},372 ${X(160)},370 Q${X(230)},372 ${X(234)},400 L${X(240)},492 Z`
    const quilt = look.quilted
      ? Array.from({ length: 9 }, (_, i) => {
          const y = 560 + i * 30
          return `<path d="M${X(40)},${y} L${X(280)},${y + 60} M${X(280)},${y} L${X(40)},${y + 60}" stroke="${darken(leather, 0.35)}" stroke-width="2" opacity="0.6"/>`
        }).join('')
      : `<path d="M${X(110)},520 L${X(104)},800 M${X(210)},520 L${X(216)},800" stroke="${stitch}" stroke-width="2" stroke-dasharray="6 6" opacity="0.7"/>`
    return (
      `<path d="${rest}" fill="url(#${id}seat)" stroke="${darken(leather, 0.4)}" stroke-width="2"/>` +
      `<path d="${back}" fill="url(#${id}seat)" stroke="${darken(leather, 0.4)}" stroke-width="2"/>` +
      quilt
    )
  }
  const vent = (x: number, w: number) =>
    `<rect x="${x}" y="452" width="${w}" height="34" rx="8" fill="#121316" stroke="${t1}" stroke-width="3"/>` +
    Array.from(
      { length: 3 },
      (_, i) =>
        `<rect x="${x + 6}" y="${460 + i * 8}" width="${w - 12}" height="3" fill="#3a3d42"/>`,
    ).join('')
  return (
    `<defs>` +
    `<linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STUDIO.wallTop}"/><stop offset="1" stop-color="${STUDIO.wallGlow}"/></linearGradient>` +
    `<linearGradient id="${id}dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hide(0.42)}"/><stop offset="1" stop-color="${hide(0.2)}"/></linearGradient>` +
    `<linearGradient id="${id}seat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hide(0.62)}"/><stop offset="0.6" stop-color="${hide(0.45)}"/><stop offset="1" stop-color="${hide(0.25)}"/></linearGradient>` +
    `<linearGradient id="${id}trim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${t0}"/><stop offset="0.5" stop-color="${t1}"/><stop offset="1" stop-color="${t0}"/></linearGradient>` +
    `<linearGradient id="${id}hood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.85)}"/><stop offset="1" stop-color="${shade(paint, 0.4)}"/></linearGradient>` +
    `<radialGradient id="${id}screen" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#1f3552"/><stop offset="1" stop-color="#0a111c"/></radialGradient>` +
    `</defs>` +
    // Through the glass: the studio wall, its light, the floor, the bonnet.
    `<rect width="1200" height="800" fill="url(#${id}sky)"/>` +
    `<ellipse cx="600" cy="300" rx="520" ry="240" fill="#fff6e6" opacity="0.12"/>` +
    `<rect y="360" width="1200" height="440" fill="${STUDIO.floorLight}"/>` +
    `<path d="M120,440 Q600,330 1080,440 L1080,470 L120,470 Z" fill="url(#${id}hood)"/>` +
    `<path d="M300,420 Q600,350 900,420" stroke="${lighten(paint, 0.6)}" stroke-width="3" fill="none" opacity="0.5"/>` +
    // The headliner, pillars and mirror.
    `<path d="M0,0 L1200,0 L1200,170 Q600,60 0,170 Z" fill="${mix('#d9d3c7', leather, 0.18)}"/>` +
    `<path d="M0,170 Q600,60 1200,170" stroke="${darken(leather, 0.3)}" stroke-width="6" fill="none"/>` +
    `<path d="M0,170 L130,160 L40,470 L0,480 Z" fill="${hide(0.3)}"/>` +
    `<path d="M1200,170 L1070,160 L1160,470 L1200,480 Z" fill="${hide(0.3)}"/>` +
    `<rect x="545" y="110" width="110" height="44" rx="14" fill="#16171a" stroke="#2c2e33" stroke-width="3"/>` +
    `<rect x="552" y="117" width="96" height="30" rx="10" fill="#48505c" opacity="0.7"/>` +
    // The dashboard: its top in leather with a stitched seam, the trim across it.
    `<path d="M0,470 Q600,390 1200,470 L1200,800 L0,800 Z" fill="url(#${id}dash)"/>` +
    `<path d="M0,488 Q600,410 1200,488" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 6" fill="none" opacity="0.7"/>` +
    `<path d="M0,520 Q600,450 1200,520 L1200,548 Q600,478 0,548 Z" fill="url(#${id}trim)"/>` +
    `<path d="M0,522 Q600,452 1200,522" stroke="#fff" stroke-width="1.5" fill="none" opacity="0.25"/>` +
    // The driver's display behind the wheel, the centre screen, vents.
    `<rect x="690" y="410" width="260" height="96" rx="12" fill="url(#${id}screen)" stroke="#050608" stroke-width="4"/>` +
    `<path d="M730,490 A46,46 0 0 1 822,490" stroke="#6fb0ff" stroke-width="6" fill="none" opacity="0.9"/>` +
    `<path d="M818,490 A46,46 0 0 1 910,490" stroke="${STUDIO.metal}" stroke-width="6" fill="none" opacity="0.9"/>` +
    `<rect x="470" y="420" width="190" height="110" rx="10" fill="url(#${id}screen)" stroke="#050608" stroke-width="4"/>` +
    `<path d="M484,500 L530,470 L578,488 L640,440" stroke="${STUDIO.metal}" stroke-width="4" fill="none"/>` +
    `<rect x="484" y="432" width="50" height="24" rx="4" fill="#2a4468" opacity="0.8"/>` +
    `<rect x="600" y="500" width="46" height="18" rx="4" fill="#2a4468" opacity="0.8"/>` +
    vent(300, 120) +
    vent(1010, 110) +
    // The console between the seats.
    `<path d="M470,560 L730,560 L780,800 L420,800 Z" fill="${hide(0.22)}"/>` +
    `<path d="M520,600 L680,600 L700,700 L500,700 Z" fill="url(#${id}trim)" opacity="0.9"/>` +
    `<rect x="580" y="620" width="40" height="70" rx="18" fill="#18191c" stroke="#d5d9de" stroke-width="3"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<circle cx="${532 + i * 45}" cy="582" r="9" fill="#1c1d20" stroke="#c9ced4" stroke-width="2"/>`,
    ).join('') +
    // The wheel: rim, spokes and hub, with its emblem.
    `<circle cx="820" cy="640" r="190" fill="none" stroke="${mix(hide(0.2), '#0d0d0f', 0.55)}" stroke-width="38"/>` +
    `<circle cx="820" cy="640" r="190" fill="none" stroke="${hide(0.38)}" stroke-width="6" stroke-dasharray="3 9" opacity="0.6"/>` +
    `<path d="M640,640 L760,620 L880,620 L1000,640 L880,680 L820,800 L760,680 Z" fill="${mix(hide(0.25), '#141416', 0.4)}"/>` +
    `<circle cx="820" cy="640" r="62" fill="${hide(0.28)}" stroke="#c9ced4" stroke-width="4"/>` +
    `<circle cx="820" cy="640" r="16" fill="#d9dde2"/>` +
    seat(-60, 1) +
    seat(1260, -1)
  )
}
