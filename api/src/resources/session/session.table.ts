// Staff session cookies that were signed out, by the SHA-256 of the cookie, until they
// would have expired anyway. Firebase's revocation compares whole seconds, so a cookie
// minted in the second its account's sessions were revoked outlives the revocation: this
// list refuses it whatever the clock says.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from '../../db/schema/util'

export const signedOutCookies = sqliteTable(
  'signed_out_cookies',
  {
    /** SHA-256 of the cookie, hex: the cookie itself is never stored. */
    cookieHash: text('cookie_hash').primaryKey(),
    signedOutAt: createdAt('signed_out_at'),
    /** No later than the cookie's own expiry: then the row goes (pruned at a sign-out). */
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('signed_out_cookies_expires_idx').on(t.expiresAt)],
)
