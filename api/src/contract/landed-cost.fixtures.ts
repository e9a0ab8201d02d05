// The charges the migration writes as the first import rates (in force from 2025-07-01),
// and the rates of the worked examples in the landed-cost tests: those charges with round
// exchange rates.
import type { LandedCostRates } from './landed-cost'

/** The migration's first rates without their date, note and exchange rates. */
export const CHARGES_OF_2025_07_01 = {
  importDutyPercent: 35,
  importDutyElectricPercent: 25,
  exciseSmallPercent: 20,
  exciseMidPercent: 25,
  exciseLargePercent: 35,
  exciseElectricPercent: 10,
  vatPercent: 16,
  idfPercent: 2.5,
  rdlPercent: 2,
  maxAgeYears: 8,
} satisfies Omit<LandedCostRates, 'effectiveDate' | 'sourceNote' | 'usdKes' | 'jpyKes'>

export const EXAMPLE_RATES: LandedCostRates = {
  effectiveDate: '2025-07-01',
  sourceNote: 'test',
  ...CHARGES_OF_2025_07_01,
  usdKes: 129.5,
  jpyKes: 0.87,
}
