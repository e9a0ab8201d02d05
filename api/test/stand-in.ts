// An app whose M-Pesa payments go to a Daraja stand-in of its own over real HTTP, for the
// tests of reservations and of what a paid deposit leaves behind.
import { eq } from 'drizzle-orm'
import type { Db } from '../src/index'
import { startDarajaStandIn, type PhoneAnswer, type StandIn } from '../src/mpesa/stand-in'
import { reservationSettings } from '../src/resources/reservation-settings/reservation-settings.table'
import { reservations } from '../src/resources/reservations/reservations.table'
import { jsonInit, makeApp, type TestApp } from './helpers'

/**
 * For tests of other things than the reservation limits (reservations.limits.test.ts):
 * their buyers share one phone number, and the test runner is one client.
 */
const RESERVATION_LIMITS_OFF = {
  RESERVATION_WAITING_PER_PHONE: '100000',
  RESERVATION_PROMPTS_PER_PHONE: '100000',
  RESERVATION_HOLDS_PER_CLIENT: '100000',
}

/**
 * A started stand-in and an app that pays through it, with `secret` as the callback's
 * secret, the reservation limits `off` or `as configured`, `env` on top, and no
 * reservation settings stored (the defaults apply). The caller closes the stand-in.
 */
export async function standInApp(opts: {
  secret: string
  limits: 'off' | 'as configured'
  env?: Record<string, string>
}) {
  const standIn = await startDarajaStandIn()
  const made = makeApp({
    env: {
      MPESA_STAND_IN_URL: standIn.url,
      MPESA_CALLBACK_SECRET: opts.secret,
      ...(opts.limits === 'off' ? RESERVATION_LIMITS_OFF : {}),
      ...opts.env,
    },
  })
  made.db.delete(reservationSettings).run()
  return { ...made, standIn }
}

/**
 * The buyer of the reservation started with `token` answers the phone (`answer`: approve
 * unless said), and the stand-in's callback is posted to `paying.app`: the reservation's
 * row as it was started, and the callback's response.
 */
export async function answerAndCallBack(
  paying: { app: TestApp; db: Db; standIn: StandIn; secret: string },
  token: string,
  answer: PhoneAnswer = 'approve',
) {
  const { app, db, standIn, secret } = paying
  const row = db.select().from(reservations).where(eq(reservations.token, token)).get()!
  const { push } = await standIn.answer(row.checkoutRequestId!, answer, { callback: false })
  const callback = await app.request(
    `/api/mpesa-callbacks/${secret}`,
    jsonInit('POST', standIn.callbackOf(push)),
  )
  return { row, callback }
}
