// The renderer: a page of the Remix app rendered in this thread, with the load context
// its loaders and actions get (the visitor's address, the request's id, the API in
// process). A render worker (render-worker.ts) runs one; the main thread runs one too,
// for form posts and for the pages no worker takes (server.ts).
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp, type Payments } from '@dealership/api'
import type { Db } from '@dealership/api/db/client'
import { pageGeneration, socketThreadPageGeneration } from '@dealership/api/db/page-generation'
import type { Env } from '@dealership/api/config/env'
import { logUnhandled, type Logger } from '@dealership/api/ops/log'
import { BUYER_COOKIE, SECURE_BUYER_COOKIE } from '@dealership/api/contract'
import type { SiteLoadContext } from '@dealership/site/context'
import { GARAGE_COOKIE } from '@dealership/site/garage'
import { ResponseCache } from './response-cache'

/** Who asked for a page: what its load context and its logged errors carry. */
export type PageRequest = {
  /** The visitor's address (for the API's limits). */
  clientIp: string
  /** The id of the request it answers (for its errors). */
  requestId: string
  /** The label the request is logged under (`/cars/:id`). */
  route: string
}

export type RendererOptions = {
  env: Env
  db: Db
  log: Logger
  /**
   * The Remix app: the production build, or (development) Vite's module graph loaded
   * again on every request.
   */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** The cache the API's public reads go through. */
  cache: ResponseCache
  /** M-Pesa Express (default: from the configuration). */
  payments?: Payments
}

export type Renderer = {
  /** The API app the pages read through (the main thread also serves it at /api). */
  api: ReturnType<typeof createApp>
  /** The Remix app's routes, for the server's route labels and allowed methods. */
  routes: ServerBuild['routes']
  /** A page of the Remix app, rendered here. */
  render: (request: Request, asker: PageRequest) => Promise<Response>
}

export async function createRenderer({
  env,
  db,
  log,
  build,
  cache,
  payments,
}: RendererOptions): Promise<Renderer> {
  const api = createApp({ db, env, log, payments })
  const handleRemix = createRequestHandler(
    build,
    env.NODE_ENV === 'development' ? 'development' : 'production',
  )
  // In process, the API's public reads go through the cache: the brand list, the filter
  // facets and the featured cars that many pages share are read once per change.
  const apiFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    env.API_URL
      ? fetch(new URL(String(input).replace(/^https?:\/\/[^/]+/, ''), env.API_URL), init)
      : Promise.resolve(cache.handle(new Request(String(input), init), (r) => api.fetch(r)))

  const render = (request: Request, { clientIp, requestId, route }: PageRequest) => {
    const context: SiteLoadContext = {
      clientIp,
      requestId,
      logError: (error) => logUnhandled(log, error, { requestId, method: request.method, route }),
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

  const routes = typeof build === 'function' ? (await build()).routes : build.routes
  return { api, routes, render }
}

export type SharedCacheOptions = {
  db: Db
  /** Memory for entries; 0 turns the cache off. */
  maxMb: number
  ttlSeconds: number
  /**
   * The thread answers sockets (the main thread) rather than messages (a render worker):
   * how often it reads the page generation (docs/decisions/0004-page-cache.md).
   */
  answersSockets: boolean
}

/**
 * The cache of public answers: on the main thread the page cache (pages and API reads),
 * in a render worker the API reads its pages share.
 */
export function sharedCache({ db, maxMb, ttlSeconds, answersSockets }: SharedCacheOptions) {
  return new ResponseCache({
    maxBytes: Math.round(maxMb * 1024 * 1024),
    ttlMs: ttlSeconds * 1000,
    generation: answersSockets ? socketThreadPageGeneration(db) : () => pageGeneration(db),
    // Public pages never read the saved-cars cookie (only /saved, /saved.json and the
    // posts do, and they answer no-store), nor the buyer's session (only the /account
    // pages and the API's /api/account do, and they answer no-store): a visitor holding
    // them still gets cached pages.
    sharedCookies: [GARAGE_COOKIE, BUYER_COOKIE, SECURE_BUYER_COOKIE],
  })
}

/** The Remix app as `npm run build` left it in site/build. */
export async function productionBuild(root: string): Promise<ServerBuild> {
  const path = join(root, 'site', 'build', 'server', 'index.js')
  if (!existsSync(path)) throw new Error(`No site build at ${path}: run npm run build`)
  // A computed path, so esbuild leaves the Remix build out of the server bundle.
  return (await import(/* @vite-ignore */ pathToFileURL(path).href)) as ServerBuild
}
