// Rows to the records the API sends: `id` and `_id` equal, camelCase fields.
import { getTableColumns } from 'drizzle-orm'
import type { Blog, Brand, Car } from '../contract'
import { cars } from './cars/cars.table'
import { type blogs } from './blogs/blogs.table'
import { type brands } from './brands/brands.table'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

/**
 * Reshapes drizzle's fresh row object in place: `_id` and `isFeatured` added, `updatedAt`
 * moved last, rather than copying thirty fields into a new object per car (decision 0014).
 */
export function toCar(row: Row<typeof cars>, isFeatured: boolean): Car {
  const car = row as Partial<Row<typeof cars>> & Omit<Car, 'updatedAt'>
  const { updatedAt } = row
  delete car.updatedAt
  car._id = row.id
  car.isFeatured = isFeatured
  car.updatedAt = updatedAt
  return car as Car
}

/** The cars table's columns in the order drizzle selects them, each with its decoder. */
const CAR_COLUMNS = Object.entries(getTableColumns(cars))
const UPDATED_AT = CAR_COLUMNS.findIndex(([key]) => key === 'updatedAt')

/**
 * A car from a row of SQLite's values (a query builder's `.values()`) that selected
 * `{ car: cars, featured }`: the table's columns in order, then the featured flag. The
 * same record as toCar, fields in the same order, built in one pass, without drizzle's
 * generic row mapping (nested objects, join nullability; docs/decisions/0014-lean-api-reads.md).
 */
export function carFromValues(values: readonly unknown[]): Car {
  const car: Record<string, unknown> = {}
  for (let i = 0; i < CAR_COLUMNS.length; i++) {
    if (i === UPDATED_AT) continue
    const [key, column] = CAR_COLUMNS[i]!
    const value = values[i]
    car[key] = value === null ? null : column.mapFromDriverValue(value)
  }
  car._id = values[0]
  car.isFeatured = values[CAR_COLUMNS.length] === 1
  car.updatedAt = values[UPDATED_AT]
  return car as Car
}

/**
 * The car as anyone may read it: its VIN or chassis number only when staff chose to show
 * it (a VIN lets a stranger order keys or clone plates). Staff reads keep it.
 */
export function publicCar(car: Car): Car {
  if (!car.showVin) car.vin = null
  return car
}

export function toBrand(row: Row<typeof brands>): Brand {
  const { updatedAt: _updatedAt, ...rest } = row
  return { ...rest, _id: row.id }
}

export function toBlog(row: Row<typeof blogs>): Blog {
  // The first publication date is kept in the row; a draft shows none.
  return { ...row, _id: row.id, publishedAt: row.isPublished ? row.publishedAt : null }
}

/** A row as a record (every lead, outbox message, timeline entry): `_id` beside `id`. */
export function withIds<T extends { id: string }>(row: T): T & { _id: string } {
  return { ...row, _id: row.id }
}
