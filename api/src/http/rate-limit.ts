import type { MiddlewareHandler } from 'hono'
import { clientAddress } from './client-address'
import { httpError } from './errors'
import type { ApiEnv } from './types'

export type RateLimitOptions = { max: number; windowMs: number }

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a few minutes.'

/**
 * Fixed-window counter per client address, in memory: one process serves the site,
 * so this is enough to stop a form from being flooded. `bucket` separates forms.
 */
export function createRateLimiter({ max, windowMs }: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = Date.now()

  return (bucket: string): MiddlewareHandler<ApiEnv> =>
    async (c, next) => {
      const now = Date.now()
      if (now - lastSweep > windowMs) {
        for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key)
        lastSweep = now
      }
      const key = `${bucket}:${clientAddress(c)}`
      let w = windows.get(key)
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 }
        windows.set(key, w)
      }
      w.count += 1
      if (w.count > max) {
        const retryAfter = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000))
        c.header('Retry-After', String(retryAfter))
        const err = httpError(429, RATE_LIMIT_MESSAGE)
        err.res?.headers.set('Retry-After', String(retryAfter))
        throw err
      }
      await next()
    }
}
