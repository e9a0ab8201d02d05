// The featured set as one record: its cars in order, replaced as a whole.
import { asc, eq } from 'drizzle-orm'
import type { Car } from '../../contract'
import type { Queryable } from '../../db/client'
import { cars } from '../cars/cars.table'
import { featuredCars } from './featured-cars.table'
import { publicCar, toCar } from '../records'

/** The featured cars in their order, as anyone may read them. */
export function featuredCarList(db: Queryable): Car[] {
  return db
    .select({ car: cars })
    .from(featuredCars)
    .innerJoin(cars, eq(cars.id, featuredCars.carId))
    .orderBy(asc(featuredCars.position), asc(cars.id))
    .all()
    .map((r) => publicCar(toCar(r.car, true)))
}

/** The featured set replaced by `carIds` in that order; answers the ids it held before. */
export function replaceFeaturedSet(tx: Queryable, carIds: string[]): string[] {
  const before = tx
    .select({ carId: featuredCars.carId })
    .from(featuredCars)
    .orderBy(asc(featuredCars.position))
    .all()
    .map((r) => r.carId)
  tx.delete(featuredCars).run()
  if (carIds.length) {
    tx.insert(featuredCars)
      .values(carIds.map((carId, position) => ({ carId, position })))
      .run()
  }
  return before
}
