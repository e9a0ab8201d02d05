// What the routes of the lead forms share: the staff list (newest first unless
// react-admin asks otherwise; `id` arrays for getMany), the one-lead read (404), and the
// car a lead is about (404 when it is gone, 409 when it is sold and must be for sale).
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import { httpError } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { idsWhere, pagedRows } from '../../http/simple-rest'
import { carAvailability } from '../cars/cars.repository'
import { findOr404 } from '../../http/errors'
import { findLeadRow, type LeadTable } from './leads.repository'

/** The staff list of one lead table, served as react-admin's `resource`. */
export function listLeads<T extends LeadTable>(
  c: Context,
  db: Db,
  { table, resource }: { table: T; resource: string },
) {
  const list = parseListParams(c, { maxPerPage: 100 })
  const where = idsWhere(idFilter(list.filter), table.id)
  // Newest first unless react-admin sorts by name or email (in its direction).
  const sortable = { name: table.name, email: table.email, createdAt: table.createdAt }
  return pagedRows(c, db, {
    table,
    resource,
    list,
    where,
    orderBy: { sortable, fallback: { field: 'createdAt', order: 'desc' } },
  }) as T['$inferSelect'][]
}

const NOT_FOUND = 'Not found'

/** One lead by id, or 404. */
export function getLead<T extends LeadTable>(db: Db, table: T, id: string): T['$inferSelect'] {
  return findOr404(findLeadRow(db, table, id), NOT_FOUND)
}

export const LEAD_CAR_NOT_FOUND = 'This car is no longer listed'
export const LEAD_CAR_SOLD = 'This car has been sold'

/** A lead about a car needs the car: 404 when it is gone; with `forSale`, 409 when sold. */
export function requireCar(db: Db, carId: string, opts: { forSale?: boolean } = {}): void {
  const availability = carAvailability(db, carId)
  if (availability === null) throw httpError(404, LEAD_CAR_NOT_FOUND)
  if (opts.forSale && availability === 'Sold') throw httpError(409, LEAD_CAR_SOLD)
}
