// The audit log, read-only (admins only, enforced by access control).
import { nairobiDayStartMs } from '../contract/nairobi'
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AuditEntry } from '../contract'
import { auditLog } from '../db/schema'
import { httpError } from '../http/errors'
import { idFilter, parseListParams } from '../http/list-query'
import { pagedRows } from '../repo/paged'
import type { ApiEnv } from '../http/types'
import { filterText, type RouteDeps } from './deps'

export const AUDIT_NOT_FOUND = 'Audit entry not found'

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({ ...row, _id: row.id })

/** A YYYY-MM-DD day as the ISO instant its Nairobi day starts. */
function nairobiDayStart(day: string, plusDays = 0): string | null {
  const t = nairobiDayStartMs(day, plusDays)
  return t === null ? null : new Date(t).toISOString()
}

export function auditLogRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const f = list.filter
      const parts: SQL[] = []
      const ids = idFilter(f)
      if (ids) parts.push(ids.length ? inArray(auditLog.id, ids) : sql`0`)
      const actorUid = filterText(f.actorUid)
      if (actorUid) parts.push(eq(auditLog.actorUid, actorUid))
      const resource = filterText(f.resource)
      if (resource) parts.push(eq(auditLog.resource, resource))
      const recordId = filterText(f.recordId)
      if (recordId) parts.push(eq(auditLog.recordId, recordId))
      const from = nairobiDayStart(filterText(f.from) ?? '')
      if (from) parts.push(gte(auditLog.at, from))
      // `to` is inclusive: everything before the next day starts.
      const to = nairobiDayStart(filterText(f.to) ?? '', 1)
      if (to) parts.push(lt(auditLog.at, to))
      const where = parts.length ? and(...parts) : undefined
      const dir = list.sort?.field === 'at' && list.sort.order === 'asc' ? asc : desc
      const orderBy = [dir(auditLog.at), dir(auditLog.id)]
      const table = auditLog
      return c.json(
        pagedRows(c, db, { table, resource: 'audit-log', list, where, orderBy }).map(toEntry),
      )
    })
    .get('/:id', (c) => {
      const row = db
        .select()
        .from(auditLog)
        .where(eq(auditLog.id, c.req.param('id')))
        .get()
      if (!row) throw httpError(404, AUDIT_NOT_FOUND)
      return c.json(toEntry(row))
    })
}
