// The finance calculator's defaults and limits, kept by staff in the console: one row.
import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { updatedAt } from '../../db/schema/util'

/**
 * A lender's usual terms, offered as a one-click preset on the calculator; with
 * `offeredUntil` (YYYY-MM-DD, a Nairobi day) also a financing offer on /offers until
 * that day ends.
 */
export type BankPreset = {
  name: string
  ratePercent: number
  depositPercent: number
  termMonths: number
  offeredUntil?: string
}

export const financeSettings = sqliteTable('finance_settings', {
  /** Always `current`: the table holds one row. */
  id: text('id').primaryKey(),
  depositPercent: real('deposit_percent').notNull(),
  ratePercent: real('rate_percent').notNull(),
  termMonths: integer('term_months').notNull(),
  minTermMonths: integer('min_term_months').notNull(),
  maxTermMonths: integer('max_term_months').notNull(),
  minDepositPercent: real('min_deposit_percent').notNull(),
  disclaimer: text('disclaimer').notNull(),
  bankPresets: text('bank_presets', { mode: 'json' }).$type<BankPreset[]>().notNull().default([]),
  /** An extended warranty on new vehicles (1-10 extra years), shown as a card on /offers
   * through `warrantyOfferedUntil` (YYYY-MM-DD, a Nairobi day); both null: none. */
  warrantyExtraYears: integer('warranty_extra_years'),
  warrantyOfferedUntil: text('warranty_offered_until'),
  updatedAt: updatedAt(),
})
