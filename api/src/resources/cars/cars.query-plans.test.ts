// Every public filter and sort of the car listing is read from an index in order: the
// query plan of every combination's page (at the deepest public page) and count is
// checked for a sort step or a table scan, and the pages are compared with the order the
// sorts promise, computed here from the rows themselves.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CARS_PAGE_SIZE, MAX_LIST_PAGE, type CarSort } from '../../contract'
import { brands } from '../brands/brands.table'
import {
  carCountQuery,
  carOrder,
  carPageQuery,
  listCars,
  listStockFirst,
  type CarFilter,
} from './cars.listing'
import { buildBrand } from '../../seed/factories'
import { seedBenchCars } from '../../seed/seed'
import { testDb } from '../../../test/helpers'

const db = testDb()
const TOTAL = 20_000
const DEEPEST = (MAX_LIST_PAGE - 1) * CARS_PAGE_SIZE
const SORTS: CarSort[] = ['newest', 'price-asc', 'price-desc', 'year-desc', 'year-asc']

const MIN = 10_000_000
const MAX = 20_000_000
const STAFF_FILTERS: [string, CarFilter][] = [
  ['no filter', {}],
  ['brand', { brand: 'bentley' }],
  ['year', { year: 2020 }],
  ['fuel', { fuel: 'Hybrid' }],
  ['condition', { condition: 'Used' }],
  ['drivetrain', { drivetrain: 'AWD' }],
  ['bodyStyle', { bodyStyle: 'SUV' }],
  ['minPrice', { minPrice: MIN }],
  ['maxPrice', { maxPrice: MAX }],
  ['price range', { minPrice: MIN, maxPrice: MAX }],
  ['brand + year', { brand: 'bentley', year: 2020 }],
  ['brand + fuel', { brand: 'bentley', fuel: 'Hybrid' }],
  ['brand + condition', { brand: 'bentley', condition: 'Used' }],
  ['brand + drivetrain', { brand: 'bentley', drivetrain: 'AWD' }],
  ['brand + bodyStyle', { brand: 'bentley', bodyStyle: 'SUV' }],
  ['brand + minPrice', { brand: 'bentley', minPrice: MIN }],
  ['brand + maxPrice', { brand: 'bentley', maxPrice: MAX }],
  ['brand + price range', { brand: 'bentley', minPrice: MIN, maxPrice: MAX }],
]
// The public lists ask for every filter without sold cars, in two parts: the cars that
// can be had, then those out of stock (listStockFirst). Those checks stay in the index.
const FILTERS: [string, CarFilter][] = [
  ...STAFF_FILTERS,
  ...STAFF_FILTERS.flatMap(([name, f]): [string, CarFilter][] => [
    [`${name}, not sold`, { ...f, excludeSold: true }],
    [`${name}, not sold, in stock`, { ...f, excludeSold: true, stock: 'in' }],
    [`${name}, not sold, out of stock`, { ...f, excludeSold: true, stock: 'out' }],
  ]),
]
const EQUALITY = ['brand', 'year', 'fuel', 'condition', 'drivetrain', 'bodyStyle'] as const

type PlanRow = { id: number; parent: number; detail: string }

function plan(query: { sql: string; params: unknown[] }): PlanRow[] {
  return db.$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as PlanRow[]
}

const show = (rows: PlanRow[]) => rows.map((r) => `  ${r.detail}`).join('\n')

/** What a plan must never hold: a sort step (even in part) or a read of the whole table. */
function forbidden(rows: PlanRow[]): string[] {
  return rows
    .map((r) => r.detail)
    .filter(
      (d) => d.includes('USE TEMP B-TREE') || /^SCAN cars(?! USING (COVERING )?INDEX)/.test(d),
    )
}

/**
 * The one index step of a page pick or a count: the whole filter answered inside an
 * index (covering: no row read), equality filters as its search key, and the price
 * bounds as a range only where price leads the order (otherwise the index is walked in
 * the sort's order and checks the price on each entry).
 */
function expectIndexStep(
  detail: string,
  { filter, priceRange, why }: { filter: CarFilter; priceRange: boolean; why: string },
) {
  expect(detail, why).toMatch(/^(SEARCH|SCAN) cars USING COVERING INDEX cars_\w+_idx( \(.*\))?$/)
  const equality = EQUALITY.filter((k) => filter[k] !== undefined)
  if (equality.length) expect(detail, why).toMatch(/^SEARCH /)
  // The plan names columns as the table does (body_style).
  for (const k of equality) {
    expect(detail, why).toContain(`${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}=?`)
  }
  for (const [bound, text] of [
    [filter.minPrice, 'price>?'],
    [filter.maxPrice, 'price<?'],
  ] as const) {
    if (bound !== undefined && priceRange) expect(detail, why).toContain(text)
    else expect(detail, why).not.toContain(text)
  }
}

beforeAll(() => {
  for (const key of ['aston', 'bentley', 'lexus', 'maserati', 'porsche', 'rolls'])
    db.insert(brands).values(buildBrand({ key })).run()
  seedBenchCars(db, { cars: TOTAL, now: new Date('2025-06-01T00:00:00Z') })
  // Ties on every sort key, so the last tie-breaks are exercised too: a batch listed in
  // the same instant, part of it at one price.
  db.run(sql`update cars set created_at = '2025-01-01T00:00:00.000Z' where rowid % 400 = 0`)
  db.run(sql`update cars set price = 15000000 where rowid % 800 = 0`)
})

describe.each([
  ['without statistics', false],
  ['after ANALYZE', true],
])('query plans %s', (_label, analyze) => {
  beforeAll(() => {
    if (analyze) db.run(sql`analyze`)
    const stats = db.$client
      .prepare(`select name from sqlite_master where name = 'sqlite_stat1'`)
      .get()
    expect(stats !== undefined).toBe(analyze)
  })

  describe.each(FILTERS)('filtered by %s', (name, filter) => {
    it.each(SORTS)('picks the deepest page sorted by %s in index order', (sort) => {
      const rows = plan(
        carPageQuery(db, {
          filter,
          order: carOrder(sort),
          paging: {
            offset: DEEPEST,
            limit: CARS_PAGE_SIZE,
          },
        }).toSQL(),
      )
      const why = `${name}, sorted by ${sort}:\n${show(rows)}`
      expect(forbidden(rows), why).toEqual([])
      // The page is picked by one index step inside the co-routine...
      const root = rows.find((r) => r.detail === 'CO-ROUTINE page')
      expect(root, why).toBeDefined()
      const inner = rows.filter((r) => r.parent === root!.id)
      expect(inner, why).toHaveLength(1)
      expect(
        rows.filter((r) => r.parent === inner[0]!.id),
        why,
      ).toEqual([])
      expectIndexStep(inner[0]!.detail, { filter, priceRange: sort.startsWith('price'), why })
      // ...and only the page's rows are read, in the page's order, with their featured flag.
      const outer = rows.filter((r) => r.parent === 0 && r.id !== root!.id).map((r) => r.detail)
      expect(outer, why).toEqual([
        'SCAN page',
        'SEARCH cars USING INTEGER PRIMARY KEY (rowid=?)',
        'CORRELATED SCALAR SUBQUERY 1',
      ])
    })

    it('counts inside an index', () => {
      const rows = plan(carCountQuery(db, filter).toSQL())
      const why = `count, ${name}:\n${show(rows)}`
      expect(forbidden(rows), why).toEqual([])
      expect(rows, why).toHaveLength(1)
      if (Object.keys(filter).length === 0) {
        // Counting every car reads the narrowest index there is: the id's.
        expect(rows[0]!.detail, why).toMatch(/^SCAN cars USING COVERING INDEX \w+$/)
      } else {
        expectIndexStep(rows[0]!.detail, { filter, priceRange: true, why })
      }
    })
  })
})

// The order every sort promises, from the rows alone: each sort's keys, then availability
// and the rowid.
type Row = {
  rowid: number
  id: string
  brand: string
  year: number
  price: number
  fuel: string
  condition: string | null
  drivetrain: string | null
  bodyStyle: string | null
  availability: string
  created: string
}
const KEYS: Record<CarSort, [dir: 1 | -1, keys: (keyof Row)[]]> = {
  newest: [-1, ['created', 'price', 'availability', 'rowid']],
  'price-asc': [1, ['price', 'availability', 'rowid']],
  'price-desc': [-1, ['price', 'availability', 'rowid']],
  'year-desc': [-1, ['year', 'price', 'availability', 'rowid']],
  'year-asc': [1, ['year', 'price', 'availability', 'rowid']],
}

function expected(all: Row[], filter: CarFilter, sort: CarSort): string[] {
  const [dir, keys] = KEYS[sort]
  return all
    .filter(
      (r) =>
        EQUALITY.every((k) => filter[k] === undefined || r[k] === filter[k]) &&
        (filter.minPrice === undefined || r.price >= filter.minPrice) &&
        (filter.maxPrice === undefined || r.price <= filter.maxPrice) &&
        (!filter.excludeSold || r.availability !== 'Sold') &&
        (filter.stock === undefined ||
          (r.availability === 'Out of Stock') === (filter.stock === 'out')),
    )
    .sort((a, b) => {
      for (const k of keys) if (a[k] !== b[k]) return (a[k]! < b[k]! ? -1 : 1) * dir
      return 0
    })
    .map((r) => r.id)
}

/** Every car with its sort and filter keys. */
function allRows(): Row[] {
  return db.$client
    .prepare(
      `select rowid, id, brand, year, price, fuel, condition, drivetrain,
        body_style as bodyStyle, availability, created_at as created from cars`,
    )
    .all() as Row[]
}

describe('pages', () => {
  let all: Row[] = []
  beforeAll(() => {
    all = allRows()
    expect(all).toHaveLength(TOTAL)
  })

  it('are a strict order: the tie-breaks of the test data are exercised', () => {
    const newest = expected(all, {}, 'newest')
    const sameInstant = all.filter((r) => r.created === '2025-01-01T00:00:00.000Z')
    expect(sameInstant.length).toBeGreaterThan(40)
    expect(new Set(sameInstant.map((r) => r.price)).size).toBeLessThan(sameInstant.length)
    expect(new Set(newest).size).toBe(TOTAL)
    // Sold cars among them, so leaving them out changes the pages.
    const sold = all.filter((r) => r.availability === 'Sold').length
    expect(sold).toBeGreaterThan(TOTAL / 20)
    expect(sold).toBeLessThan(TOTAL / 2)
  })

  // A part of the stock-first list alone can be shorter than two pages; the lists they
  // make are checked whole below.
  describe.each(FILTERS.filter(([, f]) => f.stock === undefined))(
    'filtered by %s',
    (name, filter) => {
      it.each(SORTS)('sorted by %s hold the cars the order promises, at any depth', (sort) => {
        const want = expected(all, filter, sort)
        expect(want.length, name).toBeGreaterThan(CARS_PAGE_SIZE * 2)
        const middle = Math.min(DEEPEST, Math.floor(want.length / 2))
        for (const offset of [0, middle, want.length - CARS_PAGE_SIZE + 5]) {
          const page = listCars(db, {
            filter,
            order: carOrder(sort),
            paging: { offset, limit: CARS_PAGE_SIZE },
          })
          expect(page.total, `${name} ${sort}`).toBe(want.length)
          expect(
            page.rows.map((c) => c.id),
            `${name}, ${sort}, offset ${offset}`,
          ).toEqual(want.slice(offset, offset + CARS_PAGE_SIZE))
        }
      })
    },
  )
})

describe('stock-first pages', () => {
  let all: Row[] = []
  beforeAll(() => {
    all = allRows()
  })

  const PUBLIC = FILTERS.filter(([, f]) => f.excludeSold && f.stock === undefined)
  describe.each(PUBLIC)('filtered by %s', (name, filter) => {
    it.each(SORTS)('sorted by %s: the cars in stock, then those out, at any depth', (sort) => {
      const inStock = expected(all, { ...filter, stock: 'in' }, sort)
      const out = expected(all, { ...filter, stock: 'out' }, sort)
      expect(out.length, name).toBeGreaterThan(0)
      const want = [...inStock, ...out]
      // The first page, one across the border of the two parts, the middle, the end.
      for (const offset of [
        0,
        Math.max(0, inStock.length - 5),
        Math.floor(want.length / 2),
        want.length - 5,
      ]) {
        const page = listStockFirst(db, {
          filter,
          order: carOrder(sort),
          paging: {
            offset,
            limit: CARS_PAGE_SIZE,
          },
        })
        expect(page.total, `${name} ${sort}`).toBe(want.length)
        expect(
          page.rows.map((c) => c.id),
          `${name}, ${sort}, offset ${offset}`,
        ).toEqual(want.slice(offset, offset + CARS_PAGE_SIZE))
      }
    })
  })
})
