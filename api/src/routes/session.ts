// Token sync: a fresh ID token becomes an HttpOnly Firebase session cookie.
import { Hono, type Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { TOKEN_SYNC_MAX_AGE_SECONDS } from '../contract'
import { SESSION_COOKIE } from '../auth'
import { httpError, jsonBody } from '../http/errors'
import type { ApiEnv } from '../http/types'
import type { RouteDeps } from './deps'

export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60
const TOKEN_TOO_OLD = 'Sign in again: the token is older than 5 minutes.'

const sessionInput = z.object({
  idToken: z
    .string({ required_error: 'idToken is required', invalid_type_error: 'idToken must be text' })
    .min(1, 'idToken is required')
    .max(8192, 'idToken is too long'),
})

const isHttps = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'

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

export function sessionRoutes({ auth }: RouteDeps) {
  return new Hono<ApiEnv>()
    .post('/', jsonBody(sessionInput), async (c) => {
      assertSameOrigin(c)
      const { idToken } = c.req.valid('json')
      const user = await auth.verifyIdToken(idToken).catch(() => null)
      if (!user) throw httpError(401, 'User not authenticated')
      if (Date.now() / 1000 - user.issuedAt > TOKEN_SYNC_MAX_AGE_SECONDS) {
        throw httpError(401, TOKEN_TOO_OLD)
      }
      const cookie = await auth.createSessionCookie(idToken, SESSION_MAX_AGE_SECONDS * 1000)
      setCookie(c, SESSION_COOKIE, cookie, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isHttps(c),
        maxAge: SESSION_MAX_AGE_SECONDS,
      })
      return c.json({ uid: user.uid, email: user.email })
    })
    .delete('/', (c) => {
      assertSameOrigin(c)
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) })
      return c.json({ ok: true })
    })
}
