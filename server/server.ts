// The one server process: built files from memory (/assets, /admin), then the page
// cache (serving/response-cache.ts) in front of the rest: /api and /uploads (the API
// app), the back office's routes and every other path to Remix.
// Bundled by esbuild into dist/server.js (see scripts/build-server.mjs).
import { serve, type ServerType } from '@hono/node-server'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { Hono } from 'hono'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import {
  createApp,
  clientAddress,
  securityHeaders,
  type ApiEnv,
  type Payments,
} from '@dealership/api'
import { dataGeneration, socketThreadGeneration, type Db } from '@dealership/api/db/client'
import type { Env } from '@dealership/api/config/env'
import { IMMUTABLE, NO_CACHE, NO_STORE } from '@dealership/api/http/cache-control'
import { requestIdOf, withRequestLog } from '@dealership/api/http/request-log'
import type { RouteLabel } from '@dealership/api/http/route-label'
import { logUnhandled, silentLogger, writeLogLine, type Logger } from '@dealership/api/ops/log'
import { measureRenderWorkerHeap } from '@dealership/api/ops/metrics'
import { Readiness } from '@dealership/api/ops/readiness'
import type { SiteLoadContext } from '@dealership/site/context'
import { GARAGE_COOKIE } from '@dealership/site/garage'
import { guardFormPost, REFUSALS, refusalResponse } from './serving/form-guard'
import { BUYER_COOKIE, SECURE_BUYER_COOKIE } from '@dealership/api/contract'
import { RenderPool } from './serving/render-pool'
import { metricsEndpoint } from './serving/metrics-endpoint'
import { ResponseCache } from './serving/response-cache'
import { serverAllowedMethods, serverRouteLabel } from './serving/route-labels'
import { StaticFiles } from './serving/static-files'

export type ServerOptions = {
  env: Env
  db: Db
  /** Repository root: where site/build and backoffice/dist are found. */
  root: string
  /**
   * Where the Remix app comes from. By default the production build in site/build; in
   * development (server/dev.ts) Vite's module graph, loaded again after every edit.
   */
  build?: () => Promise<ServerBuild>
  /** Request lines and unhandled errors (nothing is logged without one). */
  log?: Logger
  /** The page cache on or off; by default on in production (PAGE_CACHE_MAX_MB > 0). */
  pageCache?: boolean
  /** M-Pesa Express, built once by the entry (default: from the configuration). */
  payments?: Payments
}

export type ServerApp = {
  /**
   * The whole server as one fetch handler (what @hono/node-server calls, with the node
   * request and response: requests that come with them are logged and given an id).
   */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>
  /** The page cache, or null when it is off. */
  cache: ResponseCache | null
  /** Renders a page (a path of the Remix app) in this thread: what a render worker runs. */
  render: (request: Request) => Promise<Response>
  /** The render workers, or null when pages render in this thread only. */
  renderPool: RenderPool | null
  /** Whether the process should get traffic (/readyz); main.ts drains it on SIGTERM. */
  readiness: Readiness
  /**
   * The label a request is logged under: the pattern of the route that answers a path
   * (`/api/cars/:id`, `/cars/:id`), never the path with its ids.
   */
  routeLabel: RouteLabel
  /** Stops the render workers. */
  close: () => Promise<void>
}

const METRICS_PATH = '/metrics'

/** The built worker script, beside the server bundle (dist/). */
const RENDER_WORKER = new URL('./render-worker.js', import.meta.url)

/**
 * How many render workers: RENDER_THREADS, where `auto` in production is one per core
 * but the one the main thread needs (at least one, at most four).
 */
export function renderThreads(env: Env): number {
  if (env.RENDER_THREADS !== 'auto') return env.RENDER_THREADS
  return env.NODE_ENV === 'production' ? Math.max(1, Math.min(4, availableParallelism() - 1)) : 0
}

export async function createServerApp({
  env,
  db,
  root,
  build,
  log = silentLogger,
  pageCache,
  payments,
}: ServerOptions): Promise<ServerApp> {
  const api = createApp({ db, env, log, payments })
  const app = new Hono<ApiEnv>()

  // /api/* and /uploads/*: the API sets its own headers.
  app.route('/', api)

  // Everything else gets the same baseline security headers.
  app.use('*', securityHeaders())

  const threads = renderThreads(env)
  const renderPool =
    threads > 0 && existsSync(fileURLToPath(RENDER_WORKER))
      ? new RenderPool({
          size: threads,
          script: RENDER_WORKER,
          workerData: { env, root },
          logLine: (line) => writeLogLine(log, line),
          log: (message) => log.error(message),
        })
      : null

  measureRenderWorkerHeap(renderPool && (() => renderPool.heapBytes()))

  // Liveness, without I/O: render workers that are up, for whoever watches the server.
  app.get('/healthz', (c) => c.json({ ok: true, renderWorkers: renderPool?.readyWorkers ?? 0 }))
  // Readiness: the database, migrations, uploads and disk (api/src/ops/readiness.ts).
  const readiness = new Readiness({
    databaseFile: env.DATABASE_URL,
    migrationsDir: join(root, 'drizzle'),
    uploadsDir: env.UPLOADS_DIR,
    minFreeDiskMb: env.READY_MIN_FREE_DISK_MB,
  })
  app.get('/readyz', () => readiness.response())

  // Built files, from memory: the back office (a single-page app under /admin) and
  // Remix's fingerprinted client assets and other public files.
  const adminDir = join(root, 'backoffice', 'dist')
  const clientDir = join(root, 'site', 'build', 'client')
  const files = new StaticFiles(
    [
      { prefix: '/admin/assets/', dir: join(adminDir, 'assets'), cacheControl: IMMUTABLE },
      {
        prefix: '/admin/',
        dir: adminDir,
        cacheControl: NO_CACHE,
        headers: { 'content-security-policy': backOfficeCsp(env) },
      },
      { prefix: '/assets/', dir: join(clientDir, 'assets'), cacheControl: IMMUTABLE },
      { prefix: '/', dir: clientDir, cacheControl: 'public, max-age=3600' },
    ],
    await baselineHeaders(),
  )
  const ADMIN_INDEX = '/admin/index.html'
  app.get('/admin', (c) => c.redirect('/admin/', 301))
  app.get('/admin/assets/*', (c) => c.json({ error: 'Not found' }, 404))
  app.get('/admin/*', (c) => {
    // Every other path under /admin is a route of the single-page app.
    return (
      files.answer(c.req.raw, ADMIN_INDEX) ??
      c.text('The back office is not built: run npm run build', 503)
    )
  })

  const remixBuild = build ?? (await productionBuild(root))
  const handleRemix = createRequestHandler(
    remixBuild,
    env.NODE_ENV === 'development' ? 'development' : 'production',
  )

  // The page cache sees every write through this process's database connection and
  // other processes' (the seed command) through data_version. With API_URL the data
  // lives elsewhere and no write would reach it: no cache then. Nor in development,
  // where the code changes under the pages without the data changing.
  const cacheOn = env.PAGE_CACHE_MAX_MB > 0 && !env.API_URL && (pageCache ?? !build)
  const cache = new ResponseCache({
    maxBytes: cacheOn ? Math.round(env.PAGE_CACHE_MAX_MB * 1024 * 1024) : 0,
    ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
    // The main thread answers sockets; a render worker takes its pages as messages.
    generation: isMainThread ? socketThreadGeneration(db) : () => dataGeneration(db),
    // Public pages never read the saved-cars cookie (only /saved, /saved.json and the
    // posts do, and they answer no-store), nor the buyer's session (only the /account
    // pages and the API's /api/account do, and they answer no-store): a visitor holding
    // them still gets cached pages.
    sharedCookies: [GARAGE_COOKIE, BUYER_COOKIE, SECURE_BUYER_COOKIE],
  })
  // In process, the API's public reads go through the same cache: the brand list, the
  // filter facets and the featured cars that many pages share are read once per change.
  const apiFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    env.API_URL
      ? fetch(new URL(String(input).replace(/^https?:\/\/[^/]+/, ''), env.API_URL), init)
      : Promise.resolve(cache.handle(new Request(String(input), init), (r) => api.fetch(r)))

  /**
   * A page of the Remix app, rendered here; `clientIp` is who asked (for the API's
   * limits), `requestId` the id of the request it answers (for its errors).
   */
  const renderPage = (request: Request, clientIp: string, requestId: string) => {
    const context: SiteLoadContext = {
      clientIp,
      requestId,
      logError: (error) =>
        logUnhandled(log, error, {
          requestId,
          method: request.method,
          route: routeLabel(pathOf(request.url)),
        }),
      apiFetch: (input, init) => {
        // In-process calls bypass the outer middleware: pass the visitor's address
        // so the API's rate limit counts the visitor, not the site, and the request's
        // id so an error there is logged under it.
        const headers = new Headers(init?.headers)
        headers.set('x-forwarded-for', clientIp)
        headers.set('x-request-id', requestId)
        return apiFetch(input, { ...init, headers })
      },
      config: {
        siteName: env.SITE_NAME,
        testimonialsEmbedUrl: env.TESTIMONIALS_EMBED_URL ?? null,
        testDriveHorizonDays: env.TEST_DRIVE_HORIZON_DAYS,
        garageCookie: {
          secret: env.SITE_COOKIE_SECRET,
          secure: env.PUBLIC_URL?.startsWith('https://') ?? false,
        },
      },
    }
    return handleRemix(request, context)
  }

  // Prometheus metrics, for a scraper on this machine or one holding METRICS_TOKEN;
  // everyone else falls through to the 404 page.
  app.get(
    METRICS_PATH,
    metricsEndpoint({ db, pageCache: cacheOn ? cache : null, token: env.METRICS_TOKEN }),
  )

  app.all('*', async (c) => {
    const clientIp = clientAddress(c, env.TRUST_PROXY)
    const requestId = requestIdOf(c)
    let request = c.req.raw
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (renderPool) {
        // A worker renders it when one is free; the visitor's address and the request's
        // id go with it.
        const headers = new Headers(request.headers)
        headers.set('x-forwarded-for', clientIp)
        headers.set('x-request-id', requestId)
        const rendered = await renderPool.render(request, headers)
        if (rendered) return rendered
      }
      return renderPage(request, clientIp, requestId)
    }
    // Pages take GET and HEAD, and POST where they have a form; any other method (which
    // Remix would hand to the route's action) is answered here, before its body is read.
    const allowed = allowedMethods(pathOf(request.url))
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { Allow: allowed.join(', '), 'Cache-Control': NO_STORE },
      })
    }
    if (!allowed.includes(request.method)) {
      const refused = refusalResponse(REFUSALS.methodNotAllowed(request.method), env.SITE_NAME)
      refused.headers.set('Allow', allowed.join(', '))
      refused.headers.set('Cache-Control', NO_STORE)
      return refused
    }
    // Form posts pass the guard first: same site, a readable form, within the size limit.
    const guarded = await guardFormPost(request, { publicUrl: env.PUBLIC_URL })
    if (!guarded.ok) {
      const refused = refusalResponse(guarded.refusal, env.SITE_NAME)
      refused.headers.set('Cache-Control', NO_STORE)
      return refused
    }
    request = guarded.request
    const res = await renderPage(request, clientIp, requestId)
    // A form's result, a redirect after a post: the sender's alone, kept by no one.
    if (!res.headers.has('Cache-Control')) res.headers.set('Cache-Control', NO_STORE)
    return res
  })

  const remixRoutes =
    typeof remixBuild === 'function' ? (await remixBuild()).routes : remixBuild.routes
  const routeLabel = serverRouteLabel(app, remixRoutes)
  const allowedMethods = serverAllowedMethods(app, remixRoutes)

  // The node-level layer (http/request-log.ts) gives each request its id and log line;
  // the Hono app gets the node request with them (for the client's address).
  const serveRequest = withRequestLog(
    (request, bindings) => {
      const path = pathOf(request.url)
      const file = files.answer(request, path)
      if (file) {
        if (bindings) bindings.record.route = 'static'
        return file
      }
      // Never through the page cache: a scrape is not a visit.
      if (path === METRICS_PATH) return app.fetch(request, bindings)
      return cache.handle(request, (r) => app.fetch(r, bindings), bindings?.record)
    },
    { log, trustProxy: env.TRUST_PROXY, routeLabel },
  )

  return {
    fetch: serveRequest,
    cache: cacheOn ? cache : null,
    // In a worker, the main thread has put the visitor's address in X-Forwarded-For and
    // the request's id in X-Request-Id.
    render: (request) =>
      renderPage(
        request,
        request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown',
        request.headers.get('x-request-id') || 'unknown',
      ),
    renderPool,
    readiness,
    routeLabel,
    close: async () => {
      await renderPool?.close()
    },
  }
}

/** The path of a request's URL without the origin or the query, without a URL object. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const end = url.indexOf('?', start)
  return end === -1 ? url.slice(start) : url.slice(start, end)
}

/** The Remix app as `npm run build` left it in site/build. */
async function productionBuild(root: string): Promise<ServerBuild> {
  const path = join(root, 'site', 'build', 'server', 'index.js')
  if (!existsSync(path)) throw new Error(`No site build at ${path}: run npm run build`)
  // A computed path, so esbuild leaves the Remix build out of the server bundle.
  return (await import(/* @vite-ignore */ pathToFileURL(path).href)) as ServerBuild
}

/** The baseline security headers as the middleware sets them on a plain page. */
async function baselineHeaders(): Promise<Record<string, string>> {
  const probe = new Hono()
  probe.use('*', securityHeaders())
  probe.get('*', (c) => c.body(null, 204))
  const res = await probe.request('/')
  const headers: Record<string, string> = {}
  res.headers.forEach((value, name) => {
    if (name !== 'content-type' && name !== 'content-length') headers[name] = value
  })
  return headers
}

/** The back office talks to its own origin, Firebase Auth (or the emulator) and Cloudinary. */
function backOfficeCsp(env: Env): string {
  const connect = ["'self'", 'https://*.googleapis.com', 'https://securetoken.googleapis.com']
  if (env.FIREBASE_AUTH_EMULATOR_HOST) connect.push(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`)
  if (env.CLOUDINARY_CLOUD_NAME) connect.push(new URL(env.CLOUDINARY_API_BASE).origin)
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' https://*.firebaseapp.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** One HTTP server for the app; main.ts stops it on SIGINT/SIGTERM. */
/**
 * How long an idle kept-alive connection stays open. Longer than the proxy in front
 * keeps its idle connections (Caddy: 2 minutes), so the proxy, not the server, closes
 * them: a request the proxy sends on a connection the server is closing at that moment
 * would fail with a reset. (Node's default is 5 seconds.)
 */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000

export function listen(
  app: Pick<ServerApp, 'fetch'>,
  { port, host }: { port: number; host: string },
  onListening?: (info: { port: number }) => void,
): ServerType {
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => onListening?.(info))
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  return server
}
