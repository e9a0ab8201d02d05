// List queries can't be made expensive or crash the server: deep pages are refused with
// a clear message, pages up to the cap are read through the index, and odd sort, range
// and filter values never answer 500.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CARS_PAGE_SIZE,
  MAX_ADMIN_OFFSET,
  MAX_LIST_PAGE,
  PAGE_TOO_DEEP_MESSAGE,
  type Car,
  type CarSort,
} from '../contract'
import { eq } from 'drizzle-orm'
import { brands } from '../resources/brands/brands.table'
import { cars } from '../resources/cars/cars.table'
import { MAX_RANGE } from './list-query'
import { carOrder, carPageQuery, type CarFilter } from '../resources/cars/cars.listing'
import { buildBrand } from '../seed/factories'
import { seedBenchCars } from '../seed/seed'
import { makeApp, staffAccount } from '../../test/helpers'

const { app, db } = makeApp()
let token = ''
beforeAll(async () => {
  token = (await staffAccount(db, 'admin')).token
})

const LISTS = [
  'cars',
  'brands',
  'blogs',
  'limited-offers',
  'contact-messages',
  'import-requests',
  'sell-requests',
  'staff',
  'audit-log',
  'import-rates',
]
const get = (path: string) => app.request(path, { headers: { Authorization: `Bearer ${token}` } })
const q = (v: unknown) => encodeURIComponent(JSON.stringify(v))

describe.each(LISTS)('GET /api/%s', (list) => {
  it('refuses pages past the cap with a clear 400, in both dialects', async () => {
    for (const path of [
      `/api/${list}?page=${MAX_LIST_PAGE + 1}&perPage=24`,
      `/api/${list}?page=4000`,
      `/api/${list}?range=${q([MAX_ADMIN_OFFSET, MAX_ADMIN_OFFSET + 24])}`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await res.json()).toEqual({ error: PAGE_TOO_DEEP_MESSAGE })
    }
    expect((await get(`/api/${list}?page=${MAX_LIST_PAGE}&perPage=24`)).status).toBe(200)
    expect(
      (await get(`/api/${list}?range=${q([MAX_ADMIN_OFFSET - 25, MAX_ADMIN_OFFSET - 1])}`)).status,
    ).toBe(200)
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    'sorts by %s without a 500',
    async (field) => {
      const res = await get(`/api/${list}?sort=${q([field, 'ASC'])}&range=${q([0, 9])}`)
      expect(res.status).toBe(200)
      expect(Array.isArray(await res.json())).toBe(true)
    },
  )

  it('shrugs off malformed and prototype-named parameters', async () => {
    for (const query of [
      `sort=${q(['constructor'])}`,
      'sort=[',
      'range=[0',
      `range=${q(['a', 'b'])}`,
      `range=${q([-5, -1])}`,
      'filter={',
      `filter=${q({ __proto__: { polluted: 1 }, constructor: 'x', toString: 1 })}`,
      `filter=${q({ id: { constructor: 1 } })}`,
      `filter=${q([1, 2])}`,
      'page=-1&perPage=0',
      'page=1e9',
      `sort=${q([{ toString: 1 }, 'DESC'])}`,
    ]) {
      const res = await get(`/api/${list}?${query}`)
      expect(res.status, query).toBeLessThan(500)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('a large catalogue', () => {
  // Past both caps (public: MAX_LIST_PAGE pages of 24; console: MAX_ADMIN_OFFSET rows).
  const TOTAL = MAX_ADMIN_OFFSET + 2_000
  const SORTS: CarSort[] = ['newest', 'price-asc', 'price-desc', 'year-desc', 'year-asc']
  const lastOffset = (MAX_LIST_PAGE - 1) * CARS_PAGE_SIZE

  beforeAll(() => {
    for (const key of ['aston', 'bentley', 'lexus'])
      db.insert(brands).values(buildBrand({ key })).run()
    seedBenchCars(db, { cars: TOTAL })
  })

  const ids = async (path: string) => {
    const res = await get(path)
    expect(res.status, path).toBe(200)
    return {
      ids: ((await res.json()) as Car[]).map((c) => c.id),
      range: res.headers.get('Content-Range'),
    }
  }

  it('answers the last page under the cap and refuses the next one', async () => {
    const last = await ids(`/api/cars?page=${MAX_LIST_PAGE}&perPage=${CARS_PAGE_SIZE}`)
    expect(last.ids).toHaveLength(CARS_PAGE_SIZE)
    expect(last.range).toBe(`cars ${lastOffset}-${lastOffset + CARS_PAGE_SIZE - 1}/${TOTAL}`)
    for (const path of [
      `/api/cars?page=${MAX_LIST_PAGE + 1}&perPage=${CARS_PAGE_SIZE}`,
      '/api/cars?page=4000',
      `/api/cars?brand=aston&page=${MAX_LIST_PAGE + 1}`,
      `/api/cars?range=${q([MAX_ADMIN_OFFSET, MAX_ADMIN_OFFSET + 24])}`,
      `/api/cars?sort=${q(['model', 'ASC'])}&range=${q([TOTAL - 10, TOTAL - 1])}`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await res.json()).toEqual({ error: PAGE_TOO_DEEP_MESSAGE })
    }
    const deepest = await ids(`/api/cars?range=${q([MAX_ADMIN_OFFSET - 25, MAX_ADMIN_OFFSET - 1])}`)
    expect(deepest.ids).toHaveLength(25)
  })

  it('answers an unpaged list with its first rows and the true total', async () => {
    const all = await ids('/api/cars')
    expect(all.ids).toHaveLength(MAX_RANGE)
    expect(all.range).toBe(`cars 0-${MAX_RANGE - 1}/${TOTAL}`)
  })

  it.each(SORTS)('pages sorted by %s exactly as a plain OFFSET would', async (sort) => {
    for (const brand of [undefined, 'bentley']) {
      const order = carOrder(sort)
      const where = brand ? eq(cars.brand, brand) : undefined
      const expected = db
        .select({ id: cars.id })
        .from(cars)
        .where(where)
        .orderBy(...order)
        .limit(CARS_PAGE_SIZE)
        .offset(lastOffset)
        .all()
        .map((r) => r.id)
      expect(expected).toHaveLength(CARS_PAGE_SIZE)
      const brandParam = brand ? `&brand=${brand}` : ''
      const page = await ids(`/api/cars?sort=${sort}&page=${MAX_LIST_PAGE}${brandParam}`)
      expect(page.ids, `${sort} ${brand ?? ''}`).toEqual(expected)
    }
  })

  // EXPLAIN QUERY PLAN rows: the subquery that picks the page is a subtree of the plan
  // (a co-routine the outer query reads in its order).
  function pagePlan(filter: CarFilter, sort: CarSort) {
    const query = carPageQuery(db, {
      filter,
      order: carOrder(sort),
      paging: {
        offset: lastOffset,
        limit: CARS_PAGE_SIZE,
      },
    }).toSQL()
    const rows = db.$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as {
      id: number
      parent: number
      detail: string
    }[]
    const root = rows.find((r) => r.detail === 'CO-ROUTINE page')
    expect(root, 'the page is picked by a subquery').toBeDefined()
    const inner = new Set([root!.id])
    for (const r of rows) if (inner.has(r.parent)) inner.add(r.id)
    return {
      outer: rows.filter((r) => !inner.has(r.id)).map((r) => r.detail),
      inner: rows.filter((r) => inner.has(r.id) && r.id !== root!.id).map((r) => r.detail),
    }
  }

  it.each(SORTS)('picks a page sorted by %s from an index, then reads only its rows', (sort) => {
    const { outer, inner } = pagePlan({}, sort)
    // The skipped rows: walked in index order, never all sorted, never read in full.
    expect(inner.some((d) => /^SCAN cars USING (COVERING )?INDEX cars_\w+_idx$/.test(d))).toBe(true)
    expect(inner).not.toContain('SCAN cars')
    expect(inner.join('\n')).not.toMatch(/featured|SUBQUERY/i)
    // Nothing is sorted: not the page's pick, not (even in part) the page itself.
    expect([...inner, ...outer].join('\n')).not.toMatch(/USE TEMP B-TREE/)
    // The page's own rows: fetched by rowid, in the page's order, with their featured flag.
    expect(outer).toContain('SCAN page')
    expect(outer).toContain('SEARCH cars USING INTEGER PRIMARY KEY (rowid=?)')
    expect(outer.join('\n')).toMatch(/featured|fc USING/)
  })

  it.each(['newest', 'price-asc', 'price-desc'] as const)(
    'picks a brand page sorted by %s from the brand index',
    (sort) => {
      const { outer, inner } = pagePlan({ brand: 'aston' }, sort)
      expect(
        inner.some((d) =>
          /^SEARCH cars USING (COVERING )?INDEX cars_brand_\w+_idx \(brand=\?\)$/.test(d),
        ),
      ).toBe(true)
      expect([...inner, ...outer].join('\n')).not.toMatch(/USE TEMP B-TREE/)
      expect(outer).toContain('SEARCH cars USING INTEGER PRIMARY KEY (rowid=?)')
    },
  )
})
