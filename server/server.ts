// The one server process routes: built files from memory (/assets, /admin), then the page
// cache (serving/response-cache.ts) in front of the rest: /api and /uploads (the API
// app), health and readiness, metrics, the back office's routes, and every other path to
// the renderer (serving/renderer.ts), on a render worker when one is free.
// Bundled by esbuild into dist/server.js (see scripts/build-server.mjs).
import { serve, type ServerType } from '@hono/node-server'
import type { ServerBuild } from '@remix-run/node'
import { Hono, type Handler } from 'hono'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { clientAddress, securityHeaders, type ApiEnv, type Payments } from '@dealership/api'
import type { Db } from '@dealership/api/db/client'
import type { Env } from '@dealership/api/config/env'
import { IMMUTABLE, NO_CACHE, NO_STORE } from '@dealership/api/http/cache-control'
import { requestIdOf, withRequestLog } from '@dealership/api/http/request-log'
import type { RouteLabel } from '@dealership/api/http/route-label'
import { silentLogger, writeLogLine, type Logger } from '@dealership/api/ops/log'
import { measureRenderWorkerHeap } from '@dealership/api/ops/metrics'
import { Readiness } from '@dealership/api/ops/readiness'
import { guardFormPost, REFUSALS, refusalResponse } from './serving/form-guard'
import { RenderPool } from './serving/render-pool'
import { metricsEndpoint } from './serving/metrics-endpoint'
import {
  createRenderer,
  productionBuild,
  sharedCache,
  type PageRequest,
  type Renderer,
} from './serving/renderer'
import type { ResponseCache } from './serving/response-cache'
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
  // The page cache sees every write through this process's database connection and
  // other processes' (the seed command) through the page generation's triggers. With API_URL the data
  // lives elsewhere and no write would reach it: no cache then. Nor in development,
  // where the code changes under the pages without the data changing.
  const cacheOn = env.PAGE_CACHE_MAX_MB > 0 && !env.API_URL && (pageCache ?? !build)
  const cache = sharedCache({
    db,
    maxMb: cacheOn ? env.PAGE_CACHE_MAX_MB : 0,
    ttlSeconds: env.PAGE_CACHE_TTL_SECONDS,
    answersSockets: true,
  })
  // This thread renders the form posts, and the pages no worker takes.
  const renderer = await createRenderer({
    env,
    db,
    log,
    payments,
    cache,
    build: build ?? (await productionBuild(root)),
  })
  const renderPool = startRenderPool({ env, root, log })
  // Served once the workers have started and rendered their warm-up pages
  // (serving/warm-up.ts): meanwhile the main thread would render every page itself, cold.
  await renderPool?.whenReady()
  measureRenderWorkerHeap(renderPool && (() => renderPool.heapBytes()))

  const app = new Hono<ApiEnv>()
  // /api/* and /uploads/*: the API sets its own headers.
  app.route('/', renderer.api)
  // Everything else gets the same baseline security headers.
  app.use('*', securityHeaders())
  const readiness = serveHealth(app, { env, root, renderPool })
  const files = await builtFiles(root, env)
  serveBackOffice(app, files)
  // Prometheus metrics, for a scraper on this machine or one holding METRICS_TOKEN;
  // everyone else falls through to the 404 page.
  app.get(
    METRICS_PATH,
    metricsEndpoint({ db, pageCache: cacheOn ? cache : null, token: env.METRICS_TOKEN }),
  )
  app.all('*', servePages({ env, renderer, renderPool, routes: () => routes }))
  const routes = {
    label: serverRouteLabel(app, renderer.routes),
    allowedMethods: serverAllowedMethods(app, renderer.routes),
  }

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
    { log, trustProxy: env.TRUST_PROXY, routeLabel: routes.label },
  )

  return {
    fetch: serveRequest,
    cache: cacheOn ? cache : null,
    renderPool,
    readiness,
    routeLabel: routes.label,
    close: async () => {
      await renderPool?.close()
    },
  }
}

/** The render workers, when RENDER_THREADS asks for some and their script is built. */
function startRenderPool({ env, root, log }: { env: Env; root: string; log: Logger }) {
  const threads = renderThreads(env)
  if (threads === 0 || !existsSync(fileURLToPath(RENDER_WORKER))) return null
  return new RenderPool({
    size: threads,
    script: RENDER_WORKER,
    workerData: { env, root },
    logLine: (line) => writeLogLine(log, line),
    log: (message) => log.error(message),
  })
}

/** /healthz and /readyz; the readiness is returned for main.ts to drain on SIGTERM. */
function serveHealth(
  app: Hono<ApiEnv>,
  { env, root, renderPool }: { env: Env; root: string; renderPool: RenderPool | null },
): Readiness {
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
  return readiness
}

/**
 * Built files, from memory: the back office (a single-page app under /admin) and Remix's
 * fingerprinted client assets and other public files.
 */
async function builtFiles(root: string, env: Env): Promise<StaticFiles> {
  const adminDir = join(root, 'backoffice', 'dist')
  const clientDir = join(root, 'site', 'build', 'client')
  return new StaticFiles(
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
}

const ADMIN_INDEX = '/admin/index.html'

/** /admin: the back office's routes, each answered with its index.html. */
function serveBackOffice(app: Hono<ApiEnv>, files: StaticFiles) {
  app.get('/admin', (c) => c.redirect('/admin/', 301))
  app.get('/admin/assets/*', (c) => c.json({ error: 'Not found' }, 404))
  app.get('/admin/*', (c) => {
    // Every other path under /admin is a route of the single-page app.
    return (
      files.answer(c.req.raw, ADMIN_INDEX) ??
      c.text('The back office is not built: run npm run build', 503)
    )
  })
}

type PagesOptions = {
  env: Env
  renderer: Renderer
  renderPool: RenderPool | null
  /** The server's route labels and allowed methods, known once every route is added. */
  routes: () => { label: RouteLabel; allowedMethods: (pathname: string) => string[] }
}

/**
 * Every other path is a page of the Remix app: GET and HEAD rendered by a worker when
 * one is free (else here), form posts here once the guard has let them through.
 */
function servePages({ env, renderer, renderPool, routes }: PagesOptions): Handler<ApiEnv> {
  return async (c) => {
    const request = c.req.raw
    const path = pathOf(request.url)
    const asker: PageRequest = {
      clientIp: clientAddress(c, env.TRUST_PROXY),
      requestId: requestIdOf(c),
      route: routes().label(path),
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (renderPool) {
        // A worker renders it when one is free; the visitor's address and the request's
        // id go with it.
        const headers = new Headers(request.headers)
        headers.set('x-forwarded-for', asker.clientIp)
        headers.set('x-request-id', asker.requestId)
        const rendered = await renderPool.render(request, { headers, route: asker.route })
        if (rendered) return rendered
      }
      return renderer.render(request, asker)
    }
    const guarded = await guardPage(request, { env, allowed: routes().allowedMethods(path) })
    if (guarded instanceof Response) return guarded
    const res = await renderer.render(guarded, asker)
    // A form's result, a redirect after a post: the sender's alone, kept by no one.
    if (!res.headers.has('Cache-Control')) res.headers.set('Cache-Control', NO_STORE)
    return res
  }
}

/**
 * A page's request other than GET and HEAD: the answer when it stops here, else the form
 * post to render. Pages take GET and HEAD, and POST where they have a form; any other
 * method (which Remix would hand to the route's action) is answered here, before its body
 * is read.
 */
async function guardPage(
  request: Request,
  { env, allowed }: { env: Env; allowed: string[] },
): Promise<Response | Request> {
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
  if (guarded.ok) return guarded.request
  const refused = refusalResponse(guarded.refusal, env.SITE_NAME)
  refused.headers.set('Cache-Control', NO_STORE)
  return refused
}

/** The path of a request's URL without the origin or the query, without a URL object. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const end = url.indexOf('?', start)
  return end === -1 ? url.slice(start) : url.slice(start, end)
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
