// Car listing queries: filtering, counting and paging in SQL; the featured flag by one
// subquery. The filters' options are cars.facets.ts's.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import {
  CAR_ORDER_COLUMNS,
  type Car,
  type CarListQuery,
  type CarOrder,
  type CarOrderColumn,
} from '../../contract'
import type { Db } from '../../db/client'
import { pageGeneration } from '../../db/page-generation'
import { cars } from './cars.table'
import { featuredCars } from '../featured-cars/featured-cars.table'
import { carFromValues } from '../records'

/**
 * What a list is filtered by: GET /api/cars's one query (contract/schemas.ts, the car
 * search's filters and staff's) less its order and page, with what the route makes of it.
 */
export type CarFilter = Omit<CarListQuery, 'sort' | 'sold' | 'outOfStock' | 'page' | 'perPage'> & {
  /** The public lists: every car but the sold ones (checked on the listing indexes). */
  excludeSold?: boolean
  /** One part of a stock-first list (listStockFirst): in stock (any availability but Out of Stock) or out. */
  stock?: 'in' | 'out'
}

/** The columns of the car list's orders (contract/search-filters.ts). */
const ORDER_COLUMNS = {
  id: cars.id,
  brand: cars.brand,
  model: cars.model,
  year: cars.year,
  price: cars.price,
  mileage: cars.mileage,
  horsepower: cars.horsepower,
  availability: cars.availability,
  createdAt: cars.createdAt,
  updatedAt: cars.updatedAt,
} as const satisfies Record<CarOrderColumn, SQLiteColumn>

/**
 * One ORDER BY term that also names its expression and direction: the page query repeats
 * the order outside its subquery (see carPageQuery). Spreads into `.orderBy()` as it is.
 */
export type SortTerm = SQL & {
  readonly sortExpr: SQLiteColumn | SQL
  readonly sortDir: 'asc' | 'desc'
}

function term(expr: SQLiteColumn | SQL, dir: 'asc' | 'desc'): SortTerm {
  return Object.assign(dir === 'asc' ? asc(expr) : desc(expr), { sortExpr: expr, sortDir: dir })
}

// Every index entry carries the rowid: paging by it never has to read the row.
const rowidSql = sql<number>`${cars}.rowid`

/**
 * The terms of an order (`newest` when none is asked for). The listing's orders, by date,
 * price or year, are each one direction of one index walk (the listing indexes in
 * cars.table.ts): every term runs the same way, then availability and the rowid, the
 * last columns of every index entry, break the remaining ties, so the order is total and
 * paging stable. A second direction (price ascending, then newest first) would need a
 * sort step. Rowids of this table only change on VACUUM, which the app never runs.
 * Any other column is followed by the id, in the same direction.
 */
export function carOrder(order: CarOrder | undefined): SortTerm[] {
  const [column, dir] = orderParts(order ?? 'newest')
  const by = (...columns: SQLiteColumn[]) =>
    [...columns, cars.availability, rowidSql].map((c) => term(c, dir))
  switch (column) {
    // Cars listed in the same instant: by price, dearest first when newest first.
    case 'createdAt':
      return by(cars.createdAt, cars.price)
    case 'price':
      return by(cars.price)
    // Within a year, by price.
    case 'year':
      return by(cars.year, cars.price)
    default:
      return [term(ORDER_COLUMNS[column], dir), term(cars.id, dir)]
  }
}

/** An order's column and direction: `newest` is `createdAt-desc`. */
function orderParts(order: CarOrder): [CarOrderColumn, 'asc' | 'desc'] {
  if (order === 'newest') return ['createdAt', 'desc']
  const cut = order.lastIndexOf('-')
  const column = CAR_ORDER_COLUMNS.find((c) => c === order.slice(0, cut)) ?? 'createdAt'
  return [column, order.endsWith('-asc') ? 'asc' : 'desc']
}

// A correlated EXISTS, not a join: a join makes SQLite give up the sort index.
export const isFeaturedSql = sql<number>`exists (select 1 from "featured_cars" "fc" where "fc"."car_id" = "cars"."id")`

/**
 * The filter. `priceInIndexOrder`: the page walks an index in created_at or year order
 * and checks the price bounds on the index entries as it goes (price trails those
 * indexes), reading no row it skips. One index cannot give both a price range and a
 * created_at or year order, and SQLite, left alone, picks the price range and sorts
 * every car in it; the unary plus keeps the bounds off the price index so it can't.
 * A walk costs the cars passed over: a range that few cars match reads further down the
 * index, never more than the index.
 */
/**
 * A filter value in the query: the value itself, or a named placeholder when the query is
 * prepared once and run again with other values (see listCars).
 */
type Bind = <T>(name: string, value: T) => T | Placeholder
const literal: Bind = (_name, value) => value

/** The filter's condition (also the saved searches' matching, saved-searches/alerts.digest.ts). */
export function carWhere(
  f: CarFilter,
  opts: { priceInIndexOrder?: boolean } = {},
  bind: Bind = literal,
): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  if (f.ids) parts.push(f.ids.length ? inArray(cars.id, f.ids) : sql`0`)
  if (f.brand) parts.push(eq(cars.brand, bind('brand', f.brand.toLowerCase())))
  if (f.year !== undefined) parts.push(eq(cars.year, bind('year', f.year)))
  if (f.fuel) parts.push(eq(cars.fuel, bind('fuel', f.fuel)))
  if (f.condition) parts.push(eq(cars.condition, bind('condition', f.condition)))
  if (f.drivetrain) parts.push(eq(cars.drivetrain, bind('drivetrain', f.drivetrain)))
  if (f.bodyStyle) {
    parts.push(eq(cars.bodyStyle, bind('bodyStyle', f.bodyStyle as NonNullable<Car['bodyStyle']>)))
  }
  const price = opts.priceInIndexOrder ? sql`+${cars.price}` : sql`${cars.price}`
  if (f.minPrice !== undefined) parts.push(gte(price, bind('minPrice', f.minPrice)))
  if (f.maxPrice !== undefined) parts.push(lte(price, bind('maxPrice', f.maxPrice)))
  if (f.availability)
    parts.push(eq(cars.availability, bind('availability', f.availability as Car['availability'])))
  if (f.excludeSold) parts.push(ne(cars.availability, bind('sold', 'Sold' as const)))
  // Two names: the prepared statements are told apart by the names they bind. The unary
  // plus keeps "availability = ?" from counting as a constant of the order: SQLite would
  // then sort the rowid tie-break itself, as availability is not a leading index column.
  if (f.stock === 'in') parts.push(ne(cars.availability, bind('inStock', OUT_OF_STOCK)))
  if (f.stock === 'out')
    parts.push(sql`+${cars.availability} = ${bind('outOfStock', OUT_OF_STOCK)}`)
  if (f.isFeatured !== undefined) {
    bind(f.isFeatured ? 'featured' : 'notFeatured', null)
    const member = sql`exists (select 1 from ${featuredCars} where ${featuredCars.carId} = ${cars.id})`
    parts.push(f.isFeatured ? member : sql`not ${member}`)
  }
  if (f.q) {
    const pattern = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    parts.push(
      or(
        sql`${cars.model} like ${bind('q', pattern)} escape '\\'`,
        sql`${cars.brand} like ${bind('q', pattern)} escape '\\'`,
      ),
    )
  }
  const defined = parts.filter((p): p is SQL => p !== undefined)
  return defined.length ? and(...defined) : undefined
}

/** Which cars, in which order, and which page of them. */
export type CarPage = {
  filter: CarFilter
  order: SortTerm[]
  paging: { offset: number; limit: number | null }
}

/**
 * One page of cars as a deferred join: the page is chosen from rowids alone, which every
 * index entry carries, and only its rows are read in full. A skipped row costs an index
 * step, not a whole row with its featured lookup (docs/decisions/0006-listing-indexes.md).
 * The subquery hands out its sort keys too, so the outer ORDER BY is the subquery's own
 * order and costs no sort. Exported for the query-plan tests.
 */
export function carPageQuery(db: Db, { filter, order, paging }: CarPage, bind: Bind = literal) {
  const where = carWhere(filter, pageWhereOptions(order), bind)
  const selection = { car: cars, featured: isFeaturedSql }
  if (paging.limit === null) {
    return db
      .select(selection)
      .from(cars)
      .where(where)
      .orderBy(...order)
  }
  // Inside the subquery "cars" names its own FROM, so the filter and order apply there.
  const keys = Object.fromEntries(order.map((t, i) => [`k${i}`, sql`${t.sortExpr}`.as(`k${i}`)]))
  const page = db
    .select({ pageRowid: rowidSql.as('page_rowid'), ...keys })
    .from(cars)
    .where(where)
    .orderBy(...order)
    .limit(bind('limit', paging.limit) as number)
    .offset(bind('offset', paging.offset) as number)
    .as('page')
  const key = (i: number) => sql`${sql.identifier('page')}.${sql.identifier(`k${i}`)}`
  return db
    .select(selection)
    .from(page)
    .innerJoin(cars, eq(rowidSql, page.pageRowid))
    .orderBy(...order.map((t, i) => (t.sortDir === 'asc' ? asc(key(i)) : desc(key(i)))))
}

function pageWhereOptions(order: SortTerm[]) {
  const leading = order[0]?.sortExpr
  return { priceInIndexOrder: leading === cars.createdAt || leading === cars.year }
}

type PreparedList = {
  page: ReturnType<ReturnType<typeof carPageQuery>['prepare']>
  count: ReturnType<ReturnType<typeof carCountQuery>['prepare']>
}
/** Prepared page and count queries by the shape of the filter and order (per database). */
const preparedLists = new WeakMap<Db, Map<string, PreparedList>>()
const MAX_PREPARED_SHAPES = 500

const sortKey = (t: SortTerm) => `${'name' in t.sortExpr ? t.sortExpr.name : 'rowid'} ${t.sortDir}`

/**
 * One page of cars and the total. A list's SQL depends only on which filters are set and
 * the order, so each shape is built and prepared once and then run with its values:
 * building and preparing the statement costs more than running it.
 */
export function listCars(db: Db, page: CarPage): { rows: Car[]; total: number } {
  const { filter, order, paging } = page
  const values: Record<string, unknown> = {}
  const names: string[] = []
  const record: Bind = (name, value) => {
    if (!(name in values)) names.push(name)
    values[name] = value
    return sql.placeholder(name)
  }
  // The ids filter is a list of any length: its SQL changes with it, so it is not kept.
  const shaped = !filter.ids && paging.limit !== null
  let prepared: PreparedList | undefined
  if (shaped) {
    carWhere(filter, pageWhereOptions(order), record)
    const shape = `${names.join(',')}|${order.map(sortKey).join(',')}`
    let byShape = preparedLists.get(db)
    if (!byShape) preparedLists.set(db, (byShape = new Map()))
    prepared = byShape.get(shape)
    if (!prepared) {
      if (byShape.size >= MAX_PREPARED_SHAPES) byShape.clear()
      prepared = {
        page: carPageQuery(db, page, record).prepare(),
        count: db
          .select({ n: count() })
          .from(cars)
          .where(carWhere(filter, {}, record))
          .prepare(),
      }
      byShape.set(shape, prepared)
    }
    values.limit = paging.limit
    values.offset = paging.offset
  }
  const found = prepared ? prepared.page.values(values) : carPageQuery(db, page).values()
  const rows = found.map(carFromValues)
  const total =
    paging.limit === null && paging.offset === 0
      ? rows.length
      : filter.ids
        ? (carCountQuery(db, filter).get()?.n ?? 0)
        : knownTotal(
            db,
            filter,
            () => (prepared ? prepared.count.get(values) : carCountQuery(db, filter).get())?.n ?? 0,
          )
  return { rows, total }
}

const OUT_OF_STOCK = 'Out of Stock' as const

/**
 * The public listing: the cars a visitor can have (in stock, on pre-order, reserved)
 * before those out of stock, each part in `order`. Two walks of the same listing index,
 * each checking availability on the index entries: a page takes what it can from the
 * first part and the rest from the start of the second. Each part's total is counted
 * once per page generation (knownTotal), so a page costs its walks and no more counting.
 */
export function listStockFirst(db: Db, page: CarPage): { rows: Car[]; total: number } {
  const { filter, order, paging } = page
  const inStock = listCars(db, { filter: { ...filter, stock: 'in' }, order, paging })
  const { offset, limit } = paging
  const wanted = limit === null ? null : limit - inStock.rows.length
  const outFilter: CarFilter = { ...filter, stock: 'out' }
  if (wanted === 0) {
    return { rows: inStock.rows, total: inStock.total + countCars(db, outFilter) }
  }
  const out = listCars(db, {
    filter: outFilter,
    order,
    paging: { offset: Math.max(0, offset - inStock.total), limit: wanted },
  })
  return { rows: [...inStock.rows, ...out.rows], total: inStock.total + out.total }
}

/** Totals by filter while the data stays as it was (see pageGeneration), per database. */
const totals = new WeakMap<Db, { generation: string; byFilter: Map<string, number> }>()
const MAX_TOTALS = 2000

/**
 * The number of cars a filter matches, counted once per page generation: every sort and
 * page of one filter shares it, and counting a popular filter walks tens of thousands of
 * index entries, more than the page itself costs.
 */
function knownTotal(db: Db, filter: CarFilter, countNow: () => number): number {
  const generation = pageGeneration(db)
  let known = totals.get(db)
  if (!known || known.generation !== generation) {
    known = { generation, byFilter: new Map() }
    totals.set(db, known)
  }
  const key = JSON.stringify(filter)
  let total = known.byFilter.get(key)
  if (total === undefined) {
    if (known.byFilter.size >= MAX_TOTALS) known.byFilter.clear()
    total = countNow()
    known.byFilter.set(key, total)
  }
  return total
}

/** How many cars match, counted once per page generation. */
function countCars(db: Db, filter: CarFilter): number {
  return knownTotal(db, filter, () => carCountQuery(db, filter).get()?.n ?? 0)
}

/** How many cars match. With no order to keep, a price range is searched on a price index. */
export function carCountQuery(db: Db, filter: CarFilter) {
  return db.select({ n: count() }).from(cars).where(carWhere(filter))
}
