// The rates of the worked examples in the landed-cost tests: the charges gathered for this
// product (the migration's first row), with round exchange rates.
import type { LandedCostRates } from './landed-cost'

export const EXAMPLE_RATES: LandedCostRates = {
  effectiveDate: '2025-07-01',
  sourceNote: 'test',
  importDutyPercent: 35,
  importDutyElectricPercent: 25,
  exciseSmallPercent: 20,
  exciseMidPercent: 25,
  exciseLargePercent: 35,
  exciseElectricPercent: 10,
  vatPercent: 16,
  idfPercent: 2.5,
  rdlPercent: 2,
  usdKes: 129.5,
  jpyKes: 0.87,
  maxAgeYears: 8,
}
