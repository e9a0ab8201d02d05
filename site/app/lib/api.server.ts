// The site's only door to data: a small typed client over the API, called in process
// (or over HTTP when API_URL is set) through `context.apiFetch`.
import type { AppLoadContext } from '@remix-run/node'
import type { Blog, Brand, Car, CarFacets, LimitedOffer } from '@dealership/api/contract'

const BASE = 'http://api.internal'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** What a form post got back: ok, or the API's message and per-field errors. */
export type PostResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; error: string | null; errors: Record<string, string> }

async function getJson<T>(
  context: AppLoadContext,
  path: string,
): Promise<{ body: T; res: Response }> {
  const res = await context.apiFetch(`${BASE}${path}`, { headers: { accept: 'application/json' } })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null
    const message = typeof body?.error === 'string' ? body.error : res.statusText
    throw new ApiError(res.status, message || `HTTP ${res.status}`)
  }
  return { body: (await res.json()) as T, res }
}

/** null on 404, the record otherwise; other failures throw ApiError. */
async function getOne<T>(context: AppLoadContext, path: string): Promise<T | null> {
  try {
    return (await getJson<T>(context, path)).body
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw err
  }
}

/** "cars 0-23/1234" -> 1234 */
export function totalFromContentRange(header: string | null, fallback: number): number {
  const m = header?.match(/\/(\d+)\s*$/)
  return m ? Number(m[1]) : fallback
}

export async function listCars(context: AppLoadContext, query: URLSearchParams) {
  const { body, res } = await getJson<Car[]>(context, `/api/cars?${query.toString()}`)
  return { cars: body, total: totalFromContentRange(res.headers.get('content-range'), body.length) }
}

/** What a car card shows: the rest of a car stays out of the page and its loader data. */
export type CarSummary = Pick<
  Car,
  'id' | 'brand' | 'model' | 'year' | 'fuel' | 'mileage' | 'price' | 'availability' | 'mainImage'
>

export function toCarSummary(car: Car): CarSummary {
  const { id, brand, model, year, fuel, mileage, price, availability, mainImage } = car
  return { id, brand, model, year, fuel, mileage, price, availability, mainImage }
}

/** A page of cars for the cards of a listing. */
export async function listCarCards(context: AppLoadContext, query: URLSearchParams) {
  const { cars, total } = await listCars(context, query)
  return { cars: cars.map(toCarSummary), total }
}

export async function carFacets(context: AppLoadContext) {
  return (await getJson<CarFacets>(context, '/api/cars/facets')).body
}

export function getCar(context: AppLoadContext, id: string) {
  return getOne<Car>(context, `/api/cars/${encodeURIComponent(id)}`)
}

export async function listBrands(context: AppLoadContext) {
  const brands = (await getJson<Brand[]>(context, '/api/brands')).body
  return brands.sort((a, b) => a.name.localeCompare(b.name))
}

export function getBrand(context: AppLoadContext, key: string) {
  return getOne<Brand>(context, `/api/brands/${encodeURIComponent(key)}`)
}

export async function featuredCars(context: AppLoadContext) {
  return (await getJson<Car[]>(context, '/api/featured-cars')).body.map(toCarSummary)
}

export async function limitedOffers(context: AppLoadContext) {
  return (await getJson<LimitedOffer[]>(context, '/api/limited-offers')).body
}

export async function listBlogs(context: AppLoadContext, status: 'published' | 'all') {
  return (await getJson<Blog[]>(context, status === 'all' ? '/api/blogs?status=all' : '/api/blogs'))
    .body
}

export function getBlog(context: AppLoadContext, id: string) {
  return getOne<Blog>(context, `/api/blogs/${encodeURIComponent(id)}`)
}

/** Posts a public form (JSON or multipart). Network failures throw. */
export async function postForm(
  context: AppLoadContext,
  path: string,
  body: Record<string, unknown> | FormData,
): Promise<PostResult> {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }
  const res = await context.apiFetch(`${BASE}${path}`, init)
  const json = (await res.json().catch(() => null)) as {
    error?: unknown
    errors?: unknown
  } | null
  if (res.ok) return { ok: true, status: res.status, body: json }
  const errors: Record<string, string> = {}
  if (json?.errors && typeof json.errors === 'object') {
    for (const [k, v] of Object.entries(json.errors)) if (typeof v === 'string') errors[k] = v
  }
  return {
    ok: false,
    status: res.status,
    error: typeof json?.error === 'string' ? json.error : null,
    errors,
  }
}

/** Runs a loader section so one failing call shows its own message, not the whole page. */
export async function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; data: T } | { ok: false }> {
  try {
    return { ok: true, data: await promise }
  } catch (err) {
    console.error(err)
    return { ok: false }
  }
}
