// The one server process: /api and /uploads (the API app), /admin (the back office's
// static build), /assets (Remix client assets) and every other path to Remix.
// Bundled by esbuild into build/server.js (see scripts/build-server.mjs).
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { Hono } from 'hono'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp, clientAddress, securityHeaders, type ApiEnv } from '@dealership/api'
import { type Db } from '@dealership/api/db/client'
import { type Env } from '@dealership/api/env'
import type { SiteLoadContext } from './app/lib/context'
import { guardFormPost, refusalResponse } from './app/lib/form-guard.server'

export type ServerOptions = {
  env: Env
  db: Db
  /** Repository root: where site/build and backoffice/dist are found. */
  root: string
}

export async function createServerApp({ env, db, root }: ServerOptions) {
  const api = createApp({ db, env })
  const app = new Hono<ApiEnv>()

  // /api/* and /uploads/*: the API sets its own headers.
  app.route('/', api)

  // Everything else gets the same baseline security headers.
  app.use('*', securityHeaders())

  app.get('/healthz', (c) => c.json({ ok: true }))

  const cwd = process.cwd()
  const rel = (p: string) => relative(cwd, p) || '.'

  // The back office: a static single-page app under /admin.
  const adminDir = join(root, 'backoffice', 'dist')
  const adminIndex = join(adminDir, 'index.html')
  app.use(
    '/admin/assets/*',
    serveStatic({
      root: rel(adminDir),
      rewriteRequestPath: (p) => p.replace(/^\/admin/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  const adminCsp = backOfficeCsp(env)
  app.get('/admin', (c) => c.redirect('/admin/', 301))
  app.get('/admin/*', async (c) => {
    if (!existsSync(adminIndex))
      return c.text('The back office is not built: run npm run build', 503)
    c.header('Cache-Control', 'no-cache')
    c.header('Content-Security-Policy', adminCsp)
    return c.html(await readFile(adminIndex, 'utf8'))
  })

  // Remix: fingerprinted client assets, then the other public files, then pages.
  const clientDir = join(root, 'site', 'build', 'client')
  app.use(
    '/assets/*',
    serveStatic({
      root: rel(clientDir),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  app.use(
    '*',
    serveStatic({
      root: rel(clientDir),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600')
      },
    }),
  )

  const serverBuildPath = join(root, 'site', 'build', 'server', 'index.js')
  if (!existsSync(serverBuildPath))
    throw new Error(`No site build at ${serverBuildPath}: run npm run build`)
  // A computed path, so esbuild leaves the Remix build out of the server bundle.
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild
  const handleRemix = createRequestHandler(
    build,
    env.NODE_ENV === 'development' ? 'development' : 'production',
  )

  const apiFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    env.API_URL
      ? fetch(new URL(String(input).replace(/^https?:\/\/[^/]+/, ''), env.API_URL), init)
      : Promise.resolve(api.request(input, init))

  app.all('*', async (c) => {
    // Form posts pass the guard first: same site, a readable form, within the size limit.
    let request = c.req.raw
    if (request.method === 'POST') {
      const guarded = await guardFormPost(request, { publicUrl: env.PUBLIC_URL })
      if (!guarded.ok) return refusalResponse(guarded.refusal, env.SITE_NAME)
      request = guarded.request
    }
    const context: SiteLoadContext = {
      cspNonce: randomBytes(16).toString('base64'),
      clientIp: clientAddress(c, env.TRUST_PROXY),
      apiFetch: (input, init) => {
        // In-process calls bypass the outer middleware: pass the visitor's address
        // so the API's rate limit counts the visitor, not the site.
        const headers = new Headers(init?.headers)
        headers.set('x-forwarded-for', context.clientIp)
        headers.set('x-dealership-site', '1')
        return apiFetch(input, { ...init, headers })
      },
      config: {
        siteName: env.SITE_NAME,
        dealerWhatsapp: env.DEALER_WHATSAPP,
        testimonialsEmbedUrl: env.TESTIMONIALS_EMBED_URL ?? null,
      },
    }
    return handleRemix(request, context)
  })

  return app
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

/** Serves until SIGINT/SIGTERM, then stops taking connections and drains in-flight requests. */
export function listen(
  app: Hono<ApiEnv>,
  { port, host }: { port: number; host: string },
  onListening?: (info: { port: number }) => void,
): ServerType {
  return serve({ fetch: app.fetch, port, hostname: host }, (info) => onListening?.(info))
}

export const ROOT_DEFAULT = resolve(import.meta.dirname ?? '.', '..', '..')
