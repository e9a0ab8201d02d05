// What staff do with reservations: the list's filters, one read whole with its timeline,
// and the actions (extend the hold, mark the car sold, cancel, record the refund and,
// above a threshold, a second member's confirmation of it).
// Each action runs inside the route's audited write and adds a timeline event with the
// staff member's email as actor; its lead's status follows (reservations.lead.ts), and a
// buyer who gave an address is mailed the change. A paid reservation that is cancelled
// owes the buyer their deposit: it ends as refund due (with the reason), and the refund
// is recorded by staff once M-Pesa has sent it back.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { formatNairobiDateTime, isOneOf, nairobiDayStart } from '../../contract'
import type { Queryable } from '../../db/client'
import type { Env } from '../../config/env'
import { kshText } from '../../contract/numbers'
import { queueReservationUpdate, type ReservationUpdate } from './reservations.mail'
import { httpError, validationError } from '../../http/errors'
import { idFilter } from '../../http/list-query'
import { allOf, containsText, idsWhere } from '../../http/simple-rest'
import { findCarTitle } from '../cars/car-title'
import { cars } from '../cars/cars.table'
import { filterText } from '../../http/list-query'
import { followReservation } from './reservations.lead'
import { addReservationEvent } from './reservations.timeline'
import type { StaffRole } from '../../contract/options'
import {
  HOLD_EXTENSION_MESSAGE,
  HOLD_NOT_LATER_MESSAGE,
  REFUND_ALREADY_RECORDED_MESSAGE,
  REFUND_CONFIRM_ADMIN_MESSAGE,
  REFUND_CONFIRM_OTHER_MESSAGE,
  RESERVATION_STATE_MESSAGES,
  type ReservationAction,
  type ReservationDetail,
  type ReservationRecord,
} from './reservations.contract'
import {
  RESERVATION_STATUSES,
  reservationEvents,
  reservations,
  type ReservationStatus,
} from './reservations.table'

type Row = typeof reservations.$inferSelect
const DAY_MS = 24 * 60 * 60 * 1000

/** A refund recorded as sent that a second staff member has still to confirm. */
const awaitsConfirmation = (row: Row) =>
  row.status === 'refund-due' && row.refundRecordedBy !== null && row.refundReference !== null

export const findReservation = (db: Queryable, id: string): Row | null =>
  db.select().from(reservations).where(eq(reservations.id, id)).get() ?? null

/** The row as staff read it: the buyer in full, the car by its title; never the token. */
export function staffRecord(db: Queryable, row: Row): ReservationRecord {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    outcome: row.outcome,
    carId: row.carId,
    carTitle: findCarTitle(db, row.carId)?.title ?? null,
    name: row.name,
    phone: row.phone,
    email: row.email,
    amount: row.amount,
    receipt: row.receipt,
    paidAt: row.paidAt,
    heldUntil: row.heldUntil,
    payBy: row.payBy,
    paidAmount: row.paidAmount,
    paidPhone: row.paidPhone,
    cancelReason: row.cancelReason,
    refundReference: row.refundReference,
    refundRecordedBy: row.refundRecordedBy,
    refundConfirmedBy: row.refundConfirmedBy,
    refundAwaitsConfirmation: awaitsConfirmation(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/**
 * The reservation with its timeline (events written together: in the order written) and,
 * once paid, its lead's state (the `leads` view shows a reservation from then on).
 */
export function reservationDetail(db: Queryable, id: string): ReservationDetail | null {
  const row = findReservation(db, id)
  if (!row) return null
  const events = db
    .select({
      id: reservationEvents.id,
      at: reservationEvents.at,
      kind: reservationEvents.kind,
      actor: reservationEvents.actor,
      detail: reservationEvents.detail,
    })
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, id))
    .orderBy(asc(reservationEvents.at), sql`rowid`)
    .all()
  const lead = row.paidAt
    ? { status: row.leadStatus, assigneeId: row.assigneeId, nextFollowUp: row.nextFollowUp }
    : null
  return { ...staffRecord(db, row), events, lead }
}

/** react-admin's filters: status (one or many), car, buyer (name, phone, email, reference), receipt. */
export function reservationsWhere(filter: Record<string, unknown>): SQL | undefined {
  const given = Array.isArray(filter.status) ? filter.status : [filter.status]
  const statuses = given.filter((s): s is ReservationStatus => isOneOf(RESERVATION_STATUSES, s))
  const carId = filterText(filter.carId)
  return allOf([
    idsWhere(idFilter(filter), reservations.id),
    statuses.length > 0 && inArray(reservations.status, statuses),
    carId && eq(reservations.carId, carId),
    containsText(
      filterText(filter.q),
      reservations.name,
      reservations.phone,
      reservations.email,
      reservations.reference,
    ),
    containsText(filterText(filter.receipt), reservations.receipt),
  ])
}

export const RESERVATION_SORTABLE = {
  createdAt: reservations.createdAt,
  status: reservations.status,
  name: reservations.name,
  heldUntil: reservations.heldUntil,
  paidAt: reservations.paidAt,
  amount: reservations.amount,
}

/** The car goes back to what it was before the hold, if the hold still marks it. */
function releaseCar(tx: Queryable, row: Row, at: string): string {
  const back = row.availabilityBefore ?? 'In Stock'
  tx.update(cars)
    .set({ availability: back, updatedAt: at })
    .where(and(eq(cars.id, row.carId), eq(cars.availability, 'Reserved')))
    .run()
  return back
}

/** When an extended hold ends: days after the current end, or the end of a Nairobi day. */
function newHeldUntil(row: Row, action: Extract<ReservationAction, { action: 'extend' }>): string {
  const current = Date.parse(row.heldUntil ?? '') || Date.now()
  let until: number
  if (action.days) until = current + action.days * DAY_MS
  else if (action.heldUntil) {
    const end = nairobiDayStart(action.heldUntil, 1)
    if (!end) throw validationError({ heldUntil: HOLD_EXTENSION_MESSAGE })
    until = Date.parse(end)
  } else throw validationError({ days: HOLD_EXTENSION_MESSAGE })
  if (until <= current) throw validationError({ heldUntil: HOLD_NOT_LATER_MESSAGE })
  return new Date(until).toISOString()
}

/**
 * Who acts (their id and name for the lead's timeline), and the threshold above which a
 * refund needs a second member's confirmation.
 */
export type StaffActor = {
  id: string
  name: string
  email: string
  role: StaffRole
  refundConfirmAbove: number
}

/**
 * Applies a staff action to the reservation `row` (inside the audited write): its row,
 * the car where the action moves it, and one timeline event (two for a paid one that is
 * cancelled: cancelled, then refund due). 409 when the status does not allow it. A
 * refund of more than `refundConfirmAbove` is recorded, and is refunded only once an
 * admin other than its recorder confirms it (confirm-refund); the row keeps both names.
 * With `env`, the buyer's mail of the change is queued; the caller wakes the mail worker.
 */
export function applyStaffAction(
  tx: Queryable,
  row: Row,
  {
    action,
    by,
    env = null,
    now = new Date(),
  }: { action: ReservationAction; by: StaffActor; env?: Env | null; now?: Date },
): Row {
  const actor = by.email
  const at = now.toISOString()
  const note = (kind: string, detail: string) =>
    addReservationEvent(tx, { reservationId: row.id, kind, actor, detail, at })
  const refuse = (message: string = RESERVATION_STATE_MESSAGES[action.action]) =>
    httpError(409, message)
  let update: ReservationUpdate | null = null
  const set = (values: Partial<Row>) =>
    tx
      .update(reservations)
      .set({ ...values, updatedAt: at })
      .where(eq(reservations.id, row.id))
      .run()
  switch (action.action) {
    case 'extend': {
      if (row.status !== 'paid') throw refuse()
      const heldUntil = newHeldUntil(row, action)
      set({ heldUntil })
      note('hold-extended', `Held until ${formatNairobiDateTime(heldUntil)} (Nairobi)`)
      update = { kind: 'extended' }
      break
    }
    case 'sell': {
      if (row.status !== 'paid') throw refuse()
      set({ status: 'converted' })
      tx.update(cars)
        .set({ availability: 'Sold', updatedAt: at })
        .where(eq(cars.id, row.carId))
        .run()
      note('sold', 'The car is sold to this buyer')
      break
    }
    case 'cancel': {
      if (row.status === 'paid') {
        set({ status: 'refund-due', cancelReason: action.reason })
        const back = releaseCar(tx, row, at)
        note('cancelled', `${action.reason} (the car is ${back} again)`)
        note('refund-due', `Deposit of ${kshText(row.amount)} to refund`)
        update = { kind: 'cancelled', reason: action.reason, refund: true }
      } else if (row.status === 'needs-checking') {
        // The money that came is sent back; the car was never held.
        const amount = row.paidAmount ?? row.amount
        set({ status: 'refund-due', cancelReason: action.reason, amount })
        note('cancelled', action.reason)
        note('refund-due', `Payment of ${kshText(amount)} to refund`)
        update = { kind: 'cancelled', reason: action.reason, refund: true }
      } else if (row.status === 'awaiting-payment') {
        set({ status: 'cancelled', cancelReason: action.reason })
        note('cancelled', action.reason)
        update = { kind: 'cancelled', reason: action.reason, refund: false }
      } else throw refuse()
      break
    }
    case 'refund': {
      if (row.status !== 'refund-due') throw refuse()
      if (awaitsConfirmation(row)) throw refuse(REFUND_ALREADY_RECORDED_MESSAGE)
      const reference = `M-Pesa reference ${action.refundReference}`
      if (row.amount > by.refundConfirmAbove) {
        set({ refundReference: action.refundReference, refundRecordedBy: actor })
        note(
          'refund-recorded',
          `${reference}: a refund over ${kshText(by.refundConfirmAbove)} waits for an admin to confirm it`,
        )
      } else {
        set({
          status: 'refunded',
          refundReference: action.refundReference,
          refundRecordedBy: actor,
        })
        note('refunded', reference)
        update = { kind: 'refunded', reference: action.refundReference }
      }
      break
    }
    case 'confirm-refund': {
      if (!awaitsConfirmation(row)) throw refuse()
      if (by.role !== 'admin') throw httpError(403, REFUND_CONFIRM_ADMIN_MESSAGE)
      if (row.refundRecordedBy?.toLowerCase() === actor.toLowerCase())
        throw refuse(REFUND_CONFIRM_OTHER_MESSAGE)
      set({ status: 'refunded', refundConfirmedBy: actor })
      note(
        'refunded',
        `M-Pesa reference ${row.refundReference}, recorded by ${row.refundRecordedBy}, confirmed by ${actor}`,
      )
      update = { kind: 'refunded', reference: row.refundReference! }
      break
    }
  }
  const after = findReservation(tx, row.id)!
  if (after.status !== row.status) {
    const staff = { actorId: by.id, actorName: by.name }
    after.leadStatus = followReservation(tx, { lead: after, status: after.status, actor: staff })
  }
  if (env && update) queueReservationUpdate(tx, env, { row: after, update })
  return after
}
