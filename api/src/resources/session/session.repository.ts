// The signed-out staff session cookies (session.table.ts): listed at sign-out, looked up
// wherever a session cookie is verified, pruned once they would have expired.
import { eq, lte } from 'drizzle-orm'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { tokenHash } from '../account/account.repository'
import { signedOutCookies } from './session.table'

/** Whether `cookie` was signed out (its own expiry is Firebase's to check). */
export function isSignedOutCookie(db: Queryable, cookie: string): boolean {
  return (
    db
      .select({ hash: signedOutCookies.cookieHash })
      .from(signedOutCookies)
      .where(eq(signedOutCookies.cookieHash, tokenHash(cookie)))
      .get() !== undefined
  )
}

/**
 * Lists `cookie` as signed out until `expiresAt` (no earlier than the cookie's own end),
 * and drops the rows of cookies that have expired since: the list stays as short as the
 * cookies that could still be presented.
 */
export function listSignedOutCookie(db: Db, cookie: string, expiresAt: Date) {
  const now = new Date()
  db.transaction((tx) => {
    tx.delete(signedOutCookies).where(lte(signedOutCookies.expiresAt, now.toISOString())).run()
    tx.insert(signedOutCookies)
      .values({
        cookieHash: tokenHash(cookie),
        signedOutAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      })
      .onConflictDoNothing()
      .run()
  }, IMMEDIATE)
}
