// "Confirm this is your address" (/api/address-confirmations/{token}): the link in the
// mail a record sent to the address it gave. The token is the key, as an alert's link's
// is: no session needed. Reading says what the link would confirm and changes nothing
// (mail scanners open links); the post confirms, once.
import { Hono } from 'hono'
import type { ApiEnv } from '../../http/types'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'
import { addressToConfirm, confirmAddress } from './account.confirm'
import { ADDRESS_LINK_INVALID_MESSAGE } from './account.contract'

export function addressConfirmationRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/:token', (c) =>
      c.json(findOr404(addressToConfirm(db, c.req.param('token')), ADDRESS_LINK_INVALID_MESSAGE)),
    )
    .post('/:token', (c) =>
      c.json(findOr404(confirmAddress(db, c.req.param('token')), ADDRESS_LINK_INVALID_MESSAGE)),
    )
}

/** What this file serves: /api/address-confirmations. */
export const routes = { 'address-confirmations': addressConfirmationRoutes }
