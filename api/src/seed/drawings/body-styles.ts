// The body styles the demo cars are drawn in, as side profiles in car units: x from
// the front bumper (0) to the rear (100), y up from the ground. Each profile is traced
// clockwise from the foot of the front bumper, every piece tagged with the surface it
// starts (the fascia, the bonnet, glass...), which decides its colour when it is seen.

import { trace, type V2 } from './geometry'

export const BODY_STYLES = ['suv', 'sedan', 'coupe', 'convertible', 'pickup'] as const
export type BodyStyle = (typeof BODY_STYLES)[number]

export type Surface = 'front' | 'hood' | 'glass' | 'roof' | 'deck' | 'cabin' | 'bed' | 'rear'

export type Body = {
  /** The profile, one surface per point (the piece that starts there). */
  outline: { p: V2; s: Surface }[]
  /** Half the width, and the half width at the roof (the glasshouse leans in). */
  half: number
  roofHalf: number
  /** The shoulder: the glasshouse starts above it. */
  belt: number
  height: number
  /** Wheel centres along x, and the wheel radius. */
  wheels: [number, number]
  r: number
  /** Where the side glass starts and ends along x, and its pillars' x positions. */
  glass: [number, number] | null
  pillars: number[]
  /** The door seams along x. */
  doors: number[]
  /** The fascia: headlights' and tail lights' height bands, the grille's top. */
  lights: { front: [number, number]; rear: [number, number] }
  grilleTop: number
  /** A boxy off-roader carries its spare wheel on the tailgate. */
  spare?: boolean
}

/** A piece of the profile: the surface it starts, then its points (see `trace`). */
type Piece = [Surface, ...number[][]]

// The profile closes along the underside, from the last piece's end back to the start;
// the cameras look from above, so the underside is never drawn.
function build(start: V2, pieces: Piece[]): Body['outline'] {
  const out: Body['outline'] = []
  let from = start
  for (const [s, ...pts] of pieces) {
    const traced = trace(from, pts, 9)
    for (let i = 0; i < traced.length - 1; i++) out.push({ p: traced[i]!, s })
    from = traced[traced.length - 1]!
  }
  return out
}

const SEDAN: Body = {
  outline: build(
    [2.5, 5.5],
    [
      ['front', [0.6, 9], [0, 13, 1.2, 16]],
      ['hood', [12, 19.6, 31, 20.6]],
      ['glass', [39, 24.4, 46.5, 28.2]],
      ['roof', [56, 29.8, 67, 28.6]],
      ['glass', [77, 25.4, 84, 21.4]],
      ['deck', [93.5, 21.3, 98.3, 20.4]],
      ['rear', [100, 19.4, 100, 15], [99.5, 8], [99.2, 5.8, 96.5, 5.5]],
    ],
  ),
  half: 19.4,
  roofHalf: 15.2,
  belt: 20.2,
  height: 29.5,
  wheels: [16.5, 77.5],
  r: 7.1,
  glass: [33.5, 82],
  pillars: [57],
  doors: [29, 57.5, 76],
  lights: { front: [12.6, 15.4], rear: [16, 19.2] },
  grilleTop: 13,
}

// The coupe's nose and tail, which the convertible shares.
const COUPE_START: V2 = [2.5, 5.2]
const COUPE_NOSE: Piece[] = [
  ['front', [0.5, 8.5], [0, 12, 1.5, 14.6]],
  ['hood', [14, 18, 33, 18.8]],
]
const COUPE_TAIL: Piece = ['rear', [100, 17, 100, 13], [99.4, 7.5], [99, 5.4, 96.5, 5.2]]

const COUPE: Body = {
  outline: build(COUPE_START, [
    ...COUPE_NOSE,
    ['glass', [41, 23.4, 48.5, 26.3]],
    ['roof', [55, 27.5, 61, 26.4]],
    ['glass', [75, 22.6, 88, 19.2]],
    ['deck', [95, 18.6, 98.6, 18]],
    COUPE_TAIL,
  ]),
  half: 19.6,
  roofHalf: 14.4,
  belt: 18.4,
  height: 27.5,
  wheels: [16, 78.5],
  r: 7.2,
  glass: [36, 80],
  pillars: [66],
  doors: [29, 62],
  lights: { front: [11.4, 13.8], rear: [14, 17] },
  grilleTop: 11,
}

// The coupe with its roof folded away: the windscreen's frame, then the open cabin.
const CONVERTIBLE: Body = {
  ...COUPE,
  outline: build(COUPE_START, [
    ...COUPE_NOSE,
    ['glass', [41, 23, 45, 25]],
    ['roof', [46.2, 25.2]],
    ['glass', [46.8, 19]],
    ['cabin', [74, 19]],
    ['deck', [86, 19.6, 98.6, 18]],
    COUPE_TAIL,
  ]),
  roofHalf: 15.5,
  height: 25.2,
  glass: null,
  pillars: [],
}

const SUV: Body = {
  outline: build(
    [2, 8.6],
    [
      ['front', [0.5, 13], [0, 19, 1, 22]],
      ['hood', [11, 25.4, 30, 26.2]],
      ['glass', [37, 32, 44.5, 36.2]],
      ['roof', [47, 37.4, 52, 37.4], [84, 37], [89, 36.8, 91.5, 34.5]],
      ['glass', [95.5, 27.5]],
      ['rear', [99.6, 26.5, 99.8, 22], [100, 13], [99.8, 8.8, 97.5, 8.6]],
    ],
  ),
  half: 20,
  roofHalf: 16.8,
  belt: 25.8,
  height: 37.4,
  wheels: [17, 80.5],
  r: 8.7,
  glass: [33, 93.5],
  pillars: [54, 75.5],
  doors: [28.5, 54.5, 74],
  lights: { front: [17.5, 21.4], rear: [22, 25.6] },
  grilleTop: 19.5,
}

// Upright and square: a G-Class, a Defender, a Land Cruiser.
const BOXY_SUV: Body = {
  outline: build(
    [1.5, 7.5],
    [
      ['front', [0.4, 12], [0.2, 21], [0.6, 23]],
      ['hood', [25, 24.4], [28, 25]],
      ['glass', [33.5, 37.6]],
      ['roof', [35, 38.8], [93, 38.8], [95.4, 37.8]],
      ['rear', [96.4, 28], [96.6, 12], [96.2, 7.6, 94.5, 7.5]],
    ],
  ),
  half: 20,
  roofHalf: 18.4,
  belt: 25,
  height: 38.8,
  wheels: [17, 78],
  r: 8.6,
  glass: [30.5, 94],
  pillars: [52, 73],
  doors: [29, 52.5, 73],
  lights: { front: [16.5, 21], rear: [19, 25] },
  grilleTop: 21,
  spare: true,
}

const PICKUP: Body = {
  outline: build(
    [2, 7.4],
    [
      ['front', [0.5, 12], [0, 19, 1, 22]],
      ['hood', [12, 25, 28, 25.6]],
      ['glass', [35, 32, 40.5, 35.5]],
      ['roof', [43, 36.4, 47, 36.4], [60, 36.2], [62, 36, 62.4, 34.6]],
      ['glass', [62.8, 26]],
      ['bed', [63.2, 25.6], [99.4, 25.6]],
      ['rear', [100, 25.2], [100, 9], [99.8, 7.5, 98, 7.4]],
    ],
  ),
  half: 19.6,
  roofHalf: 17.2,
  belt: 25,
  height: 36.4,
  wheels: [17, 80],
  r: 8.4,
  glass: [31.5, 61.5],
  pillars: [47.5],
  doors: [28, 47, 62],
  lights: { front: [17.5, 21.4], rear: [18, 24.5] },
  grilleTop: 20,
}

/** The shape a car is drawn in: its style, and for an SUV whether it is a boxy one. */
export function bodyShape(style: BodyStyle, boxy = false): Body {
  switch (style) {
    case 'suv':
      return boxy ? BOXY_SUV : SUV
    case 'sedan':
      return SEDAN
    case 'coupe':
      return COUPE
    case 'convertible':
      return CONVERTIBLE
    case 'pickup':
      return PICKUP
  }
}
