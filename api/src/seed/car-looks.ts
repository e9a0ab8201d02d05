// How each demo car is drawn: its maker's paints (by the names the maker gives them),
// leathers, grille and cabin trim, and whether an SUV is one of the boxy off-roaders.
// A car's paint and leather are picked from its brand's by its model, so they stay the
// same from one seed to the next.
import { CARS } from './catalog-data'
import { paintHex } from './drawings/color'
import type { BodyStyle, CabinLook, CarLook } from './images'
import type { Grille } from './drawings/car'
import type { Trim } from './drawings/interior'

type BrandLook = {
  paints: string[]
  /** Leather colours of the cabin. */
  leathers: string[]
  grille: Grille
  trim: Trim
  spokes: number
  quilted?: boolean
}

const BLACK_HIDE = '#1f1d1d'
const COGNAC = '#8a4f2b'
const MACCHIATO = '#c9b28f'
const IVORY = '#ddd2bc'
const SADDLE = '#6e4326'
const OXBLOOD = '#5e1b1f'

export const BRAND_LOOKS: Record<string, BrandLook> = {
  'mercedes-benz': {
    paints: ['Obsidian Black', 'Polar White', 'Selenite Grey', 'Emerald Green', 'Iridium Silver'],
    leathers: [BLACK_HIDE, MACCHIATO, SADDLE],
    grille: 'wide',
    trim: 'wood',
    spokes: 5,
  },
  bmw: {
    paints: ['Carbon Black', 'Alpine White', 'Portimao Blue', 'Mineral Grey'],
    leathers: [COGNAC, BLACK_HIDE, IVORY],
    grille: 'kidney',
    trim: 'metal',
    spokes: 10,
  },
  audi: {
    paints: ['Mythos Black', 'Glacier White', 'Navarra Blue', 'Daytona Grey', 'Tango Red'],
    leathers: [BLACK_HIDE, OXBLOOD, IVORY],
    grille: 'frame',
    trim: 'metal',
    spokes: 10,
  },
  porsche: {
    paints: ['Jet Black', 'Carrara White', 'Gentian Blue', 'GT Silver', 'Carmine Red', 'Chalk'],
    leathers: [BLACK_HIDE, OXBLOOD, COGNAC],
    grille: 'slim',
    trim: 'carbon',
    spokes: 5,
  },
  'land-rover': {
    paints: [
      'Santorini Black',
      'Fuji White',
      'Carpathian Grey',
      'Belgravia Green',
      'Portofino Blue',
    ],
    leathers: [IVORY, BLACK_HIDE, SADDLE],
    grille: 'wide',
    trim: 'wood',
    spokes: 6,
  },
  lexus: {
    paints: ['Sonic Quartz', 'Graphite Black', 'Deep Blue', 'Sonic Titanium'],
    leathers: [MACCHIATO, BLACK_HIDE, SADDLE],
    grille: 'spindle',
    trim: 'wood',
    spokes: 10,
  },
  bentley: {
    paints: ['Beluga Black', 'Glacier White', 'British Racing Green', 'Dark Sapphire', 'Moonbeam'],
    leathers: [COGNAC, IVORY, OXBLOOD],
    grille: 'oval',
    trim: 'wood',
    spokes: 10,
    quilted: true,
  },
  'rolls-royce': {
    paints: [
      'Diamond Black',
      'Arctic White',
      'Midnight Sapphire',
      'Salamanca Blue',
      'Jubilee Silver',
    ],
    leathers: [IVORY, OXBLOOD, BLACK_HIDE],
    grille: 'tall',
    trim: 'wood',
    spokes: 6,
  },
  maserati: {
    paints: ['Nero Ribelle', 'Bianco Astro', 'Blu Emozione', 'Grigio Lava'],
    leathers: [COGNAC, BLACK_HIDE, OXBLOOD],
    grille: 'oval',
    trim: 'carbon',
    spokes: 5,
  },
  'aston-martin': {
    paints: ['Onyx Black', 'Stirling Green', 'Magnetic Silver', 'Xenon Grey', 'Ultramarine Black'],
    leathers: [OXBLOOD, BLACK_HIDE, MACCHIATO],
    grille: 'wide',
    trim: 'carbon',
    spokes: 10,
    quilted: true,
  },
}

const FALLBACK: BrandLook = BRAND_LOOKS['mercedes-benz']!

/** Upright, square off-roaders, drawn boxier than other SUVs. */
export const BOXY_MODEL = /^(AMG G|G \d|Defender|LX|Land Cruiser|Cullinan)/

const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7)

export type DemoCarLook = { paintName: string; look: CarLook; cabin: CabinLook }

/** How the demo car `model` of `brandKey`, of the given body style, is drawn. */
export function demoCarLook(brandKey: string, model: string, body: BodyStyle): DemoCarLook {
  const brand = BRAND_LOOKS[brandKey] ?? FALLBACK
  const paintName = brand.paints[hash(model) % brand.paints.length]!
  const leather = brand.leathers[hash(`${model} cabin`) % brand.leathers.length]!
  const paint = paintHex(paintName)
  return {
    paintName,
    look: {
      body,
      boxy: body === 'suv' && BOXY_MODEL.test(model),
      paint,
      grille: brand.grille,
      spokes: brand.spokes,
      leather,
    },
    cabin: { paint, leather, trim: brand.trim, quilted: brand.quilted },
  }
}

/** The look of a demo car named by its model (a brand's first car when unknown). */
export function lookOfModel(brandKey: string, model?: string): CarLook {
  const rows = CARS[brandKey] ?? []
  const row = rows.find((r) => r[0] === model) ?? rows[0]
  return demoCarLook(brandKey, row?.[0] ?? brandKey, row?.[3] ?? 'sedan').look
}
