import type { IncomingMessage, ServerResponse } from 'node:http'
import type { StaffRole } from '../contract/staff'
import type { BuyerIdentity } from '../resources/account/account.contract'

export type { BuyerIdentity }

/** The caller a verified Firebase token (bearer or session cookie) names. */
export type AuthUser = {
  uid: string
  email: string | null
  /** Seconds since the epoch when the verified token was issued. */
  issuedAt: number
  /** Firebase's sign_in_provider: 'password', 'anonymous', 'custom', ... */
  provider: string | null
  /** How the request proved it: a bearer ID token or the session cookie. */
  via: 'bearer' | 'cookie'
}

/** The signed-in, active staff member behind a request, and where the request came from. */
export type StaffIdentity = {
  id: string
  uid: string
  email: string
  role: StaffRole
  /** As TRUST_PROXY decides; recorded in the audit log. */
  clientAddress: string
}

/** How the page cache answered: from memory, rendered and kept, or not cacheable. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass'

/**
 * What the layers inside fill in about a request while it is answered: how the page
 * cache answered, and the route when they know better than the path's pattern.
 */
export type RequestRecord = { id: string; cache?: CacheOutcome; route?: string }

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
  Variables: { user?: AuthUser; staff?: StaffIdentity; buyer?: BuyerIdentity }
}
