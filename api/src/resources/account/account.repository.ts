// Signing a buyer in: the emailed one-time link and the session it starts. Tokens are
// random (a link's 128 bits, a session's 256), handed out once and stored only as their
// SHA-256: whoever reads the database holds no link and no session.
import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm'
import {
  BUYER_SESSION_DAYS,
  BUYER_SESSION_TOKEN_PATTERN,
  SIGN_IN_LINK_MINUTES,
  SIGN_IN_LINKS_PER_HOUR,
  SIGN_IN_TOKEN_PATTERN,
  type BuyerIdentity,
} from './account.contract'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import type { Env } from '../../config/env'
import { recipientKey } from '../../mail/confirmations'
import { mailQueued } from '../../mail/outbox'
import { signInLinkMessage } from './account.sign-in-mail'
import { buyerAccounts } from '../buyer-accounts/buyer-accounts.table'
import { outbox } from '../outbox/outbox.table'
import { buyerSessions, signInLinks } from './account.table'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
/**
 * A session's last use is written at most this often: every write makes the site's page
 * cache render afresh, so a buyer's reads must not write each time.
 */
const LAST_SEEN_EVERY_MS = HOUR_MS

/** What is stored of a token: its SHA-256, hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const newToken = (bytes: number) => randomBytes(bytes).toString('base64url')

/**
 * Queues a sign-in link to `email` (lower-cased) unless the address's inbox had its
 * SIGN_IN_LINKS_PER_HOUR already. The caller answers alike either way: whether an
 * address is known, or capped, is not told.
 */
export function requestSignInLink(db: Db, env: Env, email: string): boolean {
  const now = new Date()
  const key = recipientKey(email)
  const queued = db.transaction((tx) => {
    const since = new Date(now.getTime() - HOUR_MS).toISOString()
    const sent =
      tx
        .select({ n: count() })
        .from(outbox)
        .where(
          and(
            eq(outbox.recipientKey, key),
            eq(outbox.purpose, 'sign-in-link'),
            gte(outbox.createdAt, since),
          ),
        )
        .get()?.n ?? 0
    if (sent >= SIGN_IN_LINKS_PER_HOUR) return false
    const token = newToken(16)
    tx.insert(signInLinks)
      .values({
        email,
        tokenHash: tokenHash(token),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS).toISOString(),
      })
      .run()
    tx.insert(outbox)
      .values({
        purpose: 'sign-in-link',
        recipientKey: key,
        createdAt: now.toISOString(),
        ...signInLinkMessage(env, email, token),
      })
      .run()
    return true
  }, IMMEDIATE)
  if (queued) mailQueued()
  return queued
}

/** The link of `token` if it can still sign in: never used and not expired. */
function usableLink(db: Queryable, token: string, now: Date) {
  if (!SIGN_IN_TOKEN_PATTERN.test(token)) return undefined
  return db
    .select()
    .from(signInLinks)
    .where(
      and(
        eq(signInLinks.tokenHash, tokenHash(token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now.toISOString()),
      ),
    )
    .get()
}

/** Whether the link still signs in; reading it changes nothing. */
export const signInLinkUsable = (db: Queryable, token: string, now = new Date()) =>
  usableLink(db, token, now) !== undefined

/**
 * Uses the link (once) and starts a session for its address; the request's previous
 * session, if it carried one, ends (a sign-in always gets a new session). Records the
 * sign-in on the buyer's account row. Null when the link is unknown, used or expired.
 */
export function startBuyerSession(
  db: Db,
  token: string,
  previousSession: string | undefined,
): { email: string; sessionToken: string; expiresAt: Date } | null {
  const now = new Date()
  return db.transaction((tx) => {
    const link = usableLink(tx, token, now)
    if (!link) return null
    const at = now.toISOString()
    tx.update(signInLinks).set({ usedAt: at }).where(eq(signInLinks.id, link.id)).run()
    if (previousSession) {
      tx.update(buyerSessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(buyerSessions.tokenHash, tokenHash(previousSession)),
            isNull(buyerSessions.revokedAt),
          ),
        )
        .run()
    }
    const sessionToken = newToken(32)
    const expiresAt = new Date(now.getTime() + BUYER_SESSION_DAYS * DAY_MS)
    tx.insert(buyerSessions)
      .values({
        email: link.email,
        tokenHash: tokenHash(sessionToken),
        createdAt: at,
        lastSeenAt: at,
        expiresAt: expiresAt.toISOString(),
      })
      .run()
    tx.insert(buyerAccounts)
      .values({ email: link.email, firstSignedInAt: at, lastSignedInAt: at })
      .onConflictDoUpdate({ target: buyerAccounts.email, set: { lastSignedInAt: at } })
      .run()
    return { email: link.email, sessionToken, expiresAt }
  }, IMMEDIATE)
}

/** The buyer whose live session `token` is (not ended, not expired), if any. */
export function buyerForSession(db: Db, token: string, now = new Date()): BuyerIdentity | null {
  if (!BUYER_SESSION_TOKEN_PATTERN.test(token)) return null
  const row = db
    .select()
    .from(buyerSessions)
    .where(
      and(
        eq(buyerSessions.tokenHash, tokenHash(token)),
        isNull(buyerSessions.revokedAt),
        gt(buyerSessions.expiresAt, now.toISOString()),
      ),
    )
    .get()
  if (!row) return null
  if (now.getTime() - Date.parse(row.lastSeenAt) > LAST_SEEN_EVERY_MS) {
    db.update(buyerSessions)
      .set({ lastSeenAt: now.toISOString() })
      .where(eq(buyerSessions.id, row.id))
      .run()
  }
  return { sessionId: row.id, email: row.email }
}

/** Signs out: this session only. */
export function endBuyerSession(db: Queryable, sessionId: string, now = new Date()): void {
  db.update(buyerSessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(buyerSessions.id, sessionId), isNull(buyerSessions.revokedAt)))
    .run()
}

/**
 * Signs out everywhere: every live session of the address, and every sign-in link sent to
 * it and not yet used (it expires now: a link in a mailbox someone else reads signs nobody
 * in afterwards). Answers how many sessions ended.
 */
export function endBuyerSessions(db: Queryable, email: string, now = new Date()): number {
  const at = now.toISOString()
  db.update(signInLinks)
    .set({ expiresAt: at })
    .where(
      and(eq(signInLinks.email, email), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, at)),
    )
    .run()
  return db
    .update(buyerSessions)
    .set({ revokedAt: at })
    .where(and(eq(buyerSessions.email, email), isNull(buyerSessions.revokedAt)))
    .run().changes
}

/** How many sessions of the address are live now. */
export function liveSessionCount(db: Queryable, email: string, now = new Date()): number {
  return (
    db
      .select({ n: count() })
      .from(buyerSessions)
      .where(
        and(
          eq(buyerSessions.email, email),
          isNull(buyerSessions.revokedAt),
          gt(buyerSessions.expiresAt, now.toISOString()),
        ),
      )
      .get()?.n ?? 0
  )
}
