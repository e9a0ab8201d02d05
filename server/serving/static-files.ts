// The built files (the site's client bundle and public files, the back office), read
// into memory once at start with the brotli and gzip copies the build wrote beside them
// (scripts/compress-assets.mjs). Each answer is a Buffer with plain headers: an ETag, a
// 304 for a conditional request that still holds, and the client's best coding.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import { acceptedEncodings, isCompressible, type Encoding } from './compression'
import { etagOf, matchesEtag } from './response-cache'

export type StaticMount = {
  /** URL path prefix, with a trailing slash: '/assets/'. */
  prefix: string
  dir: string
  cacheControl: string
  /** Headers of this mount's answers beyond the baseline (a CSP for HTML, say). */
  headers?: Record<string, string>
}

type StaticFile = {
  etag: string
  headers: Record<string, string>
  identity: Buffer
  variants: Partial<Record<Encoding, Buffer>>
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

export class StaticFiles {
  readonly #files = new Map<string, StaticFile>()

  /** Reads every file under each mount; `baseline` headers go on every answer. */
  constructor(mounts: StaticMount[], baseline: Record<string, string>) {
    for (const mount of mounts) {
      if (!existsSync(mount.dir) || !statSync(mount.dir).isDirectory()) continue
      for (const path of walk(mount.dir)) {
        if (path.endsWith('.br') || path.endsWith('.gz') || path.endsWith('.map')) continue
        const url = mount.prefix + relative(mount.dir, path).split(sep).join('/')
        if (this.#files.has(url)) continue
        const identity = readFileSync(path)
        const type = getMimeType(path) ?? 'application/octet-stream'
        const variants: Partial<Record<Encoding, Buffer>> = {}
        if (isCompressible(type)) {
          for (const enc of ['br', 'gzip'] as const) {
            if (existsSync(path + SUFFIX[enc])) variants[enc] = readFileSync(path + SUFFIX[enc])
          }
        }
        const etag = etagOf(identity)
        const headers: Record<string, string> = {
          ...baseline,
          ...mount.headers,
          'content-type': type,
          'cache-control': mount.cacheControl,
          etag,
        }
        if (isCompressible(type)) headers.vary = 'Accept-Encoding'
        this.#files.set(url, { etag, headers, identity, variants })
      }
    }
  }

  has(pathname: string): boolean {
    return this.#files.has(pathname)
  }

  get count(): number {
    return this.#files.size
  }

  /** The answer for a GET or HEAD of a known file, or null. */
  answer(request: Request, pathname: string): Response | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    const file = this.#files.get(pathname)
    if (!file) return null
    if (matchesEtag(request.headers.get('If-None-Match'), file.etag)) {
      const headers: Record<string, string> = {
        etag: file.etag,
        'cache-control': file.headers['cache-control']!,
      }
      if (file.headers.vary) headers.vary = file.headers.vary
      return new Response(null, { status: 304, headers })
    }
    const encoding = acceptedEncodings(request.headers.get('Accept-Encoding')).find(
      (coding) => file.variants[coding],
    )
    const variant = encoding ? file.variants[encoding] : undefined
    const body = variant ?? file.identity
    const headers: Record<string, string> = {
      ...file.headers,
      'content-length': String(body.byteLength),
    }
    if (variant && encoding) headers['content-encoding'] = encoding
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    })
  }
}
