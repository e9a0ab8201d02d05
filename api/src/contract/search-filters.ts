// The /cars filters as a saved search keeps them, and the price bounds they ask the
// listing for. Its own small module: /cars loads it in the browser, the rest of the
// saved searches (contract/alerts.ts) only their own pages do.
import { FINANCE_SETTINGS_DEFAULTS, PRICE_FILTER } from './options'

/**
 * The filters of /cars a search keeps, named as in its URL. The price bounds are the
 * slider's (its top, 25,000,000, means "and above"); a monthly budget stays a budget and
 * becomes a price ceiling at the calculator's figures of the day, as on /cars.
 */
export type SearchFilters = {
  brand?: string
  year?: number
  fuel?: string
  condition?: string
  drivetrain?: string
  bodyStyle?: string
  minPrice?: number
  maxPrice?: number
  monthly?: number
}

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
