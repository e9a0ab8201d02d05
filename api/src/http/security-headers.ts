import type { Context, MiddlewareHandler } from 'hono'

const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * Baseline security headers for every response. The strict CSP goes on API, JSON and
 * upload responses that carry none; pages set their own (with a nonce).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = writableHeaders(c)
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', PERMISSIONS_POLICY)
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    // Images may be shown by other sites (share cards, a CDN in front); nothing else.
    const isUpload = c.req.path.startsWith('/uploads/')
    headers.set('Cross-Origin-Resource-Policy', isUpload ? 'cross-origin' : 'same-origin')
    if (!headers.has('Content-Security-Policy') && wantsStrictCsp(c, headers)) {
      headers.set('Content-Security-Policy', STRICT_CSP)
    }
    if (PRIVATE_API.test(c.req.path)) headers.set('Cache-Control', 'no-store')
  }
}

/** Powerful browser features the site never uses, off for every page and frame. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')

/** API answers that carry leads, staff or audit data (or a session): never stored. */
const PRIVATE_API =
  /^\/api\/(contact-messages|import-requests|sell-requests|staff|audit-log|me|session)(\/|$)/

function wantsStrictCsp(c: Context, headers: Headers): boolean {
  const type = headers.get('Content-Type') ?? ''
  return /json/i.test(type) || c.req.path.startsWith('/api/') || c.req.path.startsWith('/uploads/')
}

/** Responses from fetch() have immutable headers: copy the response once when needed. */
function writableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    return c.res.headers
  } catch {
    c.res = new Response(c.res.body, c.res)
    return c.res.headers
  }
}
