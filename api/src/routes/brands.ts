import { count, eq, or, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { brandInput } from '../contract'
import { brands, cars } from '../db/schema'
import { httpError, jsonBody, validationError } from '../http/errors'
import { idFilter, parseListParams } from '../http/list-query'
import { allOf, containsText, idsWhere, pagedRows, sortBy } from '../http/simple-rest'
import type { ApiEnv } from '../http/types'
import { toBrand } from '../repo/records'
import { IMMEDIATE } from '../db/client'
import { audit, filterText, nowIso, type RouteDeps } from './deps'

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
  // react-admin addresses brands by id, the spec by key: accept both.
  const find = (keyOrId: string) =>
    db
      .select()
      .from(brands)
      .where(or(eq(brands.key, keyOrId), eq(brands.id, keyOrId)))
      .get()
  const findOr404 = (keyOrId: string) => {
    const row = find(keyOrId)
    if (!row) throw httpError(404, BRAND_NOT_FOUND)
    return row
  }

  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const where = allOf([
        idsWhere(idFilter(list.filter), brands.id, brands.key),
        containsText(filterText(list.filter.q), brands.name, brands.fullName, brands.key),
      ])
      const orderBy = sortBy(list, SORTABLE, { field: 'name', order: 'asc' }, brands.id, {
        tieAscending: true,
      })
      const rows = pagedRows(c, db, { table: brands, resource: 'brands', list, where, orderBy })
      return c.json(rows.map(toBrand))
    })
    .get('/:key', (c) => c.json(toBrand(findOr404(c.req.param('key')))))
    .post('/', jsonBody(brandInput), (c) => {
      const data = c.req.valid('json')
      if (find(data.key)) throw httpError(409, KEY_TAKEN, { errors: { key: KEY_TAKEN } })
      try {
        const brand = db.transaction((tx) => {
          const after = toBrand(tx.insert(brands).values(data).returning().get())
          audit(c, tx, {
            action: 'create',
            resource: 'brands',
            recordId: after.id,
            before: null,
            after,
          })
          return after
        }, IMMEDIATE)
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
      const current = findOr404(c.req.param('key'))
      const { key, ...data } = c.req.valid('json')
      if (key !== undefined && key !== current.key) throw validationError({ key: KEY_LOCKED })
      const brand = db.transaction((tx) => {
        const row = tx
          .update(brands)
          .set({ ...data, updatedAt: nowIso() })
          .where(eq(brands.id, current.id))
          .returning()
          .get()
        const [before, after] = [toBrand(current), toBrand(row ?? current)]
        audit(c, tx, { action: 'update', resource: 'brands', recordId: current.id, before, after })
        return after
      }, IMMEDIATE)
      return c.json(brand)
    })
    .delete('/:key', (c) => {
      const current = findOr404(c.req.param('key'))
      const n =
        db.select({ n: count() }).from(cars).where(eq(cars.brand, current.key)).get()?.n ?? 0
      if (n > 0) {
        throw httpError(409, `This brand still has ${n} car(s). Delete or move them first.`)
      }
      const before = toBrand(current)
      db.transaction((tx) => {
        tx.delete(brands).where(eq(brands.id, current.id)).run()
        audit(c, tx, {
          action: 'delete',
          resource: 'brands',
          recordId: current.id,
          before,
          after: null,
        })
      }, IMMEDIATE)
      return c.json(before)
    })
}
