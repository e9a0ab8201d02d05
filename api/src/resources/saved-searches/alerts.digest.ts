// The alerts' digests: for each confirmed saved search that is due, the cars listed and
// the prices dropped since its last digest that match its filters now, queued in the
// outbox as one email. "As soon as they arrive" searches are due on every run; daily
// ones once a day, at ALERTS_DIGEST_HOUR in Nairobi.
import { and, asc, desc, eq, gt, isNull, lt, lte, max, or, sql } from 'drizzle-orm'
import {
  nairobiDayStartMs,
  searchPriceBounds,
  todayInNairobi,
  type MonthlyTerms,
} from '../../contract'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { brands } from '../brands/brands.table'
import { carPriceChanges, cars } from '../cars/cars.table'
import { outbox } from '../outbox/outbox.table'
import { savedSearches } from './saved-searches.table'
import type { Env } from '../../config/env'
import { mailQueued } from '../../mail/outbox'
import { carTitle } from '../cars/car-title'
import { carWhere, type CarFilter } from '../cars/cars.listing'
import { currentFinanceSettings } from '../finance-settings/finance-settings.repository'
import { alertDigest, DIGEST_MAX_CARS, type NewMatch, type PriceDrop } from './alerts.mail'
import { alertSubject, type SavedSearchRow } from './saved-searches.repository'

const HOUR_MS = 60 * 60 * 1000

/** The latest daily digest time (ms) at or before `now`: today's, or yesterday's. */
export function latestDigestTime(now: Date, hour: number): number {
  const today = nairobiDayStartMs(todayInNairobi(now))! + hour * HOUR_MS
  return today <= now.getTime() ? today : today - 24 * HOUR_MS
}

/** The listing's filter for a saved search, with the price ceiling of the day. */
function listingFilter(row: SavedSearchRow, finance: MonthlyTerms): CarFilter {
  // The price bounds and the budget become the price range of the day.
  const { minPrice: _min, maxPrice: _max, monthly: _monthly, ...choices } = row.filters
  return { ...choices, ...searchPriceBounds(row.filters, finance), excludeSold: true }
}

type Window = { since: string; until: string }

/** Cars listed in the window that match now, newest first (one more than shown). */
function arrivals(db: Queryable, filter: CarFilter, w: Window): NewMatch[] {
  return db
    .select({ id: cars.id, title: carTitle, price: cars.price })
    .from(cars)
    .leftJoin(brands, eq(brands.key, cars.brand))
    .where(and(carWhere(filter), gt(cars.createdAt, w.since), lte(cars.createdAt, w.until)))
    .orderBy(desc(cars.createdAt), desc(cars.price))
    .limit(DIGEST_MAX_CARS + 1)
    .all()
}

/**
 * Cars listed before the window that match now and cost less than before the window's
 * first change: one line per car, however often its price moved.
 */
function priceDrops(db: Queryable, filter: CarFilter, w: Window): PriceDrop[] {
  const changes = db
    .select({
      id: cars.id,
      title: carTitle,
      price: cars.price,
      oldPrice: carPriceChanges.oldPrice,
    })
    .from(carPriceChanges)
    .innerJoin(cars, eq(cars.id, carPriceChanges.carId))
    .leftJoin(brands, eq(brands.key, cars.brand))
    .where(
      and(
        carWhere(filter),
        gt(carPriceChanges.at, w.since),
        lte(carPriceChanges.at, w.until),
        lte(cars.createdAt, w.since),
      ),
    )
    .orderBy(asc(carPriceChanges.at), sql`${carPriceChanges}.rowid`)
    .all()
  const byCar = new Map<string, PriceDrop>()
  for (const c of changes) {
    if (!byCar.has(c.id)) {
      byCar.set(c.id, { id: c.id, title: c.title, oldPrice: c.oldPrice, newPrice: c.price })
    }
  }
  return [...byCar.values()]
    .filter((d) => d.newPrice < d.oldPrice)
    .sort((a, b) => b.oldPrice - b.newPrice - (a.oldPrice - a.newPrice))
    .slice(0, DIGEST_MAX_CARS + 1)
}

/** The newest listing or price change: a search covered past it has nothing new. */
function latestActivity(db: Queryable): string {
  const car =
    db
      .select({ at: max(cars.createdAt) })
      .from(cars)
      .get()?.at ?? ''
  const change =
    db
      .select({ at: max(carPriceChanges.at) })
      .from(carPriceChanges)
      .get()?.at ?? ''
  return car > change ? car : change
}

export type AlertRun = { checked: number; sent: number }

/**
 * Queues the digests that are due at `now`, each search in its own short transaction
 * (the database is not held while hundreds are checked). Safe to run at any time and
 * as often as wanted: a window is only ever covered once.
 */
export function runAlerts(db: Db, env: Env, now: Date = new Date()): AlertRun {
  const until = now.toISOString()
  const dailyDue = new Date(latestDigestTime(now, env.ALERTS_DIGEST_HOUR)).toISOString()
  // Every write makes the site's page cache render afresh, so a round writes nothing
  // it need not: a search "as soon as they arrive" waits, untouched, until a car is
  // listed or repriced after what it covers; a daily one is covered once a day.
  const activity = latestActivity(db)
  const due = db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.status, 'active'),
        isNull(savedSearches.pausedAt),
        or(
          and(
            eq(savedSearches.frequency, 'instant'),
            lt(savedSearches.coveredUntil, activity),
            lt(savedSearches.coveredUntil, until),
          ),
          and(eq(savedSearches.frequency, 'daily'), lt(savedSearches.coveredUntil, dailyDue)),
        ),
      ),
    )
    .all()
    .map((r) => r.id)
  if (due.length === 0) return { checked: 0, sent: 0 }
  const finance = currentFinanceSettings(db)
  let sent = 0
  for (const id of due) {
    const queued = db.transaction((tx) => {
      const row = tx
        .select()
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.id, id),
            eq(savedSearches.status, 'active'),
            isNull(savedSearches.pausedAt),
          ),
        )
        .get()
      if (!row?.coveredUntil || row.coveredUntil >= until) return false
      const window = { since: row.coveredUntil, until }
      let mail = null
      // Nothing listed or repriced since the search was last covered: nothing to read.
      if (activity > window.since) {
        const filter = listingFilter(row, finance)
        const newCars = arrivals(tx, filter, window)
        const drops = priceDrops(tx, filter, window)
        if (newCars.length || drops.length) {
          mail = alertDigest(env, alertSubject(tx, row), {
            arrivals: newCars.slice(0, DIGEST_MAX_CARS),
            drops: drops.slice(0, DIGEST_MAX_CARS),
            moreArrivals: newCars.length > DIGEST_MAX_CARS,
            moreDrops: drops.length > DIGEST_MAX_CARS,
          })
          tx.insert(outbox)
            .values({ purpose: 'alert-digest', ...mail })
            .run()
        }
      }
      tx.update(savedSearches)
        .set({ coveredUntil: until, ...(mail ? { lastSentAt: until } : {}) })
        .where(eq(savedSearches.id, row.id))
        .run()
      return mail !== null
    }, IMMEDIATE)
    if (queued) sent++
  }
  if (sent) mailQueued()
  return { checked: due.length, sent }
}

export type AlertSchedulerOptions = {
  db: Db
  env: Env
  /** How often to look for due digests (default a minute). */
  intervalMs?: number
  now?: () => Date
  log?: (line: string) => void
}

/** Runs the digests in the server's main thread: once at start, then every interval. */
export class AlertScheduler {
  private timer: NodeJS.Timeout | null = null
  private first: NodeJS.Immediate | null = null

  constructor(private readonly opts: AlertSchedulerOptions) {}

  start(): this {
    this.timer = setInterval(() => this.run(), this.opts.intervalMs ?? 60_000)
    this.timer.unref()
    this.first = setImmediate(() => this.run())
    return this
  }

  stop(): void {
    if (this.first) clearImmediate(this.first)
    if (this.timer) clearInterval(this.timer)
    this.first = this.timer = null
  }

  /** One round; an error is logged and the next round tries again. */
  run(): AlertRun | null {
    try {
      return runAlerts(this.opts.db, this.opts.env, this.opts.now?.() ?? new Date())
    } catch (err) {
      this.opts.log?.(`Saved-search alerts failed: ${err instanceof Error ? err.message : err}`)
      return null
    }
  }
}
