// Reservations as stored, and every change of their state, each in one write transaction
// with its timeline event. The money rules: a car is Reserved only in the transaction
// that records its confirmed payment; a second confirmed payment for a car that is
// already held (or sold) is recorded as refund due; a reservation that is final is not
// changed again by a repeated answer.
import { and, asc, count, eq, gt, gte, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { newTrackingToken } from '../../db/schema/util'
import { displayPhone } from '../../contract/dealer'
import { outcomeOfResultCode, type PaymentOutcome } from '../../contract/mpesa'
import { nairobiDayStart, todayInNairobi } from '../../contract/nairobi'
import { brands } from '../brands/brands.table'
import type { Env } from '../../config/env'
import { queueReservationMail, type ReservationMailChange } from './reservations.mail'
import { addReservationEvent } from './reservations.timeline'
import { kshText } from '../../contract/numbers'
import { followReservation } from './reservations.lead'
import { carTitle } from '../cars/car-title'
import { cars } from '../cars/cars.table'
import { RESERVABLE_AVAILABILITY, type ReservationView } from './reservations.contract'
import {
  reservationRefusals,
  reservations,
  type ReservationRefusalReason,
  type ReservationStatus,
} from './reservations.table'

export type ReservationRow = typeof reservations.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000
/** Letters and digits a buyer reads back without doubt (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function newReference(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(7))
  return `RSV${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`
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
  setFailed(tx, row, {
    outcome: 'no-answer',
    detail: 'No answer from the phone in time',
    actor: 'server',
    now,
  })
  return true
}

/** Why a payment failed (its outcome and the timeline's words), who told, and when. */
type Failure = { outcome: PaymentOutcome; detail: string; actor: string; now: Date }

function setFailed(tx: Queryable, row: ReservationRow, { outcome, detail, actor, now }: Failure) {
  tx.update(reservations)
    .set({ status: 'payment-failed', outcome, updatedAt: now.toISOString() })
    .where(eq(reservations.id, row.id))
    .run()
  addReservationEvent(tx, {
    reservationId: row.id,
    kind: outcome === 'no-answer' ? 'expired' : 'failed',
    actor,
    detail,
    at: now.toISOString(),
  })
}

export type StartResult =
  | { ok: true; row: ReservationRow }
  | {
      ok: false
      reason:
        | 'no-car'
        | 'not-reservable'
        | 'reserved'
        | 'busy'
        | 'phone-waiting'
        | 'phone-daily-cap'
        | 'client-holds'
    }

/** Awaiting payment and still within its pay window at `now`. */
const waitingAt = (now: Date) =>
  and(eq(reservations.status, 'awaiting-payment'), gt(reservations.payBy, now.toISOString()))

/**
 * A reservation awaiting payment for the car, unless the car is held or another buyer
 * is paying for it now (one whose time is up no longer counts), or the limits that stop
 * one person from holding every car or flooding a phone with prompts say no:
 * `maxWaitingPerPhone` waiting prompts per phone number (RESERVATION_WAITING_PER_PHONE,
 * one), `maxPromptsPerPhone` prompts a Nairobi day per number
 * (RESERVATION_PROMPTS_PER_PHONE), `maxHolds` waiting prompts per client (`clientKey`;
 * RESERVATION_HOLDS_PER_CLIENT).
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
    /** Who asks; without it (the seed, fixtures) no client limit applies. */
    clientKey?: string | null
    maxHolds?: number
    /**
     * Prompts waiting at once on one phone, and a day to one phone; without them (the
     * seed, fixtures) neither limit applies.
     */
    maxWaitingPerPhone?: number
    maxPromptsPerPhone?: number
  },
  now = new Date(),
): StartResult {
  return db.transaction((tx) => {
    const refuse = (reason: Extract<StartResult, { ok: false }>['reason']) =>
      ({ ok: false, reason }) as const
    const car = reservableCar(tx, input.carId)
    if (!car) return refuse('no-car')
    if (car.availability === 'Reserved') return refuse('reserved')
    if (!RESERVABLE_AVAILABILITY.some((a) => a === car.availability))
      return refuse('not-reservable')
    const waiting = tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.carId, car.id), eq(reservations.status, 'awaiting-payment')))
      .get()
    if (waiting && !expireUnpaid(tx, waiting, now)) return refuse('busy')
    const samePhone = eq(reservations.phone, input.phone)
    if (input.maxWaitingPerPhone !== undefined) {
      const waitingOnPhone = tx
        .select({ n: count() })
        .from(reservations)
        .where(and(samePhone, waitingAt(now)))
        .get()
      if ((waitingOnPhone?.n ?? 0) >= input.maxWaitingPerPhone) return refuse('phone-waiting')
    }
    const dayStart = nairobiDayStart(todayInNairobi(now)) ?? now.toISOString()
    // Every attempt of the day that sent (or is sending) a prompt to the phone.
    const prompts = tx
      .select({ n: count() })
      .from(reservations)
      .where(
        and(
          samePhone,
          gte(reservations.createdAt, dayStart),
          or(isNotNull(reservations.pushedAt), eq(reservations.status, 'awaiting-payment')),
        ),
      )
      .get()
    if (input.maxPromptsPerPhone !== undefined && (prompts?.n ?? 0) >= input.maxPromptsPerPhone)
      return refuse('phone-daily-cap')
    if (input.clientKey && input.maxHolds !== undefined) {
      const holds = tx
        .select({ n: count() })
        .from(reservations)
        .where(and(eq(reservations.clientKey, input.clientKey), waitingAt(now)))
        .get()
      if ((holds?.n ?? 0) >= input.maxHolds) return refuse('client-holds')
    }
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
        clientKey: input.clientKey ?? null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returning()
      .get()
    addReservationEvent(tx, {
      reservationId: row.id,
      kind: 'requested',
      actor: 'buyer',
      detail: `Deposit ${kshText(input.amount)}`,
      at: now.toISOString(),
    })
    return { ok: true, row } as const
  }, IMMEDIATE)
}

/** Counts a refused attempt under its reason, for today (Nairobi). */
export function recordRefusal(db: Db, reason: ReservationRefusalReason, now = new Date()): void {
  db.insert(reservationRefusals)
    .values({ day: todayInNairobi(now), reason, count: 1 })
    .onConflictDoUpdate({
      target: [reservationRefusals.day, reservationRefusals.reason],
      set: { count: sql`${reservationRefusals.count} + 1` },
    })
    .run()
}

/** The refused attempts of the last `days` Nairobi days (today included), newest first. */
export function refusalCounts(db: Queryable, days: number, now = new Date()) {
  const from = todayInNairobi(new Date(now.getTime() - (days - 1) * DAY_MS))
  return db
    .select()
    .from(reservationRefusals)
    .where(gte(reservationRefusals.day, from))
    .orderBy(sql`${reservationRefusals.day} desc`, asc(reservationRefusals.reason))
    .all()
}

/** The push reached Daraja: its ids name the payment from now on. */
export function recordPush(
  db: Db,
  row: ReservationRow,
  ids: { merchantRequestId: string; checkoutRequestId: string },
): void {
  const at = new Date().toISOString()
  db.transaction((tx) => {
    tx.update(reservations)
      .set({ ...ids, pushedAt: at, updatedAt: at })
      .where(eq(reservations.id, row.id))
      .run()
    addReservationEvent(tx, {
      reservationId: row.id,
      kind: 'pushed',
      actor: 'server',
      detail: 'Payment request sent to the phone',
      at,
    })
  }, IMMEDIATE)
}

/** Daraja refused the push or could not be reached: nothing was asked of the phone. */
export function recordPushFailed(db: Db, row: ReservationRow, reason: string) {
  const failure = { outcome: 'failed', detail: reason, actor: 'server', now: new Date() } as const
  db.transaction((tx) => setFailed(tx, row, failure), IMMEDIATE)
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
  /** From the callback: the receipt, the amount and the paying phone. The query tells none. */
  payment?: { receipt: string; amount: number; paidAt: string; phone?: string | null } | null
  /** Who told: daraja (the callback, confirmed by a query) or server (its own query). */
  actor: 'daraja' | 'server'
}

const reread = (tx: Queryable, id: string) =>
  tx.select().from(reservations).where(eq(reservations.id, id)).get()!

const FINAL: readonly ReservationStatus[] = [
  'paid',
  'refund-due',
  'refunded',
  'converted',
  'needs-checking',
]

/**
 * Whether the phone a callback names is the reservation's: Daraja may mask some digits
 * (2547****5678), and then only the digits it shows are compared.
 */
export function sameMpesaPhone(paid: string, asked: string): boolean {
  const given = paid.replace(/[\s+-]/g, '')
  if (given.length !== asked.length) return false
  return [...given].every((ch, i) => ch === '*' || ch === asked[i])
}

/**
 * Why a confirmed payment cannot be taken as the deposit asked, or null when it is: the
 * callback told another amount, another phone, or a receipt another payment has.
 */
function paymentMismatch(
  tx: Queryable,
  row: ReservationRow,
  payment: NonNullable<PaymentResult['payment']>,
): string | null {
  if (payment.amount !== row.amount)
    return `Paid ${kshText(payment.amount)}, not the deposit of ${kshText(row.amount)}`
  if (payment.phone && !sameMpesaPhone(payment.phone, row.phone))
    return 'Paid from a phone number that is not the reservation’s'
  const used = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.receipt, payment.receipt), ne(reservations.id, row.id)))
    .get()
  if (used) return `M-Pesa receipt ${payment.receipt} is already recorded for another payment`
  return null
}

/** Who moves a lead when the payment does, on the lead's timeline. */
const PAYMENT_ACTOR = { actorId: null, actorName: 'M-Pesa payment' }

/**
 * Applies a confirmed result to the reservation, once: the car is Reserved in the same
 * transaction that records the payment, or the payment is refund due when the car is
 * held by another payment or sold, or it needs checking by staff (never paid) when the
 * callback's amount, phone or receipt is not what was asked. Answers the reservation's
 * status afterwards and whether this call changed it. With `env`, queues its mail in the
 * same transaction: staff's alert when a refund is due or a payment needs checking, the
 * buyer's receipt when paid (reservations.mail.ts); the caller wakes the mail worker.
 */
export function applyPaymentResult(
  db: Db,
  {
    reservationId,
    result,
    holdDays,
    now = new Date(),
    env = null,
  }: {
    reservationId: string
    result: PaymentResult
    /** How long a paid reservation holds the car. */
    holdDays: number
    now?: Date
    env?: Env | null
  },
): { status: ReservationStatus; changed: boolean } {
  return db.transaction((tx) => {
    const row = tx.select().from(reservations).where(eq(reservations.id, reservationId)).get()
    if (!row) throw new Error(`No reservation ${reservationId}`)
    const at = now.toISOString()
    const note = (kind: string, detail: string) =>
      addReservationEvent(tx, { reservationId: row.id, kind, actor: result.actor, detail, at })
    const mail = (change: ReservationMailChange) => {
      if (env) queueReservationMail(tx, env, { row: reread(tx, row.id), change })
    }
    if (FINAL.includes(row.status)) {
      // A repeated answer changes nothing; the receipt a query could not tell is kept,
      // when the callback that tells it matches what was asked.
      if (
        result.resultCode === 0 &&
        result.payment &&
        !row.receipt &&
        row.status === 'paid' &&
        !paymentMismatch(tx, row, result.payment)
      ) {
        tx.update(reservations)
          .set({ receipt: result.payment.receipt, updatedAt: at })
          .where(eq(reservations.id, row.id))
          .run()
        note('receipt', `M-Pesa receipt ${result.payment.receipt}`)
        return { status: row.status, changed: true }
      }
      return { status: row.status, changed: false }
    }
    if (result.resultCode !== 0) {
      if (row.status !== 'awaiting-payment') return { status: row.status, changed: false }
      setFailed(tx, row, {
        outcome: outcomeOfResultCode(result.resultCode),
        detail: result.resultDesc,
        actor: result.actor,
        now,
      })
      return { status: 'payment-failed', changed: true }
    }
    // Paid. Whatever happened to the reservation meanwhile, the money arrived.
    const payment = result.payment ?? null
    const mismatch = payment ? paymentMismatch(tx, row, payment) : null
    if (payment && mismatch) {
      // Kept for staff to check with M-Pesa: the car is not held, nothing counts as paid.
      tx.update(reservations)
        .set({
          status: 'needs-checking',
          outcome: null,
          paidAt: payment.paidAt,
          paidAmount: payment.amount,
          paidPhone: payment.phone ?? null,
          updatedAt: at,
        })
        .where(eq(reservations.id, row.id))
        .run()
      note('needs-checking', `${mismatch} (M-Pesa receipt ${payment.receipt})`)
      mail({ status: 'needs-checking', why: mismatch })
      return { status: 'needs-checking', changed: true }
    }
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
      note('refund-due', why)
      followReservation(tx, { lead: row, status: 'refund-due', actor: PAYMENT_ACTOR })
      mail({ status: 'refund-due', why })
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
    note('paid', detail)
    followReservation(tx, { lead: row, status: 'paid', actor: PAYMENT_ACTOR })
    mail({ status: 'paid' })
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
      addReservationEvent(tx, {
        reservationId: row.id,
        kind: 'hold-ended',
        actor: 'server',
        detail: `The car is ${back} again`,
        at: now.toISOString(),
      })
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
