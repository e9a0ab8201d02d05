// Body style (a /cars filter, kept by saved searches), the exterior colour, and the VIN
// or chassis number (validated, and read by the public only when staff chose to show it).
import { beforeAll, describe, expect, it } from 'vitest'
import {
  canonicalFilters,
  carInput,
  searchFiltersInput,
  VIN_MESSAGE,
  type Car,
} from '../../contract'
import { buildBrand, buildCar, createRng } from '../../seed/factories'
import { jsonInit, makeApp, validToken } from '../../../test/helpers'

const { app } = makeApp()
let token = ''
const made: Record<string, Car> = {}

async function create(name: string, overrides: Parameters<typeof buildCar>[0]) {
  const res = await app.request(
    '/api/cars',
    jsonInit('POST', buildCar({ brand: 'bodytest', ...overrides }, createRng(3)), token),
  )
  expect(res.status).toBe(201)
  made[name] = (await res.json()) as Car
}

beforeAll(async () => {
  token = await validToken()
  await app.request(
    '/api/brands',
    jsonInit('POST', buildBrand({ key: 'bodytest', name: 'Bodytest' }), token),
  )
  await create('suv', { bodyStyle: 'SUV', vin: ' wbats4c03m9e12345 ', showVin: false })
  await create('sedan', { bodyStyle: 'Sedan', vin: 'GRS210-6001234', showVin: true })
  await create('none', { bodyStyle: null, vin: null })
})

describe('body style', () => {
  it('is checked against the catalogue enumeration', () => {
    const bad = carInput.safeParse(buildCar({ bodyStyle: 'Limousine' as never }))
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toMatch(/^Body style must be one of Convertible, /)
    expect(carInput.parse(buildCar({ bodyStyle: undefined })).bodyStyle).toBeNull()
  })

  it('filters the listing, plain and in the simple-rest dialect', async () => {
    const plain = await app.request('/api/cars?brand=bodytest&bodyStyle=SUV')
    expect(((await plain.json()) as Car[]).map((c) => c.id)).toEqual([made.suv!.id])
    const filter = encodeURIComponent(JSON.stringify({ brand: 'bodytest', bodyStyle: 'Sedan' }))
    const rest = await app.request(`/api/cars?filter=${filter}`)
    expect(((await rest.json()) as Car[]).map((c) => c.id)).toEqual([made.sedan!.id])
  })

  it('is offered by the facets only where a car has it, in the enumeration order', async () => {
    const facets = (await (await app.request('/api/cars/facets')).json()) as {
      bodyStyles: string[]
    }
    expect(facets.bodyStyles).toEqual(expect.arrayContaining(['SUV', 'Sedan']))
    expect(facets.bodyStyles.indexOf('SUV')).toBeLessThan(facets.bodyStyles.indexOf('Sedan'))
    expect(facets.bodyStyles).not.toContain('Van')
  })

  it('is kept by a saved search, in its canonical order', () => {
    const filters = searchFiltersInput.parse({ bodyStyle: 'SUV', brand: 'BMW' })
    expect(JSON.stringify(canonicalFilters(filters))).toBe('{"brand":"bmw","bodyStyle":"SUV"}')
  })
})

describe('VIN / chassis number', () => {
  it('is trimmed and upper-cased; chassis numbers with a hyphen are accepted', () => {
    expect(made.suv!.vin).toBe('WBATS4C03M9E12345')
    expect(carInput.parse(buildCar({ vin: 'grs210-6001234' })).vin).toBe('GRS210-6001234')
    expect(carInput.parse(buildCar({ vin: '  ' })).vin).toBeNull()
  })

  it('refuses other characters and lengths with a clear message beside the field', async () => {
    for (const vin of ['AB1', 'WBA TS4C03M9E12345', 'WBATS4C03M9E12345XYZW', 'GRS210/6001234']) {
      const res = await app.request('/api/cars', jsonInit('POST', buildCar({ vin }), token))
      expect(res.status, vin).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors.vin).toBe(
        VIN_MESSAGE,
      )
    }
  })

  it('is left out of public reads unless staff chose to show it', async () => {
    const one = async (id: string, auth?: string) =>
      (await (
        await app.request(`/api/cars/${id}`, {
          headers: auth ? { Authorization: `Bearer ${auth}` } : {},
        })
      ).json()) as Car
    expect((await one(made.suv!.id)).vin).toBeNull()
    expect((await one(made.sedan!.id)).vin).toBe('GRS210-6001234')
    const list = (await (await app.request('/api/cars?brand=bodytest')).json()) as Car[]
    expect(list.find((c) => c.id === made.suv!.id)?.vin).toBeNull()
    expect(JSON.stringify(list)).not.toContain('WBATS4C03M9E12345')
    // Staff reads carry it: the console edits it.
    expect((await one(made.suv!.id, token)).vin).toBe('WBATS4C03M9E12345')
    const staffList = (await (
      await app.request('/api/cars?brand=bodytest', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as Car[]
    expect(staffList.find((c) => c.id === made.suv!.id)?.vin).toBe('WBATS4C03M9E12345')
  })

  it('stays out of the featured set and the offers, which embed the car', async () => {
    const featured = buildCar({ brand: 'bodytest', vin: 'SALWA2BU4PA012345', isFeatured: true })
    const res = await app.request('/api/cars', jsonInit('POST', featured, token))
    const car = (await res.json()) as Car
    await app.request(
      '/api/limited-offers',
      jsonInit('POST', { carId: car.id, expiryDate: '2099-12-31' }, token),
    )
    for (const path of ['/api/featured-cars', '/api/limited-offers']) {
      const body = await (await app.request(path)).text()
      expect(body, path).toContain(car.id)
      expect(body, path).not.toContain('SALWA2BU4PA012345')
    }
  })
})

describe('exterior colour', () => {
  it('is kept as staff type it, trimmed, and read by everyone', async () => {
    const res = await app.request(
      '/api/cars',
      jsonInit('POST', buildCar({ brand: 'bodytest', exteriorColor: '  Polar White  ' }), token),
    )
    expect(res.status).toBe(201)
    const car = (await res.json()) as Car
    expect(car.exteriorColor).toBe('Polar White')
    const read = (await (await app.request(`/api/cars/${car.id}`)).json()) as Car
    expect(read.exteriorColor).toBe('Polar White')
    expect(carInput.parse(buildCar({ exteriorColor: ' ' })).exteriorColor).toBeNull()
    expect(carInput.parse(buildCar({ exteriorColor: undefined })).exteriorColor).toBeNull()
  })

  it('refuses a colour longer than a paint name with the message beside the field', async () => {
    const res = await app.request(
      '/api/cars',
      jsonInit('POST', buildCar({ exteriorColor: 'x'.repeat(61) }), token),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.exteriorColor).toBe(
      'Exterior colour must be at most 60 characters',
    )
  })
})
