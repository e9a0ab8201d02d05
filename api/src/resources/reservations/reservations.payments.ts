// A reservation's payment through M-Pesa Express: the push to the buyer's phone, the
// callback (never believed alone: the STK push query confirms it), and the server's own
// query when no callback came within two minutes. Daraja is Safaricom's with MPESA_*
// keys, else the local stand-in `npm start` runs (MPESA_STAND_IN_URL).
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { paymentOfCallback, stkCallbackSchema } from '../../contract/mpesa'
import type { Db } from '../../db/client'
import type { Env } from '../../config/env'
import { silentLogger, type Logger } from '../../ops/log'
import { mailQueued } from '../../mail/outbox'
import { createDarajaClient, DARAJA_BASE_URLS, type DarajaClient } from '../../mpesa/daraja'
import { STAND_IN_KEYS } from '../../mpesa/stand-in-keys'
import { depositFor } from '../reservation-settings/reservation-settings.contract'
import { currentReservationSettings } from '../reservation-settings/reservation-settings.repository'
import {
  applyPaymentResult,
  endHolds,
  expireUnpaidReservations,
  findReservationByCheckout,
  recordPush,
  recordPushFailed,
  reservableCar,
  startReservation,
  unansweredPushes,
  type PaymentResult,
  type ReservationRow,
  type StartResult,
} from './reservations.repository'

/** How long a push may wait for the buyer before the car is free again, whatever Daraja says. */
export const PAY_WINDOW_MS = 3 * 60 * 1000
/**
 * With no callback this long after the push, the server asks Daraja itself, and again
 * every QUERY_EVERY_MS: a prompt that expired on the phone (Daraja sends no callback
 * for it) frees the car at the next answer, not at the end of the pay window.
 */
export const QUERY_AFTER_MS = 30 * 1000
export const QUERY_EVERY_MS = 20 * 1000

export type Payments = {
  /** Null: neither Daraja keys nor a stand-in; reservations are refused. */
  daraja: DarajaClient | null
  /** The stand-in's address when it plays Daraja (the waiting page links its phone). */
  standInUrl: string | null
  callbackSecret: string
  callbackUrl: string
  log: Logger
  /** For the mail a payment queues (the refund alert, the buyer's receipt); none, none queued. */
  env: Env | null
  /** When the server last asked Daraja about each push, by reservation id (this process's). */
  queried: Map<string, number>
}

export function paymentsFromEnv(env: Env, log: Logger = silentLogger): Payments {
  const callbackSecret = env.MPESA_CALLBACK_SECRET ?? randomBytes(24).toString('hex')
  const origin = env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`
  const keys =
    env.MPESA_CONSUMER_KEY && env.MPESA_CONSUMER_SECRET && env.MPESA_SHORTCODE && env.MPESA_PASSKEY
      ? {
          baseUrl: DARAJA_BASE_URLS[env.MPESA_ENV],
          consumerKey: env.MPESA_CONSUMER_KEY,
          consumerSecret: env.MPESA_CONSUMER_SECRET,
          shortcode: env.MPESA_SHORTCODE,
          passkey: env.MPESA_PASSKEY,
        }
      : null
  const standInUrl = keys ? null : (env.MPESA_STAND_IN_URL ?? null)
  const config = keys ?? (standInUrl ? { baseUrl: standInUrl, ...STAND_IN_KEYS } : null)
  return {
    daraja: config ? createDarajaClient(config) : null,
    standInUrl,
    callbackSecret,
    callbackUrl: `${origin}/api/mpesa-callbacks/${callbackSecret}`,
    log,
    env,
    queried: new Map(),
  }
}

export type StartPaymentResult = StartResult | { ok: false; reason: 'no-daraja' | 'daraja-refused' }

/**
 * Holds the car for this buyer's payment and sends the push to their phone. A push
 * Daraja refuses frees the car at once.
 */
export async function startPayment(
  db: Db,
  payments: Payments,
  input: {
    carId: string
    name: string
    phone: string
    email: string | null
    /** Who asks (http/client-address.ts clientKey), and how many waiting prompts they may have. */
    clientKey: string | null
    maxHolds: number
    maxWaitingPerPhone: number
    maxPromptsPerPhone: number
  },
): Promise<StartPaymentResult> {
  const now = new Date()
  if (!payments.daraja) return { ok: false, reason: 'no-daraja' }
  const car = reservableCar(db, input.carId)
  if (!car) return { ok: false, reason: 'no-car' }
  const amount = depositFor(car.price, currentReservationSettings(db))
  const started = startReservation(
    db,
    { ...input, amount, payBy: new Date(now.getTime() + PAY_WINDOW_MS) },
    now,
  )
  if (!started.ok) return started
  const row = started.row
  try {
    const ids = await payments.daraja.stkPush({
      amount,
      phone: row.phone,
      callbackUrl: payments.callbackUrl,
      accountReference: row.reference,
      description: 'Car deposit',
    })
    recordPush(db, row, ids)
    return started
  } catch (error) {
    payments.log.warn(
      { reservation: row.reference, err: error instanceof Error ? error.message : String(error) },
      'M-Pesa push failed',
    )
    recordPushFailed(db, row, 'M-Pesa did not take the payment request')
    return { ok: false, reason: 'daraja-refused' }
  }
}

/** Asks Daraja what became of the push, and applies a final answer. */
async function confirmByQuery(
  db: Db,
  payments: Payments,
  {
    row,
    payment,
    actor,
  }: {
    row: ReservationRow
    /** What the callback told of the payment; null when none came or it tells none. */
    payment: ReturnType<typeof paymentOfCallback>
    actor: PaymentResult['actor']
  },
) {
  if (!payments.daraja || !row.checkoutRequestId) return null
  const answer = await payments.daraja.stkQuery(row.checkoutRequestId)
  if (answer.state === 'pending') return null
  payments.queried.delete(row.id)
  const applied = applyPaymentResult(db, {
    reservationId: row.id,
    result: { resultCode: answer.resultCode, resultDesc: answer.resultDesc, payment, actor },
    holdDays: currentReservationSettings(db).holdDays,
    env: payments.env,
  })
  if (applied.changed) mailQueued()
  return applied
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Whether a callback's path carries the secret: checked before its body is read. */
export function callbackSecretMatches(payments: Payments, secret: string): boolean {
  if (sameSecret(secret, payments.callbackSecret)) return true
  payments.log.warn('M-Pesa callback with a wrong secret refused')
  return false
}

/**
 * A callback from Daraja: answered 404 unless its path carries the secret; otherwise
 * confirmed with the STK push query before anything changes. Unknown, malformed and
 * repeated callbacks change nothing. Logged by reference and code only.
 */
export async function handleCallback(
  db: Db,
  payments: Payments,
  { secret, body }: { secret: string; body: unknown },
): Promise<'refused' | 'accepted'> {
  if (!callbackSecretMatches(payments, secret)) return 'refused'
  const parsed = stkCallbackSchema.safeParse(body)
  if (!parsed.success) {
    payments.log.warn("M-Pesa callback not in Daraja's shape ignored")
    return 'accepted'
  }
  const callback = parsed.data.Body.stkCallback
  const row = findReservationByCheckout(db, callback.CheckoutRequestID)
  if (!row) {
    payments.log.warn(
      { resultCode: callback.ResultCode },
      'M-Pesa callback for no known push ignored',
    )
    return 'accepted'
  }
  const payment = callback.ResultCode === 0 ? paymentOfCallback(parsed.data) : null
  try {
    const applied = await confirmByQuery(db, payments, { row, payment, actor: 'daraja' })
    payments.log.info(
      {
        reservation: row.reference,
        resultCode: callback.ResultCode,
        status: applied?.status ?? row.status,
      },
      'M-Pesa callback',
    )
  } catch (error) {
    // Daraja's query failed: the server's own query takes it up later.
    payments.log.warn(
      { reservation: row.reference, err: error instanceof Error ? error.message : String(error) },
      'M-Pesa callback not confirmed yet',
    )
  }
  return 'accepted'
}

/**
 * The server's own round: for each push with no answer QUERY_AFTER_MS on, ask Daraja
 * (again every QUERY_EVERY_MS); then free the cars whose payment time is up. Run every
 * few seconds by the server, and for one reservation when its page is read.
 */
export async function settlePayments(
  db: Db,
  payments: Payments,
  { now = new Date(), only }: { now?: Date; only?: ReservationRow } = {},
): Promise<void> {
  const due = only ? [only] : unansweredPushes(db, QUERY_AFTER_MS, now)
  for (const row of due) {
    if (row.status !== 'awaiting-payment' || !row.pushedAt) continue
    if (now.getTime() - Date.parse(row.pushedAt) < QUERY_AFTER_MS) continue
    const asked = payments.queried.get(row.id)
    if (asked !== undefined && now.getTime() - asked < QUERY_EVERY_MS) continue
    payments.queried.set(row.id, now.getTime())
    try {
      await confirmByQuery(db, payments, { row, payment: null, actor: 'server' })
    } catch (error) {
      payments.log.warn(
        { reservation: row.reference, err: error instanceof Error ? error.message : String(error) },
        'M-Pesa query failed',
      )
    }
  }
  expireUnpaidReservations(db, now)
  // Pushes no longer waiting are forgotten.
  for (const [id, at] of payments.queried) {
    if (now.getTime() - at > PAY_WINDOW_MS) payments.queried.delete(id)
  }
}

/**
 * The server's rounds: every `intervalMs` the unanswered pushes and the payment windows
 * (settlePayments), and the holds that end (endHolds). One round at a time.
 */
export function startPaymentRounds(db: Db, payments: Payments, intervalMs = 10_000) {
  let running = false
  const round = async () => {
    if (running) return
    running = true
    try {
      await settlePayments(db, payments)
      endHolds(db)
    } catch (error) {
      payments.log.error(
        { err: error instanceof Error ? error.message : String(error) },
        'Reservation round failed',
      )
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void round(), intervalMs)
  timer.unref()
  return { round, stop: () => clearInterval(timer) }
}
