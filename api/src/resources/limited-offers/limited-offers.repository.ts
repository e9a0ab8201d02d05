// Limited offers read with their car embedded (one query, no N+1) and the price it had
// before its latest change; written one offer at a time.
import { asc, eq, sql, type SQL } from 'drizzle-orm'
import type { LimitedOffer } from '../../contract'
import type { Queryable } from '../../db/client'
import { carPriceChanges, cars } from '../cars/cars.table'
import { featuredCars } from '../featured-cars/featured-cars.table'
import { limitedOffers } from './limited-offers.table'
import { publicCar, toCar } from '../records'
import { rowsById } from '../rows'

/** The car's price before its latest change (null when it never changed). */
type Price = number | null
const previousPriceSql = sql<Price>`(select ${carPriceChanges.oldPrice} from ${carPriceChanges}
  where ${carPriceChanges.carId} = ${limitedOffers.carId}
  order by ${carPriceChanges.at} desc, ${carPriceChanges}.rowid desc limit 1)`

/** The offers `where` selects, soonest expiry first, one page of them with `paging`. */
export function selectOffers(
  db: Queryable,
  where: SQL | undefined,
  paging?: { offset: number; limit: number | null },
): LimitedOffer[] {
  let query = db
    .select({
      offer: limitedOffers,
      car: cars,
      featured: featuredCars.carId,
      previousPrice: previousPriceSql,
    })
    .from(limitedOffers)
    .leftJoin(cars, eq(cars.id, limitedOffers.carId))
    .leftJoin(featuredCars, eq(featuredCars.carId, limitedOffers.carId))
    .where(where)
    .orderBy(asc(limitedOffers.expiryDate), asc(limitedOffers.id))
    .$dynamic()
  if (paging && paging.limit !== null) query = query.limit(paging.limit).offset(paging.offset)
  return query.all().map((r): LimitedOffer => ({
    ...r.offer,
    _id: r.offer.id,
    carId: r.car ? publicCar(toCar(r.car, r.featured !== null)) : null,
    previousPrice:
      r.car && r.previousPrice !== null && r.previousPrice > r.car.price ? r.previousPrice : null,
  }))
}

export function findOffer(db: Queryable, id: string): LimitedOffer | undefined {
  return selectOffers(db, eq(limitedOffers.id, id))[0]
}

const rows = rowsById(limitedOffers, limitedOffers.id)
export const insertOffer = rows.insert
export const deleteOffer = rows.remove
