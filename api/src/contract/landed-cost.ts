// The landed cost of importing a car into Kenya: each charge on the customs value, from
// the dated rates staff keep (import_rates). Pure, no node imports: the estimator page,
// the import form and the API (which stores an estimate with an import request) share it.
import { kshText as kes } from './numbers'

export const IMPORT_FUELS = ['petrol', 'diesel', 'hybrid', 'electric'] as const
export type ImportFuel = (typeof IMPORT_FUELS)[number]

export const IMPORT_FUEL_LABELS: Record<ImportFuel, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
}

export const VALUE_CURRENCIES = ['KES', 'USD', 'JPY'] as const
export type ValueCurrency = (typeof VALUE_CURRENCIES)[number]
/** What people read for each currency: shillings are "Ksh", as prices write them. */
export const VALUE_CURRENCY_LABELS: Record<ValueCurrency, string> = {
  KES: 'Ksh',
  USD: 'USD',
  JPY: 'JPY',
}

/** The engine bands of excise duty, in cc (the law's, not staff's, so fixed here). */
export const EXCISE_BANDS = { smallMaxCc: 1500, midMaxCcPetrol: 3000, midMaxCcDiesel: 2500 }

/** The figures an estimate uses: one row of import_rates. */
export type LandedCostRates = {
  effectiveDate: string
  sourceNote: string
  importDutyPercent: number
  importDutyElectricPercent: number
  exciseSmallPercent: number
  exciseMidPercent: number
  exciseLargePercent: number
  exciseElectricPercent: number
  vatPercent: number
  idfPercent: number
  rdlPercent: number
  usdKes: number
  jpyKes: number
  maxAgeYears: number
}

export type LandedCostInput = {
  /** The customs value in `currency`. */
  value: number
  currency: ValueCurrency
  /** Year of first registration. */
  year: number
  /** Engine capacity; ignored for an electric car. */
  engineCc: number
  fuel: ImportFuel
}

export type LandedCost = {
  /** The customs value in KES (converted at the rates' exchange rate when not KES). */
  customsValue: number
  /** Years from first registration to the year of the estimate. */
  ageYears: number
  eligible: boolean
  importDutyPercent: number
  excisePercent: number
  importDuty: number
  excise: number
  vat: number
  idf: number
  rdl: number
  /** The five charges together. */
  totalCharges: number
  /** Customs value plus the charges. */
  total: number
}

/** KES per unit of the currency, at these rates. */
export function kesPerUnit(currency: ValueCurrency, rates: LandedCostRates): number {
  return currency === 'USD' ? rates.usdKes : currency === 'JPY' ? rates.jpyKes : 1
}

/** The excise rate for an engine: by fuel and capacity (hybrids count as petrol). */
export function excisePercent(fuel: ImportFuel, engineCc: number, rates: LandedCostRates): number {
  if (fuel === 'electric') return rates.exciseElectricPercent
  if (engineCc <= EXCISE_BANDS.smallMaxCc) return rates.exciseSmallPercent
  const midMax = fuel === 'diesel' ? EXCISE_BANDS.midMaxCcDiesel : EXCISE_BANDS.midMaxCcPetrol
  return engineCc <= midMax ? rates.exciseMidPercent : rates.exciseLargePercent
}

/**
 * The charges, each rounded to the shilling, on customs value V (KES):
 * import duty D = V × duty%; excise E = (V + D) × excise%; VAT = (V + D + E) × VAT%;
 * IDF = V × IDF%; RDL = V × RDL%. Eligible when the year of the estimate minus the year
 * of first registration is at most the rates' maximum age (and not in the future).
 */
export function landedCost(
  input: LandedCostInput,
  rates: LandedCostRates,
  estimateYear: number,
): LandedCost {
  const customsValue = Math.round(input.value * kesPerUnit(input.currency, rates))
  const dutyPercent =
    input.fuel === 'electric' ? rates.importDutyElectricPercent : rates.importDutyPercent
  const excise = excisePercent(input.fuel, input.engineCc, rates)
  const share = (base: number, percent: number) => Math.round((base * percent) / 100)
  const importDuty = share(customsValue, dutyPercent)
  const exciseDuty = share(customsValue + importDuty, excise)
  const vat = share(customsValue + importDuty + exciseDuty, rates.vatPercent)
  const idf = share(customsValue, rates.idfPercent)
  const rdl = share(customsValue, rates.rdlPercent)
  const totalCharges = importDuty + exciseDuty + vat + idf + rdl
  const ageYears = estimateYear - input.year
  return {
    customsValue,
    ageYears,
    eligible: ageYears >= 0 && ageYears <= rates.maxAgeYears,
    importDutyPercent: dutyPercent,
    excisePercent: excise,
    importDuty,
    excise: exciseDuty,
    vat,
    idf,
    rdl,
    totalCharges,
    total: customsValue + totalCharges,
  }
}

/** An estimate kept with an import request: what the visitor entered and what it came to. */
export type ImportCostEstimate = LandedCostInput & {
  /** The effective date of the rates used. */
  ratesDate: string
  estimateYear: number
  result: LandedCost
}

/** An estimate in one line, for staff reading the request. */
export function describeCostEstimate(e: ImportCostEstimate): string {
  const r = e.result
  const entered =
    e.currency === 'KES' ? '' : ` (entered as ${e.currency} ${e.value.toLocaleString('en-KE')})`
  const engine = e.fuel === 'electric' ? 'electric' : `${e.engineCc} cc ${e.fuel}`
  const eligibility = r.eligible
    ? 'Eligible.'
    : `Not eligible: ${r.ageYears} years from first registration.`
  return (
    `Landed cost ${kes(r.total)}: charges ${kes(r.totalCharges)} on a customs value of ` +
    `${kes(r.customsValue)}${entered}; first registered ${e.year}, ${engine}; ` +
    `rates of ${e.ratesDate}. ${eligibility}`
  )
}
