import { gte } from 'drizzle-orm'
import { Hono } from 'hono'
import { EXPIRY_IN_PAST_MESSAGE, limitedOfferInput, todayInNairobi } from '../../contract'
import { limitedOffers } from './limited-offers.table'
import { httpError, jsonBody, validationError } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, idsWhere, sendTotal } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { carAvailability } from '../cars/cars.repository'
import { auditedWrite } from '../audited-write'
import { filterBool } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'
import { deleteOffer, findOffer, insertOffer, selectOffers } from './limited-offers.repository'

export const OFFER_NOT_FOUND = 'Limited offer not found'
const UNKNOWN_CAR = 'Choose an existing car'

export function limitedOfferRoutes({ db }: RouteDeps) {
  const find = (id: string) => findOr404(findOffer(db, id), OFFER_NOT_FOUND)

  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const where = allOf([
        idsWhere(idFilter(list.filter), limitedOffers.id),
        // ?live=1 (or filter {"live":true}): offers that have not expired in Nairobi.
        filterBool(c.req.query('live') ?? list.filter.live) &&
          gte(limitedOffers.expiryDate, todayInNairobi()),
      ])
      const rows = selectOffers(db, where, list)
      sendTotal(c, db, {
        table: limitedOffers,
        resource: 'limited-offers',
        list,
        where,
        rows: rows.length,
      })
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
      if (carAvailability(db, carId) === null) throw validationError({ carId: UNKNOWN_CAR })
      const { after: row } = auditedWrite(
        c,
        { db, resource: 'limited-offers', action: 'create' },
        (tx) => {
          const after = insertOffer(tx, { carId, expiryDate })
          return { recordId: after.id, before: null, after }
        },
      )
      return c.json(find(row.id), 201)
    })
    .delete('/:id', (c) => {
      const offer = find(c.req.param('id'))
      auditedWrite(c, { db, resource: 'limited-offers', action: 'delete' }, (tx) => {
        deleteOffer(tx, offer.id)
        // The offer's own fields, not the embedded car.
        const before = { carId: offer.carId?.id ?? null, expiryDate: offer.expiryDate }
        return { recordId: offer.id, before, after: null }
      })
      return c.json(offer)
    })
}

/** What this file serves: /api/limited-offers. */
export const routes = { 'limited-offers': limitedOfferRoutes }
