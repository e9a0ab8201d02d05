// One car: read with its featured flag, written with its price history and its place in
// the featured set. The lists are cars.listing.ts's.
import { eq, inArray, max } from 'drizzle-orm'
import type { Availability, Car, CarData } from '../../contract'
import type { Queryable } from '../../db/client'
import { brands } from '../brands/brands.table'
import { carPriceChanges, cars } from './cars.table'
import { featuredCars } from '../featured-cars/featured-cars.table'
import { carFromValues } from '../records'
import { isFeaturedSql } from './cars.listing'

export function getCar(db: Queryable, id: string): Car | null {
  const [row] = db
    .select({ car: cars, featured: isFeaturedSql })
    .from(cars)
    .where(eq(cars.id, id))
    .values()
  return row ? carFromValues(row) : null
}

/** The car's availability, or null when there is no such car. */
export function carAvailability(db: Queryable, id: string): Availability | null {
  const found = db
    .select({ availability: cars.availability })
    .from(cars)
    .where(eq(cars.id, id))
    .get()
  return found?.availability ?? null
}

/** Which of `ids` are cars. */
export function knownCarIds(db: Queryable, ids: string[]): Set<string> {
  if (!ids.length) return new Set()
  const rows = db.select({ id: cars.id }).from(cars).where(inArray(cars.id, ids)).all()
  return new Set(rows.map((r) => r.id))
}

export function brandExists(db: Queryable, key: string): boolean {
  return db.select({ id: brands.id }).from(brands).where(eq(brands.key, key)).get() !== undefined
}

/** Adds or removes the car from the featured set (call inside a write transaction). */
export function setFeatured(db: Queryable, carId: string, featured: boolean) {
  if (!featured) {
    db.delete(featuredCars).where(eq(featuredCars.carId, carId)).run()
    return
  }
  const exists = db.select().from(featuredCars).where(eq(featuredCars.carId, carId)).get()
  if (exists) return
  const last =
    db
      .select({ p: max(featuredCars.position) })
      .from(featuredCars)
      .get()?.p ?? -1
  db.insert(featuredCars)
    .values({ carId, position: last + 1 })
    .run()
}

/** The car's columns from validated input (isFeatured is the featured set, not a column). */
export function carColumns(data: CarData) {
  const { isFeatured: _isFeatured, ...columns } = data
  return columns
}

/** Stores a new car (and its place in the featured set); answers its id. */
export function insertCar(db: Queryable, data: CarData): string {
  const row = db.insert(cars).values(carColumns(data)).returning({ id: cars.id }).get()
  setFeatured(db, row.id, data.isFeatured)
  return row.id
}

/** Replaces a car's fields; a new price is kept in its price history. */
export function updateCar(db: Queryable, current: Car, data: CarData & { updatedAt: string }) {
  const { updatedAt, ...input } = data
  db.update(cars)
    .set({ ...carColumns(input), updatedAt })
    .where(eq(cars.id, current.id))
    .run()
  if (data.price !== current.price) {
    db.insert(carPriceChanges)
      .values({ carId: current.id, oldPrice: current.price, newPrice: data.price })
      .run()
  }
  setFeatured(db, current.id, data.isFeatured)
}

/** Removes a car; its offers and featured entry go with it (ON DELETE CASCADE). */
export function deleteCar(db: Queryable, id: string): void {
  db.delete(cars).where(eq(cars.id, id)).run()
}
