// Who may call what, for every /api route, by its resource's rules in the registry
// (contract/resources.ts): public reads of the catalogue, public lead posts (a signed-in
// buyer's cookie recognised there, to confirm the address of what they send), a signed-in
// buyer's own records (by the buyer's cookie), and everything else for active staff whose
// role allows it.
import { NO_STORE, PUBLIC_CACHE_CONTROL } from '../http/cache-control'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { authenticate, sessionCookieName, type AuthService } from '../auth/service'
import { resourcesWhere, rulesOf } from '../contract/resources'
import { BUYER_NOT_SIGNED_IN_MESSAGE, buyerCookieName } from '../contract'
import {
  INACTIVE_STAFF_MESSAGE,
  NOT_STAFF_MESSAGE,
  roleCan,
  roleForbiddenMessage,
  STAFF_RESOURCES,
  type StaffAction,
} from '../contract/staff'
import type { Db } from '../db/client'
import { usesAuthEmulator, type Env } from '../config/env'
import { buyerForSession } from '../resources/account/account.repository'
import { isSignedOutCookie } from '../resources/session/session.repository'
import { findStaffForUser } from '../resources/staff/staff.repository'
import { clientAddress } from '../http/client-address'
import { httpError, NOT_AUTHENTICATED } from '../http/errors'
import type { ApiEnv } from '../http/types'

// The sets of contract/resources.ts's rules, for a lookup per request.
/** Readable by anyone; staff see more on some (drafts). */
const PUBLIC_READS = new Set<string>(resourcesWhere((r) => r.publicRead === true))
/** Read by anyone holding a private link: never stored by a cache. */
const PRIVATE_LINK_READS = new Set<string>(resourcesWhere((r) => r.privateLink !== undefined))
/**
 * Changed by anyone holding a private link (the token is the key): saved-search alerts,
 * the photos held for a sell form.
 */
const PRIVATE_LINK_WRITES = new Set<string>(resourcesWhere((r) => r.privateLink === 'read-write'))
/** Visitors post these (rate limited by the routes). */
const PUBLIC_POSTS = new Set<string>(resourcesWhere((r) => r.publicPost === true))
/** Any active staff member, whatever the role. */
const SIGNED_IN = new Set<string>(resourcesWhere((r) => r.signedIn === true))
/** Staff only, checked against the role table. */
const BY_ROLE = new Set<string>(STAFF_RESOURCES)
/**
 * A buyer's own records, by resource: whether a route (method, path under the resource)
 * is one of the resource's `open` ones, which sign a buyer in; every other needs the
 * buyer's session.
 */
const BUYER_OPEN = new Map<string, (method: string, rest: string) => boolean>(
  resourcesWhere((r) => r.buyer !== undefined).map((name) => {
    const open = (rulesOf(name).buyer?.open ?? []).map((route) => {
      const [method = '', path = ''] = route.split(' ')
      const pattern = path
        .split('/')
        .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')
      return { method, regex: new RegExp(`^${pattern}/?$`) }
    })
    return [
      name,
      (method: string, rest: string) => open.some((o) => o.method === method && o.regex.test(rest)),
    ] as const
  }),
)
/**
 * Resources with rules, whose answers are never stored (but public reads): those without
 * any (the session sync, the public config) hold nothing personal and set their own.
 */
const NOT_STORED = new Set<string>(resourcesWhere((r) => Object.keys(r).length > 0))
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are not allowed here'

/** The resource a path under /api names, and the id after it. */
const resourceAndId = (path: string) => path.replace(/^\/api\/?/, '').split('/')

/**
 * The API's caching rule, in one place: every answer under /api is `no-store` but a read
 * of a public resource (public for an anonymous caller on 200, no-store for staff: see
 * accessControl) and those of resources without rules. Set before anything answers, so it
 * holds for the route's answer, its refusals and errors (app.ts's onError keeps the headers
 * set before) and a CORS preflight alike, and no header is touched after the handler.
 */
export function cachePolicy(): MiddlewareHandler<ApiEnv> {
  return (c, next) => {
    const [resource = ''] = resourceAndId(c.req.path)
    const method = c.req.method
    const read = method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
    if (NOT_STORED.has(resource) && !(read && PUBLIC_READS.has(resource))) {
      c.header('Cache-Control', NO_STORE)
    }
    return next()
  }
}

function actionOf(method: string, resource: string, hasId: boolean): StaffAction {
  switch (method) {
    case 'GET':
    case 'HEAD':
      return hasId ? 'show' : 'list'
    case 'POST':
      // A record replaced as a whole (the featured set) is edited by a post; so is a record
      // a post under it adds to (a lead's note).
      return rulesOf(resource).replacedWhole || hasId ? 'edit' : 'create'
    case 'DELETE':
      return 'delete'
    default:
      return 'edit'
  }
}

/** A browser's write made from another site, with the session cookie riding along. */
function isForeignWrite(c: Context, env: Env): boolean {
  if (c.req.header('Sec-Fetch-Site') === 'cross-site') return true
  const origin = c.req.header('Origin')
  if (!origin) return false
  const own = new Set([new URL(c.req.url).origin])
  if (env.PUBLIC_URL) own.add(new URL(env.PUBLIC_URL).origin)
  return !own.has(origin)
}

export function accessControl(deps: {
  db: Db
  env: Env
  auth: AuthService
}): MiddlewareHandler<ApiEnv> {
  const { db, env, auth } = deps
  const cookieName = sessionCookieName(env)
  const buyerCookie = buyerCookieName(env.PUBLIC_URL)
  const rebind = usesAuthEmulator(env)
  const signedOut = (cookie: string) => isSignedOutCookie(db, cookie)

  /** The active staff member behind the request, or the reason there is none. */
  async function resolve(c: Context<ApiEnv>) {
    const { user, revokedUid } = await authenticate(
      auth,
      { authorization: c.req.header('Authorization'), cookie: getCookie(c, cookieName) },
      signedOut,
    )
    if (!user) {
      // Deactivating revokes the account's sessions: its open console still learns why.
      const row =
        revokedUid && findStaffForUser(db, { uid: revokedUid, email: null, provider: null })
      if (row && !row.active) return { error: httpError(403, INACTIVE_STAFF_MESSAGE) }
      return { error: httpError(401, NOT_AUTHENTICATED) }
    }
    c.set('user', user)
    const row = findStaffForUser(db, user, { rebind })
    if (!row) return { error: httpError(403, NOT_STAFF_MESSAGE) }
    if (!row.active) return { error: httpError(403, INACTIVE_STAFF_MESSAGE) }
    if (
      user.via === 'cookie' &&
      !['GET', 'HEAD'].includes(c.req.method) &&
      isForeignWrite(c, env)
    ) {
      return { error: httpError(403, CROSS_ORIGIN_MESSAGE) }
    }
    const staff = {
      id: row.id,
      uid: user.uid,
      email: row.email,
      role: row.role,
      clientAddress: clientAddress(c, env.TRUST_PROXY),
    }
    c.set('staff', staff)
    return { staff }
  }

  return async (c, next) => {
    const [resource = '', id] = resourceAndId(c.req.path)
    const method = c.req.method
    if (method === 'OPTIONS') return next()
    const read = method === 'GET' || method === 'HEAD'

    const buyerOpen = BUYER_OPEN.get(resource)
    if (buyerOpen) {
      // The buyer's cookie is read here and for public posts only; staff sign-in counts for nothing.
      if (!read && isForeignWrite(c, env)) throw httpError(403, CROSS_ORIGIN_MESSAGE)
      const rest = c.req.path.replace(/^\/api\/[^/]+\/?/, '')
      if (!buyerOpen(method === 'HEAD' ? 'GET' : method, rest)) {
        const token = getCookie(c, buyerCookie)
        const buyer = token ? buyerForSession(db, token) : null
        if (!buyer) throw httpError(401, BUYER_NOT_SIGNED_IN_MESSAGE)
        c.set('buyer', buyer)
      }
      // No-store by cachePolicy.
      c.header('X-Robots-Tag', 'noindex')
      return next()
    }
    if (read && PUBLIC_READS.has(resource)) {
      // Anyone may; a signed-in staff member is recognised (never refused here) and may
      // see more (drafts), so only an anonymous read is public for caches.
      const signedIn = Boolean(c.req.header('Authorization') || getCookie(c, cookieName))
      if (signedIn) {
        c.header('Cache-Control', NO_STORE)
        await resolve(c)
        return next()
      }
      await next()
      if (c.res.status === 200) c.res.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL)
      return
    }
    if (read && PRIVATE_LINK_READS.has(resource)) {
      c.header('X-Robots-Tag', 'noindex')
      return next()
    }
    if (!read && PRIVATE_LINK_WRITES.has(resource) && id) return next()
    // A visitor's post creates a record; a post under one (its id in the path) is staff's.
    if (method === 'POST' && PUBLIC_POSTS.has(resource) && !id) {
      if (c.req.header('Authorization') || getCookie(c, cookieName)) await resolve(c)
      // A signed-in buyer is recognised (never refused here): a record they send under
      // their own address has it confirmed. Not from another site's page.
      const token = getCookie(c, buyerCookie)
      const buyer = token && !isForeignWrite(c, env) ? buyerForSession(db, token) : null
      if (buyer) c.set('buyer', buyer)
      return next()
    }
    if (SIGNED_IN.has(resource)) {
      const r = await resolve(c)
      if (r.error) throw r.error
      return next()
    }
    if (!BY_ROLE.has(resource)) return next()

    const r = await resolve(c)
    if (r.error) throw r.error
    const action = actionOf(method, resource, Boolean(id))
    if (!roleCan(r.staff.role, resource, action)) {
      throw httpError(403, roleForbiddenMessage(r.staff.role))
    }
    return next()
  }
}
