// A car drawn from a body style (body-styles.ts) in its paint, seen from the front
// three-quarter, the side or the rear three-quarter: the profile extruded across the
// car's width, the glasshouse leaning in, every surface shaded by the way it faces the
// studio's key light, then the details (glass, lights, grille, wheels) laid on the faces
// they belong to. Returns an SVG fragment placed in the box it is given.

import { bodyShape, type Body, type BodyStyle, type Surface } from './body-styles'
import { darken, lighten, luminance, mix } from './color'
import {
  camera,
  circle,
  depth,
  endPlane,
  f2,
  faces,
  groundPlane,
  hull,
  polygon,
  project,
  sidePlane,
  type Camera,
  type V2,
  type V3,
} from './geometry'

export type Grille = 'wide' | 'tall' | 'kidney' | 'frame' | 'spindle' | 'oval' | 'slim'

export type CarLook = {
  body: BodyStyle
  /** An upright, square SUV (G-Class, Defender, Land Cruiser). */
  boxy?: boolean
  paint: string
  grille: Grille
  /** Spokes on the wheels. */
  spokes: number
  /** The leather seen through an open top. */
  leather: string
}

export type CarView = 'front' | 'side' | 'rear'

/** Where the car stands: centred on cx, its lowest point on `floor`, within w by h. */
export type Place = { cx: number; floor: number; w: number; h: number }

const CAMERAS: Record<CarView, () => Camera> = {
  front: () => camera(36, 11),
  side: () => camera(0, 0),
  rear: () => camera(-38, 12, true),
}

/** The paint from deep shadow (0) through its own colour (0.5) to highlight (1). */
export function shade(paint: string, t: number): string {
  // Dark paint shows its highlights more, light paint its shadows.
  const l = luminance(paint)
  return t < 0.5
    ? darken(paint, (0.5 - t) * (1.3 + 0.5 * l))
    : lighten(paint, (t - 0.5) * (1.05 - 0.35 * l))
}

type Ctx = { b: Body; cam: Camera; look: CarLook; id: string }

function widthAt(b: Body, x: number, y: number): number {
  const lean = y <= b.belt ? 0 : Math.min(1, (y - b.belt) / (b.height - b.belt))
  const w = b.half + (b.roofHalf - b.half) * lean
  const front = b.outline.reduce((m, o) => Math.min(m, o.p[0]), 100)
  const back = b.outline.reduce((m, o) => Math.max(m, o.p[0]), 0)
  const end = Math.min(x - front, back - x)
  return end < 5 ? w * (1 - 0.09 * (1 - end / 5) ** 2) : w
}

const at = (c: Ctx, x: number, y: number, dz = 0): V3 => [x, y, widthAt(c.b, x, y) + dz]
const onSide = (c: Ctx, pts: V2[], dz = 0) => pts.map(([x, y]) => project(c.cam, at(c, x, y, dz)))

/** The top of the glasshouse (or bonnet, or deck) at x. */
function topAt(b: Body, x: number): number {
  let best = 0
  const o = b.outline
  for (let i = 0; i < o.length; i++) {
    const p = o[i]!.p
    const q = o[(i + 1) % o.length]!.p
    if ((p[0] - x) * (q[0] - x) <= 0 && p[0] !== q[0]) {
      best = Math.max(best, p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0]))
    }
  }
  return best
}

/** The x of the front (-1) or rear (1) face at height y. */
function endAt(b: Body, y: number, end: -1 | 1): number {
  const o = b.outline
  let best = end < 0 ? 100 : 0
  for (let i = 0; i < o.length; i++) {
    const p = o[i]!.p
    const q = o[(i + 1) % o.length]!.p
    if ((p[1] - y) * (q[1] - y) <= 0 && p[1] !== q[1]) {
      const x = p[0] + ((q[0] - p[0]) * (y - p[1])) / (q[1] - p[1])
      best = end < 0 ? Math.min(best, x) : Math.max(best, x)
    }
  }
  return best
}

/** A point on the front or rear face: u across (-1..1, left to right seen from it), y up. */
function onEnd(c: Ctx, end: -1 | 1, u: number, y: number, out = 0.05): V2 {
  const x = endAt(c.b, y, end) + end * out
  return project(c.cam, [x, y, -end * u * widthAt(c.b, x, y) * 0.97])
}
const endPoly = (c: Ctx, end: -1 | 1, pts: V2[], out?: number) =>
  polygon(pts.map(([u, y]) => onEnd(c, end, u, y, out)))

const SURFACE_COLOURS: Partial<Record<Surface, (c: Ctx, t: number) => string>> = {
  glass: (_c, t) => mix('#0b0f16', '#56657a', Math.max(0, t - 0.15)),
  cabin: (c, t) => shade(c.look.leather, 0.25 + t * 0.4),
  bed: (_c, t) => mix('#121316', '#34363b', t),
}

/** The surfaces across the car's width (bonnet, glass, roof, ends), far ones first. */
function skin(c: Ctx): string {
  const { b, cam } = c
  const light: V3 = [cam.toward[0] * 0.6, 1, cam.toward[2] * 0.6]
  const ll = Math.hypot(...light)
  const quads: { d: number; svg: string }[] = []
  const o = b.outline
  for (let i = 0; i < o.length; i++) {
    const a = o[i]!
    const q = o[(i + 1) % o.length]!.p
    const [ax, ay] = a.p
    const len = Math.hypot(q[0] - ax, q[1] - ay) || 1
    const n: V3 = [-(q[1] - ay) / len, (q[0] - ax) / len, 0]
    if (!faces(cam, n)) continue
    const lit = Math.max(0, (n[0] * light[0] + n[1] * light[1]) / ll)
    const t = 0.3 + 0.62 * lit ** 1.4
    const fill = SURFACE_COLOURS[a.s]?.(c, t) ?? shade(c.look.paint, t)
    const wa = widthAt(b, ax, ay)
    const wq = widthAt(b, q[0], q[1])
    const pts = [
      project(cam, [ax, ay, wa]),
      project(cam, [q[0], q[1], wq]),
      project(cam, [q[0], q[1], -wq]),
      project(cam, [ax, ay, -wa]),
    ]
    const d = depth(cam, [(ax + q[0]) / 2, (ay + q[1]) / 2, 0])
    quads.push({
      d,
      svg: `<path d="${polygon(pts)}" fill="${fill}" stroke="${fill}" stroke-width="0.14"/>`,
    })
  }
  return quads
    .sort((x, y) => x.d - y.d)
    .map((q) => q.svg)
    .join('')
}

/** The paint of the side: a bright shoulder, a horizon line, the floor's darkness below. */
function sideGradient(c: Ctx): string {
  const { b, look, id } = c
  const sill = b.outline[0]!.p[1]
  const at = (y: number) => f2(Math.min(1, Math.max(0, (b.height - y) / (b.height - sill))))
  const mid = (b.belt + sill) / 2 + 1
  const stops: [string, number][] = [
    [at(b.height), 0.6],
    [at(b.belt + 0.4), 0.66],
    [at(b.belt - 0.6), 0.92],
    [at(b.belt - 2.6), 0.68],
    [at(mid), 0.56],
    [at(mid - 0.35), 0.34],
    [at(sill + 1.5), 0.26],
    ['1', 0.16],
  ]
  return (
    `<linearGradient id="${id}side" gradientUnits="userSpaceOnUse" x1="0" y1="${b.height}" x2="0" y2="${sill}" gradientTransform="${sidePlane(c.cam, b.half)}">` +
    stops.map(([o, t]) => `<stop offset="${o}" stop-color="${shade(look.paint, t)}"/>`).join('') +
    `</linearGradient>` +
    `<linearGradient id="${id}glass" gradientUnits="userSpaceOnUse" x1="30" y1="${b.belt}" x2="62" y2="${b.height + 10}" gradientTransform="${sidePlane(c.cam, b.roofHalf)}" spreadMethod="reflect">` +
    `<stop offset="0" stop-color="#0c1017"/><stop offset="0.42" stop-color="#1b2330"/><stop offset="0.47" stop-color="#6a7686"/><stop offset="0.56" stop-color="#222b38"/><stop offset="0.8" stop-color="#121821"/><stop offset="1" stop-color="#3c4656"/>` +
    `</linearGradient>` +
    `<radialGradient id="${id}shadow"><stop offset="0" stop-color="#000" stop-opacity="0.62"/><stop offset="0.55" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}rim" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.6" stop-color="#a9b0b8"/><stop offset="1" stop-color="#5d646c"/></radialGradient>` +
    `<linearGradient id="${id}lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f8fb"/><stop offset="1" stop-color="#8d99a7"/></linearGradient>`
  )
}

/** The side windows: under the roof line, split by the pillars. */
function sideGlass(c: Ctx): string {
  const { b } = c
  if (!b.glass) return ''
  const [x0, x1] = b.glass
  const bottom = b.belt + 0.45
  const cuts = [x0, ...b.pillars.flatMap((p) => [p - 1.1, p + 1.1]), x1]
  let out = ''
  for (let k = 0; k < cuts.length; k += 2) {
    const from = cuts[k]!
    const to = cuts[k + 1]!
    const top: V2[] = []
    for (let x = from; x <= to + 1e-6; x += 0.5) {
      const slope = (topAt(b, x + 0.3) - topAt(b, x - 0.3)) / 0.6
      const y = topAt(b, x) - 1.1 * Math.sqrt(1 + slope * slope)
      if (y > bottom + 0.4) top.push([x, y])
    }
    if (top.length < 2) continue
    const pts: V2[] = [[top[0]![0], bottom], ...top, [top[top.length - 1]![0], bottom]]
    out += `<path d="${polygon(onSide(c, pts, 0.02))}" fill="url(#${c.id}glass)" stroke="#08090b" stroke-width="0.3"/>`
  }
  // The chrome line under the glass.
  out += `<path d="${polygon(
    onSide(
      c,
      [
        [x0, bottom - 0.05],
        [x1, bottom - 0.05],
        [x1, bottom - 0.4],
        [x0, bottom - 0.4],
      ],
      0.03,
    ),
  )}" fill="#d9dde2" opacity="0.8"/>`
  return out
}

function sideDetails(c: Ctx): string {
  const { b, cam, look } = c
  const sill = b.outline[0]!.p[1]
  const dark = darken(look.paint, 0.7)
  const seam = (x: number) =>
    `<path d="M${onSide(c, [
      [x, b.belt - 0.4],
      [x - 0.4, sill + 1.6],
    ])
      .map(([px, py]) => `${f2(px)},${f2(py)}`)
      .join('L')}" stroke="${dark}" stroke-width="0.2" opacity="0.7" fill="none"/>`
  let out = b.doors.map(seam).join('')
  // Door handles, a character line, the darker sill.
  for (const x of b.doors.slice(1)) {
    const y = b.belt - 2.3
    out += `<path d="${polygon(
      onSide(
        c,
        [
          [x - 6, y],
          [x - 2.6, y],
          [x - 2.6, y - 0.7],
          [x - 6, y - 0.7],
        ],
        0.05,
      ),
    )}" fill="${mix(lighten(look.paint, 0.5), '#d9dde2', 0.5)}"/>`
  }
  out += `<path d="${polygon(
    onSide(c, [
      [6, b.belt - 4],
      [94, b.belt - 4.6],
      [94, b.belt - 4.9],
      [6, b.belt - 4.3],
    ]),
  )}" fill="#fff" opacity="0.18"/>`
  const [wf, wr] = b.wheels
  out += `<path d="${polygon(
    onSide(c, [
      [wf + b.r + 1, sill],
      [wr - b.r - 1, sill],
      [wr - b.r - 1, sill + 1.8],
      [wf + b.r + 1, sill + 1.8],
    ]),
  )}" fill="${dark}" opacity="0.55"/>`
  // Lamps where they wrap round the corners.
  const [f0, f1] = b.lights.front
  const xf = endAt(b, (f0 + f1) / 2, -1)
  out += `<path d="${polygon(
    onSide(
      c,
      [
        [xf + 0.3, f0 + 0.4],
        [xf + 7, f0 + 1.5],
        [xf + 6.4, f1],
        [xf + 0.6, f1 - 0.1],
      ],
      0.02,
    ),
  )}" fill="url(#${c.id}lamp)" stroke="#2b3038" stroke-width="0.2"/>`
  const [r0, r1] = b.lights.rear
  const xr = endAt(b, (r0 + r1) / 2, 1)
  out += `<path d="${polygon(
    onSide(
      c,
      [
        [xr - 0.3, r0],
        [xr - 6, r0 + 0.6],
        [xr - 5.6, r1 - 0.3],
        [xr - 0.3, r1],
      ],
      0.02,
    ),
  )}" fill="#8f1016" stroke="#3a0508" stroke-width="0.2"/>`
  // An SUV's roof rails.
  if (look.body === 'suv' && b.glass) {
    const [g0, g1] = b.glass
    const rail: V2[] = []
    for (let x = g0 + 8; x <= g1 - 2; x += 1) rail.push([x, topAt(b, x) + 0.9])
    for (let x = g1 - 2; x >= g0 + 8; x -= 1) rail.push([x, topAt(b, x) + 0.05])
    out += `<path d="${polygon(rail.map(([x, y]) => project(cam, [x, y, b.roofHalf - 1.2])))}" fill="#1b1c1f" stroke="#8d939a" stroke-width="0.15"/>`
  }
  // Wheel arches, framed in black on the off-roaders and pickups.
  const rugged = look.body === 'suv' || look.body === 'pickup'
  if (rugged) {
    out += `<path d="${polygon(
      onSide(
        c,
        [
          [2, sill],
          [98, sill],
          [98, sill + 2.2],
          [2, sill + 2.2],
        ],
        0.01,
      ),
    )}" fill="#141517"/>`
  }
  for (const x of b.wheels) {
    if (rugged) {
      const lip = circle(x, b.r, b.r + 2.6, 36).map(([px, py]) => [px, Math.max(py, sill)] as V2)
      out += `<path d="${polygon(lip)}" fill="#141517" transform="${sidePlane(cam, b.half + 0.01)}"/>`
    }
    const arch = circle(x, b.r, b.r + 1.5, 36).map(([px, py]) => [px, Math.max(py, sill)] as V2)
    out += `<path d="${polygon(arch)}" fill="#0a0a0b" transform="${sidePlane(cam, b.half + 0.02)}"/>`
  }
  // The mirror, standing off the door.
  const mx = b.glass ? b.glass[0] : 34
  const mirror: V2[] = [
    [mx - 1, b.belt + 0.3],
    [mx + 3.6, b.belt + 0.6],
    [mx + 3.8, b.belt + 3],
    [mx + 0.6, b.belt + 3.3],
  ]
  out += `<path d="${polygon(mirror.map(([x, y]) => project(cam, [x, y, b.half + 2])))}" fill="${shade(look.paint, 0.62)}" stroke="${dark}" stroke-width="0.15"/>`
  return out
}

/** A wheel: the tread between its two faces, and on the near side its tyre and rim. */
function wheel(c: Ctx, x: number, near: boolean): string {
  const { b, cam, look, id } = c
  const face = near ? b.half - 0.5 : -(b.half - 0.5)
  const inner = face + (near ? -6.5 : 6.5)
  const ring = (z: number, r: number) =>
    circle(x, b.r, r, 48).map(([px, py]) => project(cam, [px, py, z]))
  const tread = `<path d="${polygon(hull([...ring(face, b.r), ...ring(inner, b.r)]))}" fill="#0f0f11"/>`
  if (!near) return tread
  const plane = sidePlane(cam, face)
  const r = b.r
  const rim = r * 0.72
  let spokes = ''
  const n = look.spokes
  for (let k = 0; k < n; k++) {
    const a0 = (k / n) * Math.PI * 2 + Math.PI / n / 3.5
    const a1 = ((k + 1) / n) * Math.PI * 2 - Math.PI / n / 3.5
    const pt = (a: number, rr: number): V2 => [x + rr * Math.cos(a), r + rr * Math.sin(a)]
    const win = [
      pt(a0 + 0.08, rim * 0.3),
      pt(a0, rim * 0.9),
      pt((a0 + a1) / 2, rim * 0.93),
      pt(a1, rim * 0.9),
      pt(a1 - 0.08, rim * 0.3),
    ]
    spokes += `<path d="${polygon(win)}" fill="#1d1f23"/>`
  }
  return (
    tread +
    `<g transform="${plane}">` +
    `<circle cx="${x}" cy="${r}" r="${r}" fill="#17181b"/>` +
    `<circle cx="${x}" cy="${r}" r="${f2(r * 0.93)}" fill="none" stroke="#26282c" stroke-width="0.35"/>` +
    `<circle cx="${x}" cy="${r}" r="${f2(rim)}" fill="url(#${id}rim)"/>` +
    spokes +
    `<circle cx="${x}" cy="${r}" r="${f2(rim * 0.2)}" fill="#2a2d31" stroke="#c7ccd2" stroke-width="0.2"/>` +
    `<circle cx="${x}" cy="${r}" r="${f2(rim)}" fill="none" stroke="#e8ebee" stroke-width="0.25" opacity="0.8"/>` +
    `</g>`
  )
}

function grille(c: Ctx): string {
  const { b, look } = c
  const g = b.grilleTop
  const chrome = '#d3d8de'
  const frame = `fill="#0d0e11" stroke="${chrome}" stroke-width="0.3"`
  const bars = (u0: number, u1: number, y0: number, y1: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const y = y0 + ((i + 1) * (y1 - y0)) / (n + 1)
      return `<path d="${endPoly(
        c,
        -1,
        [
          [u0, y],
          [u1, y],
          [u1, y + 0.14],
          [u0, y + 0.14],
        ],
        0.1,
      )}" fill="${chrome}" opacity="0.55"/>`
    }).join('')
  switch (look.grille) {
    case 'tall':
      return (
        `<path d="${endPoly(c, -1, [
          [-0.26, g - 7],
          [0.26, g - 7],
          [0.26, g + 1.2],
          [-0.26, g + 1.2],
        ])}" fill="#e3e6ea" stroke="#9aa1a9" stroke-width="0.3"/>` +
        Array.from({ length: 9 }, (_, i) => {
          const u = -0.22 + i * 0.055
          return `<path d="${endPoly(
            c,
            -1,
            [
              [u, g - 6.5],
              [u + 0.02, g - 6.5],
              [u + 0.02, g + 0.7],
              [u, g + 0.7],
            ],
            0.1,
          )}" fill="#5b6168"/>`
        }).join('')
      )
    case 'kidney':
      return [-1, 1]
        .map((s) => {
          const u0 = s * 0.04
          const u1 = s * 0.3
          return (
            `<path d="${endPoly(c, -1, [
              [u0, g - 5.2],
              [u1, g - 4.8],
              [u1, g + 0.2],
              [u0, g + 0.6],
            ])}" ${frame}/>` + bars(u0, u1, g - 5, g + 0.3, 5)
          )
        })
        .join('')
    case 'frame':
      return (
        `<path d="${endPoly(c, -1, [
          [-0.34, g],
          [0.34, g],
          [0.42, g - 2.5],
          [0.32, g - 7.5],
          [-0.32, g - 7.5],
          [-0.42, g - 2.5],
        ])}" ${frame}/>` + bars(-0.38, 0.38, g - 7.3, g - 0.2, 6)
      )
    case 'spindle':
      return (
        `<path d="${endPoly(c, -1, [
          [-0.3, g],
          [0.3, g],
          [0.14, g - 3.2],
          [0.38, g - 7.5],
          [-0.38, g - 7.5],
          [-0.14, g - 3.2],
        ])}" ${frame}/>` + bars(-0.3, 0.3, g - 7.2, g - 0.2, 7)
      )
    case 'oval':
      return (
        `<path d="${endPoly(c, -1, [
          [-0.3, g],
          [0.3, g],
          [0.4, g - 2.6],
          [0.3, g - 5],
          [-0.3, g - 5],
          [-0.4, g - 2.6],
        ])}" ${frame}/>` +
        Array.from({ length: 9 }, (_, i) => {
          const u = -0.3 + i * 0.075
          return `<path d="${endPoly(
            c,
            -1,
            [
              [u, g - 4.6],
              [u + 0.02, g - 4.6],
              [u + 0.02, g - 0.4],
              [u, g - 0.4],
            ],
            0.1,
          )}" fill="${chrome}" opacity="0.7"/>`
        }).join('')
      )
    case 'slim':
      return `<path d="${endPoly(c, -1, [
        [-0.5, g - 7.5],
        [0.5, g - 7.5],
        [0.46, g - 5.5],
        [-0.46, g - 5.5],
      ])}" fill="#0d0e11"/>`
    case 'wide':
      return (
        `<path d="${endPoly(c, -1, [
          [-0.44, g],
          [0.44, g],
          [0.4, g - 5.4],
          [-0.4, g - 5.4],
        ])}" ${frame}/>` + bars(-0.42, 0.42, g - 5.2, g - 0.2, 4)
      )
  }
}

function frontFace(c: Ctx): string {
  const { b } = c
  const [y0, y1] = b.lights.front
  const sill = b.outline[0]!.p[1]
  let out = grille(c)
  for (const s of [-1, 1]) {
    if (c.look.boxy) {
      const lamp = circle(s * 0.74, (y0 + y1) / 2, 1, 28).map(
        ([u, y]) => [s * 0.74 + (u - s * 0.74) * 0.12, y + (y - (y0 + y1) / 2) * 1.1] as V2,
      )
      out += `<path d="${endPoly(c, -1, lamp)}" fill="url(#${c.id}lamp)" stroke="#2b3038" stroke-width="0.3"/>`
      continue
    }
    const lamp: V2[] = [
      [s * 0.54, y0 + 0.5],
      [s * 0.97, y0 + 1.2],
      [s * 0.99, y1],
      [s * 0.6, y1 - 0.3],
    ]
    out += `<path d="${endPoly(c, -1, lamp)}" fill="url(#${c.id}lamp)" stroke="#2b3038" stroke-width="0.25"/>`
    out += `<path d="${endPoly(
      c,
      -1,
      [
        [s * 0.58, y1 - 0.55],
        [s * 0.97, y1 - 0.25],
        [s * 0.97, y1 - 0.05],
        [s * 0.58, y1 - 0.35],
      ],
      0.1,
    )}" fill="#ffffff"/>`
  }
  out += `<path d="${endPoly(c, -1, [
    [-0.72, sill + 1.4],
    [0.72, sill + 1.4],
    [0.64, sill + 4],
    [-0.64, sill + 4],
  ])}" fill="#0e0f12" stroke="#2a2c31" stroke-width="0.2"/>`
  const emblem = circle(0, b.grilleTop + 0.9, 0.75, 20)
  out += `<path d="${endPoly(
    c,
    -1,
    emblem.map(([u, y]) => [u * 0.04, y] as V2),
    0.15,
  )}" fill="#e8ebef"/>`
  return out
}

function rearFace(c: Ctx): string {
  const { b, cam, look } = c
  const [y0, y1] = b.lights.rear
  const sill = b.outline[0]!.p[1]
  let out = ''
  for (const s of [-1, 1]) {
    const lamp: V2[] = [
      [s * 0.52, y0 + 0.5],
      [s * 0.99, y0],
      [s * 0.99, y1],
      [s * 0.56, y1 - 0.2],
    ]
    out += `<path d="${endPoly(c, 1, lamp)}" fill="#8f1016" stroke="#3a0508" stroke-width="0.25"/>`
    out += `<path d="${endPoly(
      c,
      1,
      [
        [s * 0.56, y1 - 0.9],
        [s * 0.97, y1 - 0.8],
        [s * 0.97, y1 - 0.45],
        [s * 0.56, y1 - 0.55],
      ],
      0.1,
    )}" fill="#ff5a52"/>`
  }
  if (!b.spare) {
    out += `<path d="${endPoly(
      c,
      1,
      [
        [-0.52, y1 - 0.75],
        [0.52, y1 - 0.75],
        [0.52, y1 - 0.6],
        [-0.52, y1 - 0.6],
      ],
      0.1,
    )}" fill="#c7232b"/>`
  }
  out += `<path d="${endPoly(c, 1, [
    [-0.7, sill + 0.8],
    [0.7, sill + 0.8],
    [0.66, sill + 3],
    [-0.66, sill + 3],
  ])}" fill="#101113"/>`
  if (look.body !== 'suv' && look.body !== 'pickup') {
    for (const s of [-0.46, 0.46]) {
      const tip = circle(s, sill + 1.9, 1, 20).map(
        ([u, y]) => [s + (u - s) * 0.055, y + (y - sill - 1.9) * 0.7] as V2,
      )
      out += `<path d="${endPoly(c, 1, tip, 0.2)}" fill="#c9ced4" stroke="#3b3e43" stroke-width="0.3"/>`
    }
  }
  if (b.spare) {
    const x0 = endAt(b, 17, 1) + 3
    const m = endPlane(cam, x0, 1)
    out +=
      `<g transform="${m}"><circle cx="0" cy="17" r="7.2" fill="#141416"/>` +
      `<circle cx="0" cy="17" r="5.6" fill="${shade(look.paint, 0.55)}" stroke="${shade(look.paint, 0.8)}" stroke-width="0.3"/>` +
      `<circle cx="0" cy="17" r="1.6" fill="#d3d8de"/></g>`
  }
  return out
}

/** Headrests above the belt of an open car. */
function headrests(c: Ctx, near: boolean): string {
  const { b, cam, look } = c
  if (look.body !== 'convertible') return ''
  const z = near ? 8 : -8
  return [52, 64]
    .map(
      (x) =>
        `<rect x="${x}" y="${b.belt + 0.2}" width="3.4" height="${x < 60 ? 5 : 3.8}" rx="1.3" fill="${shade(look.leather, 0.5)}" stroke="${shade(look.leather, 0.2)}" stroke-width="0.2" transform="${sidePlane(cam, z)}"/>`,
    )
    .join('')
}

/** The car seen from `view`, fitted into `place`; `id` keeps its gradients apart. */
export function drawCar(look: CarLook, view: CarView, place: Place, id = 'car'): string {
  const b = bodyShape(look.body, look.boxy)
  const cam = CAMERAS[view]()
  const c: Ctx = { b, cam, look, id }
  // The picture's extent: the outline at both sides, and the wheels' footprints.
  const pts = [
    ...b.outline.flatMap(({ p: [x, y] }) => [
      project(cam, at(c, x, y)),
      project(cam, [x, y, -widthAt(b, x, y)]),
    ]),
    ...b.wheels.flatMap((x) => [project(cam, [x, 0, b.half]), project(cam, [x, 0, -b.half])]),
  ]
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ]
  const s = Math.min(place.w / (maxX - minX), place.h / (maxY - minY))
  const tx = place.cx - ((minX + maxX) / 2) * s
  const ty = place.floor - maxY * s
  const lengthOf = Math.max(...b.outline.map((o) => o.p[0]))
  const showFront = faces(cam, [-1, 0, 0])
  const showRear = faces(cam, [1, 0, 0])
  return (
    `<defs>${sideGradient(c)}</defs>` +
    `<g transform="translate(${f2(tx)},${f2(ty)}) scale(${Math.round(s * 1000) / 1000})">` +
    `<g transform="${groundPlane(cam)}"><ellipse cx="${lengthOf / 2}" cy="0" rx="${f2(lengthOf * 0.62)}" ry="${f2(b.half * 1.55)}" fill="url(#${id}shadow)"/>` +
    `<ellipse cx="${lengthOf / 2}" cy="0" rx="${f2(lengthOf * 0.47)}" ry="${f2(b.half * 1.02)}" fill="#000" opacity="0.35"/></g>` +
    b.wheels.map((x) => wheel(c, x, false)).join('') +
    skin(c) +
    headrests(c, false) +
    headrests(c, true) +
    `<path d="${polygon(
      onSide(
        c,
        b.outline.map((o) => o.p),
      ),
    )}" fill="url(#${id}side)"/>` +
    sideGlass(c) +
    sideDetails(c) +
    (showFront ? frontFace(c) : '') +
    (showRear ? rearFace(c) : '') +
    b.wheels.map((x) => wheel(c, x, true)).join('') +
    `</g>`
  )
}
