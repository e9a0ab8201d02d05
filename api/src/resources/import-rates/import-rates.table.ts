// The import duty and exchange rates, kept by staff in the console: one row per
// effective date, so an estimate can say which rates it used.
import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from '../../db/schema/util'

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
