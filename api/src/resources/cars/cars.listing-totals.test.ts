// A listing's total is counted once per filter and kept until the data changes: every
// write, through the API or from another connection to the file (the seed command),
// must show in the next Content-Range.
import Database from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Car } from '../../contract'
import { buildBrand, buildCar, createRng } from '../../seed/factories'
import { jsonInit, makeApp, validToken } from '../../../test/helpers'

const { app } = makeApp()
let token = ''
const rng = createRng(11)

async function total(query: string) {
  const res = await app.request(`/api/cars${query}`)
  expect(res.status).toBe(200)
  return Number(res.headers.get('Content-Range')?.split('/')[1])
}

async function addCar(fuel: string): Promise<Car> {
  const res = await app.request(
    '/api/cars',
    jsonInit('POST', buildCar({ brand: 'totals', fuel }, rng), token),
  )
  expect(res.status).toBe(201)
  return (await res.json()) as Car
}

beforeAll(async () => {
  token = await validToken()
  await app.request('/api/brands', jsonInit('POST', buildBrand({ key: 'totals' }), token))
  for (let i = 0; i < 3; i++) await addCar('Diesel')
  await addCar('Petrol')
})

describe('the total of a filtered listing', () => {
  it('is the same for every sort and page of one filter', async () => {
    for (const q of ['', '&sort=price-asc', '&sort=year-desc&page=2', '&page=3']) {
      expect(await total(`?fuel=Diesel&perPage=1${q}`)).toBe(3)
    }
    expect(await total('?fuel=Petrol&perPage=1')).toBe(1)
  })

  it('follows a car added and deleted through the API', async () => {
    expect(await total('?fuel=Diesel&perPage=1&page=2')).toBe(3)
    const added = await addCar('Diesel')
    expect(await total('?fuel=Diesel&perPage=1&page=2')).toBe(4)
    const res = await app.request(`/api/cars/${added.id}`, jsonInit('DELETE', undefined, token))
    expect(res.status).toBe(200)
    expect(await total('?fuel=Diesel&perPage=1&page=2')).toBe(3)
  })

  it('follows a write made by another connection to the database file', async () => {
    expect(await total('?fuel=Petrol&perPage=1')).toBe(1)
    const other = new Database(process.env.TEST_DATABASE_FILE!)
    try {
      other.prepare("update cars set fuel = 'Petrol' where fuel = 'Diesel'").run()
    } finally {
      other.close()
    }
    expect(await total('?fuel=Petrol&perPage=1')).toBe(4)
    expect(await total('?fuel=Diesel&perPage=1')).toBe(0)
  })
})
