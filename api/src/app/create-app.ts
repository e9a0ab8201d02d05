// The API as one Hono app: /api/* and /uploads/*. The server mounts it; tests call
// app.request on it directly.
import { serveStatic } from '@hono/node-server/serve-static'
import { mkdirSync, statSync, type Stats } from 'node:fs'
import { join, normalize } from 'node:path'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { firebaseAuthService, type AuthService } from '../auth/service'
import { SELL_MAX_IMAGES, UPLOAD_MAX_BYTES } from '../contract'
import type { Db } from '../db/client'
import type { Env } from '../config/env'
import { accessControl, cachePolicy } from './access-control'
import { BODY_TOO_LARGE_MESSAGE, checksBeforeReading, tooLarge } from '../http/body-limits'
import { IMMUTABLE, NO_STORE } from '../http/cache-control'
import { createAllowedMethods } from '../http/route-label'
import { createRateLimiter, type RateLimitOptions } from '../http/rate-limit'
import { securityHeaders } from '../http/security-headers'
import type { ApiEnv } from '../http/types'
import type { RouteDeps } from '../resources/route-deps'
import { resourceRoutes } from '../resources'
import { IMAGE_TOO_LARGE_MESSAGE } from '../images/uploads'
import { variantOnDemand } from '../images/variants'
import { createShareCards } from '../images/share-cards'
import { logUnhandled, silentLogger, type Logger } from '../ops/log'
import { paymentsFromEnv, type Payments } from '../resources/reservations/reservations.payments'
import { requestIdOf } from '../http/request-log'

export type CreateAppDeps = {
  db: Db
  env: Env
  auth?: AuthService
  rateLimit?: RateLimitOptions
  /** Where unhandled errors are logged (nowhere by default: tests, scripts). */
  log?: Logger
  /** M-Pesa Express (default: from MPESA_* or MPESA_STAND_IN_URL). */
  payments?: Payments
}

/** The answer of a 405: what was sent, and what the address takes. */
export const methodNotAllowedMessage = (method: string, allowed: readonly string[]) =>
  `${method} is not allowed here; this address takes ${allowed.join(', ')}.`

export const JSON_BODY_LIMIT = 1024 * 1024

/**
 * 1 MB for JSON; uploads get room for one image, the sell form for all its photos; the
 * routes that check before reading hold their bodies to 16 KB themselves.
 */
function bodyLimits(): MiddlewareHandler<ApiEnv> {
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge(BODY_TOO_LARGE_MESSAGE) })
  const upload = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
    onError: tooLarge(IMAGE_TOO_LARGE_MESSAGE),
  })
  const sell = bodyLimit({
    maxSize: SELL_MAX_IMAGES * UPLOAD_MAX_BYTES + 256 * 1024,
    onError: tooLarge(BODY_TOO_LARGE_MESSAGE),
  })
  return (c, next) => {
    // A read has no body; asking the request for one would build a second Request.
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next()
    if (checksBeforeReading(method, c.req.path)) return next()
    const multipart = /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')
    if (c.req.path === '/api/uploads') return upload(c, next)
    const photos = c.req.path === '/api/sell-requests' || c.req.path === '/api/held-photos'
    if (photos && multipart) return sell(c, next)
    return json(c, next)
  }
}

function corsFor(env: Env): MiddlewareHandler<ApiEnv> {
  const allowed = new Set(
    (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
  const crossOrigin = cors({
    origin: (origin, c) => {
      if (!origin) return null
      if (allowed.has(origin) || origin === new URL(c.req.url).origin) return origin
      return null
    },
    allowHeaders: ['Authorization', 'Content-Type', 'Range'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Content-Range'],
    credentials: true,
    maxAge: 600,
  })
  return (c, next) => {
    if (c.req.header('Origin')) return crossOrigin(c, next)
    // No Origin, no CORS headers to give: only tell caches the answer varies with it.
    // (hono's cors would build a placeholder response first and copy it into the real
    // one: docs/decisions/0014-lean-api-reads.md.)
    c.header('Vary', 'Origin', { append: true })
    return next()
  }
}

/** The uploaded file at this /uploads/ path, if one exists (never outside the folder). */
function uploadStat(uploadsDir: string, path: string): Stats | null {
  let rel: string
  try {
    rel = decodeURIComponent(path.replace(/^\/uploads\//, ''))
  } catch {
    return null
  }
  if (!rel || rel.includes('\0') || normalize(rel).split(/[\\/]/).includes('..')) return null
  const stat = statSync(join(uploadsDir, rel), { throwIfNoEntry: false })
  return stat?.isFile() ? stat : null
}

export function createApp(deps: CreateAppDeps) {
  const { db, env } = deps
  const auth = deps.auth ?? firebaseAuthService(env)
  const limiter = createRateLimiter({
    ...(deps.rateLimit ?? {
      max: env.FORM_RATE_LIMIT,
      windowMs: env.FORM_RATE_WINDOW_SECONDS * 1000,
    }),
    trustProxy: env.TRUST_PROXY,
  })
  const routeDeps: RouteDeps = {
    db,
    env,
    auth,
    rateLimit: limiter,
    shareCards: createShareCards({
      db,
      uploadsDir: env.UPLOADS_DIR,
      siteName: env.SITE_NAME,
      log: deps.log,
    }),
    payments: deps.payments ?? paymentsFromEnv(env, deps.log),
    log: deps.log ?? silentLogger,
  }
  mkdirSync(env.UPLOADS_DIR, { recursive: true })

  const app = new Hono<ApiEnv>()
  app.use(
    '/api/*',
    securityHeaders(),
    cachePolicy(),
    corsFor(env),
    bodyLimits(),
    accessControl({ db, env, auth }),
  )
  app.use('/uploads/*', securityHeaders(), async (c, next) => {
    // Names are random and never reused, so a file's tag (size and time) never changes;
    // a browser revalidating the copy it holds gets 304 and no body.
    const file = uploadStat(env.UPLOADS_DIR, c.req.path)
    const etag = file
      ? `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
      : null
    if (file && etag) {
      const ifNoneMatch = c.req.header('If-None-Match')
      const ifModifiedSince = Date.parse(c.req.header('If-Modified-Since') ?? '')
      const fresh = ifNoneMatch
        ? ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')
        : Math.floor(file.mtimeMs / 1000) <= Math.floor(ifModifiedSince / 1000)
      if (fresh) return c.body(null, 304, { 'Cache-Control': IMMUTABLE, ETag: etag })
    }
    await next()
    // Set on the final response, after the security headers, for served images only.
    if (c.res.ok && etag && c.res.headers.get('Content-Type')?.startsWith('image/')) {
      c.res.headers.set('Cache-Control', IMMUTABLE)
      c.res.headers.set('ETag', etag)
      c.res.headers.set('Last-Modified', file!.mtime.toUTCString())
    }
  })
  app.use(
    '/uploads/*',
    serveStatic({
      root: env.UPLOADS_DIR,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
    }),
  )
  // Width copies of images stored before copies existed: made on first request.
  app.use('/uploads/*', variantOnDemand(env.UPLOADS_DIR))
  // Share cards not drawn yet (or of a record changed since): drawn on first request.
  app.use('/uploads/cards/*', routeDeps.shareCards.middleware())

  const routed = app.route('/api', resourceRoutes(routeDeps))

  // Only /api and /uploads belong to the API; the server handles every other path. A
  // path that exists but not for this method is a 405 that says which methods it takes.
  const allowedMethods = createAllowedMethods(
    routed.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')),
  )
  app.all('/api/*', (c) => {
    const allowed = allowedMethods(c.req.path)
    if (!allowed) return c.json({ error: 'Not found' }, 404)
    const headers = { Allow: allowed.join(', '), 'Cache-Control': NO_STORE }
    if (c.req.method === 'OPTIONS') return c.body(null, 204, headers)
    return c.json({ error: methodNotAllowedMessage(c.req.method, allowed) }, 405, headers)
  })
  app.all('/uploads/*', (c) => c.json({ error: 'Not found' }, 404))
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError(async (err, c) => {
    if (err instanceof HTTPException) {
      const res = err.getResponse()
      // Through c.body, which keeps the headers set before the throw (Cache-Control, Vary).
      if (res.headers.get('Content-Type')?.includes('json')) return c.body(await res.text(), res)
      // Hono's own exceptions (e.g. malformed JSON) carry a text body: answer JSON.
      return c.json({ error: err.message || res.statusText }, err.status)
    }
    // The id goes into the answer too, so whoever sees the error can quote it.
    const requestId = requestIdOf(c)
    logUnhandled(deps.log ?? silentLogger, err, {
      requestId,
      method: c.req.method,
      route: c.req.routePath,
    })
    return c.json({ error: 'Internal server error', requestId }, 500, {
      'X-Request-Id': requestId,
    })
  })
  return routed
}

export type AppType = ReturnType<typeof createApp>
