import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthUser } from '../auth'
import type { StaffRole } from '../contract/staff'

/** The signed-in, active staff member behind a request, and where the request came from. */
export type StaffIdentity = {
  id: string
  uid: string
  email: string
  role: StaffRole
  /** As TRUST_PROXY decides; recorded in the audit log. */
  clientAddress: string
}

/** Hono env of the API: node-server bindings when served over a socket, the caller. */
export type ApiEnv = {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse }
  Variables: { user?: AuthUser; staff?: StaffIdentity }
}
