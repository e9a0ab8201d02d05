// The buyer tools' demo settings: a history of import rates, the extended warranty on
// offer, and lenders' presets for the finance calculator.
import { CHARGES_OF_2025_07_01 } from '../contract/landed-cost.fixtures'
import type { BankPreset } from '../resources/finance-settings/finance-settings.table'

/**
 * Earlier import rates, so the console shows a history: the rates of July 2024, before
 * the Import Declaration Fee came down from 3.5% (demo figures), otherwise the charges of
 * the rates the migration writes, in force from 2025-07-01.
 */
export const DEMO_RATE_HISTORY = [
  {
    effectiveDate: '2024-07-01',
    sourceNote:
      'Demo history: the rates of July 2024 (IDF 3.5%, RDL 2%), exchange rates of that month.',
    ...CHARGES_OF_2025_07_01,
    idfPercent: 3.5,
    usdKes: 129,
    jpyKes: 0.82,
  },
]

/** The spec's "2 extra years warranty on new vehicles", on offer for months after the seed. */
export const DEMO_WARRANTY = { extraYears: 2, offeredDays: 120 }

/**
 * Lenders' usual terms for the calculator's presets (demo figures). The two with
 * `offeredDays` are also financing offers on /offers until that many days after the
 * seed date: the spec's 0% for 12 months with 50% down and 3.9% APR with 30% down.
 */
export const DEMO_BANK_PRESETS: (Omit<BankPreset, 'offeredUntil'> & { offeredDays?: number })[] = [
  { name: 'Savannah Bank asset finance', ratePercent: 13.5, depositPercent: 20, termMonths: 48 },
  { name: 'Rift Valley Credit', ratePercent: 15, depositPercent: 30, termMonths: 36 },
  {
    name: 'Savannah Bank',
    ratePercent: 0,
    depositPercent: 50,
    termMonths: 12,
    offeredDays: 90,
  },
  {
    name: 'Rift Valley Credit',
    ratePercent: 3.9,
    depositPercent: 30,
    termMonths: 48,
    offeredDays: 120,
  },
]
