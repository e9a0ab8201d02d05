import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'"

const baseline = secureHeaders({
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: 'same-origin',
  // Set per path below: hono's option is one value for every response.
  crossOriginResourcePolicy: false,
  // Powerful browser features the site never uses: off for every page and frame. Only
  // features browsers know (Chromium logs a warning on every page for any other).
  permissionsPolicy: {
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    serial: false,
    hid: false,
    midi: false,
    magnetometer: false,
    gyroscope: false,
    accelerometer: false,
    displayCapture: false,
    browsingTopics: false,
  },
})

/**
 * Baseline security headers for every response (hono's secureHeaders), plus the ones
 * that depend on the path: CORP, the strict CSP on API, JSON and upload responses that
 * carry none (pages set their own, allowing their inline scripts by hash). No-store on
 * private API data is the API's caching rule (cachePolicy, app/access-control.ts).
 */
export function securityHeaders(): MiddlewareHandler {
  return (c, next) =>
    baseline(c, async () => {
      await next()
      // secureHeaders sets its headers after this returns, on the writable copy.
      const headers = writableHeaders(c)
      // Uploaded images may be shown by other sites (share cards, a CDN in front of
      // them); API JSON is for this origin's pages and console only.
      const isUpload = c.req.path.startsWith('/uploads/')
      headers.set('Cross-Origin-Resource-Policy', isUpload ? 'cross-origin' : 'same-origin')
      if (!headers.has('Content-Security-Policy') && wantsStrictCsp(c, headers)) {
        headers.set('Content-Security-Policy', STRICT_CSP)
      }
    })
}

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
