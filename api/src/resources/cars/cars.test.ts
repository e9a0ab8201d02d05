// Cars: success paths, 404s, conflicts and per-field validation.
import { describe, expect, it } from 'vitest'
import type { Car, LimitedOffer } from '../../contract'
import { buildCar } from '../../seed/factories'
import { authHeaders, jsonInit, catalogApp, tableSnapshot } from '../../../test/helpers'

const { app, db, key, post, staffSession } = catalogApp()

describe('cars', () => {
  it('creates, reads, updates and deletes a car', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key, model: 'Phantom' }))
    expect(car).toMatchObject({ brand: key, model: 'Phantom', isFeatured: false })
    expect(car._id).toBe(car.id)
    expect(await (await app.request(`/api/cars/${car.id}`)).json()).toEqual(car)

    const put = await app.request(
      `/api/cars/${car.id}`,
      jsonInit('PUT', { ...car, price: 31_000_000, availability: 'Pre-Order' }, staffSession.token),
    )
    expect(put.status).toBe(200)
    expect(await put.json()).toMatchObject({ price: 31_000_000, availability: 'Pre-Order' })

    const del = await app.request(`/api/cars/${car.id}`, {
      method: 'DELETE',
      headers: authHeaders(staffSession.token),
    })
    expect(del.status).toBe(200)
    expect(((await del.json()) as Car).id).toBe(car.id)
    const gone = await app.request(`/api/cars/${car.id}`)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ error: 'Car not found' })
  })

  it('answers 404 to PUT and DELETE of an unknown car', async () => {
    const put = await app.request(
      '/api/cars/nope',
      jsonInit('PUT', buildCar({ brand: key }), staffSession.token),
    )
    expect(put.status).toBe(404)
    const del = await app.request('/api/cars/nope', {
      method: 'DELETE',
      headers: authHeaders(staffSession.token),
    })
    expect(del.status).toBe(404)
  })

  it('refuses a car of an unknown brand with errors.brand', async () => {
    const before = tableSnapshot(db)
    const res = await app.request(
      '/api/cars',
      jsonInit('POST', buildCar({ brand: 'nobody' }), staffSession.token),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.brand).toBeTruthy()
    expect(tableSnapshot(db)).toBe(before)
  })

  it('names each invalid field and writes nothing', async () => {
    const before = tableSnapshot(db)
    const res = await app.request(
      '/api/cars',
      jsonInit(
        'POST',
        {
          ...buildCar({ brand: key }),
          year: 'new',
          price: -1,
          fuel: '',
          mainImage: 'javascript:alert(1)',
          availability: 'Gone',
        },
        staffSession.token,
      ),
    )
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(errors).toMatchObject({
      year: 'Year must be a number',
      price: 'Price must not be negative',
      fuel: 'Fuel is required',
    })
    expect(errors.mainImage).toBeTruthy()
    expect(errors.availability).toBeTruthy()
    expect(tableSnapshot(db)).toBe(before)
  })

  it('isFeatured on a car adds it to and removes it from the featured set', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key, isFeatured: true }))
    expect(car.isFeatured).toBe(true)
    let featured = (await (await app.request('/api/featured-cars')).json()) as Car[]
    expect(featured.map((c) => c.id)).toContain(car.id)
    await app.request(
      `/api/cars/${car.id}`,
      jsonInit('PUT', { ...car, isFeatured: false }, staffSession.token),
    )
    featured = (await (await app.request('/api/featured-cars')).json()) as Car[]
    expect(featured.map((c) => c.id)).not.toContain(car.id)
    expect(((await (await app.request(`/api/cars/${car.id}`)).json()) as Car).isFeatured).toBe(
      false,
    )
  })

  it('deleting a car removes its offers and its featured entry', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key, isFeatured: true }))
    await post('/api/limited-offers', { carId: car.id, expiryDate: '2999-12-31' })
    await app.request(`/api/cars/${car.id}`, {
      method: 'DELETE',
      headers: authHeaders(staffSession.token),
    })
    const offers = (await (await app.request('/api/limited-offers')).json()) as LimitedOffer[]
    expect(offers.some((o) => o.carId?.id === car.id)).toBe(false)
    const featured = (await (await app.request('/api/featured-cars')).json()) as Car[]
    expect(featured.some((c) => c.id === car.id)).toBe(false)
  })
})
