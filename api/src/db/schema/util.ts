import { sql } from 'drizzle-orm'
import { text } from 'drizzle-orm/sqlite-core'

/**
 * Opaque 24-hex ids, like the `_id`s the spec's records carry. Web Crypto, not
 * node:crypto: the contract builds its schemas from these tables, in browsers too.
 */
export function newId(): string {
  return randomHex(12)
}

function randomHex(byteCount: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(byteCount))
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** 128 random bits, URL-safe: a private link nobody can guess. */
export function newTrackingToken(): string {
  return randomHex(16)
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

/**
 * When the record's email address was shown to be its sender's: it was sent while signed
 * in to the customer portal as that address, or the address's owner confirmed it from the
 * link in the mail it sent there. Until then the portal shows that address's owner the
 * record without what its sender typed. Set by the API only, never from a form.
 */
export const addressConfirmedAt = () => text('address_confirmed_at')

/** The time now as the tables keep it (ISO 8601, UTC). */
export const nowIso = () => new Date().toISOString()
