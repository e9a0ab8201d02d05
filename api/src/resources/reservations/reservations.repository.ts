// Reservations as stored, and every change of their state, each in one write transaction
// with its timeline event. The money rules: a car is Reserved only in the transaction
// that records its confirmed payment; a second confirmed payment for a car that is
// already held (or sold) is recorded as refund due; a reservation that is final is not
// changed again by a repeated answer.
import { and, asc, eq, lt, lte } from 'drizzle-orm'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { newTrackingToken } from '../../db/schema/util'
import { displayPhone } from '../../contract/dealer'
import { outcomeOfResultCode, type PaymentOutcome } from '../../contract/mpesa'
import { brands } from '../brands/brands.table'
import type { Env } from '../../env'
import { queueReservationMail } from '../../mail/reservation-mail'
import { carTitle } from '../cars/car-title'
import { cars } from '../cars/cars.table'
import { RESERVABLE_AVAILABILITY, type ReservationView } from './reservations.contract'
import { reservationEvents, reservations, type ReservationStatus } from './reservations.table'

export type ReservationRow = typeof reservations.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000
/** Letters and digits a buyer reads back without doubt (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function newReference(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(7))
  return `RSV${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`
}

function event(
  tx: Queryable,
  reservationId: string,
  kind: string,
  actor: string,
  detail: string | null = null,
  at = new Date().toISOString(),
) {
  tx.insert(reservationEvents).values({ reservationId, kind, actor, detail, at }).run()
}

/** The car as a reservation needs it: its title, price and availability. */
export function reservableCar(db: Queryable, carId: string) {
  return (
    db
      .select({
        id: cars.id,
        title: carTitle,
        price: cars.price,
        availability: cars.availability,
      })
      .from(cars)
      .leftJoin(brands, eq(brands.key, cars.brand))
      .where(eq(cars.id, carId))
      .get() ?? null
  )
}

/** Marks an unpaid reservation whose push's lifetime is over as not answered. */
function expireUnpaid(tx: Queryable, row: ReservationRow, now: Date): boolean {
  if (row.status !== 'awaiting-payment' || Date.parse(row.payBy) > now.getTime()) return false
  setFailed(tx, row, 'no-answer', 'No answer from the phone in time', 'server', now)
  return true
}

function setFailed(
  tx: Queryable,
  row: ReservationRow,
  outcome: PaymentOutcome,
  detail: string,
  actor: string,
  now: Date,
) {
  tx.update(reservations)
    .set({ status: 'payment-failed', outcome, updatedAt: now.toISOString() })
    .where(eq(reservations.id, row.id))
    .run()
  event(
    tx,
    row.id,
    outcome === 'no-answer' ? 'expired' : 'failed',
    actor,
    detail,
    now.toISOString(),
  )
}

export type StartResult =
  | { ok: true; row: ReservationRow }
  | { ok: false; reason: 'no-car' | 'not-reservable' | 'reserved' | 'busy' }

/**
 * A reservation awaiting payment for the car, unless the car is held or another buyer
 * is paying for it now (one whose time is up no longer counts).
 */
export function startReservation(
  db: Db,
  input: {
    carId: string
    name: string
    phone: string
    email: string | null
    amount: number
    payBy: Date
  },
  now = new Date(),
): StartResult {
  return db.transaction((tx) => {
    const car = reservableCar(tx, input.carId)
    if (!car) return { ok: false, reason: 'no-car' } as const
    if (car.availability === 'Reserved') return { ok: false, reason: 'reserved' } as const
    if (!RESERVABLE_AVAILABILITY.some((a) => a === car.availability))
      return { ok: false, reason: 'not-reservable' } as const
    const waiting = tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.carId, car.id), eq(reservations.status, 'awaiting-payment')))
      .get()
    if (waiting && !expireUnpaid(tx, waiting, now)) return { ok: false, reason: 'busy' } as const
    const row = tx
      .insert(reservations)
      .values({
        token: newTrackingToken(),
        reference: newReference(),
        carId: car.id,
        name: input.name,
        phone: input.phone,
        email: input.email,
        amount: input.amount,
        status: 'awaiting-payment',
        payBy: input.payBy.toISOString(),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returning()
      .get()
    event(tx, row.id, 'requested', 'buyer', `Deposit KES ${input.amount}`, now.toISOString())
    return { ok: true, row } as const
  }, IMMEDIATE)
}

/** The push reached Daraja: its ids name the payment from now on. */
export function recordPush(
  db: Db,
  row: ReservationRow,
  ids: { merchantRequestId: string; checkoutRequestId: string },
  now = new Date(),
): void {
  db.transaction((tx) => {
    tx.update(reservations)
      .set({ ...ids, pushedAt: now.toISOString(), updatedAt: now.toISOString() })
      .where(eq(reservations.id, row.id))
      .run()
    event(tx, row.id, 'pushed', 'server', 'Payment request sent to the phone', now.toISOString())
  }, IMMEDIATE)
}

/** Daraja refused the push or could not be reached: nothing was asked of the phone. */
export function recordPushFailed(db: Db, row: ReservationRow, reason: string, now = new Date()) {
  db.transaction((tx) => setFailed(tx, row, 'failed', reason, 'server', now), IMMEDIATE)
}

export const findReservationByToken = (db: Queryable, token: string) =>
  db.select().from(reservations).where(eq(reservations.token, token)).get() ?? null

export const findReservationByCheckout = (db: Queryable, checkoutRequestId: string) =>
  db
    .select()
    .from(reservations)
    .where(eq(reservations.checkoutRequestId, checkoutRequestId))
    .get() ?? null

/** What became of the payment, as Daraja told it (the query's code, the callback's details). */
export type PaymentResult = {
  resultCode: number
  resultDesc: string
  /** From the callback: the receipt and the amount paid. The query tells neither. */
  payment?: { receipt: string; amount: number; paidAt: string } | null
  /** Who told: daraja (the callback, confirmed by a query) or server (its own query). */
  actor: 'daraja' | 'server'
}

const reread = (tx: Queryable, id: string) =>
  tx.select().from(reservations).where(eq(reservations.id, id)).get()!

const FINAL: readonly ReservationStatus[] = ['paid', 'refund-due', 'refunded', 'converted']

/**
 * Applies a confirmed result to the reservation, once: the car is Reserved in the same
 * transaction that records the payment, or the payment is refund due when the car is
 * held by another payment, sold, or the amount is not the deposit asked. Answers the
 * reservation's status afterwards and whether this call changed it. With `env`, queues
 * its mail in the same transaction: staff's alert when a refund is due, the buyer's
 * receipt when paid (mail/reservation-mail.ts); the caller wakes the mail worker.
 */
export function applyPaymentResult(
  db: Db,
  reservationId: string,
  result: PaymentResult,
  holdDays: number,
  now = new Date(),
  env: Env | null = null,
): { status: ReservationStatus; changed: boolean } {
  return db.transaction((tx) => {
    const row = tx.select().from(reservations).where(eq(reservations.id, reservationId)).get()
    if (!row) throw new Error(`No reservation ${reservationId}`)
    const at = now.toISOString()
    if (FINAL.includes(row.status)) {
      // A repeated answer changes nothing; the receipt a query could not tell is kept.
      if (result.resultCode === 0 && result.payment && !row.receipt && row.status === 'paid') {
        tx.update(reservations)
          .set({ receipt: result.payment.receipt, updatedAt: at })
          .where(eq(reservations.id, row.id))
          .run()
        event(tx, row.id, 'receipt', result.actor, `M-Pesa receipt ${result.payment.receipt}`, at)
        return { status: row.status, changed: true }
      }
      return { status: row.status, changed: false }
    }
    if (result.resultCode !== 0) {
      if (row.status !== 'awaiting-payment') return { status: row.status, changed: false }
      setFailed(
        tx,
        row,
        outcomeOfResultCode(result.resultCode),
        result.resultDesc,
        result.actor,
        now,
      )
      return { status: 'payment-failed', changed: true }
    }
    // Paid. Whatever happened to the reservation meanwhile, the money arrived.
    const payment = result.payment ?? null
    const paid = {
      receipt: payment?.receipt ?? null,
      paidAt: payment?.paidAt ?? at,
      outcome: null,
      updatedAt: at,
    }
    const car = reservableCar(tx, row.carId)
    const heldByAnother = tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.carId, row.carId), eq(reservations.status, 'paid')))
      .get()
    const why =
      row.status === 'cancelled'
        ? 'The reservation was cancelled before the payment arrived'
        : payment && payment.amount !== row.amount
          ? `Paid KES ${payment.amount}, not the deposit of KES ${row.amount}`
          : heldByAnother
            ? 'The car is held by another paid reservation'
            : !car || car.availability === 'Sold'
              ? 'The car is sold'
              : null
    if (why) {
      tx.update(reservations)
        .set({ ...paid, status: 'refund-due' })
        .where(eq(reservations.id, row.id))
        .run()
      event(tx, row.id, 'refund-due', result.actor, why, at)
      if (env) queueReservationMail(tx, env, reread(tx, row.id), { status: 'refund-due', why })
      return { status: 'refund-due', changed: true }
    }
    tx.update(reservations)
      .set({
        ...paid,
        status: 'paid',
        heldUntil: new Date(now.getTime() + holdDays * DAY_MS).toISOString(),
        availabilityBefore: car?.availability ?? null,
      })
      .where(eq(reservations.id, row.id))
      .run()
    tx.update(cars)
      .set({ availability: 'Reserved', updatedAt: at })
      .where(eq(cars.id, row.carId))
      .run()
    const detail = payment ? `M-Pesa receipt ${payment.receipt}` : 'Confirmed by the payment query'
    event(tx, row.id, 'paid', result.actor, detail, at)
    if (env) queueReservationMail(tx, env, reread(tx, row.id), { status: 'paid' })
    return { status: 'paid', changed: true }
  }, IMMEDIATE)
}

/** Reservations awaiting payment whose push went out at least `afterMs` ago. */
export function unansweredPushes(db: Queryable, afterMs: number, now = new Date()) {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'awaiting-payment'),
        lte(reservations.pushedAt, new Date(now.getTime() - afterMs).toISOString()),
      ),
    )
    .orderBy(asc(reservations.pushedAt))
    .limit(50)
    .all()
}

/** Frees the cars of reservations whose payment time is up with no answer. */
export function expireUnpaidReservations(db: Db, now = new Date()): number {
  return db.transaction((tx) => {
    const due = tx
      .select()
      .from(reservations)
      .where(
        and(eq(reservations.status, 'awaiting-payment'), lt(reservations.payBy, now.toISOString())),
      )
      .all()
    for (const row of due) expireUnpaid(tx, row, now)
    return due.length
  }, IMMEDIATE)
}

/**
 * Ends the holds whose time is up: the reservation expires and the car goes back to
 * what it was, unless staff have changed the car meanwhile (sold it, say).
 */
export function endHolds(db: Db, now = new Date()): number {
  return db.transaction((tx) => {
    const due = tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.status, 'paid'), lt(reservations.heldUntil, now.toISOString())))
      .all()
    for (const row of due) {
      tx.update(reservations)
        .set({ status: 'expired', updatedAt: now.toISOString() })
        .where(eq(reservations.id, row.id))
        .run()
      const back = row.availabilityBefore ?? 'In Stock'
      tx.update(cars)
        .set({ availability: back, updatedAt: now.toISOString() })
        .where(and(eq(cars.id, row.carId), eq(cars.availability, 'Reserved')))
        .run()
      event(tx, row.id, 'hold-ended', 'server', `The car is ${back} again`, now.toISOString())
    }
    return due.length
  }, IMMEDIATE)
}

/** "2547******678": enough for the buyer to recognise, too little for anyone else. */
export const maskedPhone = (phone: string) =>
  `${phone.slice(0, 4)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-3)}`

/** The reservation as its private page shows it. */
export function reservationView(db: Queryable, row: ReservationRow): ReservationView {
  const car = reservableCar(db, row.carId)
  return {
    reference: row.reference,
    status: row.status,
    outcome: row.outcome,
    amount: row.amount,
    phone: maskedPhone(row.phone),
    car: { id: row.carId, title: car?.title ?? 'A car no longer listed', price: car?.price ?? 0 },
    receipt: row.receipt,
    paidAt: row.paidAt,
    heldUntil: row.heldUntil,
    payBy: row.payBy,
    createdAt: row.createdAt,
  }
}

/** Whether any reservation names the car (a car with one is not deleted). */
export const hasReservations = (db: Queryable, carId: string) =>
  db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.carId, carId))
    .limit(1)
    .get() !== undefined

/**
 * A paid reservation as the lead inbox reads it: its buyer's fields as every lead has
 * them (never the private link's token), and the payment summed up for the lead's page,
 * whose actions stay on the reservation's own page.
 */
export function reservationLead(db: Queryable, id: string) {
  const row = db.select().from(reservations).where(eq(reservations.id, id)).get()
  if (!row) return null
  return {
    details: {
      reference: row.reference,
      name: row.name,
      phone: displayPhone(`+${row.phone}`),
      email: row.email,
    },
    payment: {
      id: row.id,
      status: row.status,
      amount: row.amount,
      receipt: row.receipt,
      paidAt: row.paidAt,
      heldUntil: row.heldUntil,
      refundReference: row.refundReference,
    },
  }
}
