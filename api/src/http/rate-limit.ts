import type { MiddlewareHandler } from 'hono'
import { MemoryStore, rateLimiter } from 'hono-rate-limiter'
import { clientAddress, clientGroup, TRUST_NO_PROXY, type TrustProxy } from './client-address'
import { metrics } from '../ops/metrics'
import type { ApiEnv } from './types'

export type RateLimitOptions = {
  max: number
  windowMs: number
  /** Whose X-Forwarded-For to believe over a socket (TRUST_PROXY); nobody's by default. */
  trustProxy?: TrustProxy
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a few minutes.'

/**
 * Fixed-window counters per client (an address, or an IPv6 address's /64), in memory (hono-rate-limiter's store): one
 * process serves the site, so this is enough to stop a form from being flooded.
 * `bucket` separates forms: each has its own counters.
 */
export function createRateLimiter({
  max,
  windowMs,
  trustProxy = TRUST_NO_PROXY,
}: RateLimitOptions) {
  const buckets = new Map<string, MiddlewareHandler<ApiEnv>>()

  const limiterFor = (bucket: string): MiddlewareHandler<ApiEnv> => {
    const store = new MemoryStore<ApiEnv>()
    const keyGenerator = (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) =>
      clientGroup(clientAddress(c, trustProxy))
    return rateLimiter<ApiEnv>({
      windowMs,
      limit: max,
      // RateLimit-* headers on every counted response.
      standardHeaders: 'draft-6',
      keyGenerator,
      store,
      handler: (c) => {
        metrics().rateLimitRefusals.inc({ bucket })
        // The library's own Retry-After can round down to 0 at the window's edge.
        const reset = store.get(keyGenerator(c))?.resetTime?.getTime() ?? Date.now() + windowMs
        c.header('Retry-After', String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))))
        return c.json({ error: RATE_LIMIT_MESSAGE }, 429)
      },
    })
  }

  return (bucket: string): MiddlewareHandler<ApiEnv> => {
    let limiter = buckets.get(bucket)
    if (!limiter) buckets.set(bucket, (limiter = limiterFor(bucket)))
    return limiter
  }
}
