// The mail outbox for admins: what was sent, what waits (and why), what failed; a failed
// or waiting message can be sent again now.
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { isOneOf, MAIL_PURPOSES, MAIL_STATUSES } from '../../contract'
import { outbox } from './outbox.table'
import { httpError, jsonBody } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, idsWhere, pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { mailQueued } from '../../mail/outbox'
import { withIds } from '../records'
import { withoutPrivateLinks } from '../../mail/private-links'
import { findMessage, resendMessage } from './outbox.repository'
import { auditedWrite } from '../audited-write'
import { filterText } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import { nowIso } from '../../db/schema/util'
import type { RouteDeps } from '../route-deps'

const NOT_FOUND = 'Message not found'
export const ALREADY_SENT = 'This message has been sent already'

/** PUT: the only change an admin makes is to send a message again. */
const outboxUpdate = z.object({
  status: z.literal('pending', {
    errorMap: () => ({ message: 'A message can only be set to pending (send again)' }),
  }),
})

/**
 * A message as admins read it: a buyer's sign-in link and a "Confirm this is your address"
 * link are its recipient's alone, so they are hidden.
 */
function shown<T extends { id: string; purpose: string; text: string }>(row: T) {
  return withIds({ ...row, text: withoutPrivateLinks(row) })
}

const oneOf = <T extends string>(v: unknown, allowed: readonly T[]) =>
  isOneOf(allowed, v) ? v : undefined

export function outboxRoutes({ db }: RouteDeps) {
  const find = (id: string) => findOr404(findMessage(db, id), NOT_FOUND)
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const f = list.filter
      const status = oneOf(f.status, MAIL_STATUSES)
      const purpose = oneOf(f.purpose, MAIL_PURPOSES)
      const leadId = filterText(f.leadId)
      const where = allOf([
        idsWhere(idFilter(f), outbox.id),
        status && eq(outbox.status, status),
        purpose && eq(outbox.purpose, purpose),
        leadId && eq(outbox.leadId, leadId),
      ])
      const sortable = { createdAt: outbox.createdAt, status: outbox.status, to: outbox.to }
      return c.json(
        pagedRows(c, db, {
          table: outbox,
          resource: 'outbox',
          list,
          where,
          orderBy: {
            sortable,
            fallback: { field: 'createdAt', order: 'desc' },
          },
        }).map(shown),
      )
    })
    .get('/:id', (c) => c.json(shown(find(c.req.param('id')))))
    .put('/:id', jsonBody(outboxUpdate), (c) => {
      const before = find(c.req.param('id'))
      if (before.status === 'sent') throw httpError(409, ALREADY_SENT)
      const { after } = auditedWrite(c, { db, resource: 'outbox', action: 'update' }, (tx) => {
        const row = resendMessage(tx, before.id, nowIso())
        return { recordId: row.id, before, after: row }
      })
      mailQueued()
      return c.json(shown(after))
    })
}

/** What this file serves: /api/outbox. */
export const routes = { outbox: outboxRoutes }
