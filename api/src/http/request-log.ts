// One log line per request, written when the response is done, and the request's id.
// It wraps the whole server's fetch at the node level (server/server.ts), under anything
// Hono does: static files and page-cache hits are logged too, and the id reaches the
// response through the node response's own headers, so no Response is rebuilt for it
// (through @hono/node-server that would cost cache hits most of their speed).
import type { Context } from 'hono'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '../ops/log'
import { requestIdFor, writeRequestLine } from '../ops/log'
import { metrics, statusClass } from '../ops/metrics'
import { fromTrustedProxy, socketClientAddress, type TrustProxy } from './client-address'
import type { RouteLabel } from './route-label'
import type { ApiEnv, RequestRecord } from './types'

/** @hono/node-server's bindings, and the request's id and record for the layers inside. */
export type LoggedBindings = {
  incoming: IncomingMessage
  outgoing: ServerResponse
  requestId: string
  record: RequestRecord
}

export type RequestLogOptions = {
  log: Logger
  trustProxy: TrustProxy
  routeLabel: RouteLabel
}

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse }

/**
 * `handler` with an id for every request that arrives over a socket, echoed in
 * X-Request-Id, and a line once its response is finished (or abandoned):
 *
 * {"level":"info","time":"…","reqId":"…","method":"GET","route":"/cars/:id","status":200,
 *  "ms":1.2,"bytes":5120,"cache":"hit","client":"203.0.113.9","msg":"request"}
 *
 * Calls without a socket (in process) pass straight through.
 */
export function withRequestLog<R>(
  handler: (request: Request, env: LoggedBindings | undefined) => R,
  { log, trustProxy, routeLabel }: RequestLogOptions,
): (request: Request, env?: unknown) => R {
  const measured = metrics().http
  return (request, env) => {
    // HTTP/1 bindings of @hono/node-server (the server speaks nothing else).
    const { incoming, outgoing } = (env ?? {}) as NodeBindings
    if (!incoming || !outgoing) return handler(request, undefined)
    const started = performance.now()
    const socket = incoming.socket
    const header = incoming.headers['x-request-id']
    const id = requestIdFor(
      typeof header === 'string' ? header : undefined,
      fromTrustedProxy(socket.remoteAddress, trustProxy),
    )
    outgoing.setHeader('X-Request-Id', id)
    const record: RequestRecord = { id }
    const writtenBefore = socket.bytesWritten
    outgoing.once('close', () => {
      const ms = performance.now() - started
      const url = incoming.url ?? '/'
      const query = url.indexOf('?')
      const route = record.route ?? routeLabel(query === -1 ? url : url.slice(0, query))
      const status = outgoing.statusCode
      measured.observe(
        { method: methodLabel(incoming.method), route, status_class: statusClass(status) },
        ms / 1000,
      )
      if (!log.isLevelEnabled('info')) return
      const forwarded = incoming.headers['x-forwarded-for']
      writeRequestLine(log, {
        reqId: id,
        method: incoming.method,
        route,
        status,
        ms: Math.round(ms * 100) / 100,
        // On the wire, headers included: streamed answers carry no length to read.
        bytes: socket.bytesWritten - writtenBefore,
        cache: record.cache,
        client: socketClientAddress(
          socket.remoteAddress,
          typeof forwarded === 'string' ? forwarded : forwarded?.join(','),
          trustProxy,
        ),
        // The visitor went away before the answer was sent whole.
        aborted: outgoing.writableFinished ? undefined : true,
      })
    })
    return handler(request, { incoming, outgoing, requestId: id, record })
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The method as a metric label: any other word a client sends counts as `other`. */
function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'other'
}

/**
 * The id of the request a handler answers: the one given at the node level, or for an
 * in-process call (the site's loaders, which have no socket, so no outside client) the
 * page request's id that the site passed in X-Request-Id.
 */
export function requestIdOf(c: Context<ApiEnv>): string {
  return c.env?.requestId ?? requestIdFor(c.req.header('x-request-id'), !c.env?.incoming)
}
