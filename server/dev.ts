// Entry of the development server (`npm run dev`, through scripts/dev.mjs): the same one
// server as production on the same port, with Vite in middleware mode in front of it,
// as Epic Stack does.
// - The site and the back office: Vite serves their modules as they are and updates the
//   open page in place (HMR) when one changes; Remix renders each page from Vite's module
//   graph, so nothing is rebuilt.
// - The API and the server code (server/server.ts, server/serving): loaded through Vite too.
//   When one of their files changes, the next request builds the server app afresh from
//   the changed modules, and the open pages reload. Vite and the database stay up, so
//   that takes a fraction of a second instead of a process restart.
// Only this file and server/main.ts (configuration, database, demo data) need a restart.
// Never part of the production server (see scripts/build-server.mjs).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from '@remix-run/node'
import pretty from 'pino-pretty'
import { createServer as createViteServer, type Connect } from 'vite'
import { main } from './main'
import type * as ServerModule from './server'
import type { ServerApp, ServerOptions } from './server'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const http = createServer()

// Each Vite server has its own HMR socket on this server: the site's at /, the back
// office's at /admin/ (its base), told apart by path.
const [siteVite, adminVite] = await Promise.all([
  createViteServer({
    root: join(root, 'site'),
    configFile: join(root, 'site', 'vite.config.ts'),
    server: {
      middlewareMode: true,
      hmr: { server: http },
      // Transformed at start-up, so the dependencies they import are found and bundled
      // before the first page asks for them (otherwise Vite reloads that page once).
      warmup: { clientFiles: ['./app/entry.client.tsx', './app/root.tsx', './app/routes/*.tsx'] },
    },
    appType: 'custom',
  }),
  createViteServer({
    root: join(root, 'backoffice'),
    configFile: join(root, 'backoffice', 'vite.config.ts'),
    server: {
      middlewareMode: true,
      hmr: { server: http },
      warmup: { clientFiles: ['./src/main.tsx', './src/App.tsx'] },
    },
    appType: 'spa',
  }),
])

/** Files whose change means a new server app: the API and the server's own code. */
function isServerCode(file: string): boolean {
  const path = relative(root, file).split(sep).join('/')
  return (
    path.startsWith('api/src/') ||
    path.startsWith('server/serving/') ||
    path === 'server/server.ts' ||
    // What of the Remix app the renderer imports (site/package.json's exports).
    path === 'site/app/lib/context.ts' ||
    path === 'site/app/lib/garage.ts'
  )
}

/**
 * A ServerApp that builds the real one from Vite's module graph and builds it again after
 * the server code changed. The Remix app inside it comes from Vite on every request.
 */
async function reloadingApp(options: ServerOptions): Promise<ServerApp> {
  const build = () => siteVite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  let current: Promise<ServerApp> | null = null
  const app = () =>
    (current ??= siteVite
      .ssrLoadModule(join(root, 'server', 'server.ts'))
      .then((m) => (m as typeof ServerModule).createServerApp({ ...options, build })))
  siteVite.watcher.on('change', (file) => {
    if (!isServerCode(file) || !current) return
    const old = current
    current = null
    void old.then((a) => a.close()).catch(() => {})
    // Vite reloads the open pages itself: the file is in its server-side module graph.
    console.log(`${relative(root, file)} changed: the server app reloads.`)
  })
  const first = await app()
  return {
    fetch: async (request, env) => (await app()).fetch(request, env),
    cache: null,
    renderPool: null,
    // Readiness lives as long as the process (main.ts drains it); labels change with
    // the server code only when routes are added, which a restart picks up.
    readiness: first.readiness,
    routeLabel: first.routeLabel,
    close: async () => (await current)?.close(),
  }
}

/** A connect middleware stack as a step that answers, or resolves false to hand on. */
const through =
  (middlewares: Connect.Server) =>
  (req: IncomingMessage, res: ServerResponse): Promise<boolean> =>
    new Promise((resolve, reject) =>
      middlewares(req, res, (err?: unknown) => (err ? reject(err) : resolve(false))),
    )

let closing: Promise<unknown> | null = null
const closeVite = () => (closing ??= Promise.all([siteVite.close(), adminVite.close()]))
process.once('SIGINT', closeVite)
process.once('SIGTERM', closeVite)

await main({
  root,
  // scripts/dev.mjs keeps one emulator for the whole session.
  startEmulator: false,
  // Coloured, one readable line per request instead of JSON.
  logDestination: pretty({
    colorize: true,
    translateTime: 'HH:MM:ss.l',
    ignore: 'time',
    messageFormat: '{method} {route} {status} {ms}ms{if cache} {cache}{end} {msg}',
    hideObject: false,
    singleLine: true,
  }),
  createApp: reloadingApp,
  listen(app, { port, host }, onListening) {
    const serveApp = getRequestListener(app.fetch)
    const site = through(siteVite.middlewares)
    const admin = through(adminVite.middlewares)
    http.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const path = req.url ?? '/'
      void (async () => {
        try {
          if (path === '/admin') {
            res.writeHead(301, { Location: '/admin/' }).end()
            return
          }
          // The back office is a single-page app: its Vite answers every /admin/ path.
          if (path.startsWith('/admin/')) return void (await admin(req, res))
          // The site's Vite answers its modules, styles and public files, and hands
          // everything else (pages, /api, /uploads) to the server app.
          if (!path.startsWith('/api/') && !path.startsWith('/uploads/')) {
            await site(req, res)
            if (res.writableEnded || res.headersSent) return
          }
          await serveApp(req, res)
        } catch (err) {
          if (err instanceof Error) siteVite.ssrFixStacktrace(err)
          console.error(err)
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
          res.end(err instanceof Error ? err.stack : String(err))
        }
      })()
    })
    http.listen(port, host, () => onListening?.({ port }))
    return http
  },
})
