import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthUser } from '../auth'
import type { StaffRole } from '../contract/staff'
import type { RequestRecord } from './request-log'

/** The signed-in, active staff member behind a request, and where the request came from. */
export type StaffIdentity = {
  id: string
  uid: string
  email: string
  role: StaffRole
  /** As TRUST_PROXY decides; recorded in the audit log. */
  clientAddress: string
}

/**
 * Hono env of the API: node-server bindings when served over a socket (with the
 * request's id and log record when the server logs requests, http/request-log.ts), the
 * caller.
 */
export type ApiEnv = {
  Bindings: {
    incoming?: IncomingMessage
    outgoing?: ServerResponse
    requestId?: string
    record?: RequestRecord
  }
  Variables: { user?: AuthUser; staff?: StaffIdentity }
}
