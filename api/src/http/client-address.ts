import type { Context } from 'hono'
import type { ApiEnv } from './types'

/**
 * The caller's address: the socket's when served over HTTP. In-process calls
 * (app.request, no bindings) come from the site, which forwards the visitor's
 * address in x-forwarded-for.
 */
export function clientAddress(c: Context<ApiEnv>): string {
  const socket = c.env?.incoming?.socket
  if (socket) return socket.remoteAddress ?? 'unknown'
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || 'unknown'
}
