// Brands, cars, the featured set and limited offers: success paths, 404s, conflicts
// and per-field validation.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Brand, Car, LimitedOffer } from '../src/contract'
import { todayInNairobi, VALIDATION_ERROR_MESSAGE } from '../src/contract'
import { buildBrand, buildCar } from '../src/seed/factories'
import { authHeaders, jsonInit, makeApp, tableSnapshot, validToken } from './helpers'

const { app, db } = makeApp()
let token = ''
const key = `cat-${Date.now()}`

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await app.request(path, jsonInit('POST', body, token))
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201)
  return (await res.json()) as T
}

beforeAll(async () => {
  token = await validToken()
  await post('/api/brands', buildBrand({ key }))
})

describe('brands', () => {
  it('creates with a normalised key, reads by key and by id, lists', async () => {
    const brand = await post<Brand>('/api/brands', buildBrand({ key: `  Rolls Royce ${key} ` }))
    expect(brand.key).toBe(`rolls-royce-${key}`)
    expect(brand.id).toBe(brand._id)
    const byKey = await app.request(`/api/brands/${brand.key}`)
    expect(await byKey.json()).toEqual(brand)
    const byId = await app.request(`/api/brands/${brand.id}`)
    expect(await byId.json()).toEqual(brand)
    const list = (await (await app.request('/api/brands')).json()) as Brand[]
    expect(list.map((b) => b.key)).toContain(brand.key)
  })

  it('answers 409 to a duplicate key and writes nothing', async () => {
    const before = tableSnapshot(db)
    const res = await app.request('/api/brands', jsonInit('POST', buildBrand({ key }), token))
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: string }).error).toMatch(/already exists/)
    expect(tableSnapshot(db)).toBe(before)
  })

  it('updates by key but refuses a key change', async () => {
    const brand = await post<Brand>('/api/brands', buildBrand())
    const ok = await app.request(
      `/api/brands/${brand.key}`,
      jsonInit('PUT', { ...brand, name: 'Renamed' }, token),
    )
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as Brand).name).toBe('Renamed')
    const before = tableSnapshot(db)
    const bad = await app.request(
      `/api/brands/${brand.id}`,
      jsonInit('PUT', { ...brand, key: `${brand.key}-new` }, token),
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.key).toMatch(
      /cannot be changed/,
    )
    expect(tableSnapshot(db)).toBe(before)
  })

  it('names each invalid field', async () => {
    const res = await app.request(
      '/api/brands',
      jsonInit('POST', { key: 'bad/key', name: '', description: 5 }, token),
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; errors: Record<string, string> }
    expect(body.error).toBe(VALIDATION_ERROR_MESSAGE)
    expect(Object.keys(body.errors).sort()).toEqual(['description', 'fullName', 'key', 'name'])
  })

  it('refuses to delete a brand that still has cars (409), deletes an empty one', async () => {
    const brand = await post<Brand>('/api/brands', buildBrand())
    const car = await post<Car>('/api/cars', buildCar({ brand: brand.key }))
    const refused = await app.request(`/api/brands/${brand.key}`, {
      method: 'DELETE',
      headers: authHeaders(token),
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'This brand still has 1 car(s). Delete or move them first.',
    })
    await app.request(`/api/cars/${car.id}`, { method: 'DELETE', headers: authHeaders(token) })
    const ok = await app.request(`/api/brands/${brand.key}`, {
      method: 'DELETE',
      headers: authHeaders(token),
    })
    expect(ok.status).toBe(200)
    expect((await app.request(`/api/brands/${brand.key}`)).status).toBe(404)
  })

  it('answers 404 for unknown brands', async () => {
    expect((await app.request('/api/brands/no-such-brand')).status).toBe(404)
    const put = await app.request(
      '/api/brands/no-such-brand',
      jsonInit('PUT', buildBrand({ key: 'no-such-brand' }), token),
    )
    expect(put.status).toBe(404)
    const del = await app.request('/api/brands/no-such-brand', {
      method: 'DELETE',
      headers: authHeaders(token),
    })
    expect(del.status).toBe(404)
  })
})

describe('cars', () => {
  it('creates, reads, updates and deletes a car', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key, model: 'Phantom' }))
    expect(car).toMatchObject({ brand: key, model: 'Phantom', isFeatured: false })
    expect(car._id).toBe(car.id)
    expect(await (await app.request(`/api/cars/${car.id}`)).json()).toEqual(car)

    const put = await app.request(
      `/api/cars/${car.id}`,
      jsonInit('PUT', { ...car, price: 31_000_000, availability: 'Pre-Order' }, token),
    )
    expect(put.status).toBe(200)
    expect(await put.json()).toMatchObject({ price: 31_000_000, availability: 'Pre-Order' })

    const del = await app.request(`/api/cars/${car.id}`, {
      method: 'DELETE',
      headers: authHeaders(token),
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
      jsonInit('PUT', buildCar({ brand: key }), token),
    )
    expect(put.status).toBe(404)
    const del = await app.request('/api/cars/nope', {
      method: 'DELETE',
      headers: authHeaders(token),
    })
    expect(del.status).toBe(404)
  })

  it('refuses a car of an unknown brand with errors.brand', async () => {
    const before = tableSnapshot(db)
    const res = await app.request(
      '/api/cars',
      jsonInit('POST', buildCar({ brand: 'nobody' }), token),
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
        token,
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
    await app.request(`/api/cars/${car.id}`, jsonInit('PUT', { ...car, isFeatured: false }, token))
    featured = (await (await app.request('/api/featured-cars')).json()) as Car[]
    expect(featured.map((c) => c.id)).not.toContain(car.id)
    expect(((await (await app.request(`/api/cars/${car.id}`)).json()) as Car).isFeatured).toBe(
      false,
    )
  })

  it('deleting a car removes its offers and its featured entry', async () => {
    const car = await post<Car>('/api/cars', buildCar({ brand: key, isFeatured: true }))
    await post('/api/limited-offers', { carId: car.id, expiryDate: '2999-12-31' })
    await app.request(`/api/cars/${car.id}`, { method: 'DELETE', headers: authHeaders(token) })
    const offers = (await (await app.request('/api/limited-offers')).json()) as LimitedOffer[]
    expect(offers.some((o) => o.carId?.id === car.id)).toBe(false)
    const featured = (await (await app.request('/api/featured-cars')).json()) as Car[]
    expect(featured.some((c) => c.id === car.id)).toBe(false)
  })
})

describe('featured cars', () => {
  it('POST replaces the set, GET returns the cars in that order', async () => {
    const a = await post<Car>('/api/cars', buildCar({ brand: key }))
    const b = await post<Car>('/api/cars', buildCar({ brand: key }))
    const res = await app.request(
      '/api/featured-cars',
      jsonInit('POST', { carIds: [b.id, a.id] }, token),
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
      jsonInit('POST', { carIds: ['no-such-car'] }, token),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.carIds).toMatch(
      /no-such-car/,
    )
    expect(tableSnapshot(db)).toBe(before)
  })

  it('an empty list clears the set', async () => {
    await app.request('/api/featured-cars', jsonInit('POST', { carIds: [] }, token))
    expect(await (await app.request('/api/featured-cars')).json()).toEqual([])
  })
})

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
      jsonInit('POST', { carId: car.id, expiryDate: '2020-01-01' }, token),
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
      jsonInit('POST', { carId: 'nope', expiryDate: '2999-01-01' }, token),
    )
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors.carId).toBeTruthy()
    const badDate = await app.request(
      '/api/limited-offers',
      jsonInit('POST', { carId: 'x', expiryDate: '2999-02-30' }, token),
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
        headers: authHeaders(token),
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

describe('brand order', () => {
  it('lists brands by name, ignoring case', async () => {
    const token2 = await validToken()
    for (const name of ['zeta', 'Alpha', 'BMW-ish', 'bentley-ish']) {
      await app.request('/api/brands', jsonInit('POST', buildBrand({ name }), token2))
    }
    const names = ((await (await app.request('/api/brands')).json()) as Brand[]).map((b) => b.name)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(names.indexOf('bentley-ish')).toBeLessThan(names.indexOf('BMW-ish'))
  })
})
