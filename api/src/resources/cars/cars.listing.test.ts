// GET /api/cars filters, sorts and pages in SQL; GET /api/cars/facets builds the filter
// options. This file's database holds exactly the cars created here.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Car, CarFacets } from '../../contract'
import { cars as carsTable } from './cars.table'
import { featuredCars } from '../featured-cars/featured-cars.table'
import { distinctValuesSql, type FacetColumn } from './cars.facets'
import { publicCar, toCar } from '../records'
import { buildBrand, buildCar, createRng } from '../../seed/factories'
import { jsonInit, makeApp, validToken } from '../../../test/helpers'

const { app, db } = makeApp()
const cars: Car[] = []

async function list(query: string) {
  const res = await app.request(`/api/cars${query}`)
  expect(res.status).toBe(200)
  return { rows: (await res.json()) as Car[], range: res.headers.get('Content-Range') }
}

beforeAll(async () => {
  const token = await validToken()
  for (const key of ['aston', 'bentley', 'lexus']) {
    await app.request(
      '/api/brands',
      jsonInit('POST', buildBrand({ key, name: key.toUpperCase() }), token),
    )
  }
  const rng = createRng(7)
  for (let i = 0; i < 30; i++) {
    const res = await app.request(
      '/api/cars',
      jsonInit(
        'POST',
        buildCar(
          {
            brand: ['aston', 'bentley', 'lexus'][i % 3],
            year: 2018 + (i % 6),
            price: (3 + i) * 1_000_000,
            fuel: i % 4 === 0 ? 'Electric' : 'Petrol',
            condition: i % 2 ? 'Used' : 'New',
            drivetrain: i % 5 === 0 ? 'RWD' : 'AWD',
          },
          rng,
        ),
        token,
      ),
    )
    cars.push((await res.json()) as Car)
  }
})

describe('GET /api/cars', () => {
  it('sends each car as drizzle maps its row: every field, decoded, in the same order', async () => {
    const token = await validToken()
    const newest = cars.at(-1)!
    const featuredId = newest.id
    await app.request(
      `/api/cars/${featuredId}`,
      jsonInit('PUT', { ...newest, isFeatured: true }, token),
    )
    const featured = new Set(
      db
        .select()
        .from(featuredCars)
        .all()
        .map((f) => f.carId),
    )
    expect(featured.has(featuredId)).toBe(true)
    const expected = new Map(
      db
        .select()
        .from(carsTable)
        .all()
        .map((row) => [row.id, JSON.stringify(publicCar(toCar(row, featured.has(row.id))))]),
    )
    // A page (a prepared statement), the whole list, and one car.
    const page = await app.request('/api/cars?page=1&perPage=24')
    const whole = await app.request('/api/cars')
    const one = await app.request(`/api/cars/${featuredId}`)
    const sent = [
      ...((await page.json()) as Car[]),
      ...((await whole.json()) as Car[]),
      (await one.json()) as Car,
    ]
    expect(sent).toHaveLength(24 + 30 + 1)
    for (const car of sent) expect(JSON.stringify(car)).toBe(expected.get(car.id))
    expect(sent.filter((c) => c.isFeatured).map((c) => c.id)).toEqual([
      featuredId,
      featuredId,
      featuredId,
    ])
    await app.request(
      `/api/cars/${featuredId}`,
      jsonInit('PUT', { ...newest, isFeatured: false }, token),
    )
  })

  it('without paging returns the whole list, newest first, with Content-Range', async () => {
    const { rows, range } = await list('')
    expect(rows).toHaveLength(30)
    expect(range).toBe('cars 0-29/30')
    const created = rows.map((c) => c.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('filters by brand, year, fuel, condition, drivetrain and inclusive price bounds', async () => {
    const { rows } = await list(
      '?brand=bentley&fuel=Petrol&condition=Used&drivetrain=AWD&minPrice=4000000&maxPrice=28000000',
    )
    const expected = cars.filter(
      (c) =>
        c.brand === 'bentley' &&
        c.fuel === 'Petrol' &&
        c.condition === 'Used' &&
        c.drivetrain === 'AWD' &&
        c.price >= 4_000_000 &&
        c.price <= 28_000_000,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(rows.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort())

    const bounds = await list('?minPrice=5000000&maxPrice=7000000')
    expect(bounds.rows.map((c) => c.price).sort()).toEqual([5_000_000, 6_000_000, 7_000_000])

    const year = await list('?year=2020')
    expect(year.rows).toHaveLength(cars.filter((c) => c.year === 2020).length)
    expect(year.rows.every((c) => c.year === 2020)).toBe(true)
  })

  it('sorts by price and year', async () => {
    const asc = (await list('?sort=price-asc')).rows.map((c) => c.price)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await list('?sort=price-desc')).rows.map((c) => c.price)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const years = (await list('?sort=year-desc')).rows.map((c) => c.year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })

  it('pages with page and perPage, counting the whole filtered set', async () => {
    const p1 = await list('?sort=price-asc&page=1&perPage=12')
    const p3 = await list('?sort=price-asc&page=3&perPage=12')
    expect(p1.rows.map((c) => c.price)[0]).toBe(3_000_000)
    expect(p1.rows).toHaveLength(12)
    expect(p1.range).toBe('cars 0-11/30')
    expect(p3.rows).toHaveLength(6)
    expect(p3.range).toBe('cars 24-29/30')
    const filtered = await list('?brand=aston&page=2&perPage=4')
    expect(filtered.range).toBe('cars 4-7/10')
  })

  it("reads react-admin's sort and range as the plain order and page they name", async () => {
    const q = (v: unknown) => encodeURIComponent(JSON.stringify(v))
    const pairs = [
      [`?sort=${q(['price', 'ASC'])}&range=${q([12, 23])}`, '?sort=price-asc&page=2&perPage=12'],
      [`?sort=${q(['createdAt', 'DESC'])}&range=${q([0, 9])}`, '?page=1&perPage=10'],
      [`?sort=${q(['year', 'ASC'])}&range=${q([5, 9])}`, '?sort=year-asc&page=2&perPage=5'],
      [`?sort=${q(['_id', 'DESC'])}`, '?sort=id-desc'],
      [`?sort=${q(['mileage', 'ASC'])}&range=${q([0, 29])}`, '?sort=mileage-asc'],
    ]
    for (const [admin, plain] of pairs) {
      const [a, b] = [await list(admin!), await list(plain!)]
      expect(
        a.rows.map((c) => c.id),
        admin,
      ).toEqual(b.rows.map((c) => c.id))
      expect(a.range, admin).toBe(b.range)
    }
    const brands = (await list('?sort=brand-desc')).rows.map((c) => c.brand)
    expect(brands).toEqual([...brands].sort().reverse())
  })

  it('lists the cars of an id list, plain (ids=a&ids=b) as in the filter of getMany', async () => {
    const [a, b] = [cars[3]!.id, cars[17]!.id]
    const plain = await list(`?ids=${a}&ids=${b}&ids=nobody`)
    expect(plain.rows.map((c) => c.id).sort()).toEqual([a, b].sort())
    expect((await list(`?ids=${a}`)).rows.map((c) => c.id)).toEqual([a])
    const filter = encodeURIComponent(JSON.stringify({ id: [a, b, 'nobody'] }))
    expect((await list(`?filter=${filter}`)).rows.map((c) => c.id).sort()).toEqual([a, b].sort())
  })

  it('caps perPage at 100 and ignores nonsense parameters', async () => {
    const { rows } = await list('?perPage=100000&year=abc&sort=cheapest')
    expect(rows).toHaveLength(30)
  })

  it('empty results still carry a Content-Range with total 0', async () => {
    const { rows, range } = await list('?brand=nobody')
    expect(rows).toEqual([])
    expect(range).toMatch(/\/0$/)
  })
})

describe('GET /api/cars/facets', () => {
  it('lists the options and counts in one call', async () => {
    const res = await app.request('/api/cars/facets')
    const facets = (await res.json()) as CarFacets
    expect(facets.total).toBe(30)
    expect(facets.brands).toEqual([
      { key: 'aston', name: 'ASTON', count: 10 },
      { key: 'bentley', name: 'BENTLEY', count: 10 },
      { key: 'lexus', name: 'LEXUS', count: 10 },
    ])
    expect(facets.years).toEqual([2023, 2022, 2021, 2020, 2019, 2018])
    expect(facets.fuels).toEqual(['Electric', 'Petrol'])
    expect(facets.conditions).toEqual(['New', 'Used'])
    expect(facets.drivetrains).toEqual(['AWD', 'RWD'])
  })

  it('reads each option list by skipping through its index: the values a full DISTINCT reads', () => {
    const columns: FacetColumn[] = ['year', 'fuel', 'condition', 'drivetrain', 'body_style']
    for (const column of columns) {
      const skipped = db.$client.prepare(distinctValuesSql(column)).pluck().all()
      const full = db.$client
        .prepare(`select distinct ${column} from cars where ${column} is not null order by 1`)
        .pluck()
        .all()
      expect(skipped, column).toEqual(full)
      expect(skipped.length, column).toBeGreaterThan(0)
      // Only index searches: no step reads every car (SCAN cars), nor sorts.
      const plan = (
        db.$client.prepare(`explain query plan ${distinctValuesSql(column)}`).all() as {
          detail: string
        }[]
      ).map((row) => row.detail)
      const onCars = plan.filter((d) => /\bcars\b/.test(d))
      expect(onCars.length, column).toBeGreaterThanOrEqual(2)
      for (const detail of onCars)
        expect(detail, column).toMatch(/^SEARCH cars USING COVERING INDEX /)
      expect(plan.join(' | '), column).not.toMatch(/TEMP B-TREE/)
    }
  })
})
