// Saved searches as the visitor's private link and the console see them: asking for an
// alert (double opt-in), confirming, how often, stopping; and the console's counts.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  MAX_ALERTS_PER_EMAIL,
  TRACKING_TOKEN_PATTERN,
  canonicalFilters,
  describeSearch,
  searchFiltersRecord,
  searchHref,
  type AlertFrequency,
  type AlertView,
  type SearchDemand,
  type SearchFilters,
} from '../../contract'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { brands } from '../brands/brands.table'
import { outbox } from '../outbox/outbox.table'
import { savedSearches } from './saved-searches.table'
import type { Env } from '../../config/env'
import { confirmationAllowed, recipientKey } from '../../mail/confirmations'
import { mailQueued } from '../../mail/outbox'
import { alertConfirmation, type AlertSubject } from './alerts.mail'

export type SavedSearchRow = typeof savedSearches.$inferSelect

/** Why a private link's change was not made: no such alert, or one stopped for good. */
export type AlertRefusal = 'not-found' | 'stopped'

/** Brand keys to names, for naming searches ("bmw" -> "BMW"). */
export function brandNamer(db: Queryable): (key: string) => string {
  const names = new Map(
    db
      .select({ key: brands.key, name: brands.name })
      .from(brands)
      .all()
      .map((b) => [b.key, b.name]),
  )
  return (key) => names.get(key) ?? key
}

export function alertSubject(db: Queryable, row: SavedSearchRow): AlertSubject {
  return {
    email: row.email,
    token: row.token,
    frequency: row.frequency,
    description: describeSearch(row.filters, brandNamer(db)),
    href: searchHref(row.filters),
  }
}

export function toAlertView(db: Queryable, row: SavedSearchRow): AlertView {
  const subject = alertSubject(db, row)
  return {
    status: row.status,
    frequency: row.frequency,
    email: row.email,
    filters: row.filters,
    description: subject.description,
    href: subject.href,
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
    pausedAt: row.pausedAt,
  }
}

/** The alert of a private link, if any (a malformed token never reaches the database). */
export function alertByToken(db: Queryable, token: string): SavedSearchRow | undefined {
  return TRACKING_TOKEN_PATTERN.test(token)
    ? db.select().from(savedSearches).where(eq(savedSearches.token, token)).get()
    : undefined
}

/**
 * "Email me new matches": stores the search (waiting for confirmation) and queues the
 * email with the link to confirm it. The page learns nothing about the address: the
 * same search asked again re-sends its link, an address at its limit of alerts or of
 * confirmation emails a day gets nothing more, and every case answers alike.
 */
export function requestAlert(
  db: Db,
  env: Env,
  input: { email: string; frequency: AlertFrequency; filters: SearchFilters },
): void {
  const now = new Date()
  const email = input.email.trim().toLowerCase()
  const filters = canonicalFilters(input.filters)
  const filtersKey = JSON.stringify(filters)
  const queued = db.transaction((tx) => {
    const live = and(eq(savedSearches.email, email), ne(savedSearches.status, 'unsubscribed'))
    let row = tx
      .select()
      .from(savedSearches)
      .where(and(live, eq(savedSearches.filtersKey, filtersKey)))
      .get()
    if (row?.status === 'pending' && row.frequency !== input.frequency) {
      // Not confirmed yet: the latest wish is the one to confirm.
      row = tx
        .update(savedSearches)
        .set({ frequency: input.frequency })
        .where(eq(savedSearches.id, row.id))
        .returning()
        .get()
    }
    if (!row) {
      const held = tx.select({ n: count() }).from(savedSearches).where(live).get()?.n ?? 0
      if (held >= MAX_ALERTS_PER_EMAIL) return false
      row = tx
        .insert(savedSearches)
        .values({ email, filters, filtersKey, frequency: input.frequency })
        .returning()
        .get()
    }
    if (!confirmationAllowed(tx, email, now)) return false
    const message = alertConfirmation(env, alertSubject(tx, row), row.status === 'active')
    tx.insert(outbox)
      .values({ purpose: 'alert-confirmation', recipientKey: recipientKey(email), ...message })
      .run()
    return true
  }, IMMEDIATE)
  if (queued) mailQueued()
}

/**
 * Changes a live alert by its private link's token, in one transaction: `change` says
 * what to set, or null when the alert already is as asked. A stopped alert changes no
 * more.
 */
function changeLiveAlert(
  db: Db,
  token: string,
  change: (row: SavedSearchRow) => Partial<typeof savedSearches.$inferInsert> | null,
): SavedSearchRow | AlertRefusal {
  return db.transaction((tx) => {
    const row = alertByToken(tx, token)
    if (!row) return 'not-found'
    if (row.status === 'unsubscribed') return 'stopped'
    const values = change(row)
    if (!values) return row
    return tx
      .update(savedSearches)
      .set(values)
      .where(eq(savedSearches.id, row.id))
      .returning()
      .get()
  }, IMMEDIATE)
}

/** The link's Confirm: the alert starts, covering what is listed from now on. */
export function confirmAlert(
  db: Db,
  token: string,
  now: Date = new Date(),
): SavedSearchRow | AlertRefusal {
  return changeLiveAlert(db, token, (row) => {
    if (row.status === 'active') return null
    const at = now.toISOString()
    return { status: 'active', confirmedAt: at, coveredUntil: at }
  })
}

export function setAlertFrequency(
  db: Db,
  token: string,
  frequency: AlertFrequency,
): SavedSearchRow | AlertRefusal {
  return changeLiveAlert(db, token, () => ({ frequency }))
}

/**
 * Pauses the alert (nothing is sent) or resumes it. A resumed alert covers what is listed
 * from then on: what happened while it was paused is not sent in a burst.
 */
export function pauseAlert(db: Db, token: string, paused: boolean): SavedSearchRow | AlertRefusal {
  const now = new Date()
  return changeLiveAlert(db, token, (row) => {
    if (Boolean(row.pausedAt) === paused) return null
    const at = now.toISOString()
    return paused
      ? { pausedAt: at }
      : { pausedAt: null, ...(row.status === 'active' ? { coveredUntil: at } : {}) }
  })
}

/** Stops the alert for good (also a one-click unsubscribe from a mail client). */
export function unsubscribeAlert(
  db: Db,
  token: string,
  now: Date = new Date(),
): SavedSearchRow | AlertRefusal {
  return db.transaction((tx) => {
    const row = alertByToken(tx, token)
    if (!row) return 'not-found'
    if (row.status === 'unsubscribed') return row
    return tx
      .update(savedSearches)
      .set({ status: 'unsubscribed', unsubscribedAt: now.toISOString() })
      .where(eq(savedSearches.id, row.id))
      .returning()
      .get()
  }, IMMEDIATE)
}

/**
 * The searches people asked alerts for, by filters, with the number of active alerts
 * (and of those waiting for confirmation). Addresses stay out: staff see demand, not
 * who. Stopped alerts are not counted.
 */
export function searchDemand(db: Db): SearchDemand[] {
  const isActive = sql<number>`sum(${savedSearches.status} = 'active')`
  const rows = db
    .select({
      key: savedSearches.filtersKey,
      filters: sql<string>`min(${savedSearches.filters})`,
      active: isActive,
      pending: sql<number>`sum(${savedSearches.status} = 'pending')`,
      daily: sql<number>`sum(${savedSearches.status} = 'active' and ${savedSearches.frequency} = 'daily')`,
      instant: sql<number>`sum(${savedSearches.status} = 'active' and ${savedSearches.frequency} = 'instant')`,
      lastRequestedAt: sql<string>`max(${savedSearches.createdAt})`,
    })
    .from(savedSearches)
    .where(inArray(savedSearches.status, ['pending', 'active']))
    .groupBy(savedSearches.filtersKey)
    .all()
  const name = brandNamer(db)
  return rows.map((r) => {
    const filters = searchFiltersRecord.parse(JSON.parse(r.filters))
    return {
      id: r.key,
      description: describeSearch(filters, name),
      href: searchHref(filters),
      active: r.active,
      pending: r.pending,
      daily: r.daily,
      instant: r.instant,
      lastRequestedAt: r.lastRequestedAt,
    }
  })
}
