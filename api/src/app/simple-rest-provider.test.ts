// react-admin's own data provider against the API, unchanged: the dialect contract.
import { fetchUtils, type DataProvider } from 'ra-core'
import simpleRestProvider from 'ra-data-simple-rest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Brand, Car } from '../contract'
import { buildBrand, buildCar } from '../seed/factories'
import { makeApp, validToken } from '../../test/helpers'

const { app } = makeApp()
let provider: DataProvider
let token = ''

beforeAll(async () => {
  token = await validToken()
  // fetchUtils uses the global fetch: route it into the app, no network.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
  )
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, {
      ...options,
      user: { authenticated: true, token: `Bearer ${token}` },
    })
  provider = simpleRestProvider('http://localhost/api', httpClient)
})

afterAll(() => {
  vi.unstubAllGlobals()
})

describe('brands through ra-data-simple-rest', () => {
  it('create, getOne, update, getList, getMany, delete', async () => {
    const created = await provider.create<Brand>('brands', {
      data: buildBrand({ key: 'ra-maserati', name: 'Maserati' }),
    })
    expect(created.data.id).toBeTruthy()
    expect(created.data.key).toBe('ra-maserati')
    const other = await provider.create<Brand>('brands', {
      data: buildBrand({ key: 'ra-alfa', name: 'Alfa Romeo' }),
    })

    const one = await provider.getOne<Brand>('brands', { id: created.data.id })
    expect(one.data).toEqual(created.data)

    const updated = await provider.update<Brand>('brands', {
      id: created.data.id,
      data: { ...created.data, description: 'Italian grand tourers' },
      previousData: created.data,
    })
    expect(updated.data.description).toBe('Italian grand tourers')

    const list = await provider.getList<Brand>('brands', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ra-' },
    })
    expect(list.total).toBe(2)
    expect(list.data.map((b) => b.name)).toEqual(['Alfa Romeo'])

    const many = await provider.getMany<Brand>('brands', { ids: [created.data.id, other.data.id] })
    expect(many.data.map((b) => b.id).sort()).toEqual([created.data.id, other.data.id].sort())

    const deleted = await provider.delete<Brand>('brands', {
      id: other.data.id,
      previousData: other.data,
    })
    expect(deleted.data.id).toBe(other.data.id)
    await expect(provider.getOne('brands', { id: other.data.id })).rejects.toMatchObject({
      status: 404,
    })
  })

  it('surfaces the 409 of a duplicate key with its body', async () => {
    await expect(
      provider.create('brands', { data: buildBrand({ key: 'ra-maserati' }) }),
    ).rejects.toMatchObject({ status: 409 })
  })
})

describe('cars through ra-data-simple-rest', () => {
  const ids: string[] = []

  beforeAll(async () => {
    await provider.create('brands', { data: buildBrand({ key: 'ra-cars', name: 'RA Cars' }) })
    for (const price of [9, 3, 7, 5, 1]) {
      const { data } = await provider.create<Car>('cars', {
        data: buildCar({ brand: 'ra-cars', price: price * 1_000_000, model: `M${price}` }),
      })
      ids.push(data.id)
    }
  })

  it('getList sorts, filters and pages with Content-Range', async () => {
    const page1 = await provider.getList<Car>('cars', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'price', order: 'ASC' },
      filter: { brand: 'ra-cars' },
    })
    expect(page1.total).toBe(5)
    expect(page1.data.map((c) => c.price)).toEqual([1_000_000, 3_000_000])
    const page3 = await provider.getList<Car>('cars', {
      pagination: { page: 3, perPage: 2 },
      sort: { field: 'price', order: 'DESC' },
      filter: { brand: 'ra-cars' },
    })
    expect(page3.data.map((c) => c.price)).toEqual([1_000_000])
    const search = await provider.getList<Car>('cars', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'M7' },
    })
    expect(search.data.map((c) => c.model)).toEqual(['M7'])
  })

  it('getOne, getMany, update and delete', async () => {
    const [a, b] = ids as [string, string]
    const one = await provider.getOne<Car>('cars', { id: a })
    expect(one.data._id).toBe(a)
    const many = await provider.getMany<Car>('cars', { ids: [a, b] })
    expect(many.data.map((c) => c.id).sort()).toEqual([a, b].sort())
    const updated = await provider.update<Car>('cars', {
      id: a,
      data: { ...one.data, model: 'Renamed', isFeatured: true },
      previousData: one.data,
    })
    expect(updated.data).toMatchObject({ model: 'Renamed', isFeatured: true })
    const deleted = await provider.delete<Car>('cars', { id: b, previousData: many.data[1] })
    expect(deleted.data.id).toBe(b)
    await expect(provider.getOne('cars', { id: b })).rejects.toMatchObject({ status: 404 })
  })

  it('reports validation errors with their field messages', async () => {
    await expect(
      provider.create('cars', { data: { brand: 'ra-cars', model: 'No price' } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { price: 'Price is required' } },
    })
  })
})
