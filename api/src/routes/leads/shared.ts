// What the three lead resources share: the staff list (newest first unless react-admin
// asks otherwise; `id` arrays for getMany) and the one-lead read.
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import { eq } from 'drizzle-orm'
import {
  cars,
  type carEnquiries,
  type contactMessages,
  type importRequests,
  type sellRequests,
  type testDrives,
} from '../../db/schema'
import { httpError } from '../../http/errors'
import { idFilter, parseListParams, type ListParams } from '../../http/list-query'
import { findOr404, idsWhere, pagedRows, sortBy } from '../../http/simple-rest'

type LeadTable =
  | typeof contactMessages
  | typeof importRequests
  | typeof sellRequests
  | typeof carEnquiries
  | typeof testDrives

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

export const LEAD_CAR_NOT_FOUND = 'This car is no longer listed'

/** A lead about a car needs the car: 404 when it is gone. */
export function requireCar(db: Db, carId: string): void {
  const found = db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).get()
  if (!found) throw httpError(404, LEAD_CAR_NOT_FOUND)
}

// No 0/O or 1/I/L: a reference is read out on the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A short reference a visitor quotes, such as `TD-7KQ3XM`: 31^6, about 900 million. */
export function newReference(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6))
  let ref = ''
  for (const b of bytes) ref += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]
  return `${prefix}-${ref}`
}

/** Inserts with a fresh reference, drawing again in the unlikely case it is taken. */
export function insertWithReference<T>(prefix: string, insert: (reference: string) => T): T {
  for (let attempt = 0; ; attempt++) {
    try {
      return insert(newReference(prefix))
    } catch (err) {
      const taken = String((err as { code?: string }).code).startsWith('SQLITE_CONSTRAINT_UNIQUE')
      if (!taken || attempt >= 4) throw err
    }
  }
}
