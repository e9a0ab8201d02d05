// The shared pieces of every simple-rest list route, on a real (in-memory) database.
import { asc, eq, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { brands } from '../resources/brands/brands.table'
import { HTTPException } from 'hono/http-exception'
import { parseListParams } from './list-query'
import { allOf, containsText, idsWhere, pagedRows, sortBy, sendTotal } from './simple-rest'
import { findOr404 } from './errors'

const db = openDatabase(':memory:')
const SORTABLE = { name: sql`${brands.name} collate nocase`, key: brands.key } as const
const names = [
  ['b1', 'audi', 'Audi'],
  ['b2', 'bmw', 'BMW'],
  ['b3', 'bentley', 'bentley'],
  ['b4', 'pct', '100% Electric'],
  ['b5', 'under', 'Under_Score'],
  ['b6', 'slash', 'Back\\Slash'],
  ['b7', 'twin', 'Audi'],
] as const

beforeAll(() => {
  for (const [id, key, name] of names) {
    db.insert(brands)
      .values({ id, key, name, fullName: `${name} Motors`, description: 'A brand.' })
      .run()
  }
})

const ids = (where: ReturnType<typeof allOf>) =>
  db
    .select({ id: brands.id })
    .from(brands)
    .where(where)
    .orderBy(asc(brands.id))
    .all()
    .map((r) => r.id)

/** A list route over brands built from the helpers, called as react-admin would. */
const app = new Hono().get('/brands', (c) => {
  const list = parseListParams(c, { maxPerPage: 100 })
  const q = typeof list.filter.q === 'string' ? list.filter.q : undefined
  const where = allOf([containsText(q, brands.name, brands.key)])
  const orderBy = sortBy(list, {
    sortable: SORTABLE,
    fallback: { field: 'name', order: 'asc' },
    tiebreak: brands.id,
    tieAscending: true,
  })
  return c.json(pagedRows(c, db, { table: brands, resource: 'brands', list, where, orderBy }))
})
const get = async (query: string) => {
  const res = await app.request(`/brands?${query}`)
  const rows = (await res.json()) as { id: string }[]
  return { ids: rows.map((r) => r.id), range: res.headers.get('Content-Range') }
}

describe('idsWhere', () => {
  it('filters by an id list: none given, empty, one, several, over two columns', () => {
    expect(idsWhere(null, brands.id)).toBeUndefined()
    expect(ids(idsWhere([], brands.id))).toEqual([])
    expect(ids(idsWhere(['b2'], brands.id))).toEqual(['b2'])
    expect(ids(idsWhere(['b2', 'b3', 'nope'], brands.id))).toEqual(['b2', 'b3'])
    expect(ids(idsWhere(['b1', 'bmw'], brands.id, brands.key))).toEqual(['b1', 'b2'])
  })
})

describe('containsText', () => {
  it('matches any column, ignoring case', () => {
    expect(containsText(undefined, brands.name)).toBeUndefined()
    expect(ids(containsText('AUD', brands.name))).toEqual(['b1', 'b7'])
    expect(ids(containsText('bmw', brands.name, brands.key))).toEqual(['b2'])
  })

  it('treats %, _ and \\ as the characters they are', () => {
    expect(ids(containsText('%', brands.name))).toEqual(['b4'])
    expect(ids(containsText('_', brands.name))).toEqual(['b5'])
    expect(ids(containsText('\\', brands.name))).toEqual(['b6'])
  })
})

describe('allOf', () => {
  it('joins the present conditions and drops the absent ones', () => {
    expect(allOf([undefined, null, false, ''])).toBeUndefined()
    const both = allOf([containsText('e', brands.name), idsWhere(['b1', 'b3'], brands.id), false])
    expect(ids(both)).toEqual(['b3'])
  })
})

describe('sortBy and pagedRows', () => {
  it('sorts by an allowed field, either way, with the tie-break ascending', async () => {
    expect((await get('sort=["name","ASC"]&range=[0,2]')).ids).toEqual(['b4', 'b1', 'b7'])
    expect((await get('sort=["name","DESC"]&range=[0,1]')).ids).toEqual(['b5', 'b2'])
    expect((await get('sort=["key","ASC"]&range=[0,0]')).ids).toEqual(['b1'])
  })

  it("breaks ties by the table's id when the order names no tie-break", async () => {
    const byName = new Hono().get('/brands', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const orderBy = { sortable: SORTABLE, fallback: { field: 'name', order: 'desc' } } as const
      return c.json(
        pagedRows(c, db, { table: brands, resource: 'brands', list, where: undefined, orderBy }),
      )
    })
    const page = async (range: string) =>
      ((await (await byName.request(`/brands?range=${range}`)).json()) as { id: string }[]).map(
        (r) => r.id,
      )
    // The two Audis (b1, b7) share a name: by id, in the order's direction, across pages.
    const all = ['b5', 'b2', 'b3', 'b6', 'b7', 'b1', 'b4']
    expect(await page('[0,6]')).toEqual(all)
    expect([...(await page('[0,4]')), ...(await page('[5,6]'))]).toEqual(all)
  })

  it('falls back to the default order for any other field', async () => {
    const byDefault = (await get('range=[0,6]')).ids
    for (const field of ['nope', '__proto__', 'constructor', 'toString']) {
      expect((await get(`sort=["${field}","DESC"]&range=[0,6]`)).ids, field).toEqual(byDefault)
    }
  })

  it('pages and puts the total of the filtered rows in Content-Range', async () => {
    expect(await get('sort=["key","ASC"]&range=[0,2]')).toEqual({
      ids: ['b1', 'b3', 'b2'],
      range: 'brands 0-2/7',
    })
    expect(await get('sort=["key","ASC"]&range=[5,9]')).toEqual({
      ids: ['b7', 'b5'],
      range: 'brands 5-6/7',
    })
    expect(await get('filter={"q":"audi"}&range=[0,9]')).toEqual({
      ids: ['b1', 'b7'],
      range: 'brands 0-1/2',
    })
    expect(await get('filter={"q":"zzz"}&range=[0,9]')).toEqual({
      ids: [],
      range: 'brands 0-0/0',
    })
  })

  it('sends the total for rows a route selected itself', async () => {
    const custom = new Hono().get('/x', (c) => {
      const list = parseListParams(c)
      sendTotal(c, db, { table: brands, resource: 'x', list, where: undefined, rows: 3 })
      return c.body(null, 204)
    })
    const res = await custom.request('/x?range=[0,2]')
    expect(res.headers.get('Content-Range')).toBe('x 0-2/7')
  })
})

describe('findOr404', () => {
  const byColumn = (column: SQLiteColumn, value: string) =>
    db.select().from(brands).where(eq(column, value)).get()
  it('finds the row, or answers 404 with the message', () => {
    expect(findOr404(byColumn(brands.key, 'bmw'), 'Brand not found').id).toBe('b2')
    try {
      findOr404(byColumn(brands.id, 'nope'), 'Brand not found')
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(HTTPException)
      expect((err as HTTPException).status).toBe(404)
      expect((err as HTTPException).message).toBe('Brand not found')
    }
  })
})
