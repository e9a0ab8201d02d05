// The listing's query plans and timings on a real database, for the bench report:
//   tsx api/src/cli/query-plans.ts <sqlite-file> [--json]
// For every public filter combination (each single filter, brand plus each other, the
// price range; sold cars left out, as the site asks) and every sort: the plan of the
// page and count queries (index or not), and the median milliseconds of page 1, the
// deepest public page and the count.
import { CARS_PAGE_SIZE, MAX_LIST_PAGE, CAR_SORTS } from '../contract'
import {
  carCountQuery,
  carOrder,
  carPageQuery,
  type CarFilter,
} from '../resources/cars/cars.listing'
import { openDatabase } from '../db/client'

const [file, ...flags] = process.argv.slice(2)
if (!file) {
  console.error('Usage: tsx api/src/cli/query-plans.ts <sqlite-file> [--json]')
  process.exit(2)
}
const db = openDatabase(file)
const sqlite = db.$client

/** The most common value of a column: a filter a visitor would actually pick. */
const common = (column: string) =>
  sqlite
    .prepare(
      `select ${column} from cars where ${column} is not null group by 1 order by count(*) desc limit 1`,
    )
    .pluck()
    .get() as string | number

const brand = String(common('brand'))
const MIN = 10_000_000
const MAX = 20_000_000
const singles: [string, CarFilter][] = [
  ['brand', { brand }],
  ['year', { year: Number(common('year')) }],
  ['fuel', { fuel: String(common('fuel')) }],
  ['condition', { condition: String(common('condition')) }],
  ['drivetrain', { drivetrain: String(common('drivetrain')) }],
  ['bodyStyle', { bodyStyle: String(common('body_style')) }],
  ['price range', { minPrice: MIN, maxPrice: MAX }],
]
const filters: [string, CarFilter][] = [
  ['none', {}],
  ...singles,
  ...singles.slice(1).map(([name, f]): [string, CarFilter] => [`brand + ${name}`, { brand, ...f }]),
]
const SORTS = CAR_SORTS
const DEEP_PAGE = MAX_LIST_PAGE

type Query = { sql: string; params: unknown[] }

function problems(query: Query): string[] {
  const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...query.params) as {
    detail: string
  }[]
  return rows
    .map((r) => r.detail)
    .filter(
      (d) => d.includes('USE TEMP B-TREE') || /^SCAN cars(?! USING (COVERING )?INDEX)/.test(d),
    )
}

function medianMs(query: Query, runs = 15): number {
  const stmt = sqlite.prepare(query.sql)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    stmt.all(...query.params)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(runs / 2)]! * 100) / 100
}

const rows = []
for (const [name, staffFilter] of filters) {
  // What the public lists ask: the filter, without sold cars.
  const filter: CarFilter = { ...staffFilter, excludeSold: true }
  for (const sort of SORTS) {
    const order = carOrder(sort)
    const page = (n: number) =>
      carPageQuery(db, {
        filter,
        order: order,
        paging: {
          offset: (n - 1) * CARS_PAGE_SIZE,
          limit: CARS_PAGE_SIZE,
        },
      }).toSQL()
    const countQuery = carCountQuery(db, filter).toSQL()
    const found = [...problems(page(DEEP_PAGE)), ...problems(countQuery)]
    rows.push({
      filter: name,
      sort,
      firstMs: medianMs(page(1)),
      deepMs: medianMs(page(DEEP_PAGE)),
      countMs: medianMs(countQuery),
      ok: found.length === 0,
      problem: found.join('; ') || null,
    })
  }
}
const cars = sqlite.prepare('select count(*) from cars').pluck().get() as number
const result = { cars, deepPage: DEEP_PAGE, rows }
if (flags.includes('--json')) {
  console.log(JSON.stringify(result))
} else {
  console.log(`${cars} cars; page 1 and page ${DEEP_PAGE}, median ms`)
  for (const r of rows) {
    console.log(
      `${r.filter.padEnd(24)} ${r.sort.padEnd(10)} ${String(r.firstMs).padStart(6)} ${String(r.deepMs).padStart(6)} ${String(r.countMs).padStart(6)}  ${r.ok ? 'index' : r.problem}`,
    )
  }
}
db.$client.close()
