// Who is calling: Firebase ID tokens (Authorization: Bearer) or the session cookie,
// verified with firebase-admin. Tests may pass their own AuthService. Whether the
// caller may do anything is decided by the staff table (see app/access-control.ts).
import { randomBytes } from 'node:crypto'
import type { Auth } from 'firebase-admin/auth'
import type { Env } from '../config/env'
import type { AuthUser } from '../http/types'

export type { AuthUser }

export type EnsuredAccount = {
  uid: string
  /** Set when the account was created now: shown once to the admin who added it. */
  temporaryPassword: string | null
  passwordResetLink: string | null
}

export interface AuthService {
  /** Resolves the user of a valid ID token; rejects for anything else. */
  verifyIdToken(idToken: string): Promise<Omit<AuthUser, 'via'>>
  /** A Firebase session cookie for a valid ID token. */
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>
  /** Verifies the cookie and that the user's sessions were not revoked since. */
  verifySessionCookie(cookie: string): Promise<Omit<AuthUser, 'via'>>
  /** The account with this email, created with a temporary password when missing. */
  ensureAccount(email: string): Promise<EnsuredAccount>
  /** Ends every session of the account: refresh tokens and session cookies stop working. */
  revokeSessions(uid: string): Promise<void>
}

/** A genuine token or cookie, refused only because the account's sessions were revoked. */
export class SessionRevokedError extends Error {
  constructor(readonly uid: string) {
    super('The session was revoked')
    this.name = 'SessionRevokedError'
  }
}

const REVOKED_CODES = new Set(['auth/id-token-revoked', 'auth/session-cookie-revoked'])

/**
 * firebase-admin looks at revocation last, after the signature and every claim: a revoked
 * token's subject is genuine. Any other failure stays as it was.
 */
function revocation(err: unknown, jwt: string): unknown {
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code !== 'string' || !REVOKED_CODES.has(code)) return err
  try {
    const claims: unknown = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString())
    const sub = (claims as { sub?: unknown } | null)?.sub
    if (typeof sub === 'string' && sub) return new SessionRevokedError(sub)
  } catch {
    // Not a JWT after all: keep firebase-admin's error.
  }
  return err
}

export const SESSION_COOKIE = 'session'
/** With an https PUBLIC_URL: bound to the host, Secure, path / (the __Host- rules). */
export const SECURE_SESSION_COOKIE = '__Host-session'

/** The session cookie's name: decided by configuration, never by a request header. */
export function sessionCookieName(env: Env): string {
  return isHttpsSite(env) ? SECURE_SESSION_COOKIE : SESSION_COOKIE
}

export function isHttpsSite(env: Env): boolean {
  return env.PUBLIC_URL?.startsWith('https://') ?? false
}

/**
 * firebase-admin for one project; one named app per project id so several can coexist.
 * The library is loaded at the first token, cookie or account to handle: a render worker
 * that only renders public pages never loads it (a few MB of heap in each thread).
 */
export function firebaseAuthService(env: Env): AuthService {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin takes the emulator's address only from the environment: this is
    // the one place the process's environment is written, from the settled configuration.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST
  }
  const name = `dealership-${env.FIREBASE_PROJECT_ID}`
  let loading: Promise<Auth> | undefined
  const authOf = () =>
    (loading ??= Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]).then(
      ([{ getApps, initializeApp }, { getAuth }]) =>
        getAuth(
          getApps().find((a) => a.name === name) ??
            initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, name),
        ),
    ))
  const toUser = (t: {
    uid: string
    email?: string
    iat: number
    firebase?: { sign_in_provider?: string }
  }) => ({
    uid: t.uid,
    email: t.email ?? null,
    issuedAt: t.iat,
    provider: t.firebase?.sign_in_provider ?? null,
  })
  return {
    // With the emulator firebase-admin checks revocation even when not asked to.
    verifyIdToken: async (token) =>
      (await authOf()).verifyIdToken(token).then(toUser, (err: unknown) => {
        throw revocation(err, token)
      }),
    createSessionCookie: async (token, expiresIn) =>
      (await authOf()).createSessionCookie(token, { expiresIn }),
    verifySessionCookie: async (cookie) =>
      (await authOf()).verifySessionCookie(cookie, true).then(toUser, (err: unknown) => {
        throw revocation(err, cookie)
      }),
    async ensureAccount(email) {
      const auth = await authOf()
      try {
        const user = await auth.getUserByEmail(email)
        return { uid: user.uid, temporaryPassword: null, passwordResetLink: null }
      } catch (err) {
        if ((err as { code?: string }).code !== 'auth/user-not-found') throw err
      }
      const temporaryPassword = randomBytes(12).toString('base64url')
      const user = await auth.createUser({ email, password: temporaryPassword })
      const passwordResetLink = await auth.generatePasswordResetLink(email).catch(() => null)
      return { uid: user.uid, temporaryPassword, passwordResetLink }
    },
    revokeSessions: async (uid) => (await authOf()).revokeRefreshTokens(uid),
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1] ?? null
}

/**
 * Whether a session cookie was signed out (the list in the database): Firebase's
 * revocation alone misses a cookie minted in the second of the sign-out.
 */
export type SignedOutCookies = (cookie: string) => boolean

/** What a request carries to say who sends it: its Authorization header, its session cookie. */
export type RequestCredentials = { authorization: string | undefined; cookie: string | undefined }

/**
 * The caller when the request carries a valid bearer token or session cookie (one not
 * signed out); else null, with the account's uid when its token or cookie was genuine
 * but revoked.
 */
export async function authenticate(
  auth: AuthService,
  { authorization, cookie }: RequestCredentials,
  signedOut: SignedOutCookies,
): Promise<{ user: AuthUser; revokedUid: null } | { user: null; revokedUid: string | null }> {
  try {
    const token = bearerToken(authorization)
    if (token)
      return { user: { ...(await auth.verifyIdToken(token)), via: 'bearer' }, revokedUid: null }
    if (!authorization && cookie && !signedOut(cookie)) {
      return {
        user: { ...(await auth.verifySessionCookie(cookie)), via: 'cookie' },
        revokedUid: null,
      }
    }
  } catch (err) {
    if (err instanceof SessionRevokedError) return { user: null, revokedUid: err.uid }
    // Malformed, expired or another project's: not signed in.
  }
  return { user: null, revokedUid: null }
}

/** The caller when the request carries a valid bearer token or session cookie, else null. */
export async function identify(
  auth: AuthService,
  credentials: RequestCredentials,
  signedOut: SignedOutCookies,
): Promise<AuthUser | null> {
  return (await authenticate(auth, credentials, signedOut)).user
}
