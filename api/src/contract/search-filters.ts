// The car search: its filters and orders, as /cars, the API, a saved search and the
// console name them, and the price bounds a search asks the listing for. Its own small
// module, free of zod: /cars loads it in the browser, the rest of the saved searches
// (contract/alerts.ts) only their own pages do.
import { FINANCE_SETTINGS_DEFAULTS, PRICE_FILTER } from './options'

/** The orders of the car listing, the default first. */
export const CAR_SORTS = ['newest', 'price-asc', 'price-desc', 'year-desc', 'year-asc'] as const
export type CarSort = (typeof CAR_SORTS)[number]

export function isCarSort(value: unknown): value is CarSort {
  return CAR_SORTS.some((sort) => sort === value)
}

/**
 * The columns a car list can be ordered by, either way (`price-asc`, `brand-desc`): the
 * listing's orders but `newest` (`createdAt-desc`) are among them, and the console sorts
 * its table by any of them.
 */
export const CAR_ORDER_COLUMNS = [
  'createdAt',
  'updatedAt',
  'brand',
  'model',
  'year',
  'price',
  'mileage',
  'horsepower',
  'availability',
  'id',
] as const
export type CarOrderColumn = (typeof CAR_ORDER_COLUMNS)[number]
/** An order of the car list: one of the listing's, or a column and its direction. */
export type CarOrder = CarSort | `${CarOrderColumn}-${'asc' | 'desc'}`

export function isCarOrder(value: unknown): value is CarOrder {
  if (isCarSort(value)) return true
  if (typeof value !== 'string') return false
  const cut = value.lastIndexOf('-')
  const column = value.slice(0, cut)
  const dir = value.slice(cut + 1)
  return CAR_ORDER_COLUMNS.some((c) => c === column) && (dir === 'asc' || dir === 'desc')
}

/** The filters chosen from the data's own values (the facets), as they are. */
export const CAR_CHOICES = ['fuel', 'condition', 'drivetrain', 'bodyStyle'] as const

/**
 * The car search, the one definition every reader and writer of it follows: each filter
 * by its name, alike in /cars's URL, the API's `GET /api/cars` query, a saved search and
 * the console, with its kind and its bounds. Text is at most `TEXT_MAX` characters; a
 * number is whole, within `min`..`max`. The price bounds are the slider's (its top,
 * 25,000,000, means "and above"); a monthly budget stays a budget and becomes a price
 * ceiling at the calculator's figures of the day, as on /cars, so the listing itself is
 * never asked for one. Plain data, no zod: /cars's script reads it in the browser, and
 * the zod schemas of the API's query and of a saved search are built from it
 * (contract/schemas.ts).
 */
export const CAR_SEARCH = {
  brand: { kind: 'text', label: 'Brand' },
  year: { kind: 'int', label: 'Year', min: 1900, max: 3000 },
  fuel: { kind: 'text', label: 'Fuel' },
  condition: { kind: 'text', label: 'Condition' },
  drivetrain: { kind: 'text', label: 'Drivetrain' },
  bodyStyle: { kind: 'text', label: 'Body style' },
  minPrice: { kind: 'int', label: 'Minimum price', min: PRICE_FILTER.min, max: PRICE_FILTER.max },
  maxPrice: { kind: 'int', label: 'Maximum price', min: PRICE_FILTER.min, max: PRICE_FILTER.max },
  monthly: { kind: 'int', label: 'Monthly budget', min: 1, max: 100_000_000 },
} as const satisfies Record<string, CarSearchField>

type CarSearchField =
  { kind: 'text'; label: string } | { kind: 'int'; label: string; min: number; max: number }

/** The longest text a filter takes. */
export const TEXT_MAX = 60

export type CarSearchKey = keyof typeof CAR_SEARCH
/** The filters in their one order: how a search is named, and written in a link. */
export const CAR_SEARCH_KEYS = [
  'brand',
  'year',
  ...CAR_CHOICES,
  'minPrice',
  'maxPrice',
  'monthly',
] as const satisfies readonly CarSearchKey[]
/** The filters that are whole numbers, and those that are text. */
export type CarSearchIntKey = {
  [K in CarSearchKey]: (typeof CAR_SEARCH)[K]['kind'] extends 'int' ? K : never
}[CarSearchKey]
export type CarSearchTextKey = Exclude<CarSearchKey, CarSearchIntKey>
export type ListingFilterKey = Exclude<CarSearchKey, 'monthly'>
/** What the listing is asked to filter by: the search less the budget (see CAR_SEARCH). */
export const LISTING_FILTER_KEYS = CAR_SEARCH_KEYS.filter(
  (key): key is ListingFilterKey => key !== 'monthly',
)

/** A search's filters, each set one by its kind: what a saved search keeps. */
export type SearchFilters = {
  [K in CarSearchKey]?: (typeof CAR_SEARCH)[K]['kind'] extends 'int' ? number : string
}
/** The filters of the listing itself (`GET /api/cars`). */
export type ListingFilters = Omit<SearchFilters, 'monthly'>

/** The calculator's figures a monthly budget needs. */
export type MonthlyTerms = { depositPercent: number; ratePercent: number; termMonths: number }

/**
 * The highest price whose monthly payment, at the settings' deposit, term and rate, is at
 * most `monthly`: the loan L = M · (1 − (1 + r)^−n) / r (M · n at no interest), and the
 * price L / (1 − deposit), in whole shillings, rounded down.
 */
export function priceForMonthly(
  monthly: number,
  s: MonthlyTerms = FINANCE_SETTINGS_DEFAULTS,
): number {
  const r = s.ratePercent / 12 / 100
  const n = s.termMonths
  const loan = r === 0 ? monthly * n : (monthly * (1 - (1 + r) ** -n)) / r
  return Math.floor(loan / (1 - s.depositPercent / 100))
}

/**
 * The price bounds a search asks the listing for, as /cars asks them: no lower bound at
 * 0, none above at the slider's top, and the lower of the slider's top and the budget's.
 */
export function searchPriceBounds(
  filters: SearchFilters,
  finance: MonthlyTerms = FINANCE_SETTINGS_DEFAULTS,
): { minPrice?: number; maxPrice?: number } {
  const bounds: { minPrice?: number; maxPrice?: number } = {}
  if (filters.minPrice !== undefined && filters.minPrice > PRICE_FILTER.min) {
    bounds.minPrice = filters.minPrice
  }
  const ceiling = Math.min(
    filters.maxPrice !== undefined && filters.maxPrice < PRICE_FILTER.max
      ? filters.maxPrice
      : Infinity,
    filters.monthly !== undefined ? priceForMonthly(filters.monthly, finance) : Infinity,
  )
  if (ceiling !== Infinity) bounds.maxPrice = ceiling
  return bounds
}
