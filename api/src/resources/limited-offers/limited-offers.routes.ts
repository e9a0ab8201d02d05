import { asc, eq, gte, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { EXPIRY_IN_PAST_MESSAGE, limitedOfferInput, todayInNairobi } from '../../contract'
import type { LimitedOffer } from '../../contract'
import { carPriceChanges, cars, featuredCars, limitedOffers } from '../../db/schema'
import { httpError, jsonBody, validationError } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, idsWhere, sendTotal } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { publicCar, toCar } from '../records'
import { auditedWrite, filterBool, findOr404, type RouteDeps } from '../plumbing'

export const OFFER_NOT_FOUND = 'Limited offer not found'
const UNKNOWN_CAR = 'Choose an existing car'

/** The car's price before its latest change (null when it never changed). */
type Price = number | null
const previousPriceSql = sql<Price>`(select ${carPriceChanges.oldPrice} from ${carPriceChanges}
  where ${carPriceChanges.carId} = ${limitedOffers.carId}
  order by ${carPriceChanges.at} desc, ${carPriceChanges}.rowid desc limit 1)`

export function limitedOfferRoutes({ db }: RouteDeps) {
  // The public read embeds the car in carId (one query, no N+1).
  const select = (where: SQL | undefined, paging?: { offset: number; limit: number | null }) => {
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
  const find = (id: string) => findOr404(select(eq(limitedOffers.id, id))[0], OFFER_NOT_FOUND)

  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const where = allOf([
        idsWhere(idFilter(list.filter), limitedOffers.id),
        // ?live=1 (or filter {"live":true}): offers that have not expired in Nairobi.
        filterBool(c.req.query('live') ?? list.filter.live) &&
          gte(limitedOffers.expiryDate, todayInNairobi()),
      ])
      const rows = select(where, list)
      sendTotal(
        c,
        db,
        { table: limitedOffers, resource: 'limited-offers', list, where },
        rows.length,
      )
      return c.json(rows)
    })
    .get('/:id', (c) => c.json(find(c.req.param('id'))))
    .post('/', jsonBody(limitedOfferInput), (c) => {
      const { carId, expiryDate } = c.req.valid('json')
      if (expiryDate < todayInNairobi()) {
        throw httpError(400, EXPIRY_IN_PAST_MESSAGE, {
          errors: { expiryDate: EXPIRY_IN_PAST_MESSAGE },
        })
      }
      const car = db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).get()
      if (!car) throw validationError({ carId: UNKNOWN_CAR })
      const { after: row } = auditedWrite(c, db, 'limited-offers', 'create', (tx) => {
        const after = tx.insert(limitedOffers).values({ carId, expiryDate }).returning().get()
        return { recordId: after.id, before: null, after }
      })
      return c.json(find(row.id), 201)
    })
    .delete('/:id', (c) => {
      const offer = find(c.req.param('id'))
      auditedWrite(c, db, 'limited-offers', 'delete', (tx) => {
        tx.delete(limitedOffers).where(eq(limitedOffers.id, offer.id)).run()
        // The offer's own fields, not the embedded car.
        const before = { carId: offer.carId?.id ?? null, expiryDate: offer.expiryDate }
        return { recordId: offer.id, before, after: null }
      })
      return c.json(offer)
    })
}
