// The comparison of two to four cars: which ids a URL asks for, the rows of the table,
// which rows differ and which value of a numeric row is best. Pure: no React, no
// server, so it is unit tested alone (compare.test.ts).
import type { Car } from '@dealership/api/contract'
import { CAR_ID_PATTERN, COMPARE_MAX, compareHref, isCarId } from './garage'

export { COMPARE_MAX, compareHref, isCarId }
/** Fewer than this is not a comparison. */
export const COMPARE_MIN = 2

export type CompareIds = {
  /** Distinct ids in the order asked, at most COMPARE_MAX. */
  ids: string[]
  /** Entries that are not car ids at all (shown as unknown, never looked up). */
  invalid: string[]
  /** True when more than COMPARE_MAX were asked for (the rest were left out). */
  truncated: boolean
}

/** `?ids=a,b,c` (also `?ids=a&ids=b`, the shape a GET form sends). */
export function parseCompareIds(params: URLSearchParams): CompareIds {
  const raw = params
    .getAll('ids')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
  const ids: string[] = []
  const invalid: string[] = []
  let truncated = false
  for (const v of raw) {
    if (!CAR_ID_PATTERN.test(v)) {
      if (!invalid.includes(v) && invalid.length < COMPARE_MAX) invalid.push(v.slice(0, 64))
      continue
    }
    if (ids.includes(v)) continue
    if (ids.length === COMPARE_MAX) {
      truncated = true
      continue
    }
    ids.push(v)
  }
  return { ids, invalid, truncated }
}

/**
 * Which way a numeric row is better, the rule the table marks by:
 * - price and mileage: LOWER is better (less to pay, less wear);
 * - year and horsepower: HIGHER is better (newer, more power);
 * - seats and doors are needs, not merits (a two-seater is not worse than a seven-seater
 *   for everyone), so they are compared but never ranked.
 * A missing value (null, not a number) never wins: the spec shows it as 0, and a car with
 * no recorded mileage must not be "the lowest mileage".
 */
export type Better = 'lower' | 'higher' | null

export type CompareValue = { text: string; number: number | null }

export type CompareRowSpec = {
  key: string
  label: string
  group: 'Overview' | 'Performance' | 'Comfort' | 'History'
  better: Better
  /** A number for numeric rows (null when missing), and what the cell shows. */
  value: (car: Car, helpers: RowHelpers) => CompareValue
}

export type RowHelpers = {
  brandName: (key: string) => string
  formatPrice: (n: number | null | undefined) => string
  formatNumber: (n: number | null | undefined) => string
  displayText: (s: string | null | undefined) => string
  /** What a car's history records say, built by the page's loader (none: no records). */
  record?: (carId: string) => CompareRecord | null
}

/**
 * A car's history in the comparison's words. `score` ranks inspections: fewer fails first,
 * then fewer advisories (a fail weighs more than any number of advisories).
 */
export type CompareRecord = {
  inspection: { text: string; score: number } | null
  auctionGrade: string | null
  mileage: string | null
}

const num = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) ? n : null

const text = (pick: (car: Car) => string | null | undefined) => (car: Car, h: RowHelpers) => ({
  text: h.displayText(pick(car)),
  number: null,
})

/** Every specification a car page shows, in its groups and order. */
export const COMPARE_ROWS: readonly CompareRowSpec[] = [
  {
    key: 'price',
    label: 'Price',
    group: 'Overview',
    better: 'lower',
    value: (car, h) => ({ text: h.formatPrice(car.price), number: num(car.price) }),
  },
  {
    key: 'brand',
    label: 'Brand',
    group: 'Overview',
    better: null,
    value: (car, h) => ({ text: h.brandName(car.brand), number: null }),
  },
  { key: 'model', label: 'Model', group: 'Overview', better: null, value: text((c) => c.model) },
  {
    key: 'year',
    label: 'Year',
    group: 'Overview',
    better: 'higher',
    value: (car) => ({ text: String(num(car.year) ?? 0), number: num(car.year) }),
  },
  {
    key: 'mileage',
    label: 'Mileage',
    group: 'Overview',
    better: 'lower',
    value: (car, h) => ({ text: `${h.formatNumber(car.mileage)} km`, number: num(car.mileage) }),
  },
  {
    key: 'availability',
    label: 'Availability',
    group: 'Overview',
    better: null,
    value: (car) => ({ text: car.availability, number: null }),
  },
  {
    key: 'condition',
    label: 'Condition',
    group: 'Overview',
    better: null,
    value: text((c) => c.condition),
  },
  {
    key: 'location',
    label: 'Location',
    group: 'Overview',
    better: null,
    value: text((c) => c.location),
  },
  {
    key: 'warranty',
    label: 'Warranty',
    group: 'Overview',
    better: null,
    value: text((c) => c.warranty),
  },
  {
    key: 'engine',
    label: 'Engine',
    group: 'Performance',
    better: null,
    value: text((c) => c.engine),
  },
  {
    key: 'horsepower',
    label: 'Horsepower',
    group: 'Performance',
    better: 'higher',
    value: (car, h) => ({
      text: `${h.formatNumber(car.horsepower)} hp`,
      number: num(car.horsepower),
    }),
  },
  {
    key: 'acceleration',
    label: 'Acceleration',
    group: 'Performance',
    better: null,
    value: text((c) => c.acceleration),
  },
  {
    key: 'topSpeed',
    label: 'Top Speed',
    group: 'Performance',
    better: null,
    value: text((c) => c.topSpeed),
  },
  {
    key: 'transmission',
    label: 'Transmission',
    group: 'Performance',
    better: null,
    value: text((c) => c.transmission),
  },
  {
    key: 'gearbox',
    label: 'Gearbox',
    group: 'Performance',
    better: null,
    value: text((c) => c.gearbox),
  },
  {
    key: 'drivetrain',
    label: 'Drivetrain',
    group: 'Performance',
    better: null,
    value: text((c) => c.drivetrain),
  },
  { key: 'fuel', label: 'Fuel', group: 'Performance', better: null, value: text((c) => c.fuel) },
  {
    key: 'fuelEconomy',
    label: 'Fuel Economy',
    group: 'Performance',
    better: null,
    value: text((c) => c.fuelEconomy),
  },
  {
    key: 'seats',
    label: 'Seats',
    group: 'Comfort',
    better: null,
    value: (car) => ({ text: String(num(car.seats) ?? 0), number: num(car.seats) }),
  },
  {
    key: 'doors',
    label: 'Doors',
    group: 'Comfort',
    better: null,
    value: (car) => ({ text: String(num(car.doors) ?? 0), number: num(car.doors) }),
  },
  {
    key: 'cargoSpace',
    label: 'Cargo Space',
    group: 'Comfort',
    better: null,
    value: text((c) => c.cargoSpace),
  },
  {
    key: 'interior',
    label: 'Interior',
    group: 'Comfort',
    better: null,
    value: text((c) => c.interior),
  },
  {
    key: 'infotainment',
    label: 'Infotainment',
    group: 'Comfort',
    better: null,
    value: text((c) => c.infotainment),
  },
  {
    key: 'inspection',
    label: 'Inspection',
    group: 'History',
    better: 'lower',
    value: (car, h) => {
      const found = h.record?.(car.id)?.inspection
      return found
        ? { text: found.text, number: found.score }
        : { text: 'No inspection report', number: null }
    },
  },
  {
    key: 'auctionGrade',
    label: 'Auction grade',
    group: 'History',
    better: null,
    value: (car, h) => ({
      text: h.record?.(car.id)?.auctionGrade ?? 'No auction sheet',
      number: null,
    }),
  },
  {
    key: 'mileageVerified',
    label: 'Mileage verified',
    group: 'History',
    better: null,
    value: (car, h) => ({ text: h.record?.(car.id)?.mileage ?? 'Not verified', number: null }),
  },
]

/** True when the cells of a row do not all read the same. */
export function rowDiffers(values: readonly CompareValue[]): boolean {
  return values.some((v) => v.text !== values[0]?.text)
}

/**
 * The indexes of the best value of a numeric row by its rule (ties all win), among the
 * cells `eligible` allows (a sold car is shown but not ranked). Nothing is best when the
 * row has no rule, fewer than two cells have a number, or all of them are equal.
 */
export function bestIndexes(
  values: readonly CompareValue[],
  better: Better,
  eligible: (index: number) => boolean = () => true,
): number[] {
  if (!better) return []
  const ranked = values
    .map((v, i) => ({ n: v.number, i }))
    .filter((x): x is { n: number; i: number } => x.n !== null && eligible(x.i))
  if (ranked.length < 2) return []
  const pick = better === 'lower' ? Math.min : Math.max
  const best = pick(...ranked.map((x) => x.n))
  if (ranked.every((x) => x.n === best)) return []
  return ranked.filter((x) => x.n === best).map((x) => x.i)
}

export type CompareCell = CompareValue & { best: boolean }
export type CompareRow = {
  key: string
  label: string
  group: CompareRowSpec['group']
  better: Better
  differs: boolean
  cells: CompareCell[]
}

/** The table: one row per specification, one cell per car, differences and bests marked. */
export function compareRows(cars: readonly Car[], helpers: RowHelpers): CompareRow[] {
  return COMPARE_ROWS.map((spec) => {
    const values = cars.map((car) => spec.value(car, helpers))
    const best = new Set(bestIndexes(values, spec.better, (i) => cars[i]?.availability !== 'Sold'))
    return {
      key: spec.key,
      label: spec.label,
      group: spec.group,
      better: spec.better,
      differs: rowDiffers(values),
      cells: values.map((v, i) => ({ ...v, best: best.has(i) })),
    }
  })
}
