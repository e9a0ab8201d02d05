// Brands: success paths, 404s, conflicts, per-field validation and the brands' order.
import { describe, expect, it } from 'vitest'
import type { Brand, Car } from '../../contract'
import { VALIDATION_ERROR_MESSAGE } from '../../contract'
import { buildBrand, buildCar } from '../../seed/factories'
import { authHeaders, jsonInit, catalogApp, validToken, tableSnapshot } from '../../../test/helpers'

const { app, db, key, post, staffSession } = catalogApp()

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
    const res = await app.request(
      '/api/brands',
      jsonInit('POST', buildBrand({ key }), staffSession.token),
    )
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: string }).error).toMatch(/already exists/)
    expect(tableSnapshot(db)).toBe(before)
  })

  it('updates by key but refuses a key change', async () => {
    const brand = await post<Brand>('/api/brands', buildBrand())
    const ok = await app.request(
      `/api/brands/${brand.key}`,
      jsonInit('PUT', { ...brand, name: 'Renamed' }, staffSession.token),
    )
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as Brand).name).toBe('Renamed')
    const before = tableSnapshot(db)
    const bad = await app.request(
      `/api/brands/${brand.id}`,
      jsonInit('PUT', { ...brand, key: `${brand.key}-new` }, staffSession.token),
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
      jsonInit('POST', { key: 'bad/key', name: '', description: 5 }, staffSession.token),
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
      headers: authHeaders(staffSession.token),
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'This brand still has 1 car(s). Delete or move them first.',
    })
    await app.request(`/api/cars/${car.id}`, {
      method: 'DELETE',
      headers: authHeaders(staffSession.token),
    })
    const ok = await app.request(`/api/brands/${brand.key}`, {
      method: 'DELETE',
      headers: authHeaders(staffSession.token),
    })
    expect(ok.status).toBe(200)
    expect((await app.request(`/api/brands/${brand.key}`)).status).toBe(404)
  })

  it('answers 404 for unknown brands', async () => {
    expect((await app.request('/api/brands/no-such-brand')).status).toBe(404)
    const put = await app.request(
      '/api/brands/no-such-brand',
      jsonInit('PUT', buildBrand({ key: 'no-such-brand' }), staffSession.token),
    )
    expect(put.status).toBe(404)
    const del = await app.request('/api/brands/no-such-brand', {
      method: 'DELETE',
      headers: authHeaders(staffSession.token),
    })
    expect(del.status).toBe(404)
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
