// Token sync: a fresh ID token of an active staff member becomes an HttpOnly Firebase
// session cookie; signing out revokes the account's sessions, so a copied cookie dies too.
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import {
  INACTIVE_STAFF_MESSAGE,
  NOT_STAFF_MESSAGE,
  TOKEN_SYNC_MAX_AGE_SECONDS,
} from '../../contract'
import { identify, isHttpsSite, sessionCookieName } from '../../auth/service'
import { smallBody } from '../../http/body-limits'
import { httpError, jsonBody, NOT_AUTHENTICATED } from '../../http/errors'
import { usesAuthEmulator } from '../../config/env'
import { findStaffForUser } from '../staff/staff.repository'
import type { ApiEnv } from '../../http/types'
import { metrics } from '../../ops/metrics'
import type { RouteDeps } from '../route-deps'
import { isSignedOutCookie, listSignedOutCookie } from './session.repository'

export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60
const TOKEN_TOO_OLD = 'Sign in again: the token is older than 5 minutes.'

const sessionInput = z.object({
  idToken: z
    .string({ required_error: 'idToken is required', invalid_type_error: 'idToken must be text' })
    .min(1, 'idToken is required')
    .max(8192, 'idToken is too long'),
})

/** Cookies are set for this origin only: refuse calls a browser made from another one. */
function assertSameOrigin(c: Context) {
  const origin = c.req.header('Origin')
  if (!origin) return
  const own = new URL(c.req.url)
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    throw httpError(403, 'Cross-origin requests are not allowed here')
  }
  if (origin !== own.origin && host !== (c.req.header('Host') ?? own.host)) {
    throw httpError(403, 'Cross-origin requests are not allowed here')
  }
}

export function sessionRoutes({ auth, db, env }: RouteDeps) {
  // Secure (and __Host-) when the configured site is https: never decided by a header.
  const cookieName = sessionCookieName(env)
  const secure = isHttpsSite(env)
  const signedOut = (cookie: string) => isSignedOutCookie(db, cookie)
  /** A cookie beside a bearer token is not read by identify: checked on its own here. */
  const genuineCookie = (cookie: string) =>
    auth.verifySessionCookie(cookie).then(
      () => true,
      () => false,
    )
  // A sync checks the origin first, then reads at most 16 KB of body (an ID token is a few KB).
  return new Hono<ApiEnv>()
    .post('/', smallBody(assertSameOrigin), jsonBody(sessionInput), async (c) => {
      const { idToken } = c.req.valid('json')
      const refuse = (status: 401 | 403, reason: string, message: string) => {
        metrics().signInsRefused.inc({ reason })
        return httpError(status, message)
      }
      const user = await auth.verifyIdToken(idToken).catch(() => null)
      if (!user) throw refuse(401, 'invalid_token', NOT_AUTHENTICATED)
      if (Date.now() / 1000 - user.issuedAt > TOKEN_SYNC_MAX_AGE_SECONDS) {
        throw refuse(401, 'token_too_old', TOKEN_TOO_OLD)
      }
      const staff = findStaffForUser(db, user, { rebind: usesAuthEmulator(env) })
      if (!staff) throw refuse(403, 'not_staff', NOT_STAFF_MESSAGE)
      if (!staff.active) throw refuse(403, 'inactive', INACTIVE_STAFF_MESSAGE)
      const cookie = await auth.createSessionCookie(idToken, SESSION_MAX_AGE_SECONDS * 1000)
      setCookie(c, cookieName, cookie, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure,
        maxAge: SESSION_MAX_AGE_SECONDS,
      })
      return c.json({ uid: user.uid, email: user.email })
    })
    .delete('/', async (c) => {
      assertSameOrigin(c)
      const cookie = getCookie(c, cookieName)
      const user = await identify(
        auth,
        { authorization: c.req.header('Authorization'), cookie },
        signedOut,
      )
      // The cookie is listed as signed out, whatever the clock says: Firebase's revocation
      // compares whole seconds and misses a cookie minted in this one. Only a genuine
      // cookie is listed (nobody fills the list with made-up ones).
      if (cookie && (user?.via === 'cookie' || (await genuineCookie(cookie)))) {
        listSignedOutCookie(db, cookie, new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000))
      }
      // Revoke, not just forget: a copy of the cookie must stop working as well.
      if (user) await auth.revokeSessions(user.uid)
      deleteCookie(c, cookieName, { path: '/', secure })
      return c.json({ ok: true })
    })
}

/** What this file serves: /api/session. */
export const routes = { session: sessionRoutes }
