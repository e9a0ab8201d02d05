import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthUser } from '../auth'

/** Hono env of the API: node-server bindings when served over a socket, the signed-in user. */
export type ApiEnv = {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse }
  Variables: { user?: AuthUser }
}
