// Helpers of the saved-cars and compare specs: a cookie signed as the server signs it,
// a sold car made for a test, and the cars' names as cards and tables show them.
import type { APIRequestContext, Page } from './fixtures'
import { DEV_COOKIE_SECRET } from '../../../api/src/config/env'
import { encodeGarage } from '../../../site/app/lib/garage.server'
import { api, unique } from '../admin/helpers'
import { E2E_BASE_URL, queryDb } from '../support'
import { brandName, type CarRow } from './helpers'

/** A car as the garage's pages compare it. */
export type GarageCar = Pick<CarRow, 'id' | 'brand' | 'model' | 'year' | 'price'> & {
  mileage: number | null
  horsepower: number
}

export const carName = (car: Pick<GarageCar, 'brand' | 'model' | 'year'>) =>
  `${brandName(car.brand)} ${car.model} ${car.year}`

export function cars(where: string, limit: number): GarageCar[] {
  return queryDb<GarageCar>(
    `SELECT id, brand, model, year, price, mileage, horsepower FROM cars WHERE ${where}
     ORDER BY id LIMIT ${limit}`,
  )
}

/** A saved-cars cookie signed as the server signs it (the e2e server runs on the default). */
export function cookieFor(saved: string[], compare: string[] = [], secret = DEV_COOKIE_SECRET) {
  return encodeGarage({ saved, compare }, secret)
}

export async function setGarageCookie(page: Page, value: string) {
  await page.context().addCookies([{ name: 'saved_cars', value, url: E2E_BASE_URL }])
}

/** A sold car of an existing brand, made for one test; `drop` deletes it. */
export async function soldCar(request: APIRequestContext) {
  const brand = queryDb<{ brand: string }>('SELECT brand FROM cars LIMIT 1')[0]!.brand
  const model = `Sold Garage ${unique()}`
  const car = await api<{ id: string }>(request, 'POST cars', {
    brand,
    model,
    year: 2021,
    price: 6_500_000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    engine: '3.0L',
    horsepower: 300,
    availability: 'Sold',
  })
  return {
    id: car.id,
    name: carName({ brand, model, year: 2021 }),
    drop: () => api(request, `DELETE cars/${car.id}`),
  }
}
