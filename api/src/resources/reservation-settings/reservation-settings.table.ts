// What a reservation asks of a buyer and gives them, kept by admins in the console (one
// row): the M-Pesa deposit (a fixed amount, or a share of the price between a floor
// and a ceiling), how many days a paid deposit holds the car, and the refund terms the
// reservation page and the receipt show.
import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { updatedAt } from '../../db/schema/util'

export const reservationSettings = sqliteTable('reservation_settings', {
  /** Always `current`: the table holds one row. */
  id: text('id').primaryKey(),
  /** `fixed`: depositAmount; `percent`: depositPercent of the price, kept between the two bounds. */
  depositKind: text('deposit_kind', { enum: ['fixed', 'percent'] }).notNull(),
  /** Whole shillings. */
  depositAmount: integer('deposit_amount').notNull(),
  depositPercent: real('deposit_percent').notNull(),
  /** Whole shillings. */
  depositMin: integer('deposit_min').notNull(),
  /** Whole shillings. */
  depositMax: integer('deposit_max').notNull(),
  holdDays: integer('hold_days').notNull(),
  refundTerms: text('refund_terms').notNull(),
  /** A refund of more than this (whole shillings) is confirmed by a second staff member, an admin. */
  refundConfirmAbove: integer('refund_confirm_above').notNull().default(100_000),
  updatedAt: updatedAt(),
})
