// What the lead resources share: the staff list (newest first unless react-admin
// asks otherwise; `id` arrays for getMany) and the one-lead read.
import type { Context } from 'hono'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { LEAD_REFERENCE_PREFIXES, type LeadKind } from '../../contract'
import { insertWithReference } from '../../db/references'
import type { Env } from '../../env'
import { mailQueued, queueLeadMail } from '../../mail/outbox'
import type { LeadRow } from '../../mail/messages'
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
import { idsWhere, pagedRows, sortBy } from '../../http/simple-rest'
import { findOr404 } from '../plumbing'

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
  const row = db.select().from(table).where(eq(table.id, id)).get()
  return findOr404(row as T['$inferSelect'] | undefined, NOT_FOUND)
}

export const LEAD_CAR_NOT_FOUND = 'This car is no longer listed'
export const LEAD_CAR_SOLD = 'This car has been sold'

/** A lead about a car needs the car: 404 when it is gone; with `forSale`, 409 when sold. */
export function requireCar(db: Db, carId: string, opts: { forSale?: boolean } = {}): void {
  const found = db
    .select({ id: cars.id, availability: cars.availability })
    .from(cars)
    .where(eq(cars.id, carId))
    .get()
  if (!found) throw httpError(404, LEAD_CAR_NOT_FOUND)
  if (opts.forSale && found.availability === 'Sold') throw httpError(409, LEAD_CAR_SOLD)
}

/**
 * Stores a new lead under a fresh reference of its kind (MSG-7KQ3XM) and queues its mail
 * in one transaction, so a lead is never stored without its alert; then wakes the mail
 * worker. The lead is acknowledged either way.
 */
export function storeLead<R extends LeadRow>(
  db: Db,
  env: Env,
  kind: LeadKind,
  insert: (tx: Queryable, reference: string) => R,
): R {
  const row = db.transaction((tx) => {
    const stored = insertWithReference(LEAD_REFERENCE_PREFIXES[kind], (reference) =>
      insert(tx, reference),
    )
    queueLeadMail(tx, env, kind, stored)
    return stored
  }, IMMEDIATE)
  mailQueued()
  return row
}
