// The customer portal's calls to the API (/api/account). The buyer's session is the
// API's cookie: these calls pass on the visitor's Cookie header, and what the API answers
// in Set-Cookie (a new session, a cleared one) goes back to the browser with the page.
// Only the /account pages call these: every other page stays the same for everyone (the
// public forms' posts pass on the session alone: lib/buyer-cookies.server).
import type { AppLoadContext } from '@remix-run/node'
import {
  accountErasedRecord,
  accountOverviewRecord,
  accountSavedCarsRecord,
  buyerSignedInRecord,
  signInLinkRequestedRecord,
  signInLinkStateRecord,
} from '@dealership/api/contract'
import { fetchApi, resultOf, type Answer, type PostResult } from './client.server'

/** What a 204 answers: no body. */
const NOTHING = { parse: (): null => null }

/** What a call answered, and the cookies it set or cleared, to pass on to the browser. */
export type Answered<T> = PostResult<T> & { setCookies: string[] }

/** A call's headers: JSON, and the visitor's cookies (the buyer's session among them). */
function accountHeaders(request: Request): Headers {
  const headers = new Headers({ accept: 'application/json' })
  const cookie = request.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  return headers
}

/** One call under /api/account: how, where (from there on), its record, its JSON body. */
type AccountCall<T> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  answer: Answer<T>
  body?: Record<string, unknown>
}

async function call<T>(
  context: AppLoadContext,
  request: Request,
  { method, path, answer, body }: AccountCall<T>,
): Promise<Answered<T>> {
  const headers = accountHeaders(request)
  if (body) headers.set('content-type', 'application/json')
  const res = await fetchApi(context, `/api/account${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  const setCookies = res.headers.getSetCookie()
  return { ...(await resultOf(res, answer)), setCookies }
}

/** The signed-in buyer's records, or null when the request carries no live session. */
export async function accountOverview(context: AppLoadContext, request: Request) {
  const res = await call(context, request, {
    method: 'GET',
    path: '',
    answer: accountOverviewRecord,
  })
  if (res.ok) return res.body
  if (res.status === 401) return null
  throw new Error(`The account could not be read: ${res.error ?? res.status}`)
}

/** Asks for a sign-in link by email: the same answer for every address. */
export function requestSignInLink(context: AppLoadContext, request: Request, email: string) {
  return call(context, request, {
    method: 'POST',
    path: '/sign-in-links',
    answer: signInLinkRequestedRecord,
    body: { email },
  })
}

/** Whether a sign-in link still works (reading it does not use it). */
export async function signInLinkUsable(
  context: AppLoadContext,
  request: Request,
  token: string,
): Promise<boolean> {
  const res = await call(context, request, {
    method: 'GET',
    path: `/sign-in-links/${encodeURIComponent(token)}`,
    answer: signInLinkStateRecord,
  })
  if (res.ok) return true
  if (res.status === 404) return false
  throw new Error(`The sign-in link could not be checked: ${res.error ?? res.status}`)
}

/** Uses a sign-in link: a new session (its cookie in `setCookies`), any older one ended. */
export function startSession(context: AppLoadContext, request: Request, token: string) {
  return call(context, request, {
    method: 'POST',
    path: '/sessions',
    answer: buyerSignedInRecord,
    body: { token },
  })
}

/**
 * Merges car ids into the signed-in account's saved cars; its session is given as the
 * cookie the sign-in just set (the browser does not hold it yet).
 */
export function mergeSavedCars(
  context: AppLoadContext,
  request: Request,
  carIds: readonly string[],
) {
  return call(context, request, {
    method: 'PUT',
    path: '/saved-cars',
    answer: accountSavedCarsRecord,
    body: { carIds: [...carIds] },
  })
}

/** Saves (`save`) or forgets one car in the signed-in account. */
export function changeSavedCar(
  context: AppLoadContext,
  request: Request,
  change: { carId: string; save: boolean },
) {
  return call(context, request, {
    method: change.save ? 'POST' : 'DELETE',
    path: `/saved-cars/${encodeURIComponent(change.carId)}`,
    answer: accountSavedCarsRecord,
  })
}

/** Signs out here, or everywhere (every session of the buyer). */
export function signOut(context: AppLoadContext, request: Request, everywhere: boolean) {
  const path = everywhere ? '/sessions' : '/sessions/current'
  return call(context, request, { method: 'DELETE', path, answer: NOTHING })
}

/** Erases the buyer's data (the API keeps what accounting needs, without the person). */
export function eraseAccount(context: AppLoadContext, request: Request, confirm: boolean) {
  return call(context, request, {
    method: 'POST',
    path: '/erase',
    answer: accountErasedRecord,
    body: confirm ? { confirm } : {},
  })
}

/** Everything tied to the buyer's address, as the API's download answers it (or null). */
export async function accountExport(context: AppLoadContext, request: Request) {
  const res = await fetchApi(context, '/api/account/export', {
    headers: accountHeaders(request),
  })
  if (res.status === 401) return null
  if (!res.ok) throw new Error(`The data download failed: ${res.status}`)
  return res
}
