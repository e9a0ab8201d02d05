// Import requests: posted by anyone (rate limited), read by staff.
import { Hono } from 'hono'
import { TRACKING_TOKEN_PATTERN, importRequestInput } from '../../contract'
import { importRequests } from './leads.table'
import { jsonBody } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { withIds } from '../records'
import { costEstimateFor } from '../import-rates/import-rates.repository'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'
import { getLead, listLeads } from './lead-routes'
import { importOrderByToken, importTracking, storeLead } from './leads.repository'

export function importRequestRoutes({ db, env, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(listLeads(c, db, { table: importRequests, resource: 'import-requests' }).map(withIds)),
    )
    .get('/:id', (c) => c.json(withIds(getLead(db, importRequests, c.req.param('id')))))
    .post('/', rateLimit('import-requests'), jsonBody(importRequestInput), (c) => {
      const { estimate, ...data } = c.req.valid('json')
      // The visitor's landed-cost estimate, worked out again here with today's rates.
      const costEstimate = costEstimateFor(db, estimate)
      const row = storeLead(db, env, {
        kind: 'import',
        values: () => ({ ...data, costEstimate }),
        signedIn: c.get('buyer'),
      })
      return c.json(withIds(row), 201)
    })
}

export const TRACKING_NOT_FOUND = 'This tracking link is not valid'

/**
 * An import order as its customer follows it, by the private token of its link: the car,
 * the current stage and when each stage was reached. Nothing personal: a forwarded link
 * shows the order, not the customer.
 */
export function importTrackingRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>().get('/:token', (c) => {
    const token = c.req.param('token')
    const order = findOr404(
      TRACKING_TOKEN_PATTERN.test(token) ? importOrderByToken(db, token) : undefined,
      TRACKING_NOT_FOUND,
    )
    return c.json(importTracking(db, order))
  })
}

/** What this file serves: /api/import-requests, /api/import-tracking. */
export const routes = {
  'import-requests': importRequestRoutes,
  'import-tracking': importTrackingRoutes,
}
