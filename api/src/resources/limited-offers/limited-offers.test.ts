// Limited offers: success paths, 404s, conflicts and per-field validation.
import { describe, expect, it } from 'vitest'
import type { Car, LimitedOffer } from '../../contract'
import { todayInNairobi } from '../../contract'
import { buildCar } from '../../seed/factories'
import { authHeaders, jsonInit, catalogApp, tableSnapshot } from '../../../test/helpers'

const { app, db, key, post, staffSession } = catalogApp()

describe('limited offers', () => {
  it('creates an offer for today and embeds the car on the public read', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key }))
    const offer = await post<LimitedOffer>('/api/limited-offers', {
      carId: car.id,
      expiryDate: todayInNairobi(),
    })
    expect(offer.carId?.id).toBe(car.id)
    const list = (await (await app.request('/api/limited-offers')).json()) as LimitedOffer[]
    const found = list.find((o) => o.id === offer.id)
    expect(found).toMatchObject({ _id: offer.id, expiryDate: todayInNairobi() })
    expect(found?.carId).toMatchObject({ id: car.id, model: car.model, price: car.price })
  })

  it('refuses a date before today in Nairobi with the spec message', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key }))
    const before = tableSnapshot(db)
    const res = await app.request(
      '/api/limited-offers',
      jsonInit('POST', { carId: car.id, expiryDate: '2020-01-01' }, staffSession.token),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(
      'Expiry date must be today or in the future',
    )
    expect(tableSnapshot(db)).toBe(before)
  })

  it('refuses an unknown car and an impossible date', async () => {
    const unknown = await app.request(
      '/api/limited-offers',
      jsonInit('POST', { carId: 'nope', expiryDate: '2999-01-01' }, staffSession.token),
    )
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors.carId).toBeTruthy()
    const badDate = await app.request(
      '/api/limited-offers',
      jsonInit('POST', { carId: 'x', expiryDate: '2999-02-30' }, staffSession.token),
    )
    expect(badDate.status).toBe(400)
    expect(((await badDate.json()) as { errors: Record<string, string> }).errors.expiryDate).toBe(
      'Expiry date must be a valid date',
    )
  })

  it('reads one offer by id (react-admin getOne); 404 for an unknown id', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key }))
    const offer = await post<LimitedOffer>('/api/limited-offers', {
      carId: car.id,
      expiryDate: '2999-06-30',
    })
    const res = await app.request(`/api/limited-offers/${offer.id}`)
    expect(await res.json()).toEqual(offer)
    expect((await app.request('/api/limited-offers/nope')).status).toBe(404)
  })

  it('deletes an offer; a second delete is 404', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key }))
    const offer = await post<LimitedOffer>('/api/limited-offers', {
      carId: car.id,
      expiryDate: '2999-01-01',
    })
    const del = () =>
      app.request(`/api/limited-offers/${offer.id}`, {
        method: 'DELETE',
        headers: authHeaders(staffSession.token),
      })
    expect((await del()).status).toBe(200)
    expect((await del()).status).toBe(404)
  })

  it('?live=1 leaves out expired offers', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key }))
    // An expired offer can only come from the past: write it directly.
    db.$client
      .prepare(`insert into limited_offers (id, car_id, expiry_date) values (?, ?, '2020-01-01')`)
      .run(`expired-${Date.now()}`, car.id)
    const all = (await (await app.request('/api/limited-offers')).json()) as LimitedOffer[]
    const live = (await (await app.request('/api/limited-offers?live=1')).json()) as LimitedOffer[]
    expect(all.some((o) => o.expiryDate === '2020-01-01')).toBe(true)
    expect(live.some((o) => o.expiryDate === '2020-01-01')).toBe(false)
    expect(live.every((o) => o.expiryDate >= todayInNairobi())).toBe(true)
  })
})
