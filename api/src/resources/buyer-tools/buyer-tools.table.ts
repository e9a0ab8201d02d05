// The figures behind the buyer tools, kept by staff in the console: the finance
// calculator's defaults and limits (one row), and the import duty and exchange rates,
// one row per effective date so an estimate can say which rates it used.
import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from '../../db/schema/util'

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

export const importRates = sqliteTable('import_rates', {
  id: id(),
  /** YYYY-MM-DD: the rates apply from this day (Nairobi) until a later row's day. */
  effectiveDate: text('effective_date').notNull().unique(),
  /** Where the figures come from (a KRA notice, a Finance Act, a bank's rate). */
  sourceNote: text('source_note').notNull(),
  importDutyPercent: real('import_duty_percent').notNull(),
  importDutyElectricPercent: real('import_duty_electric_percent').notNull(),
  /** Excise by engine: up to 1500 cc; 1501-3000 cc petrol or 1501-2500 cc diesel; above. */
  exciseSmallPercent: real('excise_small_percent').notNull(),
  exciseMidPercent: real('excise_mid_percent').notNull(),
  exciseLargePercent: real('excise_large_percent').notNull(),
  exciseElectricPercent: real('excise_electric_percent').notNull(),
  vatPercent: real('vat_percent').notNull(),
  idfPercent: real('idf_percent').notNull(),
  rdlPercent: real('rdl_percent').notNull(),
  /** Exchange rates for a customs value given in a foreign currency: KES per unit. */
  usdKes: real('usd_kes').notNull(),
  jpyKes: real('jpy_kes').notNull(),
  /** Used imports are eligible at most this many years after first registration. */
  maxAgeYears: integer('max_age_years').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
