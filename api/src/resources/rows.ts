// One table's rows by id, for a resource's repository: find, insert, update, save (one
// record: insert or replace), delete, written once. A repository adds what is its own (a brand found by key, a car with its
// featured flag).
import { eq } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Queryable } from '../db/client'

export function rowsById<T extends SQLiteTable>(table: T, id: SQLiteColumn) {
  type Row = T['$inferSelect']
  type Values = T['$inferInsert']
  // drizzle's builders take a concrete table; the answers are typed by T above.
  const t = table as SQLiteTable
  return {
    find: (db: Queryable, key: string): Row | undefined =>
      db.select().from(t).where(eq(id, key)).get() as Row | undefined,
    insert: (db: Queryable, values: Values): Row =>
      db
        .insert(t)
        .values(values as never)
        .returning()
        .get() as Row,
    update: (db: Queryable, key: string, values: Partial<Values>): Row | undefined =>
      db
        .update(t)
        .set(values as never)
        .where(eq(id, key))
        .returning()
        .get() as Row | undefined,
    /** The row with id `key` written: inserted the first time, replaced after. */
    save: (db: Queryable, key: string, values: Omit<Values, 'id'>): Row =>
      db
        .insert(t)
        .values({ id: key, ...values } as never)
        .onConflictDoUpdate({ target: id, set: values as never })
        .returning()
        .get() as Row,
    remove: (db: Queryable, key: string): void => {
      db.delete(t).where(eq(id, key)).run()
    },
  }
}
