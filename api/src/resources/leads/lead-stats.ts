// The dashboard's lead figures: new leads today and this week by kind, who still waits for
// a first contact (and since when), the median time to a first contact, and the cars that
// draw the most interest. Days and weeks are Nairobi's (weeks start on Monday).
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  sql,
} from 'drizzle-orm'
import {
  LEAD_KINDS,
  OPEN_LEAD_STATUSES,
  nairobiDayStart,
  todayInNairobi,
  type LeadKind,
  type LeadStats,
} from '../../contract'
import type { Queryable } from '../../db/client'
import { carEnquiries, leads, testDrives } from './leads.table'
import { chatClicks } from '../chat-clicks/chat-clicks.table'
import { reservations } from '../reservations/reservations.table'
import { findCarTitle } from '../cars/car-title'

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

/**
 * The dashboard's reservation figures: deposits paid since each start (whatever became
 * of them since: a buyer who paid is a lead), and the counts staff act on.
 */
function reservationFigures(db: Queryable, today: string, monday: string) {
  const paidSince = (since: string) =>
    db.select({ n: count() }).from(reservations).where(gte(reservations.paidAt, since)).get()?.n ??
    0
  const byStatus = Object.fromEntries(
    db
      .select({ status: reservations.status, n: count() })
      .from(reservations)
      .where(inArray(reservations.status, ['awaiting-payment', 'paid', 'refund-due']))
      .groupBy(reservations.status)
      .all()
      .map((r) => [r.status, r.n]),
  )
  return {
    paidToday: paidSince(today),
    paidThisWeek: paidSince(monday),
    awaitingPayment: byStatus['awaiting-payment'] ?? 0,
    held: byStatus.paid ?? 0,
    refundDue: byStatus['refund-due'] ?? 0,
  }
}

/** Today's test drives by their time, with the car's name: a salesperson's day. */
function testDrivesOn(db: Queryable, day: string) {
  return db
    .select({
      id: testDrives.id,
      name: testDrives.name,
      time: testDrives.preferredTime,
      carId: testDrives.carId,
    })
    .from(testDrives)
    .where(and(eq(testDrives.preferredDate, day), notInArray(testDrives.status, ['lost', 'spam'])))
    .orderBy(asc(testDrives.preferredTime), asc(testDrives.createdAt))
    .all()
    .map(({ carId, ...drive }) => ({
      ...drive,
      carTitle: carId ? (findCarTitle(db, carId)?.title ?? null) : null,
    }))
}

export function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function leadStats(db: Queryable, now: Date = new Date()): LeadStats {
  const today = todayInNairobi(now)
  // Nobody has answered it yet: new, or qualified by a paid deposit (reservations.lead.ts).
  const waiting = and(inArray(leads.status, ['new', 'qualified']), isNull(leads.firstContactAt))
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
  // Interest per car: enquiries from its page plus clicks through to the chat app.
  const ranked = db.all<{ carId: string; enquiries: number; chatClicks: number }>(sql`
    select car_id as carId, sum(enquiry) as enquiries, sum(click) as chatClicks
    from (
      select car_id, 1 as enquiry, 0 as click from ${carEnquiries} where car_id is not null
      union all
      select car_id, 0, 1 from ${chatClicks}
    )
    group by car_id
    order by enquiries + chatClicks desc, car_id
    limit 5`)
  const topCars = ranked
    .flatMap((r) => {
      const car = findCarTitle(db, r.carId)
      return car
        ? [{ carId: r.carId, title: car.title, enquiries: r.enquiries, chatClicks: r.chatClicks }]
        : []
    })
    // Equal interest: by name, so the list reads the same every time.
    .sort(
      (a, b) =>
        b.enquiries + b.chatClicks - (a.enquiries + a.chatClicks) || a.title.localeCompare(b.title),
    )
  return {
    today: byKind(db, nairobiDayStart(today)!),
    thisWeek: byKind(db, nairobiDayStart(mondayOf(today))!),
    awaitingFirstContact: {
      count: db.select({ n: count() }).from(leads).where(waiting).get()?.n ?? 0,
      oldest: oldest ?? null,
    },
    medianMinutesToFirstContact: m === null ? null : Math.round(m),
    followUpsDue:
      db
        .select({ n: count() })
        .from(leads)
        .where(
          and(
            inArray(leads.status, OPEN_LEAD_STATUSES),
            isNotNull(leads.nextFollowUp),
            lte(leads.nextFollowUp, today),
          ),
        )
        .get()?.n ?? 0,
    testDrivesToday: testDrivesOn(db, today),
    reservations: reservationFigures(
      db,
      nairobiDayStart(today)!,
      nairobiDayStart(mondayOf(today))!,
    ),
    topCars,
  }
}
