// The featured set: success paths, 404s, conflicts and per-field validation.
import { describe, expect, it } from 'vitest'
import type { Car } from '../../contract'
import { buildCar } from '../../seed/factories'
import { jsonInit, catalogApp, tableSnapshot } from '../../../test/helpers'

const { app, db, key, post, staffSession } = catalogApp()

describe('featured cars', () => {
  it('POST replaces the set, GET returns the cars in that order', async () => {
    const a = await post<Car>('/api/cars', buildCar({ brand: key }))
    const b = await post<Car>('/api/cars', buildCar({ brand: key }))
    const res = await app.request(
      '/api/featured-cars',
      jsonInit('POST', { carIds: [b.id, a.id] }, staffSession.token),
    )
    expect(res.status).toBe(200)
    const saved = (await res.json()) as { id: string; carIds: string[]; cars: Car[] }
    expect(saved.id).toBeTruthy()
    expect(saved.carIds).toEqual([b.id, a.id])
    expect(saved.cars.map((c) => c.id)).toEqual([b.id, a.id])
    const list = (await (await app.request('/api/featured-cars')).json()) as Car[]
    expect(list.map((c) => c.id)).toEqual([b.id, a.id])
    expect(list.every((c) => c.isFeatured)).toBe(true)
  })

  it('refuses an unknown car id with 400 and keeps the set', async () => {
    const before = tableSnapshot(db)
    const res = await app.request(
      '/api/featured-cars',
      jsonInit('POST', { carIds: ['no-such-car'] }, staffSession.token),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.carIds).toMatch(
      /no-such-car/,
    )
    expect(tableSnapshot(db)).toBe(before)
  })

  it('an empty list clears the set', async () => {
    await app.request('/api/featured-cars', jsonInit('POST', { carIds: [] }, staffSession.token))
    expect(await (await app.request('/api/featured-cars')).json()).toEqual([])
  })
})
