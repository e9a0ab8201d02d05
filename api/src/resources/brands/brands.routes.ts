import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { brandInput } from '../../contract'
import { brands } from './brands.table'
import { httpError, jsonBody, validationError } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, containsText, idsWhere, pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { auditedWrite } from '../audited-write'
import { filterText } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import { nowIso } from '../../db/schema/util'
import type { RouteDeps } from '../route-deps'
import { toBrand } from '../records'
import { carsOfBrand, deleteBrand, findBrand, insertBrand, updateBrand } from './brands.repository'

export const BRAND_NOT_FOUND = 'Brand not found'
const KEY_TAKEN = 'A brand with this key already exists'
const KEY_LOCKED = 'The key cannot be changed once the brand exists'

// PUT may leave the key out (it cannot change anyway).
const brandUpdate = brandInput.extend({ key: brandInput.shape.key.optional() })

const SORTABLE = {
  id: brands.id,
  key: brands.key,
  // Names sort case-insensitively: "Bentley" before "BMW".
  name: sql`${brands.name} collate nocase`,
  fullName: sql`${brands.fullName} collate nocase`,
  createdAt: brands.createdAt,
} as const

export function brandRoutes({ db }: RouteDeps) {
  const find = (keyOrId: string) => findOr404(findBrand(db, keyOrId), BRAND_NOT_FOUND)

  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const where = allOf([
        idsWhere(idFilter(list.filter), brands.id, brands.key),
        containsText(filterText(list.filter.q), brands.name, brands.fullName, brands.key),
      ])
      const rows = pagedRows(c, db, {
        table: brands,
        resource: 'brands',
        list,
        where,
        orderBy: {
          sortable: SORTABLE,
          fallback: { field: 'name', order: 'asc' },
          tieAscending: true,
        },
      })
      return c.json(rows.map(toBrand))
    })
    .get('/:key', (c) => c.json(toBrand(find(c.req.param('key')))))
    .post('/', jsonBody(brandInput), (c) => {
      const data = c.req.valid('json')
      if (findBrand(db, data.key)) throw httpError(409, KEY_TAKEN, { errors: { key: KEY_TAKEN } })
      try {
        const { after: brand } = auditedWrite(
          c,
          { db, resource: 'brands', action: 'create' },
          (tx) => {
            const after = toBrand(insertBrand(tx, data))
            return { recordId: after.id, before: null, after }
          },
        )
        return c.json(brand, 201)
      } catch (err) {
        // Two creates racing on the same key: the unique index decides.
        if (String(err).includes('UNIQUE')) {
          throw httpError(409, KEY_TAKEN, { errors: { key: KEY_TAKEN } })
        }
        throw err
      }
    })
    .put('/:key', jsonBody(brandUpdate), (c) => {
      const current = find(c.req.param('key'))
      const { key, ...data } = c.req.valid('json')
      if (key !== undefined && key !== current.key) throw validationError({ key: KEY_LOCKED })
      const { after: brand } = auditedWrite(
        c,
        { db, resource: 'brands', action: 'update' },
        (tx) => {
          const row = updateBrand(tx, current.id, { ...data, updatedAt: nowIso() })
          return { recordId: current.id, before: toBrand(current), after: toBrand(row ?? current) }
        },
      )
      return c.json(brand)
    })
    .delete('/:key', (c) => {
      const current = find(c.req.param('key'))
      const n = carsOfBrand(db, current.key)
      if (n > 0) {
        throw httpError(409, `This brand still has ${n} car(s). Delete or move them first.`)
      }
      const { before } = auditedWrite(c, { db, resource: 'brands', action: 'delete' }, (tx) => {
        deleteBrand(tx, current.id)
        return { recordId: current.id, before: toBrand(current), after: null }
      })
      return c.json(before)
    })
}

/** What this file serves: /api/brands. */
export const routes = { brands: brandRoutes }
