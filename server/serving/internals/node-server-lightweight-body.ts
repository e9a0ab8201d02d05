// A reach into @hono/node-server's insides, kept because it pays
// (docs/decisions/0018-dependency-internals.md): its test fails when an upgrade changes
// what this relies on.
//
// Hono's handlers answer with @hono/node-server's lightweight Response: it keeps the body
// it was given (a string or bytes) under a symbol of its own, and builds undici's web
// Response (a stream, and a copy read back from it) only when something reads the body.
// The symbol is not exported, so it is found by its description on a response that
// carries it.

/** @hono/node-server's description of the symbol that holds [status, body, headers]. */
const LIGHTWEIGHT_CACHE = 'cache'
let lightweightKey: symbol | undefined

/**
 * The body a lightweight Response was made with, not yet turned into a web stream:
 * `{ body }` (a string, bytes, null or anything else it was given), or undefined for any
 * other response, or one whose web Response was built already.
 */
export function lightweightBody(res: Response): { body: unknown } | undefined {
  lightweightKey ??= Object.getOwnPropertySymbols(res).find(
    (s) => s.description === LIGHTWEIGHT_CACHE,
  )
  if (!lightweightKey) return undefined
  const entry: unknown = Reflect.get(res, lightweightKey)
  return Array.isArray(entry) ? { body: entry[1] } : undefined
}
