// Who may call what, for every /api route in one table: public reads of the catalogue,
// public lead posts, and everything else for active staff whose role allows it.
import { NO_STORE, PUBLIC_CACHE_CONTROL } from './cache-control'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { authenticate, sessionCookieName, type AuthService } from '../auth'
import {
  ADMIN_RESOURCES,
  CATALOG_RESOURCES,
  INACTIVE_STAFF_MESSAGE,
  INBOX_RESOURCES,
  LEAD_RESOURCES,
  NOT_STAFF_MESSAGE,
  roleCan,
  roleForbiddenMessage,
  SETTINGS_RESOURCES,
  DEMAND_RESOURCES,
  type StaffAction,
} from '../contract/staff'
import type { Db } from '../db/client'
import { usesAuthEmulator, type Env } from '../env'
import { findStaffForUser } from '../staff'
import { clientAddress } from './client-address'
import { httpError, NOT_AUTHENTICATED } from './errors'
import type { ApiEnv } from './types'

/** Readable by anyone; staff see more on some (drafts). */
const PUBLIC_READS = new Set([
  'cars',
  'brands',
  'featured-cars',
  'limited-offers',
  'blogs',
  ...SETTINGS_RESOURCES,
])
/** Read by anyone holding a private link: never stored by a cache. */
const PRIVATE_LINK_READS = new Set(['import-tracking', 'alerts', 'held-photos'])
/**
 * Changed by anyone holding a private link (the token is the key): saved-search alerts,
 * the photos held for a sell form.
 */
const PRIVATE_LINK_WRITES = new Set(['alerts', 'held-photos'])
/** Visitors post these (rate limited by the routes). */
const PUBLIC_POSTS = new Set<string>([...LEAD_RESOURCES, 'chat-clicks', 'alerts', 'held-photos'])
/** Staff only, checked against the role table. */
const STAFF_RESOURCES = new Set<string>([
  ...CATALOG_RESOURCES,
  ...LEAD_RESOURCES,
  ...INBOX_RESOURCES,
  ...ADMIN_RESOURCES,
  ...SETTINGS_RESOURCES,
  ...DEMAND_RESOURCES,
])
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are not allowed here'

function actionOf(method: string, resource: string, hasId: boolean): StaffAction {
  switch (method) {
    case 'GET':
    case 'HEAD':
      return hasId ? 'show' : 'list'
    case 'POST':
      // The featured set is one record replaced as a whole; a post under a record (a
      // lead's note) adds to that record.
      return resource === 'featured-cars' || hasId ? 'edit' : 'create'
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
  const rebind = usesAuthEmulator(env)

  /** The active staff member behind the request, or the reason there is none. */
  async function resolve(c: Context<ApiEnv>) {
    const { user, revokedUid } = await authenticate(
      auth,
      c.req.header('Authorization'),
      getCookie(c, cookieName),
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
    const [resource = '', id] = c.req.path.replace(/^\/api\/?/, '').split('/')
    const method = c.req.method
    if (method === 'OPTIONS') return next()
    const read = method === 'GET' || method === 'HEAD'

    if (read && PUBLIC_READS.has(resource)) {
      // Anyone may; a signed-in staff member is recognised (never refused here) and may
      // see more (drafts), so only an anonymous read is public for caches.
      const signedIn = Boolean(c.req.header('Authorization') || getCookie(c, cookieName))
      if (signedIn) await resolve(c)
      await next()
      if (c.res.status === 200) {
        c.res.headers.set('Cache-Control', signedIn ? NO_STORE : PUBLIC_CACHE_CONTROL)
      }
      return
    }
    if (read && PRIVATE_LINK_READS.has(resource)) {
      await next()
      c.res.headers.set('Cache-Control', NO_STORE)
      c.res.headers.set('X-Robots-Tag', 'noindex')
      return
    }
    if (!read && PRIVATE_LINK_WRITES.has(resource) && id) {
      await next()
      c.res.headers.set('Cache-Control', NO_STORE)
      return
    }
    if (method === 'POST' && PUBLIC_POSTS.has(resource)) {
      if (c.req.header('Authorization') || getCookie(c, cookieName)) await resolve(c)
      return next()
    }
    if (resource === 'me') {
      const r = await resolve(c)
      if (r.error) throw r.error
      return next()
    }
    if (!STAFF_RESOURCES.has(resource)) return next()

    const r = await resolve(c)
    if (r.error) throw r.error
    const action = actionOf(method, resource, Boolean(id))
    if (!roleCan(r.staff.role, resource, action)) {
      throw httpError(403, roleForbiddenMessage(r.staff.role))
    }
    return next()
  }
}
