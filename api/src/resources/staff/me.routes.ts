// GET /api/me: the signed-in staff member (access control answers 401/403 otherwise).
import { Hono } from 'hono'
import type { Me } from '../../contract'
import type { ApiEnv } from '../../http/types'
import { getStaff } from './staff.repository'
import type { RouteDeps } from '../route-deps'

export function meRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>().get('/', (c) => {
    const row = getStaff(db, c.get('staff')!.id)!
    const me: Me = {
      id: row.id,
      email: row.email,
      uid: row.uid,
      displayName: row.displayName,
      role: row.role,
    }
    return c.json(me)
  })
}

/** What this file serves: /api/me. */
export const routes = { me: meRoutes }
