// What staff set for the import rates, what the landed-cost estimator asks, and what the
// API answers with for the rates.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { importRates } from './import-rates.table'
import { IMPORT_FUELS, VALUE_CURRENCIES } from '../../contract/landed-cost'
import { integer, MAX_YEAR, requiredText, GENERATED } from '../../contract/inputs/fields'
import { recordIds } from '../../contract/records'
import { calendarDate } from '../limited-offers/limited-offers.contract'
import { percent } from '../finance-settings/finance-settings.contract'

const kesPerUnit = (label: string) =>
  z
    .number({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .positive(`${label} must be more than 0`)
    .max(100_000, `${label} must be at most 100000`)

/** One dated set of import charges and exchange rates. */
export const importRatesInput = createInsertSchema(importRates, {
  effectiveDate: calendarDate('Effective date'),
  sourceNote: requiredText('Source', 500, 'paragraphs'),
  importDutyPercent: percent('Import duty'),
  importDutyElectricPercent: percent('Import duty (electric)'),
  exciseSmallPercent: percent('Excise up to 1500 cc'),
  exciseMidPercent: percent('Excise 1501-3000 cc petrol, 1501-2500 cc diesel'),
  exciseLargePercent: percent('Excise above'),
  exciseElectricPercent: percent('Excise (electric)'),
  vatPercent: percent('VAT'),
  idfPercent: percent('Import Declaration Fee'),
  rdlPercent: percent('Railway Development Levy'),
  usdKes: kesPerUnit('Ksh per US dollar'),
  jpyKes: kesPerUnit('Ksh per Japanese yen'),
  maxAgeYears: integer('Maximum age', 0, 50),
}).omit(GENERATED)
export type ImportRatesInput = z.input<typeof importRatesInput>

export const ENGINE_REQUIRED_MESSAGE = 'Enter the engine capacity in cc'

/** What the landed-cost estimator asks (/import/cost and the import form). */
export const landedCostInput = z
  .object({
    value: z
      .number({
        required_error: 'Customs value is required',
        invalid_type_error: 'Enter the customs value as a number',
      })
      .positive('Customs value must be more than 0')
      .max(10_000_000_000, 'Customs value is too large'),
    currency: z.enum(VALUE_CURRENCIES, {
      errorMap: () => ({ message: 'Choose Ksh, USD or JPY' }),
    }),
    year: integer('Year of first registration', 1950, MAX_YEAR),
    engineCc: integer('Engine capacity', 0, 10_000),
    fuel: z.enum(IMPORT_FUELS, { errorMap: () => ({ message: 'Choose a fuel' }) }),
  })
  .superRefine((v, ctx) => {
    if (v.fuel !== 'electric' && v.engineCc < 50) {
      ctx.addIssue({ code: 'custom', path: ['engineCc'], message: ENGINE_REQUIRED_MESSAGE })
    }
  })
export type LandedCostFormInput = z.input<typeof landedCostInput>

/** One dated set of import charges and exchange rates. */
export const importRatesRecord = createSelectSchema(importRates).extend(recordIds)
export type ImportRates = z.infer<typeof importRatesRecord>
