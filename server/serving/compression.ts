// Content negotiation and compression for every text answer of the server: brotli or
// gzip by the request's Accept-Encoding, whole buffers for cached answers, and a stream
// that flushes after every chunk for answers that stream.
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** HTML, JSON, JavaScript, CSS, SVG, XML, plain text and Remix's data streams. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i

/** Below this a compressed body saves less than its own framing costs. */
export const MIN_COMPRESS_BYTES = 1024

export function isCompressible(contentType: string | null | undefined): boolean {
  return COMPRESSIBLE.test(contentType ?? '')
}

/** The codings the client takes, best first (brotli before gzip at equal weight). */
export function acceptedEncodings(acceptEncoding: string | null | undefined): Encoding[] {
  if (!acceptEncoding) return []
  const q = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  const quality = (coding: string) => q.get(coding) ?? q.get('*') ?? 0
  return (['br', 'gzip'] as const)
    .filter((coding) => quality(coding) > 0)
    .sort((a, b) => quality(b) - quality(a))
}

/** The coding to answer with: brotli when acceptable, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null
}

// Pages and JSON are compressed when first asked for and kept in the page cache, so a
// middle brotli level, fast to write and near the best size (decision 0004).
const BROTLI_DYNAMIC = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
}
const GZIP_DYNAMIC = { level: 6 }

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Compresses a whole body off the main thread (zlib's thread pool). */
export function compressBuffer(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_DYNAMIC) : gzip(body, GZIP_DYNAMIC)
}

/**
 * Compresses a stream chunk by chunk, flushing after each, so a streamed answer
 * (Remix's data stream with deferred values) still arrives piece by piece.
 */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const z =
    encoding === 'br' ? zlib.createBrotliCompress(BROTLI_DYNAMIC) : zlib.createGzip(GZIP_DYNAMIC)
  const input = Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
  void (async () => {
    try {
      for await (const chunk of input) {
        if (!z.write(chunk)) await new Promise((resolve) => z.once('drain', resolve))
        await new Promise<void>((resolve) => z.flush(() => resolve()))
      }
      z.end()
    } catch (error) {
      z.destroy(error as Error)
    }
  })()
  return Readable.toWeb(z) as ReadableStream<Uint8Array>
}

/** Adds a field to a Vary header value once. */
export function varyWith(vary: string | null | undefined, field: string): string {
  const fields = (vary ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase()))
    return fields.join(', ')
  return [...fields, field].join(', ')
}

/**
 * The response compressed as it streams, when its type is worth it and the client takes
 * a coding; otherwise the response itself (with Vary, so a cache keeps the variants
 * apart).
 */
export function compressResponse(request: Request, res: Response): Response {
  const type = res.headers.get('Content-Type')
  if (!res.body || !isCompressible(type) || res.headers.has('Content-Encoding')) return res
  if ([204, 206, 304].includes(res.status)) return res
  const length = Number(res.headers.get('Content-Length') ?? NaN)
  const headers = new Headers(res.headers)
  headers.set('Vary', varyWith(headers.get('Vary'), 'Accept-Encoding'))
  const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'))
  if (!encoding || length < MIN_COMPRESS_BYTES) {
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
  }
  headers.delete('Content-Length')
  headers.set('Content-Encoding', encoding)
  // A strong validator names exact bytes; the compressed bytes differ.
  const etag = headers.get('ETag')
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
  return new Response(compressStream(res.body, encoding), {
    status: res.status,
    statusText: res.statusText,
    headers,
  })
}
