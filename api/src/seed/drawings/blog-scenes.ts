// Pictures for the blog: each post its own scene (a port, the savannah, the long rains,
// a charging bay, the workshop, the Rift Valley, a handover, an unveiling) in the
// colours of the brand it is about, and a close-up of a car for its gallery. No words.

import { darken, lighten, mix } from './color'
import { drawCar, type CarLook } from './car'
import { studio } from './backdrop'

export const BLOG_SCENES = [
  'port',
  'savannah',
  'rain',
  'charging',
  'workshop',
  'valley',
  'handover',
  'unveiling',
] as const
export type BlogScene = (typeof BLOG_SCENES)[number]

export type ScenePalette = { from: string; to: string; accent: string }

const W = 1200
const H = 675

const sky = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`

const hills = (y: number, amp: number, fill: string, phase: number) => {
  let d = `M0,${H} L0,${y}`
  for (let x = 0; x <= W; x += 40)
    d += ` L${x},${(y + Math.sin(x / 130 + phase) * amp + Math.sin(x / 47 + phase * 2) * amp * 0.3).toFixed(1)}`
  return `<path d="${d} L${W},${H} Z" fill="${fill}"/>`
}

const acacia = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${x},${y} L${x - 2 * s},${y - 40 * s} L${x - 14 * s},${y - 62 * s} M${x - 2 * s},${y - 40 * s} L${x + 12 * s},${y - 64 * s}" stroke="${fill}" stroke-width="${4 * s}" fill="none"/>` +
  `<ellipse cx="${x}" cy="${y - 68 * s}" rx="${58 * s}" ry="${11 * s}" fill="${fill}"/>` +
  `<ellipse cx="${x + 14 * s}" cy="${y - 76 * s}" rx="${34 * s}" ry="${8 * s}" fill="${fill}"/>`

function scene(kind: BlogScene, p: ScenePalette, [car, other]: [CarLook, CarLook]): string {
  const { from, to, accent } = p
  switch (kind) {
    case 'port': {
      const boxes = ['#9b3b2f', '#2f5d7a', '#c58f2b', '#3f6b4a', '#7b7f86', '#a8442f']
      let stack = ''
      for (let r = 0; r < 4; r++)
        for (let k = 0; k < 11; k++)
          stack += `<rect x="${300 + k * 54}" y="${312 - r * 26}" width="52" height="24" fill="${boxes[(k * 3 + r * 5) % boxes.length]}" stroke="#00000033"/>`
      return (
        sky('s', lighten(to, 0.25), lighten(accent, 0.2)) +
        `<circle cx="980" cy="170" r="60" fill="${lighten(accent, 0.5)}" opacity="0.8"/>` +
        `<rect y="380" width="${W}" height="120" fill="${darken(from, 0.1)}"/>` +
        `<path d="M260,338 L930,338 L900,410 L300,410 Z" fill="${darken(from, 0.4)}"/>` +
        stack +
        `<rect x="820" y="230" width="80" height="80" fill="#e9e6df"/><rect x="830" y="240" width="60" height="14" fill="#1d2a3a"/>` +
        [120, 1020]
          .map(
            (x) =>
              `<path d="M${x},470 L${x},120 L${x + 160},120 M${x - 40},120 L${x},120 M${x + 20},120 L${x + 20},160 M${x},200 L${x + 60},120" stroke="${lighten(accent, 0.1)}" stroke-width="10" fill="none"/>`,
          )
          .join('') +
        `<rect y="480" width="${W}" height="${H - 480}" fill="${mix(from, '#8a8378', 0.4)}"/>` +
        `<path d="M0,486 L${W},486" stroke="${accent}" stroke-width="6" stroke-dasharray="40 30"/>` +
        drawCar(car, 'front', { cx: 600, floor: 590, w: 520, h: 220 }, 'a')
      )
    }
    case 'savannah':
      return (
        sky('s', lighten(accent, 0.35), '#e9b872') +
        `<circle cx="880" cy="330" r="90" fill="#fff1cf" opacity="0.85"/>` +
        hills(360, 18, mix(from, '#8c6a3c', 0.6), 1) +
        `<rect y="420" width="${W}" height="${H - 420}" fill="#b58b4a"/>` +
        acacia(170, 430, 1.4, darken(from, 0.5)) +
        acacia(1050, 425, 1.1, darken(from, 0.5)) +
        `<path d="M0,500 L${W},470 L${W},560 L0,600 Z" fill="#6d5a40"/>` +
        drawCar(car, 'side', { cx: 360, floor: 545, w: 470, h: 200 }, 'a') +
        drawCar(other, 'front', { cx: 850, floor: 525, w: 460, h: 200 }, 'b')
      )
    case 'rain': {
      let drops = ''
      for (let i = 0; i < 140; i++) {
        const x = (i * 97) % W
        const y = (i * 53) % 500
        drops += `M${x},${y} l-8,34 `
      }
      return (
        sky('s', darken(to, 0.55), mix(to, '#6d7a88', 0.5)) +
        Array.from(
          { length: 14 },
          (_, i) =>
            `<rect x="${i * 90}" y="${220 + ((i * 37) % 90)}" width="80" height="300" fill="${darken(from, 0.3)}"/>`,
        ).join('') +
        Array.from(
          { length: 30 },
          (_, i) =>
            `<rect x="${20 + ((i * 173) % 1150)}" y="${250 + ((i * 71) % 150)}" width="10" height="14" fill="${lighten(accent, 0.3)}" opacity="0.7"/>`,
        ).join('') +
        `<rect y="470" width="${W}" height="${H - 470}" fill="#2b3036"/>` +
        `<path d="M180,560 L0,675 L420,675 Z M560,560 L700,675 L1100,675 Z" fill="#fff5d6" opacity="0.12"/>` +
        drawCar(car, 'front', { cx: 560, floor: 575, w: 620, h: 260 }, 'a') +
        `<path d="${drops}" stroke="#cfd8e2" stroke-width="2" opacity="0.45"/>`
      )
    }
    case 'charging':
      return (
        studio(W, H, 460, 'st') +
        `<rect x="930" y="190" width="120" height="190" rx="22" fill="#e9e6df" stroke="#8d939a" stroke-width="4"/>` +
        `<rect x="970" y="230" width="40" height="8" rx="4" fill="#3fd07a"/>` +
        `<circle cx="990" cy="300" r="26" fill="#23262b"/>` +
        `<path d="M990,380 C990,520 860,560 760,470" stroke="#151618" stroke-width="14" fill="none"/>` +
        drawCar(car, 'side', { cx: 470, floor: 545, w: 760, h: 300 }, 'a')
      )
    case 'workshop':
      return (
        studio(W, H, 470, 'st') +
        [300, 900]
          .map(
            (x) =>
              `<rect x="${x - 20}" y="140" width="40" height="470" fill="#3a3d42"/><rect x="${x - 30}" y="600" width="60" height="14" fill="#1c1d20"/>`,
          )
          .join('') +
        `<rect x="260" y="440" width="680" height="14" fill="#c9a23a"/>` +
        drawCar(car, 'rear', { cx: 600, floor: 438, w: 620, h: 260 }, 'a') +
        `<rect x="960" y="470" width="150" height="190" rx="8" fill="#7a5a32"/><rect x="975" y="490" width="120" height="160" fill="#f4f1ea"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<path d="M990,${520 + i * 34} l10,10 l18,-20" stroke="${p.to}" stroke-width="5" fill="none"/><rect x="1030" y="${522 + i * 34}" width="52" height="6" fill="#b9b4aa"/>`,
          )
          .join('')
      )
    case 'valley':
      return (
        sky('s', mix(to, '#f2b36b', 0.45), '#f6d6a2') +
        `<circle cx="300" cy="300" r="70" fill="#fff3d9"/>` +
        hills(300, 30, mix(from, '#7b8aa0', 0.5), 0.5) +
        `<ellipse cx="520" cy="420" rx="420" ry="34" fill="${lighten(to, 0.35)}"/>` +
        hills(440, 26, mix(from, '#4f6b4a', 0.5), 2) +
        hills(520, 34, darken(mix(from, '#3e5538', 0.5), 0.2), 3.3) +
        `<path d="M1200,675 C900,640 1000,560 760,540 C600,528 640,500 520,490" stroke="#2d2d30" stroke-width="34" fill="none"/>` +
        `<path d="M1200,675 C900,640 1000,560 760,540 C600,528 640,500 520,490" stroke="${accent}" stroke-width="3" stroke-dasharray="18 14" fill="none"/>` +
        drawCar(car, 'front', { cx: 840, floor: 585, w: 250, h: 110 }, 'a')
      )
    case 'handover':
      return (
        `<rect width="${W}" height="${H}" fill="#4a2f1d"/>` +
        Array.from(
          { length: 9 },
          (_, i) =>
            `<path d="M0,${i * 80 + 20} C400,${i * 80 + 40} 800,${i * 80} 1200,${i * 80 + 30}" stroke="#6b452a" stroke-width="6" fill="none" opacity="0.6"/>`,
        ).join('') +
        `<rect x="110" y="110" width="420" height="520" rx="6" fill="#f4f1ea" transform="rotate(-6 320 370)"/>` +
        Array.from(
          { length: 10 },
          (_, i) =>
            `<rect x="160" y="${170 + i * 40}" width="${i % 3 ? 320 : 220}" height="8" fill="#c9c4ba" transform="rotate(-6 320 370)"/>`,
        ).join('') +
        `<rect x="640" y="470" width="420" height="14" rx="7" fill="${darken(accent, 0.2)}" transform="rotate(-20 850 477)"/>` +
        `<circle cx="990" cy="170" r="90" fill="#e9e6df"/><circle cx="990" cy="170" r="70" fill="#3b2417"/>` +
        `<path d="M700,330 C700,250 800,230 860,270 C920,310 900,420 820,430 C740,440 700,400 700,330 Z" fill="${darken(from, 0.2)}" stroke="${accent}" stroke-width="5"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<circle cx="${765 + i * 38}" cy="${320 + i * 18}" r="13" fill="${lighten(from, 0.15)}" stroke="${accent}" stroke-width="2"/>`,
          )
          .join('') +
        `<path d="M860,270 L900,220" stroke="#c9ced4" stroke-width="10"/><circle cx="910" cy="205" r="22" fill="none" stroke="#c9ced4" stroke-width="7"/>`
      )
    case 'unveiling':
      return (
        `<rect width="${W}" height="${H}" fill="#0e0e11"/>` +
        `<path d="M480,0 L720,0 L1040,600 L160,600 Z" fill="#fff6e6" opacity="0.1"/>` +
        `<rect y="520" width="${W}" height="${H - 520}" fill="#18181c"/>` +
        `<ellipse cx="600" cy="590" rx="460" ry="60" fill="#fff6e6" opacity="0.08"/>` +
        drawCar(car, 'front', { cx: 600, floor: 565, w: 760, h: 300 }, 'a') +
        `<path d="M760,245 C860,225 980,275 1010,365 C1030,445 990,505 940,545 L700,545 C740,465 700,365 760,245 Z" fill="${lighten(to, 0.2)}" opacity="0.96"/>` +
        `<path d="M780,275 C820,365 800,465 760,545 M860,265 C900,365 880,465 850,545 M940,305 C960,385 950,465 920,545" stroke="${darken(to, 0.2)}" stroke-width="5" fill="none" opacity="0.6"/>`
      )
  }
}

/** A post's header picture (1200x675 content, no svg element). */
export function drawBlogScene(
  kind: BlogScene,
  palette: ScenePalette,
  cars: [car: CarLook, other: CarLook],
): string {
  return scene(kind, palette, cars)
}

/** A close-up of the post's car for its gallery: the front corner, filling the frame. */
export function drawBlogDetail(car: CarLook, flip: boolean): string {
  return (
    studio(W, H, 400, 'st') +
    `<g transform="${flip ? `translate(${W},0) scale(-1,1)` : ''}">` +
    drawCar(car, 'front', { cx: 700, floor: 740, w: 1500, h: 700 }, 'a') +
    `</g>`
  )
}
