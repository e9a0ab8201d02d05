// Contact messages: posted by anyone (rate limited), read by staff.
import { Hono } from 'hono'
import { contactMessageInput } from '../../contract'
import { contactMessages } from './leads.table'
import { jsonBody } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { withIds } from '../records'
import type { RouteDeps } from '../route-deps'
import { getLead, listLeads } from './lead-routes'
import { storeLead } from './leads.repository'

export function contactMessageRoutes({ db, env, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(
        listLeads(c, db, { table: contactMessages, resource: 'contact-messages' }).map(withIds),
      ),
    )
    .get('/:id', (c) => c.json(withIds(getLead(db, contactMessages, c.req.param('id')))))
    .post('/', rateLimit('contact-messages'), jsonBody(contactMessageInput), (c) => {
      const data = c.req.valid('json')
      const row = storeLead(db, env, {
        kind: 'contact',
        values: () => data,
        signedIn: c.get('buyer'),
      })
      return c.json(withIds(row), 201)
    })
}

/** What this file serves: /api/contact-messages. */
export const routes = { 'contact-messages': contactMessageRoutes }
