// The saved-cars cookie: `v1.<payload>.<signature>`, the payload base64url JSON of the
// visitor's saved and compared car ids, the signature an HMAC-SHA256 of it with
// SITE_COOKIE_SECRET. A cookie that fails the signature, or that we cannot read, counts
// as empty: it is never trusted, never an error.
//
// Only the personal routes (/saved, /saved.json, /compare without ids and the posts)
// read it. It is not HttpOnly on purpose: it holds nothing secret (car ids the visitor
// chose), and the browser's script looks whether it exists before asking /saved.json,
// so a visitor without saved cars costs no request.
import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  cleanIds,
  COMPARE_MAX,
  EMPTY_GARAGE,
  GARAGE_COOKIE,
  SAVED_MAX,
  type Garage,
} from './garage'

const VERSION = 'v1'
/** Half a year: long enough to come back to a shortlist, short enough to forget. */
export const GARAGE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
/** A cookie longer than this is not ours (50 ids sign to about 1.6 KB). */
const MAX_COOKIE_CHARS = 4000

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest('base64url')
}

export function encodeGarage(garage: Garage, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ s: garage.saved, c: garage.compare }),
    'utf8',
  ).toString('base64url')
  return `${VERSION}.${payload}.${sign(payload, secret)}`
}

/** The garage in a cookie value, or the empty one when it is unsigned, forged or broken. */
export function decodeGarage(value: string | null | undefined, secret: string): Garage {
  if (!value || value.length > MAX_COOKIE_CHARS) return EMPTY_GARAGE
  const [version, payload, signature, ...rest] = value.split('.')
  if (version !== VERSION || !payload || !signature || rest.length) return EMPTY_GARAGE
  const expected = Buffer.from(sign(payload, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return EMPTY_GARAGE
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (!data || typeof data !== 'object') return EMPTY_GARAGE
    const s = 's' in data ? data.s : undefined
    const c = 'c' in data ? data.c : undefined
    return { saved: cleanIds(s, SAVED_MAX), compare: cleanIds(c, COMPARE_MAX) }
  } catch {
    return EMPTY_GARAGE
  }
}

/** The value of one cookie in a Cookie header (the first of that name). */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    let value = part.slice(eq + 1).trim()
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    return value
  }
  return null
}

export type GarageCookieOptions = { secret: string; secure: boolean }

export function readGarage(request: Request, secret: string): Garage {
  return decodeGarage(cookieValue(request.headers.get('Cookie'), GARAGE_COOKIE), secret)
}

/** The Set-Cookie for a garage; an empty one deletes the cookie. */
export function garageSetCookie(garage: Garage, { secret, secure }: GarageCookieOptions): string {
  const empty = garage.saved.length === 0 && garage.compare.length === 0
  const attributes = [
    'Path=/',
    'SameSite=Lax',
    empty ? 'Max-Age=0' : `Max-Age=${GARAGE_MAX_AGE_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ]
  return [`${GARAGE_COOKIE}=${empty ? '' : encodeGarage(garage, secret)}`, ...attributes].join('; ')
}
