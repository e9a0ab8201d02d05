// Who the signed-in account is as staff (GET /api/me), fetched once per sign-in, and the
// refusal shown on the login page when the account may not use the console. Part of the
// login page's JavaScript: type imports only from the contract (its values pull in zod).
import { signOut, type User } from 'firebase/auth'
import { asSignedInStaff, type SignedInStaff } from '../lib/narrow'
import { firebaseAuth } from './firebase'

export const ME_URL = '/api/me'
export const REFUSAL_KEY = 'dealership:login-refusal'
const FALLBACK_REFUSAL = 'This account may not use the back office.'

/** A failed /api/me: 401 no valid token, 403 not active staff, 0 no answer. */
export class MeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'MeError'
  }
}

/** The API's `{ error }` text, if the body has one. */
export function apiErrorText(body: unknown): string | null {
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : null
}

/** Reads /api/me's answer. Any 403 there means the account is not active staff. */
export async function readMe(res: Response): Promise<SignedInStaff> {
  const body: unknown = await res.json().catch(() => null)
  if (res.ok) {
    const me = asSignedInStaff(body)
    if (!me) throw new MeError('Unexpected answer from the server', res.status)
    return me
  }
  const text = apiErrorText(body)
  if (res.status === 403) throw new MeError(text ?? FALLBACK_REFUSAL, 403)
  throw new MeError(text ?? `Could not load your staff profile (${res.status})`, res.status)
}

async function fetchMe(user: User): Promise<SignedInStaff> {
  const token = await user.getIdToken()
  let res: Response
  try {
    res = await fetch(ME_URL, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    })
  } catch {
    throw new MeError('Could not reach the server', 0)
  }
  return readMe(res)
}

let cached: { uid: string; promise: Promise<SignedInStaff> } | null = null

/** The signed-in staff member, asked once per signed-in account; failures are not kept. */
export function loadMe(): Promise<SignedInStaff> {
  const user = firebaseAuth().currentUser
  if (!user) return Promise.reject(new MeError('User not authenticated', 401))
  if (cached?.uid === user.uid) return cached.promise
  const promise = fetchMe(user)
  const entry = { uid: user.uid, promise }
  cached = entry
  promise.catch(() => {
    if (cached === entry) cached = null
  })
  return promise
}

export function clearMe() {
  cached = null
}

export const isRefusal = (error: unknown): error is MeError =>
  error instanceof MeError && error.status === 403

export function rememberRefusal(message: string) {
  try {
    sessionStorage.setItem(REFUSAL_KEY, message)
  } catch {
    // Storage off: the login page shows no reason, but the account is still signed out.
  }
}

/** The refusal to show on the login page, kept until the next sign-in attempt. */
export function pendingRefusal(): string | null {
  try {
    return sessionStorage.getItem(REFUSAL_KEY)
  } catch {
    return null
  }
}

export function clearRefusal() {
  try {
    sessionStorage.removeItem(REFUSAL_KEY)
  } catch {
    // nothing kept
  }
}

/** The account may not use the console: remember why, forget it, sign it out. */
export async function refuseAccount(message: string) {
  rememberRefusal(message)
  clearMe()
  await signOut(firebaseAuth())
}
