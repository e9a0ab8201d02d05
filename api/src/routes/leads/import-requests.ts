// Import requests: posted by anyone (rate limited), read by staff.
import { Hono } from 'hono'
import { importRequestInput } from '../../contract'
import { importRequests } from '../../db/schema'
import { jsonBody } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { toImportRequest } from '../../repo/records'
import type { RouteDeps } from '../deps'
import { getLead, listLeads, storeLead } from './shared'

export function importRequestRoutes({ db, env, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(listLeads(c, db, importRequests, 'import-requests').map(toImportRequest)),
    )
    .get('/:id', (c) => c.json(toImportRequest(getLead(db, importRequests, c.req.param('id')))))
    .post('/', rateLimit('import-requests'), jsonBody(importRequestInput), (c) => {
      const data = c.req.valid('json')
      // The contract types a required phone as string | null; it is never null here.
      const row = storeLead(db, env, 'import', (tx) =>
        tx.insert(importRequests).values(data).returning().get(),
      )
      return c.json(toImportRequest(row), 201)
    })
}
