// The brands' rows: found by key or id, written, and the cars that still use one.
import { count, eq, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { brands } from './brands.table'
import { cars } from '../cars/cars.table'
import { rowsById } from '../rows'

export type BrandRow = typeof brands.$inferSelect

/** react-admin addresses brands by id, the spec by key: either finds it. */
export function findBrand(db: Queryable, keyOrId: string): BrandRow | undefined {
  return db
    .select()
    .from(brands)
    .where(or(eq(brands.key, keyOrId), eq(brands.id, keyOrId)))
    .get()
}

const rows = rowsById(brands, brands.id)
export const insertBrand = rows.insert
export const updateBrand = rows.update
export const deleteBrand = rows.remove

/** How many cars are of the brand (it cannot go while any is). */
export function carsOfBrand(db: Queryable, key: string): number {
  return db.select({ n: count() }).from(cars).where(eq(cars.brand, key)).get()?.n ?? 0
}
