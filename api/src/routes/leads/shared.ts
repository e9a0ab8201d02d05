// What the three lead resources share: the staff list (newest first unless react-admin
// asks otherwise; `id` arrays for getMany) and the one-lead read.
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import type { contactMessages, importRequests, sellRequests } from '../../db/schema'
import { idFilter, parseListParams, type ListParams } from '../../http/list-query'
import { findOr404, idsWhere, pagedRows, sortBy } from '../../http/simple-rest'

type LeadTable = typeof contactMessages | typeof importRequests | typeof sellRequests

export function listLeads<T extends LeadTable>(c: Context, db: Db, table: T, resource: string) {
  const list: ListParams = parseListParams(c, { maxPerPage: 100 })
  const where = idsWhere(idFilter(list.filter), table.id)
  // Newest first unless react-admin sorts by name or email (in its direction).
  const sortable = { name: table.name, email: table.email, createdAt: table.createdAt }
  const orderBy = sortBy(list, sortable, { field: 'createdAt', order: 'desc' }, table.id)
  return pagedRows(c, db, { table, resource, list, where, orderBy }) as T['$inferSelect'][]
}

const NOT_FOUND = 'Not found'

/** One lead by id, or 404. */
export function getLead<T extends LeadTable>(db: Db, table: T, id: string): T['$inferSelect'] {
  return findOr404(db, table, table.id, id, NOT_FOUND)
}
