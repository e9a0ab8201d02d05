// "Email me new matches": what the alert form carries of a /cars filter state, and how
// its pages name a search. Pure, for the server and the browser.
import { describeSearch, searchHref, type SearchFilters } from '@dealership/api/contract/alerts'
import { parseCarFilters, searchFiltersOf } from './car-filters'

/** The search of an /alerts address (its query is the /cars filters). */
export function alertFiltersFrom(params: URLSearchParams): SearchFilters {
  return searchFiltersOf(parseCarFilters(params))
}

/**
 * The /alerts page of a search: its form, and with `sent` its "check your email". The
 * forms post here too, so a page showing a refusal still knows the search.
 */
export function alertsHref(filters: SearchFilters, sent = false): string {
  const query = searchHref(filters).replace(/^\/cars\??/, '')
  const params = new URLSearchParams(query)
  if (sent) params.set('sent', '1')
  const q = params.toString()
  return q ? `/alerts?${q}` : '/alerts'
}

/** "BMW · Diesel", with the brands' names. */
export function searchName(filters: SearchFilters, brandNames: Record<string, string>): string {
  return describeSearch(filters, (key) => brandNames[key] ?? key)
}
