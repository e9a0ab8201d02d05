// Sold cars leave the public lists (`sold=exclude`) but not staff's or the sitemap's, and
// a car's price changes are recorded: an offer shows the price before the latest change
// when that was higher.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Car, CarInput, LimitedOffer } from '../../contract'
import { carPriceChanges } from './cars.table'
import { buildBrand, buildCar, dateInDays } from '../../seed/factories'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../../test/helpers'

const { app, db } = makeApp()

async function admin() {
  return (await staffAccount(db, 'admin')).token
}

async function newBrand(): Promise<string> {
  const key = `sold-${Math.random().toString(36).slice(2, 8)}`
  const res = await app.request('/api/brands', jsonInit('POST', buildBrand({ key }), await admin()))
  expect(res.status).toBe(201)
  return key
}

async function newCar(brand: string, input: Partial<CarInput> = {}): Promise<Car> {
  const res = await app.request(
    '/api/cars',
    jsonInit('POST', buildCar({ brand, ...input }), await admin()),
  )
  expect(res.status).toBe(201)
  return (await res.json()) as Car
}

async function update(car: Car, change: Partial<CarInput>): Promise<Car> {
  const res = await app.request(
    `/api/cars/${car.id}`,
    jsonInit('PUT', { ...car, ...change }, await admin()),
  )
  expect(res.status).toBe(200)
  return (await res.json()) as Car
}

async function list(query: string): Promise<{ ids: string[]; total: number }> {
  const res = await app.request(`/api/cars?${query}`)
  expect(res.status).toBe(200)
  const cars = (await res.json()) as Car[]
  const total = Number(res.headers.get('content-range')?.split('/')[1])
  return { ids: cars.map((c) => c.id), total }
}

describe('the public lists show cars that can be had first', () => {
  it('puts out-of-stock cars after the rest, on every sort and page, with the same total', async () => {
    const brand = await newBrand()
    // Newest first: an out-of-stock car is the newest and the dearest of the brand.
    const made: Car[] = []
    const specs: Partial<CarInput>[] = [
      { availability: 'In Stock', year: 2020, price: 4_000_000 },
      { availability: 'Out of Stock', year: 2024, price: 9_000_000 },
      { availability: 'Pre-Order', year: 2025, price: 7_000_000 },
      { availability: 'Reserved', year: 2019, price: 3_000_000 },
      { availability: 'Out of Stock', year: 2018, price: 2_000_000 },
      { availability: 'In Stock', year: 2023, price: 6_000_000 },
      { availability: 'Sold', year: 2026, price: 10_000_000 },
    ]
    for (const spec of specs) made.push(await newCar(brand, spec))
    const out = new Set(made.filter((c) => c.availability === 'Out of Stock').map((c) => c.id))
    for (const sort of ['', 'newest', 'price-asc', 'price-desc', 'year-desc', 'year-asc']) {
      const query = `brand=${brand}&sold=exclude${sort ? `&sort=${sort}` : ''}`
      const whole = await list(query)
      expect(whole.total, sort).toBe(6)
      expect(whole.ids, sort).toHaveLength(6)
      // Four that can be had, then the two out of stock.
      expect(
        whole.ids.map((id) => out.has(id)),
        sort,
      ).toEqual([false, false, false, false, true, true])
      // Each part keeps the sort: the same order as staff's list of just that part.
      const staffOrder = (await list(`brand=${brand}${sort ? `&sort=${sort}` : ''}`)).ids.filter(
        (id) => made.find((c) => c.id === id)!.availability !== 'Sold',
      )
      expect(whole.ids, sort).toEqual([
        ...staffOrder.filter((id) => !out.has(id)),
        ...staffOrder.filter((id) => out.has(id)),
      ])
      // Pages of every size join up to the whole list, each with the whole total.
      for (const size of [1, 3, 4, 5]) {
        const pages: string[] = []
        for (let page = 1; page <= Math.ceil(6 / size); page++) {
          const one = await list(`${query}&page=${page}&perPage=${size}`)
          expect(one.total, `${sort} ${size}`).toBe(6)
          pages.push(...one.ids)
        }
        expect(pages, `${sort} pages of ${size}`).toEqual(whole.ids)
      }
      // Past the end: nothing, the same total.
      expect(await list(`${query}&page=3&perPage=5`)).toEqual({ ids: [], total: 6 })
    }
    // Staff's list and a filter on availability keep their plain order, and so does a
    // public list that asks for it (the new-arrivals feed).
    const staff = await list(`brand=${brand}`)
    expect(staff.ids[0]).toBe(made[6]!.id)
    const dated = await list(`brand=${brand}&sold=exclude&outOfStock=mixed`)
    expect(dated.ids).toEqual(staff.ids.filter((id) => id !== made[6]!.id))
    expect(dated.ids[0]).toBe(made[5]!.id)
    const onlyOut = await list(
      `brand=${brand}&sold=exclude&filter=${encodeURIComponent('{"availability":"Out of Stock"}')}`,
    )
    expect(onlyOut.total).toBe(2)
  })
})

describe('sold cars in the lists', () => {
  it('are left out with sold=exclude, on every filter and sort, and counted out', async () => {
    const brand = await newBrand()
    const available = await newCar(brand, { availability: 'In Stock', year: 2022 })
    const reserved = await newCar(brand, { availability: 'Reserved', year: 2022 })
    const sold = await newCar(brand, { availability: 'Sold', year: 2022 })

    const all = await list(`brand=${brand}`)
    expect(all.ids.sort()).toEqual([available.id, reserved.id, sold.id].sort())
    expect(all.total).toBe(3)

    for (const sort of ['newest', 'price-asc', 'price-desc', 'year-desc', 'year-asc']) {
      const open = await list(`brand=${brand}&year=2022&sold=exclude&sort=${sort}`)
      expect(open.ids.sort(), sort).toEqual([available.id, reserved.id].sort())
      expect(open.total, sort).toBe(2)
    }
    // An unknown value is dropped like any bad query value: every car.
    expect((await list(`brand=${brand}&sold=maybe`)).total).toBe(3)
    expect((await list(`brand=${brand}&sold=include`)).total).toBe(3)

    // Selling a car takes it off the public list at once (the totals are per data change).
    await update(available, { availability: 'Sold' })
    expect((await list(`brand=${brand}&sold=exclude`)).ids).toEqual([reserved.id])
  })
})

describe('price changes', () => {
  const offerFor = async (carId: string): Promise<LimitedOffer> => {
    const res = await app.request('/api/limited-offers?live=1')
    const offers = (await res.json()) as LimitedOffer[]
    const offer = offers.find((o) => o.carId?.id === carId)
    expect(offer).toBeDefined()
    return offer!
  }

  it('are recorded, and an offer shows the price before the latest cut', async () => {
    const brand = await newBrand()
    const car = await newCar(brand, { price: 9_000_000 })
    const token = await admin()
    const res = await app.request(
      '/api/limited-offers',
      jsonInit('POST', { carId: car.id, expiryDate: dateInDays(10) }, token),
    )
    expect(res.status).toBe(201)
    expect(((await res.json()) as LimitedOffer).previousPrice).toBeNull()

    // Another field changes: no price change.
    const renamed = await update(car, { model: `${car.model} II` })
    expect(
      db.select().from(carPriceChanges).where(eq(carPriceChanges.carId, car.id)).all(),
    ).toEqual([])

    const cut = await update(renamed, { price: 8_200_000 })
    expect((await offerFor(car.id)).previousPrice).toBe(9_000_000)
    const changes = db.select().from(carPriceChanges).where(eq(carPriceChanges.carId, car.id)).all()
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ oldPrice: 9_000_000, newPrice: 8_200_000 })

    // A rise after the cut: nothing is struck through.
    const raised = await update(cut, { price: 8_500_000 })
    expect((await offerFor(car.id)).previousPrice).toBeNull()
    // A second cut strikes through the price just before it.
    await update(raised, { price: 8_000_000 })
    expect((await offerFor(car.id)).previousPrice).toBe(8_500_000)
    expect(
      db.select().from(carPriceChanges).where(eq(carPriceChanges.carId, car.id)).all(),
    ).toHaveLength(3)
  })

  it('go with their car', async () => {
    const brand = await newBrand()
    const car = await newCar(brand, { price: 5_000_000 })
    await update(car, { price: 4_500_000 })
    const res = await app.request(`/api/cars/${car.id}`, {
      method: 'DELETE',
      headers: authHeaders(await admin()),
    })
    expect(res.status).toBe(200)
    expect(
      db.select().from(carPriceChanges).where(eq(carPriceChanges.carId, car.id)).all(),
    ).toEqual([])
  })
})
