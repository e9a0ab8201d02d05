// Buyers who have signed in to the customer portal: one row per verified address, with
// when they first and last signed in. Staff see this (the lead pages say whether the
// buyer has an account), never the buyer's sessions themselves.
import { sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id } from '../../db/schema/util'

export const buyerAccounts = sqliteTable('buyer_accounts', {
  id: id(),
  /** Lower-cased: the address the sign-in link was sent to. */
  email: text('email').notNull().unique(),
  firstSignedInAt: text('first_signed_in_at').notNull(),
  lastSignedInAt: text('last_signed_in_at').notNull(),
})
