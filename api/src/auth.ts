// Who is calling: Firebase ID tokens (Authorization: Bearer) or the session cookie,
// verified with firebase-admin. Tests may pass their own AuthService.
import { getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Env } from './env'
import { httpError, NOT_AUTHENTICATED } from './http/errors'
import type { ApiEnv } from './http/types'

export type AuthUser = {
  uid: string
  email: string | null
  /** Seconds since the epoch when the verified token was issued. */
  issuedAt: number
}

export interface AuthService {
  /** Resolves the user of a valid ID token; rejects for anything else. */
  verifyIdToken(idToken: string): Promise<AuthUser>
  /** A Firebase session cookie for a valid ID token. */
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>
  verifySessionCookie(cookie: string): Promise<AuthUser>
}

export const SESSION_COOKIE = 'session'

/** firebase-admin for one project; one named app per project id so several can coexist. */
export function firebaseAuthService(env: Env): AuthService {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin reads this when it verifies and talks to the emulator.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST
  }
  const name = `dealership-${env.FIREBASE_PROJECT_ID}`
  const app: App =
    getApps().find((a) => a.name === name) ??
    initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, name)
  const auth = getAuth(app)
  const toUser = (t: { uid: string; email?: string; iat: number }): AuthUser => ({
    uid: t.uid,
    email: t.email ?? null,
    issuedAt: t.iat,
  })
  return {
    verifyIdToken: async (token) => toUser(await auth.verifyIdToken(token)),
    createSessionCookie: (token, expiresIn) => auth.createSessionCookie(token, { expiresIn }),
    verifySessionCookie: async (cookie) => toUser(await auth.verifySessionCookie(cookie)),
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1] ?? null
}

/** Sets `user` when the request carries a valid bearer token or session cookie. */
export async function identify(
  auth: AuthService,
  authorization: string | undefined,
  cookie: string | undefined,
): Promise<AuthUser | null> {
  try {
    const token = bearerToken(authorization)
    if (token) return await auth.verifyIdToken(token)
    if (authorization) return null
    if (cookie) return await auth.verifySessionCookie(cookie)
  } catch {
    // Malformed, expired, revoked or another project's: not signed in.
  }
  return null
}

/** 401 `{ error: "User not authenticated" }` unless the caller is signed in. */
export function requireAuth(auth: AuthService): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const user =
      c.get('user') ??
      (await identify(auth, c.req.header('Authorization'), getCookie(c, SESSION_COOKIE)))
    if (!user) throw httpError(401, NOT_AUTHENTICATED)
    c.set('user', user)
    await next()
  }
}

/** Like requireAuth, but lets anonymous callers through (routes that show more to staff). */
export function optionalAuth(auth: AuthService): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const authorization = c.req.header('Authorization')
    const cookie = getCookie(c, SESSION_COOKIE)
    if (authorization || cookie) {
      const user = await identify(auth, authorization, cookie)
      if (user) c.set('user', user)
    }
    await next()
  }
}
