// The pieces every simple-rest list route is made of, written once: which rows (an id
// list, a text search, the route's own filters), in what order (an allow-listed sort
// with a tie-break), which page, and the total in Content-Range. A route names its
// table, its filters and its sortable columns; `parseListParams` reads the dialect.
import { and, asc, count, desc, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable, SQLiteView } from 'drizzle-orm/sqlite-core'
import type { Context } from 'hono'
import type { Db } from '../db/client'
import { setContentRange, type ListParams } from './list-query'

/** react-admin's getMany: rows whose id (or any of `columns`) is listed; none for []. */
export function idsWhere(ids: string[] | null, ...columns: SQLiteColumn[]): SQL | undefined {
  if (!ids) return undefined
  if (ids.length === 0) return sql`0`
  const each = columns.map((column) => inArray(column, ids))
  return each.length === 1 ? each[0] : or(...each)
}

/** Rows where any of `columns` contains `q`, case-insensitively; `%`, `_`, `\` are literal. */
export function containsText(
  q: string | undefined,
  ...columns: (SQLiteColumn | SQL)[]
): SQL | undefined {
  if (!q) return undefined
  const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  const each = columns.map((column) => sql`${column} like ${pattern} escape '\\'`)
  return sql`(${sql.join(each, sql` or `)})`
}

/** Every present condition, or no WHERE at all. */
export function allOf(parts: (SQL | undefined | null | false | '')[]): SQL | undefined {
  const present = parts.filter((p): p is SQL => Boolean(p))
  return present.length ? and(...present) : undefined
}

/**
 * How a list may be sorted: the columns react-admin may name, the order when it names
 * none of them, and the tie-break column (`tieAscending`: always ascending). In
 * `pagedRows` the tie-break is the table's `id` unless another column is named.
 */
export type ListOrder<
  S extends Record<string, SQLiteColumn | SQL> = Record<string, SQLiteColumn | SQL>,
> = {
  sortable: S
  fallback: { field: keyof S & string; order: 'asc' | 'desc' }
  tiebreak?: SQLiteColumn
  tieAscending?: boolean
}

/**
 * ORDER BY from react-admin's `sort`, if it names a column of `sortable` (anything else,
 * `__proto__` included, falls back), then the tie-break column so pages never overlap:
 * in the same direction, or always ascending with `tieAscending`.
 */
export function sortBy<S extends Record<string, SQLiteColumn | SQL>>(
  list: ListParams,
  { sortable, fallback, tiebreak, tieAscending = false }: ListOrder<S> & { tiebreak: SQLiteColumn },
): SQL[] {
  const chosen = list.sort && Object.hasOwn(sortable, list.sort.field) ? list.sort : fallback
  const dir = chosen.order === 'asc' ? asc : desc
  return [dir(sortable[chosen.field as keyof S]!), (tieAscending ? asc : dir)(tiebreak)]
}

/** The `id` column of a table or view: what breaks ties between rows unless told otherwise. */
function idColumn(table: SQLiteTable | SQLiteView): SQLiteColumn {
  const id = (table as unknown as { id?: SQLiteColumn }).id
  if (!id) throw new Error('pagedRows: this table has no id column; name its tiebreak')
  return id
}

/** The total for `where`, in Content-Range, for the page of `rows` a route selected. */
export function sendTotal(
  c: Context,
  db: Db,
  opts: {
    table: SQLiteTable | SQLiteView
    resource: string
    list: ListParams
    where: SQL | undefined
    /** How many rows the page has. */
    rows: number
  },
) {
  const { list, rows } = opts
  const total =
    list.limit === null
      ? rows
      : (db.select({ n: count() }).from(opts.table).where(opts.where).get()?.n ?? 0)
  setContentRange(c, { resource: opts.resource, offset: list.offset, count: rows, total })
}

/**
 * One page of a table (or view) for a list route: its rows, with the total in
 * Content-Range. `orderBy` is the ORDER BY, or how react-admin may sort it (sortBy).
 */
export function pagedRows<
  T extends SQLiteTable | SQLiteView,
  S extends Record<string, SQLiteColumn | SQL>,
>(
  c: Context,
  db: Db,
  opts: {
    table: T
    resource: string
    list: ListParams
    where: SQL | undefined
    orderBy: SQL[] | ListOrder<S>
  },
): T['$inferSelect'][] {
  const { table, list, where } = opts
  const orderBy = Array.isArray(opts.orderBy)
    ? opts.orderBy
    : sortBy(list, { tiebreak: idColumn(table), ...opts.orderBy })
  let query = db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic()
  if (list.limit !== null) query = query.limit(list.limit).offset(list.offset)
  const rows = query.all() as T['$inferSelect'][]
  sendTotal(c, db, { ...opts, rows: rows.length })
  return rows
}
