// Fixed option lists and business constants from the spec (sections 5 and 9): the
// catalogue's here, the rest a file per topic under options/, re-exported below. A file
// per topic, so a page's scripts carry the lists it uses, not every list there is.
// Pure data: this module is bundled into browsers.
import { todayInNairobi } from './nairobi'

/** Whether `value` is one of `list`: narrows text to the list's own type. */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value)
}

/** The spec's three, plus Reserved (still takes enquiries) and Sold (kept, not offered). */
export const AVAILABILITY = ['In Stock', 'Out of Stock', 'Pre-Order', 'Reserved', 'Sold'] as const
export type Availability = (typeof AVAILABILITY)[number]

/**
 * Body styles: the enumeration of Facebook's vehicle catalogue (its feed takes them in
 * capitals), so a car's style goes into the inventory feed as it is.
 */
export const BODY_STYLES = [
  'Convertible',
  'Coupe',
  'Hatchback',
  'Minivan',
  'Truck',
  'SUV',
  'Sedan',
  'Van',
  'Wagon',
  'Crossover',
  'Other',
] as const
export type BodyStyle = (typeof BODY_STYLES)[number]

/**
 * A VIN or chassis number: 17-character VINs, and the shorter chassis numbers Japanese
 * imports carry instead ("GRS210-6001234").
 */
export const VIN_PATTERN = /^[A-Z0-9-]{5,20}$/
export const VIN_MESSAGE =
  'VIN / chassis number must be 5 to 20 letters, digits or hyphens (e.g. GRS210-6001234)'

/**
 * A car's fuel, condition and drivetrain: fixed lists, so the public filters never split
 * "petrol" from "Petrol" (the API stores whatever case it is sent as the list's).
 */
export const CAR_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const
export const CAR_CONDITIONS = ['New', 'Certified Pre-Owned', 'Used'] as const
export const CAR_DRIVETRAINS = ['AWD', '4WD', 'RWD', 'FWD'] as const
/**
 * A car's kind of transmission, stored in the list's case. The gearbox's own name
 * ("8-speed PDK dual-clutch") is a field of its own, shown on the car's page.
 */
export const CAR_TRANSMISSIONS = ['Automatic', 'Manual'] as const

/** `value` as the list spells it, whatever its case; null when not on the list. */
export function listedChoice<T extends string>(list: readonly T[], value: string): T | null {
  const lower = value.trim().toLowerCase()
  return list.find((c) => c.toLowerCase() === lower) ?? null
}

/**
 * The console's new-car defaults. The year is the current model year (the year in
 * Nairobi): ask for it when the form opens, not when the module loads.
 */
export const CAR_DEFAULTS = { price: 0, availability: 'In Stock' } as const
export const currentModelYear = (now: Date = new Date()): number =>
  Number(todayInNairobi(now).slice(0, 4))

export const PRICE_FILTER = { min: 0, max: 25_000_000, step: 1_000_000 } as const

export const FEATURED_PAGE_SIZE = 3
export const HOME_MAX_OFFERS = 2
export const BLOG_EXCERPT_LENGTH = 100
export const BLOG_SKELETON_COUNT = 6
export const TOKEN_SYNC_MAX_AGE_SECONDS = 5 * 60

/** Page size of the public car listing. */
export const CARS_PAGE_SIZE = 24

/**
 * How deep lists page. SQLite walks every skipped row of an OFFSET, so a page far down a
 * large catalogue is slow and holds up every other visitor
 * (docs/decisions/0006-listing-indexes.md); past these, narrowing the filters or
 * reversing the sort reaches the rest. Public pages: 100 of 24 cars;
 * the console (react-admin ranges): the first 10,000 rows.
 */
export const MAX_LIST_PAGE = 100
export const MAX_PUBLIC_OFFSET = MAX_LIST_PAGE * CARS_PAGE_SIZE
export const MAX_ADMIN_OFFSET = 10_000
export const PAGE_TOO_DEEP_MESSAGE =
  'That page is too far into the list: narrow the filters or change the sort order.'

export * from './options/lead-forms'
export * from './options/leads'
export * from './options/imports'
export * from './options/finance'
export * from './options/alerts'
export * from './options/staff'
