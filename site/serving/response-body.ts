// The bytes of a response as it was made, without reading it through a web stream.
//
// Hono's handlers answer with @hono/node-server's lightweight Response: it keeps the body
// it was given (a string or bytes) under a symbol of its own, and builds undici's web
// Response (a stream, and a copy read back from it) only when something reads the body.
// The page cache needs a cacheable answer's bytes to keep them and tag them; taken
// straight, they skip that stream and copy on every read the cache cannot answer from
// memory (a request with a cookie, a miss; docs/decisions/0013-pages-rendered-whole.md).
// The symbol is not exported, so it is found by its description on a response that
// carries it, and anything else is read the usual way.
import { renderedBody } from './render-pool'

/** @hono/node-server's description of the symbol that holds [status, body, headers]. */
const LIGHTWEIGHT_CACHE = 'cache'
let lightweightKey: symbol | undefined

/** [status, body, headers] of a lightweight Response not yet turned into a web one. */
function lightweightEntry(res: Response): unknown[] | undefined {
  lightweightKey ??= Object.getOwnPropertySymbols(res).find(
    (s) => s.description === LIGHTWEIGHT_CACHE,
  )
  if (!lightweightKey) return undefined
  const entry = (res as unknown as Record<symbol, unknown>)[lightweightKey]
  return Array.isArray(entry) ? entry : undefined
}

/** Whether the response has a body, asked without building one. */
export function hasBody(res: Response): boolean {
  if (renderedBody(res)) return true
  const entry = lightweightEntry(res)
  return entry ? entry[1] != null : res.body !== null
}

/**
 * The string's UTF-8 bytes in memory of their own. Buffer.from(string) cuts a short
 * string's bytes from a shared 8 KB slab, which a cached entry would then hold whole
 * while the cache's memory bound counted only the bytes.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text))
  bytes.write(text)
  return bytes
}

/** The body as it was given when that is at hand (bytes or a string), else undefined. */
export function bodyAsMade(res: Response): Uint8Array | undefined {
  const rendered = renderedBody(res)
  if (rendered) return rendered
  const body = lightweightEntry(res)?.[1]
  if (typeof body === 'string') return ownBytes(body)
  if (body instanceof Uint8Array) return body
  return undefined
}

/** The response's bytes: as made when possible, read from its stream otherwise. */
export async function responseBytes(res: Response): Promise<Buffer> {
  const made = bodyAsMade(res)
  if (made) return Buffer.from(made.buffer, made.byteOffset, made.byteLength)
  return Buffer.from(await res.arrayBuffer())
}
