// Daraja's payment callbacks: POST /api/mpesa-callbacks/{secret}, the secret being the
// private link the payment request gave Daraja (reservations.payments.ts settles them).
import { Hono } from 'hono'
import { smallBody } from '../../http/body-limits'
import { httpError } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import type { RouteDeps } from '../route-deps'
import { callbackSecretMatches, handleCallback } from './reservations.payments'

export function mpesaCallbackRoutes({ db, payments }: RouteDeps) {
  // A wrong secret is refused before a byte of the body is read; Daraja's is small.
  const secretFirst = smallBody((c) => {
    if (!callbackSecretMatches(payments, c.req.param('secret') ?? '')) {
      throw httpError(404, 'Not found')
    }
  })
  return new Hono<ApiEnv>().post('/:secret', secretFirst, async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const handled = await handleCallback(db, payments, { secret: c.req.param('secret'), body })
    if (handled === 'refused') throw httpError(404, 'Not found')
    // Daraja's acknowledgement.
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' })
  })
}

/** What this file serves: /api/mpesa-callbacks. */
export const routes = {
  'mpesa-callbacks': mpesaCallbackRoutes,
}
