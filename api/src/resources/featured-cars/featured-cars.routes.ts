import { Hono } from 'hono'
import { featuredCarsInput } from '../../contract'
import { jsonBody, validationError } from '../../http/errors'
import { setContentRange } from '../../http/list-query'
import type { ApiEnv } from '../../http/types'
import { knownCarIds } from '../cars/cars.repository'
import { auditedWrite } from '../audited-write'
import type { RouteDeps } from '../route-deps'
import { featuredCarList, replaceFeaturedSet } from './featured-cars.repository'

export function featuredCarRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const rows = featuredCarList(db)
      setContentRange(c, {
        resource: 'featured-cars',
        offset: 0,
        count: rows.length,
        total: rows.length,
      })
      return c.json(rows)
    })
    .post('/', jsonBody(featuredCarsInput), (c) => {
      const { carIds } = c.req.valid('json')
      const known = knownCarIds(db, carIds)
      const unknown = carIds.filter((id) => !known.has(id))
      if (unknown.length) throw validationError({ carIds: `Unknown car id: ${unknown.join(', ')}` })
      auditedWrite(c, { db, resource: 'featured-cars', action: 'update' }, (tx) => {
        const before = replaceFeaturedSet(tx, carIds)
        return { recordId: 'featured-cars', before: { carIds: before }, after: { carIds } }
      })
      // An object with an id, so react-admin's create() accepts it as a record.
      return c.json({
        id: 'featured-cars',
        _id: 'featured-cars',
        carIds,
        cars: featuredCarList(db),
      })
    })
}

/** What this file serves: /api/featured-cars. */
export const routes = { 'featured-cars': featuredCarRoutes }
