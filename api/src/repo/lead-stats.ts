// The dashboard's lead figures: new leads today and this week by kind, who still waits for
// a first contact (and since when), the median time to a first contact, and the cars that
// draw the most interest. Days and weeks are Nairobi's (weeks start on Monday).
import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import {
  LEAD_KINDS,
  nairobiDayStart,
  todayInNairobi,
  type LeadKind,
  type LeadStats,
} from '../contract'
import type { Queryable } from '../db/client'
import { brands, cars, leads } from '../db/schema'
import { carTitle } from './car-title'

/** The Monday (YYYY-MM-DD) of the Nairobi week holding `day`. */
export function mondayOf(day: string): string {
  const t = new Date(`${day}T00:00:00Z`)
  const back = (t.getUTCDay() + 6) % 7
  t.setUTCDate(t.getUTCDate() - back)
  return t.toISOString().slice(0, 10)
}

function byKind(db: Queryable, since: string): Record<LeadKind, number> {
  const out = Object.fromEntries(LEAD_KINDS.map((k) => [k, 0])) as Record<LeadKind, number>
  const rows = db
    .select({ kind: leads.kind, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.kind)
    .all()
  for (const r of rows) out[r.kind] = r.n
  return out
}

export function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function leadStats(db: Queryable, now: Date = new Date()): LeadStats {
  const today = todayInNairobi(now)
  const waiting = and(eq(leads.status, 'new'), sql`${leads.firstContactAt} is null`)
  const oldest = db
    .select({ id: leads.id, kind: leads.kind, name: leads.name, createdAt: leads.createdAt })
    .from(leads)
    .where(waiting)
    .orderBy(asc(leads.createdAt))
    .get()
  const since90 = new Date(now.getTime() - 90 * 86_400_000).toISOString()
  const contacted = db
    .select({ createdAt: leads.createdAt, firstContactAt: leads.firstContactAt })
    .from(leads)
    .where(and(isNotNull(leads.firstContactAt), gte(leads.createdAt, since90)))
    .all()
  const minutes = contacted.map(
    (l) => (Date.parse(l.firstContactAt!) - Date.parse(l.createdAt)) / 60_000,
  )
  const m = median(minutes)
  const interest = sql<number>`count(*)`
  const topCars = db
    .select({
      carId: cars.id,
      title: carTitle,
      enquiries: interest,
    })
    .from(leads)
    .innerJoin(cars, eq(cars.id, leads.carId))
    .leftJoin(brands, eq(brands.key, cars.brand))
    .where(eq(leads.kind, 'enquiry'))
    .groupBy(cars.id)
    .orderBy(desc(interest), asc(cars.model))
    .limit(5)
    .all()
  return {
    today: byKind(db, nairobiDayStart(today)!),
    thisWeek: byKind(db, nairobiDayStart(mondayOf(today))!),
    awaitingFirstContact: {
      count: db.select({ n: count() }).from(leads).where(waiting).get()?.n ?? 0,
      oldest: oldest ?? null,
    },
    medianMinutesToFirstContact: m === null ? null : Math.round(m),
    topCars,
  }
}
