import { asc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { featuredCarsInput } from '../../contract'
import { cars, featuredCars } from '../../db/schema'
import { jsonBody, validationError } from '../../http/errors'
import { setContentRange } from '../../http/list-query'
import type { ApiEnv } from '../../http/types'
import { publicCar, toCar } from '../records'
import { auditedWrite, type RouteDeps } from '../plumbing'

export function featuredCarRoutes({ db }: RouteDeps) {
  const list = () =>
    db
      .select({ car: cars })
      .from(featuredCars)
      .innerJoin(cars, eq(cars.id, featuredCars.carId))
      .orderBy(asc(featuredCars.position), asc(cars.id))
      .all()
      .map((r) => publicCar(toCar(r.car, true)))

  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const rows = list()
      setContentRange(c, 'featured-cars', 0, rows.length, rows.length)
      return c.json(rows)
    })
    .post('/', jsonBody(featuredCarsInput), (c) => {
      const { carIds } = c.req.valid('json')
      const known = new Set(
        carIds.length
          ? db
              .select({ id: cars.id })
              .from(cars)
              .where(inArray(cars.id, carIds))
              .all()
              .map((r) => r.id)
          : [],
      )
      const unknown = carIds.filter((id) => !known.has(id))
      if (unknown.length) throw validationError({ carIds: `Unknown car id: ${unknown.join(', ')}` })
      auditedWrite(c, db, 'featured-cars', 'update', (tx) => {
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
        return { recordId: 'featured-cars', before: { carIds: before }, after: { carIds } }
      })
      // An object with an id, so react-admin's create() accepts it as a record.
      return c.json({ id: 'featured-cars', _id: 'featured-cars', carIds, cars: list() })
    })
}
