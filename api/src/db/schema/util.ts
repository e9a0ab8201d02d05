import { sql } from 'drizzle-orm'
import { text } from 'drizzle-orm/sqlite-core'
import { randomBytes } from 'node:crypto'

/** Opaque 24-hex ids, like the `_id`s the spec's records carry. */
export function newId(): string {
  return randomBytes(12).toString('hex')
}

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId())

/** ISO-8601 UTC timestamps: sortable as text, readable in JSON. */
export const createdAt = (name = 'created_at') =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`)

export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`)
