// Sold cars leave the public lists (`sold=exclude`) but not staff's or the sitemap's, and
// a car's price changes are recorded: an offer shows the price before the latest change
// when that was higher.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Car, CarInput, LimitedOffer } from '../src/contract'
import { carPriceChanges } from '../src/db/schema'
import { buildBrand, buildCar, dateInDays } from '../src/seed/factories'
import { authHeaders, jsonInit, makeApp, staffAccount } from './helpers'

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
