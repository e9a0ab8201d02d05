// One page of a table for a list route: rows, and the total in Content-Range.
import { count, type SQL } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Context } from 'hono'
import type { Db } from '../db/client'
import { setContentRange, type ListParams } from '../http/list-query'

export function pagedRows<T extends SQLiteTable>(
  c: Context,
  db: Db,
  opts: { table: T; resource: string; list: ListParams; where: SQL | undefined; orderBy: SQL[] },
): T['$inferSelect'][] {
  const { table, list, where } = opts
  let query = db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...opts.orderBy)
    .$dynamic()
  if (list.limit !== null) query = query.limit(list.limit).offset(list.offset)
  const rows = query.all() as T['$inferSelect'][]
  const total =
    list.limit === null
      ? rows.length
      : (db
          .select({ n: count() })
          .from(table as SQLiteTable)
          .where(where)
          .get()?.n ?? 0)
  setContentRange(c, opts.resource, list.offset, rows.length, total)
  return rows
}
