// Contact messages: posted by anyone (rate limited), read by staff.
import { Hono } from 'hono'
import { contactMessageInput } from '../../contract'
import { contactMessages } from '../../db/schema'
import { jsonBody } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { toContactMessage } from '../../repo/records'
import type { RouteDeps } from '../deps'
import { getLead, listLeads } from './shared'

export function contactMessageRoutes({ db, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) =>
      c.json(listLeads(c, db, contactMessages, 'contact-messages').map(toContactMessage)),
    )
    .get('/:id', (c) => c.json(toContactMessage(getLead(db, contactMessages, c.req.param('id')))))
    .post('/', rateLimit('contact-messages'), jsonBody(contactMessageInput), (c) => {
      const row = db.insert(contactMessages).values(c.req.valid('json')).returning().get()
      return c.json(toContactMessage(row), 201)
    })
}
