// What staff set for the finance calculator (its figures, lenders' presets, the warranty)
// and what the API answers with for the settings.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { financeSettings } from './finance-settings.table'
import { integer, negativeMessage, requiredText } from '../../contract/inputs/fields'
import { recordIds } from '../../contract/records'
import { calendarDate } from '../limited-offers/limited-offers.contract'

/** A percentage as staff type it: 0 to `max`, decimals allowed (2.5). */
export const percent = (label: string, max = 100) =>
  z
    .number({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .min(0, negativeMessage(label))
    .max(max, `${label} must be at most ${max}`)

const months = (label: string) => integer(label, 1, 120)

export const bankPresetInput = z.object({
  name: requiredText('Bank name', 60),
  ratePercent: percent('Rate', 50),
  depositPercent: percent('Deposit', 90),
  termMonths: months('Term'),
  /** The last day (Nairobi) /offers shows the preset as a financing offer; none: never. */
  offeredUntil: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    calendarDate('Offered until').optional(),
  ),
})

export const FINANCE_TERM_ORDER_MESSAGE =
  'The default term must lie between the shortest and the longest term'
export const FINANCE_DEPOSIT_MESSAGE = 'The default deposit must be at least the minimum deposit'
export const BANK_PRESET_MESSAGE =
  'A bank preset must use one of the terms offered and at least the minimum deposit'
export const FINANCE_TERM_STEP_MESSAGE = 'Terms go in whole years: use a multiple of 12 months'
export const WARRANTY_YEARS_MESSAGE = 'Extra warranty years must be a whole number from 1 to 10'
export const WARRANTY_BOTH_MESSAGE =
  'Give both the extra warranty years and the day the offer ends, or neither'

/** An optional field the console empties as null or '': absent or emptied is null. */
const orNull = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())

/** The calculator's defaults and limits (one record, `id` = `current`). */
export const financeSettingsInput = createInsertSchema(financeSettings, {
  depositPercent: percent('Default deposit', 90),
  ratePercent: percent('Default rate', 50),
  termMonths: months('Default term'),
  minTermMonths: months('Shortest term'),
  maxTermMonths: months('Longest term'),
  minDepositPercent: percent('Minimum deposit', 90),
  disclaimer: requiredText('Disclaimer', 500, 'paragraphs'),
  bankPresets: z.array(bankPresetInput).max(8, 'At most 8 bank presets').default([]),
  /** The extended-warranty card on /offers: how many extra years, through which day. */
  warrantyExtraYears: orNull(
    z
      .number({ invalid_type_error: WARRANTY_YEARS_MESSAGE })
      .int(WARRANTY_YEARS_MESSAGE)
      .min(1, WARRANTY_YEARS_MESSAGE)
      .max(10, WARRANTY_YEARS_MESSAGE),
  ),
  warrantyOfferedUntil: orNull(calendarDate('Warranty offered until')),
})
  .omit({ id: true, updatedAt: true })
  .superRefine((v, ctx) => {
    for (const key of ['termMonths', 'minTermMonths', 'maxTermMonths'] as const) {
      if (v[key] % 12 !== 0) {
        ctx.addIssue({ code: 'custom', path: [key], message: FINANCE_TERM_STEP_MESSAGE })
      }
    }
    if (v.termMonths < v.minTermMonths || v.termMonths > v.maxTermMonths) {
      ctx.addIssue({ code: 'custom', path: ['termMonths'], message: FINANCE_TERM_ORDER_MESSAGE })
    }
    if (v.depositPercent < v.minDepositPercent) {
      ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: FINANCE_DEPOSIT_MESSAGE })
    }
    const offered = (t: number) => t % 12 === 0 && t >= v.minTermMonths && t <= v.maxTermMonths
    v.bankPresets.forEach((preset) => {
      if (!offered(preset.termMonths) || preset.depositPercent < v.minDepositPercent) {
        ctx.addIssue({ code: 'custom', path: ['bankPresets'], message: BANK_PRESET_MESSAGE })
      }
    })
    // The warranty card needs both figures; the message goes to the one left empty.
    if ((v.warrantyExtraYears === null) !== (v.warrantyOfferedUntil === null)) {
      const empty = v.warrantyExtraYears === null ? 'warrantyExtraYears' : 'warrantyOfferedUntil'
      ctx.addIssue({ code: 'custom', path: [empty], message: WARRANTY_BOTH_MESSAGE })
    }
  })
export type FinanceSettingsInput = z.input<typeof financeSettingsInput>

/** The finance calculator's defaults and limits (one record, `id` = `current`). */
export const financeSettingsRecord = createSelectSchema(financeSettings, {
  bankPresets: z.array(
    z.object({
      name: z.string(),
      ratePercent: z.number(),
      depositPercent: z.number(),
      termMonths: z.number().int(),
      offeredUntil: z.string().optional(),
    }),
  ),
}).extend(recordIds)
export type FinanceSettings = z.infer<typeof financeSettingsRecord>
