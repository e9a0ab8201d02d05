// The customer portal's sign-in: one-time links sent by email and the sessions they
// start, and the cars a signed-in buyer saved. A buyer is their verified address
// (lower-cased); only a hash (SHA-256, hex) of each link's and session's token is kept,
// so a copy of the database signs nobody in.
import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { LEAD_KINDS } from '../../contract/options'
import { createdAt, id } from '../../db/schema/util'
import { cars } from '../cars/cars.table'

export const signInLinks = sqliteTable(
  'sign_in_links',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    /** Set when the link started a session: it works once. */
    usedAt: text('used_at'),
  },
  (t) => [index('sign_in_links_email_idx').on(t.email, t.createdAt)],
)

export const buyerSessions = sqliteTable(
  'buyer_sessions',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /** Signed out, signed out everywhere, replaced by a newer sign-in, or ended by an admin. */
    revokedAt: text('revoked_at'),
  },
  (t) => [index('buyer_sessions_email_idx').on(t.email, t.revokedAt)],
)

/** A signed-in buyer's saved cars: the device's saved-cars cookie, kept with the account. */
export const accountSavedCars = sqliteTable(
  'account_saved_cars',
  {
    email: text('email').notNull(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    savedAt: createdAt('saved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.carId] }),
    index('account_saved_cars_car_idx').on(t.carId),
  ],
)

/**
 * The "Confirm this is your address" links of the mail a record sent to the address it
 * gave (a lead's confirmation, a deposit's receipt): only the token's hash, with the
 * record it confirms. Used once; erasing the record's address removes its link.
 */
export const addressConfirmations = sqliteTable(
  'address_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    recordId: text('record_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('address_confirmations_record_idx').on(t.recordId)],
)
