// The buyer's session cookie (the API's) as the site passes it on: to the public forms'
// posts (that cookie alone, so that what a buyer sends signed in under their own address
// has the address confirmed), and from the account's calls (api/account.server) back to
// the browser.
import type { AppLoadContext } from '@remix-run/node'
import { BUYER_COOKIE, SECURE_BUYER_COOKIE } from '@dealership/api/contract'
import { cookieValue } from './garage.server'

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
