// The door of every form post to the site (the server runs it before Remix): posts from
// other sites are refused (403), bodies that are not a form we can read get 400, and
// bodies are counted while they are read and refused past the route's limit (413), so
// nothing reaches an action, the API or the database unless it passes. Each refusal is
// a small page that says what happened, never a 500.
import { SELL_MAX_IMAGES, UPLOAD_MAX_BYTES } from '@dealership/api/contract/options'

/** Contact, import and any other text-only form: tens of KB is plenty. */
export const FORM_BODY_LIMIT = 64 * 1024
/** The sell form: all its photos at the largest size, plus the text fields. */
export const SELL_BODY_LIMIT = SELL_MAX_IMAGES * UPLOAD_MAX_BYTES + 256 * 1024

/** Route paths (without Remix's `.data` suffix) and their body limits. */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '')
  return path === '/sell' ? SELL_BODY_LIMIT : FORM_BODY_LIMIT
}

type Refusal = { status: 400 | 403 | 405 | 413; title: string; message: string }

const readable = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`

export const REFUSALS = {
  crossSite: {
    status: 403,
    title: 'Form sent from another website',
    message:
      'For your safety our forms only accept what is sent from this website. Please open the form on our site and send it from there.',
  },
  notAForm: {
    status: 400,
    title: 'We could not read this form',
    message:
      'What arrived was not a form we can read. Please go back, reload the page and send the form again.',
  },
  methodNotAllowed: (method: string): Refusal => ({
    status: 405,
    title: 'This page does not take that request',
    message: `This address does not accept ${method} requests. Please open the page in your browser and use its links and forms.`,
  }),
  tooLarge: (limit: number, photos: boolean): Refusal => ({
    status: 413,
    title: 'Too much to send at once',
    message: photos
      ? `Everything sent with this form may be at most ${readable(limit)}: at most ${SELL_MAX_IMAGES} photos of ${readable(UPLOAD_MAX_BYTES)} each. Please send fewer or smaller photos.`
      : `This form accepts at most ${readable(limit)}. Please shorten your message and send it again.`,
  }),
} satisfies Record<string, Refusal | ((...args: never[]) => Refusal)>

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/**
 * The host a request names: the first X-Forwarded-Host, else Host. Remix compares an
 * action's Origin with it and throws (a 500) when they differ.
 */
function namedHost(headers: Headers): string | null {
  return headers.get('X-Forwarded-Host')?.split(',')[0]?.trim() || headers.get('Host')
}

/**
 * Another site made the browser post here: its Origin is not ours, or Fetch Metadata says
 * so; or the post names another host than its Origin (our public address reached under
 * another name), which Remix would refuse with a 500.
 */
export function isCrossSite(request: Request, publicUrl?: string): boolean {
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return true
  const origin = request.headers.get('Origin')
  if (!origin) return false
  if (origin === 'null') return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  const named = namedHost(request.headers)
  if (named && named !== host) return true
  const own = new Set([new URL(request.url).host])
  const forwardedHost = request.headers.get('Host')
  if (forwardedHost) own.add(forwardedHost)
  if (publicUrl) own.add(new URL(publicUrl).host)
  return !own.has(host)
}

/** Reads at most `limit` bytes; null as soon as the body is longer (the rest is never read). */
async function readLimited(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(new ArrayBuffer(size))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

export type GuardResult = { ok: true; request: Request } | { ok: false; refusal: Refusal }

/**
 * Checks a form post. On success the request comes back with its body read (and checked),
 * ready for Remix; otherwise the refusal to answer with.
 */
export async function guardFormPost(
  request: Request,
  opts: { publicUrl?: string; limit?: number } = {},
): Promise<GuardResult> {
  // Every method that carries a body is checked; the server lets only POST through.
  if (request.method === 'GET' || request.method === 'HEAD') return { ok: true, request }
  if (isCrossSite(request, opts.publicUrl)) return { ok: false, refusal: REFUSALS.crossSite }

  const contentType = request.headers.get('Content-Type') ?? ''
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  if (!FORM_TYPES.has(mediaType)) return { ok: false, refusal: REFUSALS.notAForm }
  const multipart = mediaType === 'multipart/form-data'
  if (multipart && !/;\s*boundary=/i.test(contentType)) {
    return { ok: false, refusal: REFUSALS.notAForm }
  }

  const limit = opts.limit ?? bodyLimitFor(new URL(request.url).pathname)
  const tooLarge = {
    ok: false as const,
    refusal: REFUSALS.tooLarge(limit, limit > FORM_BODY_LIMIT),
  }
  const declared = Number(request.headers.get('Content-Length') ?? '')
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {})
    return tooLarge
  }
  let body: Uint8Array<ArrayBuffer>
  try {
    const read = request.body
      ? await readLimited(request.body, limit)
      : new Uint8Array(new ArrayBuffer(0))
    if (!read) return tooLarge
    body = read
  } catch {
    // The client broke off mid-body.
    return { ok: false, refusal: REFUSALS.notAForm }
  }
  if (multipart) {
    // A multipart body the form parser can't read is the client's fault, not a 500.
    try {
      await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
    } catch {
      return { ok: false, refusal: REFUSALS.notAForm }
    }
  }
  const headers = new Headers(request.headers)
  headers.set('Content-Length', String(body.byteLength))
  headers.delete('Transfer-Encoding')
  return {
    ok: true,
    request: new Request(request.url, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    }),
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A small, complete page for a refusal: what happened and the way back. */
export function refusalResponse(refusal: Refusal, siteName: string): Response {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(refusal.title)} | ${escapeHtml(siteName)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(refusal.title)}</h1>
<p>${escapeHtml(refusal.message)}</p>
<p><a href="/">Back to ${escapeHtml(siteName)}</a> · <a href="/contact">Contact us</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status: refusal.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'self'",
      // No Connection: close. Node discards the unread rest of the body (no memory kept),
      // so a client still sending can finish and read this page instead of a broken pipe.
    },
  })
}
