// An app whose M-Pesa payments go to a Daraja stand-in of its own over real HTTP, for the
// tests of reservations and of what a paid deposit leaves behind.
import { startDarajaStandIn } from '../src/mpesa/stand-in'
import { reservationSettings } from '../src/resources/reservation-settings/reservation-settings.table'
import { makeApp } from './helpers'

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

export type StandInApp = Awaited<ReturnType<typeof standInApp>>
