// The /cars filter state lives in the URL. These pure helpers read it, clamp it to the
// spec's ranges and write it back in one canonical form (defaults left out).
// The filters are the car search of the contract (contract/search-filters.ts: names,
// kinds, bounds, orders), read from the zod-free modules only: the schemas module would
// pull zod into the browser bundle.
import {
  CAR_CHOICES,
  CAR_SEARCH,
  isCarSort,
  searchPriceBounds,
  TEXT_MAX,
  type CarSort,
  type SearchFilters,
} from '@dealership/api/contract/search-filters'
import { MAX_LIST_PAGE, PRICE_FILTER } from '@dealership/api/contract/options'
import { FINANCE_DEFAULTS, type FinanceSettings } from './finance'

/** Brand, year and the choices: kept as they are by a saved search, a chip each. */
const KEPT = ['brand', 'year', ...CAR_CHOICES] as const
type Kept = (typeof KEPT)[number]

/**
 * The /cars filter state: each filter of the car search, unset as null but the price
 * bounds (the slider's ends), with the sort, whether sold cars are shown and the page.
 * `monthly` is the most the visitor will pay a month (KES), at the calculator's figures.
 */
export type CarFilters = {
  [K in Kept | 'monthly']-?: NonNullable<SearchFilters[K]> | null
} & {
  minPrice: number
  maxPrice: number
  sort: CarSort
  /** Sold cars are left out unless the visitor asks for them (`sold=1`). */
  sold: boolean
  page: number
}

export const DEFAULT_FILTERS: CarFilters = {
  brand: null,
  year: null,
  fuel: null,
  condition: null,
  drivetrain: null,
  bodyStyle: null,
  minPrice: PRICE_FILTER.min,
  maxPrice: PRICE_FILTER.max,
  monthly: null,
  sort: 'newest',
  sold: false,
  page: 1,
}

function text(params: URLSearchParams, name: string): string | null {
  const v = params.get(name)?.trim() ?? ''
  return v && v !== 'all' && v.length <= TEXT_MAX ? v : null
}

/** A whole number, once `ignore` (spaces around it, by default) is taken out. */
function int(params: URLSearchParams, name: string, ignore = /^\s+|\s+$/g): number | null {
  const v = params.get(name)?.replace(ignore, '') ?? ''
  return /^\d{1,12}$/.test(v) ? Number(v) : null
}

/**
 * A price bound as the visitor gave it, kept inside 0..25,000,000: never moved onto the
 * sliders' million steps, so no car outside a typed budget is listed.
 */
export function clampPrice(value: number): number {
  return Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, value))
}

/**
 * The step of a price slider showing `value`: a million, or the coarsest step that holds
 * the value exactly (a browser moves a range's value onto its step, and the next change
 * of any filter would then send the moved bound).
 */
export function priceStepFor(value: number): number {
  return [PRICE_FILTER.step, 100_000, 10_000, 1_000, 100, 1].find((s) => value % s === 0) ?? 1
}

/** `value` when it is within the filter's bounds, else null. */
function within(value: number | null, { min, max }: { min: number; max: number }) {
  return value !== null && value >= min && value <= max ? value : null
}

export function parseCarFilters(params: URLSearchParams): CarFilters {
  let minPrice = clampPrice(int(params, 'minPrice') ?? PRICE_FILTER.min)
  let maxPrice = clampPrice(int(params, 'maxPrice') ?? PRICE_FILTER.max)
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const year = int(params, 'year')
  const sort = params.get('sort')
  const page = int(params, 'page')
  // Typed by hand: "150,000" and "150 000" are read as 150000.
  const monthly = int(params, 'monthly', /[\s,]/g)
  return {
    brand: text(params, 'brand')?.toLowerCase() ?? null,
    year: within(year, CAR_SEARCH.year),
    fuel: text(params, 'fuel'),
    condition: text(params, 'condition'),
    drivetrain: text(params, 'drivetrain'),
    bodyStyle: text(params, 'bodyStyle'),
    minPrice,
    maxPrice,
    // A budget out of its bounds is no budget at all.
    monthly: within(monthly, CAR_SEARCH.monthly),
    sort: isCarSort(sort) ? sort : 'newest',
    sold: params.get('sold') === '1',
    page: page !== null && page >= 1 ? Math.min(page, MAX_LIST_PAGE) : 1,
  }
}

/** A search's filters as URL parameters: named alike in the page's URL and the API's. */
function searchParams(search: SearchFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))
}

/** The canonical query string of a filter state: only what differs from the defaults. */
export function serializeCarFilters(filters: CarFilters): string {
  const out = searchParams(searchFiltersOf(filters))
  if (filters.sort !== DEFAULT_FILTERS.sort) out.set('sort', filters.sort)
  if (filters.sold) out.set('sold', '1')
  if (filters.page !== 1) out.set('page', String(filters.page))
  return out.toString()
}

/**
 * The API query for a filter state. Both price bounds are inclusive; the top of the
 * slider (25,000,000) means "and above", so the default range hides no car. A monthly
 * budget is a price ceiling at the calculator's deposit, term and rate (`finance`).
 */
export function carsApiQuery(
  filters: CarFilters,
  perPage: number,
  finance: FinanceSettings = FINANCE_DEFAULTS,
): URLSearchParams {
  const search = searchFiltersOf(filters)
  // The choices as they are; the price bounds and the budget become the bounds asked for.
  const { minPrice: _min, maxPrice: _max, monthly: _monthly, ...choices } = search
  const q = searchParams(choices)
  const { minPrice, maxPrice } = searchPriceBounds(search, finance)
  if (minPrice !== undefined) q.set('minPrice', String(minPrice))
  if (maxPrice !== undefined) q.set('maxPrice', String(maxPrice))
  q.set('sort', filters.sort)
  if (!filters.sold) q.set('sold', 'exclude')
  q.set('page', String(filters.page))
  q.set('perPage', String(perPage))
  return q
}

/** What "Email me new matches" saves of a filter state: the filters set, sort and page left out. */
export function searchFiltersOf(filters: CarFilters): SearchFilters {
  const search: SearchFilters = {}
  if (filters.brand !== null) search.brand = filters.brand
  if (filters.year !== null) search.year = filters.year
  for (const k of CAR_CHOICES) {
    const v = filters[k]
    if (v !== null) search[k] = v
  }
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice) search.minPrice = filters.minPrice
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) search.maxPrice = filters.maxPrice
  if (filters.monthly !== null) search.monthly = filters.monthly
  return search
}

/** The price slider's stops: 0, 1,000,000, ... 25,000,000. */
export function priceSteps(): number[] {
  const steps: number[] = []
  for (let p = PRICE_FILTER.min; p <= PRICE_FILTER.max; p += PRICE_FILTER.step) steps.push(p)
  return steps
}

/** Pages a list can show: lists page no deeper than MAX_LIST_PAGE (see the contract). */
export function totalPages(total: number, perPage: number): number {
  return Math.min(MAX_LIST_PAGE, Math.max(1, Math.ceil(total / perPage)))
}

/** On the last page shown, when more results exist than the pages reach. */
export function isPagingCapped(total: number, perPage: number, page: number): boolean {
  return page >= MAX_LIST_PAGE && total > MAX_LIST_PAGE * perPage
}

/** An active filter, shown above the results: its label and the URL without it. */
export type FilterChip = { key: string; label: string; href: string }

/** The /cars URL of a filter state, in its canonical form. */
export function carsHref(filters: CarFilters): string {
  const q = serializeCarFilters(filters)
  return q ? `/cars?${q}` : '/cars'
}

/**
 * The active filters, each with the URL of the same list without it (page 1, the same
 * sort). `price` formats a bound, `brandName` names a brand key.
 */
export function activeFilterChips(
  filters: CarFilters,
  names: { brand: (key: string) => string; price: (value: number) => string },
): FilterChip[] {
  const chips: FilterChip[] = []
  const without = (key: string, label: string, change: Partial<CarFilters>) =>
    chips.push({ key, label, href: carsHref({ ...filters, ...change, page: 1 }) })
  for (const k of KEPT) {
    const v = filters[k]
    if (v !== null) without(k, k === 'brand' ? names.brand(String(v)) : String(v), { [k]: null })
  }
  const { minPrice, maxPrice } = DEFAULT_FILTERS
  if (filters.minPrice !== minPrice || filters.maxPrice !== maxPrice) {
    const label =
      filters.maxPrice === maxPrice
        ? `From ${names.price(filters.minPrice)}`
        : filters.minPrice === minPrice
          ? `Up to ${names.price(filters.maxPrice)}`
          : `${names.price(filters.minPrice)} to ${names.price(filters.maxPrice)}`
    without('price', label, { minPrice, maxPrice })
  }
  if (filters.monthly !== null) {
    without('monthly', `Up to ${names.price(filters.monthly)} a month`, { monthly: null })
  }
  if (filters.sold) without('sold', 'Sold cars shown', { sold: false })
  return chips
}

/** Every filter off, the sort kept: where "Clear all" goes. */
export function clearFiltersHref(filters: CarFilters): string {
  return carsHref({ ...DEFAULT_FILTERS, sort: filters.sort })
}

/** "cars 0-23/1234" -> 1234 */
export function totalFromContentRange(header: string | null, fallback: number): number {
  const m = header?.match(/\/(\d+)\s*$/)
  return m ? Number(m[1]) : fallback
}
