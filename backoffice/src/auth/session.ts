// Token sync: the server keeps an HttpOnly session cookie in step with Firebase.
// POST on sign-in, DELETE on sign-out, same origin only, fresh tokens only.
import { type Auth, onIdTokenChanged, type User } from 'firebase/auth'

export const SESSION_URL = '/api/session'
/**
 * The contract's TOKEN_SYNC_MAX_AGE_SECONDS (a test keeps them equal). Importing the
 * contract here would pull zod and every schema into the login page's JavaScript.
 */
export const TOKEN_MAX_AGE_SECONDS = 5 * 60

export function isSameOrigin(url: string, here: string = window.location.href): boolean {
  return new URL(url, here).origin === new URL(here).origin
}

export function isFreshToken(issuedAtTime: string, now: number = Date.now()): boolean {
  const issued = Date.parse(issuedAtTime)
  return !Number.isNaN(issued) && now - issued < TOKEN_MAX_AGE_SECONDS * 1000
}

async function syncSignedIn(user: User) {
  const result = await user.getIdTokenResult()
  if (!isFreshToken(result.issuedAtTime)) return
  await fetch(SESSION_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: result.token }),
  })
}

async function syncSignedOut() {
  await fetch(SESSION_URL, { method: 'DELETE', credentials: 'same-origin' })
}

/** Starts the sync; returns the unsubscribe function. */
export function startTokenSync(auth: Auth): () => void {
  if (!isSameOrigin(SESSION_URL)) return () => {}
  let signedIn: boolean | null = null
  return onIdTokenChanged(auth, (user) => {
    const wasSignedIn = signedIn
    signedIn = user !== null
    // A failed sync only loses the cookie (used by the public site); the console
    // itself works with bearer tokens, so errors are logged, not shown.
    if (user) syncSignedIn(user).catch((e) => console.warn('Session sync failed', e))
    else if (wasSignedIn) syncSignedOut().catch((e) => console.warn('Session sync failed', e))
  })
}
