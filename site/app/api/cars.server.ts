// The cars (/api/cars): listings, the cards they show, cars by id, one car, the filters.
import type { AppLoadContext } from '@remix-run/node'
import { MAX_PUBLIC_OFFSET } from '@dealership/api/contract/options'
import { totalFromContentRange } from '../lib/car-filters'
import { BEING_RESERVED_BADGE, isBeingReserved } from '../lib/reservations'
import { api, ok, okOrMissing } from './client.server'

export async function listCars(context: AppLoadContext, query: URLSearchParams) {
  const res = await ok(await api(context).cars.$get({ query: Object.fromEntries(query) }))
  const cars = await res.json()
  return { cars, total: totalFromContentRange(res.headers.get('content-range'), cars.length) }
}

export type Car = Awaited<ReturnType<typeof listCars>>['cars'][number]

const ALL_PER_PAGE = 100

/**
 * Every car a query matches, a hundred a call, down to the deepest page the API serves
 * (MAX_PUBLIC_OFFSET) or `max` cars, whichever comes first: the sitemap and the feeds.
 */
export async function listAllCars(
  context: AppLoadContext,
  query: Record<string, string>,
  max = Infinity,
): Promise<Car[]> {
  const all: Car[] = []
  const lastPage = Math.ceil(MAX_PUBLIC_OFFSET / ALL_PER_PAGE)
  for (let page = 1; page <= lastPage && all.length < max; page++) {
    const q = new URLSearchParams({ ...query, page: String(page), perPage: String(ALL_PER_PAGE) })
    const { cars, total } = await listCars(context, q)
    all.push(...cars)
    if (cars.length === 0 || page * ALL_PER_PAGE >= total) break
  }
  return all.slice(0, max)
}

/**
 * A car as a card shows it (the rest of a car stays out of the page and its loader data).
 * Its availability is the words the card says: "Being reserved" while another buyer's
 * M-Pesa prompt waits (the card then promises nothing the reserve form would refuse),
 * worked out here so the card's script stays as it is.
 */
export type CarSummary = Pick<
  Car,
  'id' | 'brand' | 'model' | 'year' | 'fuel' | 'mileage' | 'price' | 'mainImage'
> & { availability: string }

export function toCarSummary(car: Car): CarSummary {
  const { id, brand, model, year, fuel, mileage, price, mainImage } = car
  const availability = isBeingReserved(car) ? BEING_RESERVED_BADGE : car.availability
  return { id, brand, model, year, fuel, mileage, price, availability, mainImage }
}

/** A page of cars for the cards of a listing. */
export async function listCarCards(context: AppLoadContext, query: URLSearchParams) {
  const { cars, total } = await listCars(context, query)
  return { cars: cars.map(toCarSummary), total }
}

/**
 * Cars by id in one call (the list's `ids=a&ids=b`), sold ones included, in the order
 * asked; an id the API does not know is left out of `cars` and listed in `missing`.
 */
export async function carsByIds(context: AppLoadContext, ids: readonly string[]) {
  if (ids.length === 0) return { cars: [], missing: [] }
  const cars = await (await ok(await api(context).cars.$get({ query: { ids: [...ids] } }))).json()
  const byId = new Map(cars.map((car) => [car.id, car]))
  return {
    cars: ids.flatMap((id) => byId.get(id) ?? []),
    missing: ids.filter((id) => !byId.has(id)),
  }
}

export async function carFacets(context: AppLoadContext) {
  return (await ok(await api(context).cars.facets.$get())).json()
}

export async function getCar(context: AppLoadContext, id: string) {
  const res = await okOrMissing(
    await api(context).cars[':id'].$get({ param: { id: encodeURIComponent(id) } }),
  )
  return res ? res.json() : null
}

const SIMILAR_COUNT = 4

/**
 * Up to four available cars like a sold one: the same brand first, then the same price
 * band (within a quarter either way); never sold ones, never the car itself.
 */
export async function similarCars(
  context: AppLoadContext,
  car: Pick<Car, 'id' | 'brand' | 'price'>,
): Promise<CarSummary[]> {
  const band = new URLSearchParams({
    minPrice: String(Math.floor(car.price * 0.75)),
    maxPrice: String(Math.ceil(car.price * 1.25)),
    sold: 'exclude',
    perPage: '12',
  })
  const [sameBrand, samePrice] = await Promise.all([
    listCarCards(
      context,
      new URLSearchParams({ brand: car.brand, sold: 'exclude', perPage: '12' }),
    ),
    listCarCards(context, band),
  ])
  const seen = new Set([car.id])
  const out: CarSummary[] = []
  for (const c of [...sameBrand.cars, ...samePrice.cars]) {
    if (out.length === SIMILAR_COUNT) break
    if (seen.has(c.id)) continue
    seen.add(c.id)
    out.push(c)
  }
  return out
}
