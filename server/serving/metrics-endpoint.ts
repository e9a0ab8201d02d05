// GET /metrics: the Prometheus text format (api/src/ops/metrics.ts), for a scraper on this
// machine, or elsewhere with METRICS_TOKEN. Anyone else gets the site's ordinary 404
// page: the endpoint does not exist for them.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '@dealership/api/db/client'
import { NO_STORE } from '@dealership/api/http/cache-control'
import { normalizeAddress } from '@dealership/api/http/client-address'
import type { ApiEnv } from '@dealership/api/http/types'
import { imageWorkStats } from '@dealership/api/images/work'
import { outboxStats } from '@dealership/api/mail/outbox'
import { metrics } from '@dealership/api/ops/metrics'

export type MetricsEndpointOptions = {
  db: Db
  /** The page cache's size now (null when it is off). */
  pageCache: { bytes: number; size: number } | null
  /** METRICS_TOKEN: a bearer token that opens the endpoint from anywhere. */
  token?: string
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Same length whatever is compared, so the time taken tells nothing about the token. */
function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token))
}

/**
 * A connection from this machine that no proxy forwarded. A reverse proxy on the same
 * machine (Caddy, deploy/Caddyfile) connects from loopback too, but it says whom it
 * forwards for: such a request is the public's.
 */
function fromLoopback(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): boolean {
  const remote = c.env?.incoming?.socket?.remoteAddress
  const address = remote ? normalizeAddress(remote) : null
  if (!address) return false
  const loopback = address === '::1' || address.startsWith('127.')
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'].some((h) => c.req.header(h))
  return loopback && !proxied
}

export function metricsEndpoint({
  db,
  pageCache,
  token,
}: MetricsEndpointOptions): MiddlewareHandler<ApiEnv> {
  const measured = metrics()
  return async (c, next) => {
    if (!tokenMatches(c.req.header('authorization'), token) && !fromLoopback(c)) return next()
    // What is read rather than counted is read now, as of this scrape.
    const outbox = outboxStats(db)
    measured.outbox.messages.set({ status: 'pending' }, outbox.pending)
    measured.outbox.messages.set({ status: 'failed' }, outbox.failed)
    measured.outbox.oldestPendingAge.set(outbox.oldestPendingAgeSeconds)
    measured.pageCache.bytes.set(pageCache?.bytes ?? 0)
    measured.pageCache.entries.set(pageCache?.size ?? 0)
    const images = imageWorkStats()
    measured.images.running.set(images.running)
    measured.images.waiting.set(images.waiting)
    return new Response(await measured.registry.metrics(), {
      headers: { 'Content-Type': measured.registry.contentType, 'Cache-Control': NO_STORE },
    })
  }
}
