// Saved searches ("Email me new matches" on /cars): the filters a visitor saves, how a
// search is named in emails and the console, and the /cars link that shows its matches.
// Pure: the site and the console use it as the API does.
import { kshText } from './numbers'
import {
  CAR_SEARCH_KEYS,
  searchPriceBounds,
  type CarSearchKey,
  type SearchFilters,
} from './search-filters'

export * from './search-filters'

/**
 * The filters in one canonical form: only the set ones, in one order, so two searches
 * with the same filters compare equal as JSON.
 */
export function canonicalFilters(filters: SearchFilters): SearchFilters {
  const out: SearchFilters = {}
  const copy = <K extends CarSearchKey>(key: K) => {
    const value = filters[key]
    if (value !== undefined && value !== null && value !== '') out[key] = value
  }
  CAR_SEARCH_KEYS.forEach(copy)
  // In place: the brand keeps its place, first.
  if (out.brand !== undefined) out.brand = out.brand.toLowerCase()
  return out
}

/** "BMW · Diesel · 2021 · Up to Ksh 8,000,000", or "Every car" with no filter. */
export function describeSearch(
  filters: SearchFilters,
  brandName: (key: string) => string = (key) => key,
): string {
  const parts: string[] = []
  if (filters.brand) parts.push(brandName(filters.brand))
  if (filters.year !== undefined) parts.push(String(filters.year))
  if (filters.fuel) parts.push(filters.fuel)
  if (filters.condition) parts.push(filters.condition)
  if (filters.drivetrain) parts.push(filters.drivetrain)
  if (filters.bodyStyle) parts.push(filters.bodyStyle)
  const { minPrice, maxPrice } = searchPriceBounds({ ...filters, monthly: undefined })
  if (minPrice !== undefined && maxPrice !== undefined) {
    parts.push(`${kshText(minPrice)} to ${kshText(maxPrice)}`)
  } else if (minPrice !== undefined) {
    parts.push(`From ${kshText(minPrice)}`)
  } else if (maxPrice !== undefined) {
    parts.push(`Up to ${kshText(maxPrice)}`)
  }
  if (filters.monthly !== undefined) parts.push(`Up to ${kshText(filters.monthly)} a month`)
  return parts.length ? parts.join(' · ') : 'Every car'
}

/** The /cars address of a search's matches ("/cars?brand=bmw&fuel=Diesel"). */
export function searchHref(filters: SearchFilters): string {
  const q = new URLSearchParams()
  for (const [key, value] of Object.entries(canonicalFilters(filters))) q.set(key, String(value))
  const query = q.toString()
  return query ? `/cars?${query}` : '/cars'
}
