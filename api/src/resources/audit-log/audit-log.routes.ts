// The audit log, read-only (admins only, enforced by access control).
import { nairobiDayStart } from '../../contract/nairobi'
import { asc, desc, eq, gte, lt } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AuditEntry } from '../../contract'
import { auditLog } from './audit-log.table'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, idsWhere, pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { filterText } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'
import { findAuditEntry } from './audit-log.repository'

export const AUDIT_NOT_FOUND = 'Audit entry not found'

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({ ...row, _id: row.id })

export function auditLogRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const f = list.filter
      const actorUid = filterText(f.actorUid)
      const resource = filterText(f.resource)
      const recordId = filterText(f.recordId)
      const from = nairobiDayStart(filterText(f.from) ?? '')
      // `to` is inclusive: everything before the next day starts.
      const to = nairobiDayStart(filterText(f.to) ?? '', 1)
      const where = allOf([
        idsWhere(idFilter(f), auditLog.id),
        actorUid && eq(auditLog.actorUid, actorUid),
        resource && eq(auditLog.resource, resource),
        recordId && eq(auditLog.recordId, recordId),
        from && gte(auditLog.at, from),
        to && lt(auditLog.at, to),
      ])
      const dir = list.sort?.field === 'at' && list.sort.order === 'asc' ? asc : desc
      const orderBy = [dir(auditLog.at), dir(auditLog.id)]
      const table = auditLog
      return c.json(
        pagedRows(c, db, { table, resource: 'audit-log', list, where, orderBy }).map(toEntry),
      )
    })
    .get('/:id', (c) =>
      c.json(toEntry(findOr404(findAuditEntry(db, c.req.param('id')), AUDIT_NOT_FOUND))),
    )
}

/** What this file serves: /api/audit-log. */
export const routes = { 'audit-log': auditLogRoutes }
