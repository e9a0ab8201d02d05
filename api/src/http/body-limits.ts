// The small bodies: routes that check what their path or headers say (a secret, a token's
// shape, the origin) before they read a byte of the body, then read at most 16 KB of it.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ApiEnv } from './types'

/** A callback, a token or a setting: a few hundred bytes; an ID token a few KB. */
export const SMALL_BODY_LIMIT = 16 * 1024
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.'

/**
 * The routes that hold their bodies to SMALL_BODY_LIMIT themselves (smallBody), after
 * their check: the 1 MB limit (app.ts), which reads a body sent without a length before
 * anything else runs, leaves them alone.
 */
const CHECKED_FIRST: readonly (readonly [method: string, path: RegExp])[] = [
  ['POST', /^\/api\/mpesa-callbacks\/[^/]+\/?$/],
  ['POST', /^\/api\/session\/?$/],
  ['POST', /^\/api\/account\/sessions\/?$/],
  ['PUT', /^\/api\/alerts\/[^/]+\/?$/],
]

export const checksBeforeReading = (method: string, path: string) =>
  CHECKED_FIRST.some(([m, p]) => m === method && p.test(path))

/** 413 with the API's error body. */
export const tooLarge = (error: string) => (c: Context) => c.json({ error }, 413)

const small = bodyLimit({ maxSize: SMALL_BODY_LIMIT, onError: tooLarge(BODY_TOO_LARGE_MESSAGE) })

/**
 * For a route of CHECKED_FIRST: `check` (which throws its refusal) runs before the body is
 * touched, then the body may be at most SMALL_BODY_LIMIT (413 past it).
 */
export function smallBody(check?: (c: Context<ApiEnv>) => void): MiddlewareHandler<ApiEnv> {
  return (c, next) => {
    check?.(c)
    return small(c, next)
  }
}
