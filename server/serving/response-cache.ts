// The server's page cache: a public page or public API read, kept per URL with its
// compressed variants and ETag, and served again until the data changes.
//
// - Only text GET answers (pages, JSON, XML) that say `Cache-Control: public` with status
//   200 and no Set-Cookie are kept. Requests that carry a Cookie, an Authorization or an Origin header never
//   read or fill the cache: what they get may depend on who they are. The exception is a
//   cookie named in `sharedCookies` (the saved-cars cookie), which public pages never
//   read: a request whose only cookies are those is treated as anonymous.
// - Every entry remembers the page generation it was rendered at (api/src/db/
//   page-generation.ts: a write a page may show, from this process or another, moves it) and an
//   expiry (the TTL, and the next midnight, when offers count their days down). A
//   request finds an entry only while both hold.
// - Entries are evicted least recently used past the memory bound.
// - Concurrent misses of one URL render it once.
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { nextNairobiMidnightMs } from '@dealership/api/contract/nairobi'
import type { CacheOutcome } from '@dealership/api/http/types'
import { metrics } from '@dealership/api/ops/metrics'
import { hasBody, responseBytes } from './response-body'
import {
  compressBuffer,
  compressResponse,
  isCompressible,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  varyWith,
  type Encoding,
} from './compression'

export type ResponseCacheOptions = {
  /** Memory for entries, bodies and their compressed variants; 0 turns the cache off. */
  maxBytes: number
  /** Longest an entry is served without being rendered again. */
  ttlMs: number
  /** A value that changes whenever data that pages show may have changed. */
  generation: () => string
  /**
   * Cookies no cacheable answer depends on: a request carrying only these still reads
   * and fills the cache. The routes that do read them must answer no-store or private.
   */
  sharedCookies?: readonly string[]
  now?: () => number
}

type Entry = {
  generation: string
  expiresAt: number
  etag: string
  /** The answer's headers without its length or coding. */
  headers: Record<string, string>
  identity: Buffer
  compressible: boolean
  variants: Partial<Record<Encoding, Buffer>>
}

export type Handler = (request: Request) => Response | Promise<Response>

function entrySize(e: Entry): number {
  let size = e.identity.byteLength + 512
  for (const v of Object.values(e.variants)) size += v?.byteLength ?? 0
  return size
}

/** If-None-Match against the entry's tag, by weak comparison (RFC 9110, 13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (t: string) => t.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => bare(t) === bare(etag))
}

export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Headers a 304 repeats from the 200 it stands for. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'expires', 'vary']

function notModified(etag: string, headers: Record<string, string>): Response {
  const out: Record<string, string> = { etag }
  for (const name of NOT_MODIFIED_HEADERS) if (headers[name]) out[name] = headers[name]
  return new Response(null, { status: 304, headers: out })
}

function isPublic(cacheControl: string | null): boolean {
  if (!cacheControl) return false
  const directives = cacheControl.toLowerCase()
  return /\bpublic\b/.test(directives) && !/\b(private|no-store|no-cache)\b/.test(directives)
}

/** True when the Cookie header holds a cookie other than the shared ones. */
export function hasPersonalCookie(header: string | null, shared: ReadonlySet<string>): boolean {
  if (header === null) return false
  if (shared.size === 0) return true
  for (const part of header.split(';')) {
    if (part.trim() === '') continue
    const eq = part.indexOf('=')
    const name = (eq === -1 ? part : part.slice(0, eq)).trim()
    if (!shared.has(name)) return true
  }
  return false
}

/** A request whose answer may depend on who sends it. */
function isPersonal(request: Request, sharedCookies: ReadonlySet<string>): boolean {
  const h = request.headers
  return (
    h.has('authorization') || h.has('origin') || hasPersonalCookie(h.get('cookie'), sharedCookies)
  )
}

export class ResponseCache {
  readonly #lru: LRUCache<string, Entry> | null
  readonly #pending = new Map<string, Promise<Entry | null>>()
  readonly #options: ResponseCacheOptions
  readonly #now: () => number
  readonly #sharedCookies: ReadonlySet<string>
  readonly #measured = metrics().pageCache

  constructor(options: ResponseCacheOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#sharedCookies = new Set(options.sharedCookies ?? [])
    this.#lru =
      options.maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: options.maxBytes,
            sizeCalculation: entrySize,
            // Dropped for room (not replaced by a newer version, nor cleared).
            dispose: (_entry, _key, reason) => {
              if (reason === 'evict') this.#measured.evictions.inc()
            },
          })
        : null
  }

  get size(): number {
    return this.#lru?.size ?? 0
  }

  /** Memory held by the kept pages and their compressed copies, as the bound counts it. */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0
  }

  clear() {
    this.#lru?.clear()
  }

  /**
   * Wraps a fetch handler: hits are answered from memory (a 304 when the client holds
   * the same version), misses go to the handler and are kept when they may be, and
   * every text answer is compressed for the client. How it went is written into
   * `record.cache` (for the request's log line) when a record is given.
   */
  handle(
    request: Request,
    next: Handler,
    record?: { cache?: CacheOutcome },
  ): Promise<Response> | Response {
    const lru = this.#lru
    if (record) record.cache = 'bypass'
    if (request.method !== 'GET')
      return Promise.resolve(next(request)).then((res) => this.#finish(request, res))
    if (!lru || isPersonal(request, this.#sharedCookies)) {
      // Not shared, but a public answer still gets its ETag, 304 and compression.
      return Promise.resolve(next(request)).then(async (res) => {
        const entry = await this.#entryOf(res, '')
        return entry ? this.#serve(request, null, entry) : this.#finish(request, res)
      })
    }
    const key = request.url
    const generation = this.#options.generation()
    const entry = lru.get(key)
    if (entry && entry.generation === generation && entry.expiresAt > this.#now()) {
      if (record) record.cache = 'hit'
      this.#measured.hits.inc()
      return this.#serve(request, key, entry)
    }
    if (record) record.cache = 'miss'
    this.#measured.misses.inc()
    return this.#miss(request, generation, next)
  }

  /** A miss of the entry for `request.url` at `generation`: rendered once, kept if it may be. */
  async #miss(request: Request, generation: string, next: Handler) {
    const key = request.url
    const pendingKey = `${generation}\n${key}`
    const pending = this.#pending.get(pendingKey)
    if (pending) {
      const entry = await pending
      if (entry) return this.#serve(request, key, entry)
      return this.#finish(request, await next(request))
    }
    let settle!: (e: Entry | null) => void
    this.#pending.set(
      pendingKey,
      new Promise<Entry | null>((resolve) => {
        settle = resolve
      }),
    )
    try {
      const res = await next(request)
      const entry = await this.#entryOf(res, generation)
      settle(entry)
      if (!entry) return this.#finish(request, res)
      this.#lru!.set(key, entry)
      return this.#serve(request, key, entry)
    } catch (error) {
      settle(null)
      throw error
    } finally {
      this.#pending.delete(pendingKey)
    }
  }

  /** The entry for a response that may be kept, reading its body; null otherwise. */
  async #entryOf(res: Response, generation: string): Promise<Entry | null> {
    if (res.status !== 200 || !hasBody(res)) return null
    if (!isPublic(res.headers.get('Cache-Control'))) return null
    // Text only: images stream from their files (and a browser keeps them, immutable),
    // rather than filling the memory that pages need.
    if (!isCompressible(res.headers.get('Content-Type'))) return null
    if (res.headers.has('Set-Cookie') || res.headers.has('Content-Encoding')) return null
    const identity = await responseBytes(res)
    const headers: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'etag') headers[name] = value
    })
    headers.vary = varyWith(headers.vary, 'Accept-Encoding')
    const now = this.#now()
    const etag = etagOf(identity)
    headers.etag = etag
    return {
      generation,
      expiresAt: Math.min(now + this.#options.ttlMs, nextNairobiMidnightMs(now)),
      etag,
      headers,
      identity,
      compressible: identity.byteLength >= MIN_COMPRESS_BYTES,
      variants: {},
    }
  }

  async #serve(request: Request, key: string | null, entry: Entry): Promise<Response> {
    if (matchesEtag(request.headers.get('If-None-Match'), entry.etag)) {
      return notModified(entry.etag, entry.headers)
    }
    const encoding = entry.compressible
      ? negotiateEncoding(request.headers.get('Accept-Encoding'))
      : null
    let body = entry.identity
    const headers = { ...entry.headers }
    if (encoding) {
      let variant = entry.variants[encoding]
      if (!variant) {
        variant = await compressBuffer(entry.identity, encoding)
        entry.variants[encoding] = variant
        // Re-set so the memory bound counts the new variant (if the entry is still current).
        if (key !== null && this.#lru?.peek(key) === entry) this.#lru.set(key, entry)
      }
      body = variant
      headers['content-encoding'] = encoding
    }
    headers['content-length'] = String(body.byteLength)
    // A plain header object and a Buffer: @hono/node-server writes this without building
    // a web Response, which is most of what a hit costs.
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    })
  }

  #finish(request: Request, res: Response): Response {
    return compressResponse(request, res)
  }
}
