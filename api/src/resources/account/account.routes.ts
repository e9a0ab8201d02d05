// The customer portal's API (/api/account). Signing in: ask for a link (rate limited, the
// same answer for every address), check a link without using it (a mail scanner's GET
// signs nobody in), use it to start a session (the buyer's cookie). Signed in (access
// control reads the cookie for these routes only): the overview, the data download,
// erasure, the saved cars, signing out here or everywhere.
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { isHttpsSite } from '../../auth/service'
import { IMMEDIATE } from '../../db/client'
import { smallBody } from '../../http/body-limits'
import { httpError, jsonBody } from '../../http/errors'
import type { ApiEnv, BuyerIdentity } from '../../http/types'
import type { RouteDeps } from '../route-deps'
import {
  BUYER_SESSION_DAYS,
  buyerCookieName,
  buyerSessionInput,
  eraseInput,
  SAVED_CAR_NOT_FOUND_MESSAGE,
  SAVED_CARS_FULL_MESSAGE,
  savedCarsInput,
  SIGN_IN_LINK_INVALID_MESSAGE,
  signInLinkInput,
  type signInLinkRequestedRecord,
} from './account.contract'
import { eraseAccount, removeErasedPhotos } from './account.erase'
import { accountExport, accountOverview, savedCars } from './account.records'
import {
  endBuyerSession,
  endBuyerSessions,
  requestSignInLink,
  signInLinkUsable,
  startBuyerSession,
} from './account.repository'
import { mergeSavedCars, saveCar, unsaveCar } from './account.saved-cars'
import type { z } from 'zod'

/** What asking for a link answers, whatever the address: the page says "check your email". */
export const SIGN_IN_LINK_REQUESTED: z.infer<typeof signInLinkRequestedRecord> = {
  status: 'check-email',
}

/** The signed-in buyer: access control has set them for every route past signing in. */
function buyerOf(c: Context<ApiEnv>): BuyerIdentity {
  const buyer = c.get('buyer')
  if (!buyer) throw new Error(`No buyer behind ${c.req.method} ${c.req.path}`)
  return buyer
}

export function accountRoutes({ db, env, rateLimit, log }: RouteDeps) {
  // Secure and __Host- when the configured site is https: never decided by a header.
  const cookieName = buyerCookieName(env.PUBLIC_URL)
  const secure = isHttpsSite(env)
  const clearCookie = (c: Context) =>
    deleteCookie(c, cookieName, { path: '/', secure, httpOnly: true, sameSite: 'Lax' })
  const savedCarsOf = (c: Context<ApiEnv>) => ({ savedCars: savedCars(db, buyerOf(c).email) })

  return (
    new Hono<ApiEnv>()
      .post('/sign-in-links', rateLimit('account-sign-in'), jsonBody(signInLinkInput), (c) => {
        requestSignInLink(db, env, c.req.valid('json').email)
        return c.json(SIGN_IN_LINK_REQUESTED, 202)
      })
      // Reading a link never uses it: the page asks before it shows its Sign in button.
      .get('/sign-in-links/:token', (c) => {
        if (!signInLinkUsable(db, c.req.param('token'))) {
          throw httpError(404, SIGN_IN_LINK_INVALID_MESSAGE)
        }
        return c.json({ valid: true as const })
      })
      // Access control refused another site's post before this; the link's token is short.
      .post('/sessions', smallBody(), jsonBody(buyerSessionInput), (c) => {
        // A session the request already carries ends: a sign-in always starts a new one.
        const started = startBuyerSession(db, c.req.valid('json').token, getCookie(c, cookieName))
        if (!started) throw httpError(400, SIGN_IN_LINK_INVALID_MESSAGE)
        setCookie(c, cookieName, started.sessionToken, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
          secure,
          maxAge: BUYER_SESSION_DAYS * 24 * 60 * 60,
        })
        return c.json({ email: started.email }, 201)
      })
      .delete('/sessions/current', (c) => {
        endBuyerSession(db, buyerOf(c).sessionId)
        clearCookie(c)
        return c.body(null, 204)
      })
      .delete('/sessions', (c) => {
        const { email } = buyerOf(c)
        db.transaction((tx) => endBuyerSessions(tx, email), IMMEDIATE)
        clearCookie(c)
        return c.body(null, 204)
      })
      .get('/', (c) => c.json(accountOverview(db, buyerOf(c).email)))
      .get('/export', (c) => {
        const data = accountExport(db, buyerOf(c).email)
        const day = data.exportedAt.slice(0, 10)
        c.header('Content-Disposition', `attachment; filename="my-data-${day}.json"`)
        return c.json(data)
      })
      .post('/erase', jsonBody(eraseInput), async (c) => {
        // No client address in the audit entry either: nothing that points at the buyer.
        const { erased, photos } = eraseAccount(db, buyerOf(c).email, null)
        await removeErasedPhotos(db, { uploadsDir: env.UPLOADS_DIR, photos, log })
        clearCookie(c)
        return c.json({ erased })
      })
      .put('/saved-cars', jsonBody(savedCarsInput), (c) => {
        mergeSavedCars(db, buyerOf(c).email, c.req.valid('json').carIds)
        return c.json(savedCarsOf(c))
      })
      .post('/saved-cars/:carId', (c) => {
        const outcome = saveCar(db, buyerOf(c).email, c.req.param('carId'))
        if (outcome === 'no-car') throw httpError(404, SAVED_CAR_NOT_FOUND_MESSAGE)
        if (outcome === 'full') throw httpError(409, SAVED_CARS_FULL_MESSAGE)
        return c.json(savedCarsOf(c))
      })
      .delete('/saved-cars/:carId', (c) => {
        unsaveCar(db, buyerOf(c).email, c.req.param('carId'))
        return c.json(savedCarsOf(c))
      })
  )
}

/** What this file serves: /api/account. */
export const routes = { account: accountRoutes }
