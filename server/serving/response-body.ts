// The bytes of a response as it was made, without reading it through a web stream.
//
// The page cache needs a cacheable answer's bytes to keep them and tag them. A page
// rendered by a worker comes as bytes (render-pool.ts); an API answer keeps the string
// or bytes it was made with (internals/node-server-lightweight-body.ts). Taken straight,
// they skip a web stream and a copy on every read the cache cannot answer from memory
// (a request with a cookie, a miss; docs/decisions/0013-pages-rendered-whole.md).
// Anything else is read the usual way.
import { lightweightBody } from './internals/node-server-lightweight-body'
import { renderedBody } from './render-pool'

/** Whether the response has a body, asked without building one. */
export function hasBody(res: Response): boolean {
  if (renderedBody(res)) return true
  const made = lightweightBody(res)
  return made ? made.body != null : res.body !== null
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
  const body = lightweightBody(res)?.body
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
