// A render worker (see serving/render-pool.ts): the renderer the main thread also runs
// (serving/renderer.ts), with its own database connection and its own small cache of API
// reads, answering the page GETs the main thread sends it. It serves nothing else: no
// static files, readiness or metrics. Bundled into dist/render-worker.js.
import { parentPort, workerData } from 'node:worker_threads'
import { openDatabase } from '@dealership/api'
import type { Env } from '@dealership/api/config/env'
import { initErrorReports } from '@dealership/api/ops/error-reports'
import { createLogger } from '@dealership/api/ops/log'
import type { RenderReply, RenderRequest } from './serving/render-pool'
import { createRenderer, productionBuild, sharedCache } from './serving/renderer'
import { warmUp } from './serving/warm-up'

export type RenderWorkerData = { env: Env; root: string }

const port = parentPort
if (!port) throw new Error('render-worker.ts runs as a worker thread')
const post = (reply: RenderReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer)

try {
  const { env, root } = workerData as RenderWorkerData
  // The main thread has migrated the file already; renders only read it.
  const db = openDatabase(env.DATABASE_URL, { migrate: false })
  // Its lines (a page's errors, with the request's id) go to the main thread, which
  // writes them with its own: one stream of whole lines.
  const log = createLogger({
    level: env.LOG_LEVEL,
    destination: { write: (line: string) => post({ logLine: line }) },
  })
  await initErrorReports(env)
  const renderer = await createRenderer({
    env,
    db,
    log,
    build: await productionBuild(root),
    // Its cache keeps the API reads that pages share (brands, facets), read again by
    // every page and so never the least recently used; the pages themselves are kept by
    // the main thread. Small: the rest it takes is each listing's read, asked for once
    // (docs/decisions/0020-caches.md).
    cache: sharedCache({
      db,
      maxMb: env.API_URL ? 0 : Math.min(env.PAGE_CACHE_MAX_MB, 4),
      ttlSeconds: env.PAGE_CACHE_TTL_SECONDS,
      answersSockets: false,
    }),
  })
  port.on('message', (message: RenderRequest) => {
    void (async () => {
      try {
        const request = new Request(message.url, {
          method: message.method,
          headers: message.headers,
        })
        // The main thread has put the visitor's address in X-Forwarded-For and the
        // request's id in X-Request-Id.
        const res = await renderer.render(request, {
          clientIp: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown',
          requestId: request.headers.get('x-request-id') || 'unknown',
          route: message.route ?? '*',
        })
        const body = message.method === 'HEAD' || !res.body ? null : await res.arrayBuffer()
        post(
          {
            id: message.id,
            status: res.status,
            statusText: res.statusText,
            headers: [...res.headers],
            body,
          },
          body ? [body] : [],
        )
      } catch (err) {
        post({
          id: message.id,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        })
      }
    })()
  })
  await warmUp(renderer.render)
  post({ ready: true })
} catch (err) {
  post({ fatal: err instanceof Error ? (err.stack ?? err.message) : String(err) })
  process.exitCode = 1
  port.close()
}
