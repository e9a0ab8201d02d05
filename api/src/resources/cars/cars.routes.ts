import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { changedFields } from '../audit-log/audit-log.repository'
import {
  carInput,
  carListQuery,
  CARS_PAGE_SIZE,
  SALES_CAR_EDIT_MESSAGE,
  SALES_CAR_FIELDS,
} from '../../contract'
import { httpError, jsonBody, validationError } from '../../http/errors'
import { parseListParams, plainQuery, setContentRange } from '../../http/list-query'
import type { ApiEnv } from '../../http/types'
import { auditedWrite } from '../audited-write'
import { findOr404 } from '../../http/errors'
import { nowIso } from '../../db/schema/util'
import type { RouteDeps } from '../route-deps'
import { publicCar } from '../records'
import { carFacets } from './cars.facets'
import { carOrder, listCars, listStockFirst, type CarFilter } from './cars.listing'
import { brandExists, deleteCar, getCar, insertCar, updateCar } from './cars.repository'
import { CAR_HAS_RESERVATIONS_MESSAGE } from '../reservations/reservations.contract'
import { hasReservations } from '../reservations/reservations.repository'

const UNKNOWN_BRAND = 'Choose an existing brand'
export const CAR_NOT_FOUND = 'Car not found'

export function carRoutes({ db, shareCards }: RouteDeps) {
  const find = (id: string) => findOr404(getCar(db, id), CAR_NOT_FOUND)

  return (
    new Hono<ApiEnv>()
      // The query validator never fails (bad values are dropped); it types hc's $get.
      .get('/', zValidator('query', carListQuery), (c) => {
        // One dialect: react-admin's paging, order and filter are read into it at the edge.
        const list = parseListParams(c, { defaultPerPage: CARS_PAGE_SIZE, maxPerPage: 100 })
        const query = carListQuery.parse(plainQuery(c, list))
        const { sort, sold, outOfStock, page: _page, perPage: _perPage, ...filters } = query
        const filter: CarFilter = { ...filters, excludeSold: sold === 'exclude' }
        const order = carOrder(sort)
        // The public lists (every car but the sold ones) show what can be had first.
        const stockFirst =
          filter.excludeSold && outOfStock !== 'mixed' && !filter.ids && !filter.availability
        const { rows, total } = (stockFirst ? listStockFirst : listCars)(db, {
          filter,
          order,
          paging: list,
        })
        setContentRange(c, { resource: 'cars', offset: list.offset, count: rows.length, total })
        return c.json(c.get('staff') ? rows : rows.map(publicCar))
      })
      .get('/facets', (c) => c.json(carFacets(db)))
      .get('/:id', (c) => {
        const car = find(c.req.param('id'))
        return c.json(c.get('staff') ? car : publicCar(car))
      })
      .post('/', jsonBody(carInput), (c) => {
        const data = c.req.valid('json')
        if (!brandExists(db, data.brand)) throw validationError({ brand: UNKNOWN_BRAND })
        const { after: car } = auditedWrite(c, { db, resource: 'cars', action: 'create' }, (tx) => {
          const id = insertCar(tx, data)
          return { recordId: id, before: null, after: getCar(tx, id)! }
        })
        shareCards.refreshCar(car.id)
        return c.json(car, 201)
      })
      .put('/:id', jsonBody(carInput), (c) => {
        const id = c.req.param('id')
        const data = c.req.valid('json')
        const current = find(id)
        if (c.get('staff')?.role === 'sales') {
          // Sales may change availability only: every other field must come back as it was.
          const changed = Object.keys(changedFields(pick(current, data), data))
          if (changed.some((f) => !SALES_CAR_FIELDS.some((field) => field === f))) {
            throw httpError(403, SALES_CAR_EDIT_MESSAGE)
          }
        }
        if (!brandExists(db, data.brand)) throw validationError({ brand: UNKNOWN_BRAND })
        const { after: car } = auditedWrite(c, { db, resource: 'cars', action: 'update' }, (tx) => {
          updateCar(tx, current, { ...data, updatedAt: nowIso() })
          return { recordId: id, before: current, after: getCar(tx, id)! }
        })
        shareCards.refreshCar(id)
        return c.json(car)
      })
      .delete('/:id', async (c) => {
        const car = find(c.req.param('id'))
        // A deposit paid or asked for it is money to account for: the car stays.
        if (hasReservations(db, car.id)) throw httpError(409, CAR_HAS_RESERVATIONS_MESSAGE)
        auditedWrite(c, { db, resource: 'cars', action: 'delete' }, (tx) => {
          deleteCar(tx, car.id)
          return { recordId: car.id, before: car, after: null }
        })
        await shareCards.forget('cars', car.id)
        return c.json(car)
      })
  )
}

/** The fields of `record` named in `shape`, for comparing like with like. */
function pick(record: Record<string, unknown>, shape: Record<string, unknown>) {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, record[k]]))
}

/** What this file serves: /api/cars. */
export const routes = { cars: carRoutes }
