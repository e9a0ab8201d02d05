// What the three lead resources share: the staff list (newest first unless react-admin
// asks otherwise; `id` arrays for getMany) and the one-lead read.
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import type { contactMessages, importRequests, sellRequests } from '../../db/schema'
import { httpError } from '../../http/errors'
import { idFilter, parseListParams, type ListParams } from '../../http/list-query'
import { pagedRows } from '../../repo/paged'

type LeadTable = typeof contactMessages | typeof importRequests | typeof sellRequests

export function listLeads<T extends LeadTable>(c: Context, db: Db, table: T, resource: string) {
  const list: ListParams = parseListParams(c, { maxPerPage: 100 })
  const ids = idFilter(list.filter)
  const where: SQL | undefined = ids ? (ids.length ? inArray(table.id, ids) : sql`0`) : undefined
  const dir = list.sort?.order === 'asc' ? asc : desc
  const field = list.sort?.field
  const col = field === 'name' ? table.name : field === 'email' ? table.email : table.createdAt
  const orderBy = [dir(col), dir(table.id)]
  return pagedRows(c, db, { table, resource, list, where, orderBy }) as T['$inferSelect'][]
}

const NOT_FOUND = 'Not found'

/** One lead by id, or 404. */
export function getLead<T extends LeadTable>(db: Db, table: T, id: string): T['$inferSelect'] {
  const row = db
    .select()
    .from(table as LeadTable)
    .where(eq(table.id, id))
    .get()
  if (!row) throw httpError(404, NOT_FOUND)
  return row as T['$inferSelect']
}
