// The customer portal's calls to the API (/api/account). The buyer's session is the
// API's cookie: these calls pass on the visitor's Cookie header, and what the API answers
// in Set-Cookie (a new session, a cleared one) goes back to the browser with the page.
// Only the /account pages call these: every other page stays the same for everyone. The
// public forms' posts (actions, never pages) pass on the session alone, so that what a
// buyer sends signed in under their own address has the address confirmed.
import type { AppLoadContext } from '@remix-run/node'
import {
  accountErasedRecord,
  accountOverviewRecord,
  accountSavedCarsRecord,
  addressConfirmationRecord,
  BUYER_COOKIE,
  buyerSignedInRecord,
  SECURE_BUYER_COOKIE,
  signInLinkRequestedRecord,
  signInLinkStateRecord,
  type AddressConfirmation,
} from '@dealership/api/contract'
import { failureOf, type PostResult } from './api.server'
import { cookieValue } from './garage.server'

const BASE = 'http://api.internal'
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

async function call<T>(
  context: AppLoadContext,
  request: Request,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  answer: { parse(value: unknown): T },
  body?: Record<string, unknown>,
): Promise<Answered<T>> {
  const headers = accountHeaders(request)
  if (body) headers.set('content-type', 'application/json')
  const res = await context.apiFetch(`${BASE}/api/account${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  const setCookies = res.headers.getSetCookie()
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null)
  if (res.ok) {
    return { ok: true, status: res.status, body: answer.parse(json), setCookies }
  }
  return { ...failureOf(res.status, json), setCookies }
}

/** The signed-in buyer's records, or null when the request carries no live session. */
export async function accountOverview(context: AppLoadContext, request: Request) {
  const res = await call(context, request, 'GET', '', accountOverviewRecord)
  if (res.ok) return res.body
  if (res.status === 401) return null
  throw new Error(`The account could not be read: ${res.error ?? res.status}`)
}

/** Asks for a sign-in link by email: the same answer for every address. */
export function requestSignInLink(context: AppLoadContext, request: Request, email: string) {
  return call(context, request, 'POST', '/sign-in-links', signInLinkRequestedRecord, { email })
}

/** Whether a sign-in link still works (reading it does not use it). */
export async function signInLinkUsable(
  context: AppLoadContext,
  request: Request,
  token: string,
): Promise<boolean> {
  const res = await call(
    context,
    request,
    'GET',
    `/sign-in-links/${encodeURIComponent(token)}`,
    signInLinkStateRecord,
  )
  if (res.ok) return true
  if (res.status === 404) return false
  throw new Error(`The sign-in link could not be checked: ${res.error ?? res.status}`)
}

/** Uses a sign-in link: a new session (its cookie in `setCookies`), any older one ended. */
export function startSession(context: AppLoadContext, request: Request, token: string) {
  return call(context, request, 'POST', '/sessions', buyerSignedInRecord, { token })
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
  return call(context, request, 'PUT', '/saved-cars', accountSavedCarsRecord, {
    carIds: [...carIds],
  })
}

/** Saves or forgets one car in the signed-in account. */
export function changeSavedCar(
  context: AppLoadContext,
  request: Request,
  carId: string,
  save: boolean,
) {
  return call(
    context,
    request,
    save ? 'POST' : 'DELETE',
    `/saved-cars/${encodeURIComponent(carId)}`,
    accountSavedCarsRecord,
  )
}

/**
 * The context for a public form's post: its calls to the API carry the visitor's buyer
 * session cookie (that cookie alone, no other). The API checks the session itself and
 * confirms the address of a record sent under the session's own address.
 */
export function withBuyerSession(context: AppLoadContext, request: Request): AppLoadContext {
  const header = request.headers.get('cookie')
  const cookie = [BUYER_COOKIE, SECURE_BUYER_COOKIE]
    .flatMap((name) => {
      const value = cookieValue(header, name)
      return value === null ? [] : [`${name}=${value}`]
    })
    .join('; ')
  if (!cookie) return context
  return {
    ...context,
    apiFetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('cookie', cookie)
      return context.apiFetch(input, { ...init, headers })
    },
  }
}

/** What a "Confirm this is your address" link would confirm, or null when it no longer can. */
export async function addressToConfirm(context: AppLoadContext, token: string) {
  const res = await confirmationCall(context, 'GET', token)
  if (res.ok) return res.body
  if (res.status === 404) return null
  throw new Error(`The confirmation link could not be checked: ${res.error ?? res.status}`)
}

/** Confirms the address of the link's record (the link is used up). */
export function confirmAddress(context: AppLoadContext, token: string) {
  return confirmationCall(context, 'POST', token)
}

async function confirmationCall(
  context: AppLoadContext,
  method: 'GET' | 'POST',
  token: string,
): Promise<PostResult<AddressConfirmation>> {
  // The token is the key: no cookie goes with it.
  const res = await context.apiFetch(
    `${BASE}/api/address-confirmations/${encodeURIComponent(token)}`,
    { method, headers: { accept: 'application/json' } },
  )
  const json: unknown = await res.json().catch(() => null)
  if (res.ok) return { ok: true, status: res.status, body: addressConfirmationRecord.parse(json) }
  return failureOf(res.status, json)
}

/** Signs out here, or everywhere (every session of the buyer). */
export function signOut(context: AppLoadContext, request: Request, everywhere: boolean) {
  return call(context, request, 'DELETE', everywhere ? '/sessions' : '/sessions/current', NOTHING)
}

/** Erases the buyer's data (the API keeps what accounting needs, without the person). */
export function eraseAccount(context: AppLoadContext, request: Request, confirm: boolean) {
  return call(context, request, 'POST', '/erase', accountErasedRecord, confirm ? { confirm } : {})
}

/** Everything tied to the buyer's address, as the API's download answers it (or null). */
export async function accountExport(context: AppLoadContext, request: Request) {
  const res = await context.apiFetch(`${BASE}/api/account/export`, {
    headers: accountHeaders(request),
  })
  if (res.status === 401) return null
  if (!res.ok) throw new Error(`The data download failed: ${res.status}`)
  return res
}

/** A request like `request` whose Cookie header also carries the cookies just set. */
export function withSetCookies(request: Request, setCookies: readonly string[]): Request {
  const jar = new Map<string, string>()
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim())
  }
  for (const line of setCookies) {
    const [pair = ''] = line.split(';')
    const eq = pair.indexOf('=')
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
  }
  const headers = new Headers(request.headers)
  headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
  return new Request(request.url, { method: 'GET', headers })
}

/** Response headers that pass the API's cookies on, with the private page headers. */
export function cookieHeaders(setCookies: readonly string[], base: HeadersInit): Headers {
  const headers = new Headers(base)
  for (const c of setCookies) headers.append('Set-Cookie', c)
  return headers
}

/** Whether the request carries a buyer's session cookie (live or not: the API decides). */
export function hasBuyerCookie(request: Request): boolean {
  const header = request.headers.get('cookie')
  return (
    cookieValue(header, BUYER_COOKIE) !== null || cookieValue(header, SECURE_BUYER_COOKIE) !== null
  )
}
