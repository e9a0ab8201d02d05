// The home carousel's cars (/api/featured-cars).
import type { AppLoadContext } from '@remix-run/node'
import { toCarSummary } from './cars.server'
import { api, ok } from './client.server'

/** The home carousel: the featured set, less any car sold since it was featured. */
export async function featuredCars(context: AppLoadContext) {
  const cars = await (await ok(await api(context)['featured-cars'].$get())).json()
  return cars.filter((car) => car.availability !== 'Sold').map(toCarSummary)
}
