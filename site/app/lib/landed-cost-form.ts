// The landed-cost estimator's GET form: read from a URL's query, checked with the API's
// own schema, and worked out with the rates in force. Server side only (the schema
// brings zod); pages get the plain result.
import {
  ENGINE_REQUIRED_MESSAGE,
  fieldErrors,
  IMPORT_FUELS,
  landedCost,
  landedCostInput,
  VALUE_CURRENCIES,
  type ImportFuel,
  type LandedCost,
  type LandedCostInput,
  type LandedCostRates,
  type ValueCurrency,
} from '@dealership/api/contract'
import { typedNumber as numberAsTyped } from '@dealership/api/contract/numbers'
import { isOneOf } from '@dealership/api/contract/options'

export const ESTIMATE_FIELDS = ['value', 'currency', 'year', 'engineCc', 'fuel'] as const
export type EstimateField = (typeof ESTIMATE_FIELDS)[number]

export type LandedCostForm = {
  /** What the form shows: the visitor's input as typed. */
  values: Record<EstimateField, string>
  errors: Partial<Record<EstimateField, string>>
  input: LandedCostInput | null
  result: LandedCost | null
}

/** A number as typed (contract/numbers.ts); nothing typed is undefined. */
function typedNumber(raw: string): number | string | undefined {
  return raw === '' ? undefined : numberAsTyped(raw)
}

/** The estimator's fields, as a query string (the import form's link carries them). */
export function estimateQuery(input: LandedCostInput): string {
  return new URLSearchParams({
    value: String(input.value),
    currency: input.currency,
    year: String(input.year),
    engineCc: String(input.engineCc),
    fuel: input.fuel,
  }).toString()
}

/** The estimate a query carries when it is complete and right (the import form's hidden field). */
export function parseEstimateQuery(query: string): LandedCostInput | null {
  return readLandedCostForm(new URLSearchParams(query), null, 0).input
}

/**
 * The form read from `params`: nothing is checked until a value is given (an empty form
 * is not an error). `estimateYear` is the Nairobi year the estimate is made in.
 */
export function readLandedCostForm(
  params: URLSearchParams,
  rates: LandedCostRates | null,
  estimateYear: number,
): LandedCostForm {
  const get = (name: EstimateField) => params.get(name)?.trim() ?? ''
  const currency = get('currency').toUpperCase()
  const fuel = get('fuel').toLowerCase()
  const chosen: { currency: ValueCurrency; fuel: ImportFuel } = {
    currency: isOneOf(VALUE_CURRENCIES, currency) ? currency : 'KES',
    fuel: isOneOf(IMPORT_FUELS, fuel) ? fuel : 'petrol',
  }
  const values: LandedCostForm['values'] = {
    value: get('value'),
    currency: chosen.currency,
    year: get('year'),
    engineCc: get('engineCc'),
    fuel: chosen.fuel,
  }
  if (!values.value) return { values, errors: {}, input: null, result: null }
  const engineCc = values.fuel === 'electric' && !values.engineCc ? 0 : typedNumber(values.engineCc)
  const parsed = landedCostInput.safeParse({
    value: typedNumber(values.value),
    currency: chosen.currency,
    year: typedNumber(values.year),
    engineCc,
    fuel: chosen.fuel,
  })
  if (!parsed.success) {
    const errors: LandedCostForm['errors'] = fieldErrors(parsed.error)
    // The schema checks the engine against the fuel only once every field reads right:
    // name it now too, so the visitor corrects everything at once.
    const missing = engineCc === undefined || (typeof engineCc === 'number' && engineCc < 50)
    if (values.fuel !== 'electric' && missing) errors.engineCc = ENGINE_REQUIRED_MESSAGE
    return { values, errors, input: null, result: null }
  }
  const input = parsed.data
  return {
    values,
    errors: {},
    input,
    result: rates ? landedCost(input, rates, estimateYear) : null,
  }
}
