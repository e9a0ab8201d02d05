// The finance calculator's arithmetic and its form: a standard amortising loan in whole
// Kenyan shillings. Pure: used by /finance and a car page's finance block, on the server
// and in the browser.
import type { FinanceSettings as ApiFinanceSettings } from '@dealership/api/contract'
import { FINANCE_SETTINGS_DEFAULTS } from '@dealership/api/contract/options'

/** The calculator's defaults and limits, as staff set them in the console. */
export type FinanceSettings = Pick<
  ApiFinanceSettings,
  | 'depositPercent'
  | 'ratePercent'
  | 'termMonths'
  | 'minTermMonths'
  | 'maxTermMonths'
  | 'minDepositPercent'
  | 'disclaimer'
  | 'bankPresets'
>

/** Until the console's settings are read (and in tests): the figures the migration writes. */
export const FINANCE_DEFAULTS: FinanceSettings = FINANCE_SETTINGS_DEFAULTS

/** Bounds of what a visitor may type, whatever the settings. */
export const FINANCE_LIMITS = { maxRatePercent: 50, maxPrice: 2_000_000_000 } as const

export type DepositUnit = 'percent' | 'kes'

export type FinanceInput = {
  /** The car's price, KES. */
  price: number
  /** The deposit: a share of the price in percent, or an amount in KES. */
  deposit: number
  depositUnit: DepositUnit
  /** Months. */
  term: number
  /** Annual interest rate, percent. */
  rate: number
}

export type FinanceQuote = {
  deposit: number
  loan: number
  monthly: number
  totalInterest: number
  totalCost: number
}

/**
 * The payment of a loan of `loan` repaid in `term` equal monthly instalments at an
 * annual rate of `ratePercent`, compounded monthly: M = P·r / (1 − (1 + r)^−n) with
 * r = rate / 12 / 100 and n = term; P / n when the rate is 0. Not rounded.
 */
export function monthlyPayment(loan: number, ratePercent: number, term: number): number {
  if (loan <= 0) return 0
  const r = ratePercent / 12 / 100
  if (r === 0) return loan / term
  return (loan * r) / (1 - (1 + r) ** -term)
}

/**
 * The quote in whole shillings. The monthly payment is rounded to the shilling, and the
 * totals follow from it, so they are what the buyer pays: interest = monthly × term −
 * loan, total cost = deposit + monthly × term.
 */
export function financeQuote(input: FinanceInput): FinanceQuote {
  const deposit = Math.round(
    input.depositUnit === 'percent' ? (input.price * input.deposit) / 100 : input.deposit,
  )
  const loan = Math.max(0, Math.round(input.price) - deposit)
  const monthly = Math.round(monthlyPayment(loan, input.rate, input.term))
  const repaid = monthly * input.term
  return { deposit, loan, monthly, totalInterest: repaid - loan, totalCost: deposit + repaid }
}

/** The quote at the settings' deposit, term and rate: what a car page shows. */
export function defaultQuote(price: number, s: FinanceSettings = FINANCE_DEFAULTS): FinanceQuote {
  return financeQuote({
    price,
    deposit: s.depositPercent,
    depositUnit: 'percent',
    term: s.termMonths,
    rate: s.ratePercent,
  })
}

/** The highest price a monthly budget buys at the settings (defined with the saved searches). */
export { priceForMonthly } from '@dealership/api/contract/search-filters'

/** The terms offered, in months: every 12 from the shortest to the longest. */
export function financeTerms(s: FinanceSettings = FINANCE_DEFAULTS): number[] {
  const terms: number[] = []
  for (let t = s.minTermMonths; t <= s.maxTermMonths; t += 12) terms.push(t)
  return terms
}

/** The term select's options: value and label. */
export function financeTermOptions(s: FinanceSettings): [string, string][] {
  return financeTerms(s).map((t) => [String(t), `${t} months`])
}

export type FinanceForm = {
  /** What the form shows: the visitor's input as typed, or the defaults. */
  values: { price: string; deposit: string; depositUnit: DepositUnit; term: string; rate: string }
  /** A message per field the input is wrong in. */
  errors: Partial<Record<'price' | 'deposit' | 'term' | 'rate', string>>
  /** The figures, when a price was given and every field is right. */
  quote: FinanceQuote | null
  input: FinanceInput | null
}

/** A number as typed: spaces, commas and a "KES"/"%" suffix are allowed. */
function parseAmount(raw: string): number | null {
  const cleaned = raw.replace(/kes|ksh|%/gi, '').replace(/[\s,]/g, '')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  return Number(cleaned)
}

/** The calculator's GET form read from a URL's query: /finance?price=…&deposit=…&term=…&rate=… */
export function readFinanceForm(
  params: URLSearchParams,
  s: FinanceSettings = FINANCE_DEFAULTS,
): FinanceForm {
  const depositUnit: DepositUnit = params.get('depositUnit') === 'kes' ? 'kes' : 'percent'
  const values = {
    price: params.get('price')?.trim() ?? '',
    deposit: params.get('deposit')?.trim() || String(s.depositPercent),
    depositUnit,
    term: params.get('term')?.trim() || String(s.termMonths),
    rate: params.get('rate')?.trim() || String(s.ratePercent),
  }
  if (!params.has('price')) return { values, errors: {}, quote: null, input: null }

  const errors: FinanceForm['errors'] = {}
  const price = parseAmount(values.price)
  if (price === null || price <= 0 || price > FINANCE_LIMITS.maxPrice) {
    errors.price = 'Enter the car’s price in Ksh.'
  }
  const deposit = parseAmount(values.deposit)
  const minPercent = s.minDepositPercent
  if (deposit === null) {
    errors.deposit = 'Enter the deposit as a number.'
  } else if (depositUnit === 'percent' && (deposit < minPercent || deposit >= 100)) {
    errors.deposit = `The deposit must be at least ${minPercent}% and less than the price.`
  } else if (depositUnit === 'kes' && price !== null && !errors.price) {
    if (deposit < (price * minPercent) / 100 || deposit >= price) {
      errors.deposit = `The deposit must be at least ${minPercent}% and less than the price.`
    }
  }
  const term = Number(values.term)
  if (
    !Number.isInteger(term) ||
    term < s.minTermMonths ||
    term > s.maxTermMonths ||
    term % 12 !== 0
  ) {
    errors.term = `Choose a term from ${s.minTermMonths} to ${s.maxTermMonths} months.`
  }
  const rate = parseAmount(values.rate)
  if (rate === null || rate > FINANCE_LIMITS.maxRatePercent) {
    errors.rate = `Enter an annual interest rate from 0 to ${FINANCE_LIMITS.maxRatePercent}%.`
  }
  if (Object.keys(errors).length > 0) return { values, errors, quote: null, input: null }
  const input: FinanceInput = {
    price: price!,
    deposit: deposit!,
    depositUnit,
    term,
    rate: rate!,
  }
  return { values, errors, quote: financeQuote(input), input }
}

/** The shareable address of a result. */
export function financeHref(input: FinanceInput): string {
  const q = new URLSearchParams({
    price: String(input.price),
    deposit: String(input.deposit),
    ...(input.depositUnit === 'kes' ? { depositUnit: 'kes' } : {}),
    term: String(input.term),
    rate: String(input.rate),
  })
  return `/finance?${q}`
}
