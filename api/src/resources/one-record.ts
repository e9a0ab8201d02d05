// The routes of a record there is exactly one of (settings: `id` = `current`): anyone
// reads it, whole or by its id (react-admin's getOne); staff whose role allows replace
// it with PUT, and every change is audited with what it was before.
import { Hono } from 'hono'
import type { z } from 'zod'
import type { Db, Queryable } from '../db/client'
import { httpError, jsonBody } from '../http/errors'
import type { ApiEnv } from '../http/types'
import { auditedWrite } from './audited-write'
import { nowIso } from '../db/schema/util'

export const SETTINGS_NOT_FOUND = 'Settings not found'

export function oneRecordRoutes<S extends z.ZodTypeAny, R extends Record<string, unknown>>(
  db: Db,
  opts: {
    /** The audit log's name for it (the API path). */
    resource: string
    id: string
    input: S
    /** The record now: stored, or its defaults when none is. */
    current: (db: Queryable) => R
    /** Stores the values (inserting the row or replacing it) and answers the record saved. */
    save: (tx: Queryable, values: z.output<S> & { updatedAt: string }) => R
  },
) {
  const only = (id: string) => {
    if (id !== opts.id) throw httpError(404, SETTINGS_NOT_FOUND)
  }
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(opts.current(db)))
    .get('/:id', (c) => {
      only(c.req.param('id'))
      return c.json(opts.current(db))
    })
    .put('/:id', jsonBody(opts.input), (c) => {
      only(c.req.param('id'))
      const data = c.req.valid('json') as z.output<S>
      const { after } = auditedWrite(
        c,
        { db, resource: opts.resource, action: 'update' },
        (tx) => ({
          recordId: opts.id,
          before: opts.current(tx),
          after: opts.save(tx, { ...data, updatedAt: nowIso() }),
        }),
      )
      return c.json(after)
    })
}
