import { zValidator } from '@hono/zod-validator'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { changedFields } from '../audit'
import {
  carInput,
  carListQuery,
  CARS_PAGE_SIZE,
  SALES_CAR_EDIT_MESSAGE,
  SALES_CAR_FIELDS,
} from '../contract'
import { IMMEDIATE } from '../db/client'
import { carPriceChanges, cars } from '../db/schema'
import { httpError, jsonBody, validationError } from '../http/errors'
import { idFilter, parseListParams, setContentRange } from '../http/list-query'
import type { ApiEnv } from '../http/types'
import {
  brandExists,
  carColumns,
  carFacets,
  carOrder,
  getCar,
  listCars,
  setFeatured,
  listStockFirst,
  type CarFilter,
} from '../repo/cars'
import { publicCar } from '../repo/records'
import { audit, filterBool, filterInt, filterText, nowIso, type RouteDeps } from './deps'

const UNKNOWN_BRAND = 'Choose an existing brand'
export const CAR_NOT_FOUND = 'Car not found'

export function carRoutes({ db, shareCards }: RouteDeps) {
  const findOr404 = (id: string) => {
    const car = getCar(db, id)
    if (!car) throw httpError(404, CAR_NOT_FOUND)
    return car
  }

  return (
    new Hono<ApiEnv>()
      // The query validator never fails (bad values are dropped); it types hc's $get.
      .get('/', zValidator('query', carListQuery), (c) => {
        const list = parseListParams(c, { defaultPerPage: CARS_PAGE_SIZE, maxPerPage: 100 })
        const plain = c.req.valid('query')
        const f = list.filter
        const filter: CarFilter = {
          ids: idFilter(f),
          brand: plain.brand ?? filterText(f.brand),
          year: plain.year ?? filterInt(f.year),
          fuel: plain.fuel ?? filterText(f.fuel),
          condition: plain.condition ?? filterText(f.condition),
          drivetrain: plain.drivetrain ?? filterText(f.drivetrain),
          bodyStyle: plain.bodyStyle ?? filterText(f.bodyStyle),
          minPrice: plain.minPrice ?? filterInt(f.minPrice),
          maxPrice: plain.maxPrice ?? filterInt(f.maxPrice),
          availability: filterText(f.availability),
          excludeSold: plain.sold === 'exclude',
          isFeatured: filterBool(f.isFeatured),
          q: filterText(f.q),
        }
        const order = carOrder(plain.sort, list.sort)
        // The public lists (every car but the sold ones) show what can be had first.
        const stockFirst =
          filter.excludeSold &&
          plain.outOfStock !== 'mixed' &&
          !list.sort &&
          !filter.ids &&
          !filter.availability
        const { rows, total } = (stockFirst ? listStockFirst : listCars)(db, filter, order, list)
        setContentRange(c, 'cars', list.offset, rows.length, total)
        return c.json(c.get('staff') ? rows : rows.map(publicCar))
      })
      .get('/facets', (c) => c.json(carFacets(db)))
      .get('/:id', (c) => {
        const car = findOr404(c.req.param('id'))
        return c.json(c.get('staff') ? car : publicCar(car))
      })
      .post('/', jsonBody(carInput), (c) => {
        const data = c.req.valid('json')
        if (!brandExists(db, data.brand)) throw validationError({ brand: UNKNOWN_BRAND })
        const car = db.transaction((tx) => {
          const row = tx.insert(cars).values(carColumns(data)).returning({ id: cars.id }).get()
          setFeatured(tx, row.id, data.isFeatured)
          const after = getCar(tx, row.id)!
          audit(c, tx, {
            action: 'create',
            resource: 'cars',
            recordId: row.id,
            before: null,
            after,
          })
          return after
        }, IMMEDIATE)
        shareCards.refreshCar(car.id)
        return c.json(car, 201)
      })
      .put('/:id', jsonBody(carInput), (c) => {
        const id = c.req.param('id')
        const data = c.req.valid('json')
        const current = findOr404(id)
        if (c.get('staff')?.role === 'sales') {
          // Sales may change availability only: every other field must come back as it was.
          const changed = Object.keys(changedFields(pick(current, data), data))
          if (changed.some((f) => !(SALES_CAR_FIELDS as readonly string[]).includes(f))) {
            throw httpError(403, SALES_CAR_EDIT_MESSAGE)
          }
        }
        if (!brandExists(db, data.brand)) throw validationError({ brand: UNKNOWN_BRAND })
        const car = db.transaction((tx) => {
          tx.update(cars)
            .set({ ...carColumns(data), updatedAt: nowIso() })
            .where(eq(cars.id, id))
            .run()
          if (data.price !== current.price) {
            tx.insert(carPriceChanges)
              .values({ carId: id, oldPrice: current.price, newPrice: data.price })
              .run()
          }
          setFeatured(tx, id, data.isFeatured)
          const after = getCar(tx, id)!
          audit(c, tx, { action: 'update', resource: 'cars', recordId: id, before: current, after })
          return after
        }, IMMEDIATE)
        shareCards.refreshCar(id)
        return c.json(car)
      })
      .delete('/:id', async (c) => {
        const car = findOr404(c.req.param('id'))
        db.transaction((tx) => {
          // Offers and the featured entry go with it (ON DELETE CASCADE).
          tx.delete(cars).where(eq(cars.id, car.id)).run()
          audit(c, tx, {
            action: 'delete',
            resource: 'cars',
            recordId: car.id,
            before: car,
            after: null,
          })
        }, IMMEDIATE)
        await shareCards.forget('cars', car.id)
        return c.json(car)
      })
  )
}

/** The fields of `record` named in `shape`, for comparing like with like. */
function pick(record: Record<string, unknown>, shape: Record<string, unknown>) {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, record[k]]))
}
