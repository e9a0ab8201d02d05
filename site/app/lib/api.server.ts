// The site's only door to data: the API's own typed client (hono's `hc<AppType>`), over
// `context.apiFetch`: in process by default, over HTTP when API_URL is set. The types of
// what each call answers come from the API's routes, so the two cannot drift apart.
import type { AppLoadContext } from '@remix-run/node'
import { hc } from 'hono/client'
import {
  alertRequestedRecord,
  alertViewRecord,
  carEnquiryRecord,
  chatClickRecord,
  contactMessageRecord,
  heldPhotosPostRecord,
  importRequestRecord,
  reservationStartedRecord,
  sellRequestRecord,
  testDriveRecord,
  type SitePageKey,
} from '@dealership/api/contract'
import { MAX_PUBLIC_OFFSET } from '@dealership/api/contract/options'
import type { z } from 'zod'
import { dealerInfo, type DealerInfo } from '@dealership/api/contract/dealer'
import { totalFromContentRange } from './car-filters'
import { BEING_RESERVED_BADGE, isBeingReserved } from './reservations'
import type { AppType } from '@dealership/api'

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

/** What a form post got back: the API's answer, or its message and per-field errors. */
export type PostResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string | null; errors: Record<string, string> }

/**
 * What each post answers: the contract's record its answer is parsed with (posts go
 * through fetch, not hc, as forms send multipart too). An answer that is not its record
 * is an error, as a failed call is.
 */
const POST_ANSWERS = {
  '/api/contact-messages': contactMessageRecord,
  '/api/import-requests': importRequestRecord,
  '/api/sell-requests': sellRequestRecord,
  '/api/enquiries': carEnquiryRecord,
  '/api/test-drives': testDriveRecord,
  '/api/held-photos': heldPhotosPostRecord,
  '/api/chat-clicks': chatClickRecord,
  '/api/alerts': alertRequestedRecord,
  '/api/reservations': reservationStartedRecord,
}
export type PostPath = keyof typeof POST_ANSWERS
export type PostAnswer<P extends PostPath> = z.output<(typeof POST_ANSWERS)[P]>

/** A record an answer is parsed with. */
type Answer<T> = z.ZodType<T, z.ZodTypeDef, unknown>

/** The API's routes under /api, called through the loader's context. */
function api(context: AppLoadContext) {
  return hc<AppType>(BASE, {
    fetch: context.apiFetch,
    headers: { accept: 'application/json' },
  }).api
}

/** The response when it is a success; otherwise an ApiError with the API's message. */
async function ok<R extends Response>(res: R): Promise<R> {
  if (res.ok) return res
  const body: unknown = await res.json().catch(() => null)
  const error = body && typeof body === 'object' && 'error' in body ? body.error : null
  const message = typeof error === 'string' && error ? error : res.statusText
  throw new ApiError(res.status, message || `HTTP ${res.status}`)
}

/** The response, or null when the API answered 404; other failures throw ApiError. */
async function okOrMissing<R extends Response>(res: R): Promise<R | null> {
  return res.status === 404 ? null : ok(res)
}

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

/** Brand key -> display name, for pages and feeds that name a car's brand. */
export async function brandNames(context: AppLoadContext): Promise<Record<string, string>> {
  return Object.fromEntries((await listBrands(context)).map((b) => [b.key, b.name]))
}

/** What a car card shows: the rest of a car stays out of the page and its loader data. */
/**
 * A car as a card shows it. Its availability is the words the card says: "Being
 * reserved" while another buyer's M-Pesa prompt waits (the card then promises nothing
 * the reserve form would refuse), worked out here so the card's script stays as it is.
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

/** The brands of this request: the layout and the page (a car's, the home page) share one read. */
const brandsOfRequest = new WeakMap<AppLoadContext, ReturnType<typeof readBrands>>()

async function readBrands(context: AppLoadContext) {
  const brands = await (await ok(await api(context).brands.$get())).json()
  return brands.sort((a, b) => a.name.localeCompare(b.name))
}

/** Every brand, by name. Callers must not change the list: it is shared. */
export function listBrands(context: AppLoadContext) {
  let brands = brandsOfRequest.get(context)
  if (!brands) {
    brands = readBrands(context)
    brandsOfRequest.set(context, brands)
  }
  return brands
}

export async function getBrand(context: AppLoadContext, key: string) {
  const res = await okOrMissing(
    await api(context).brands[':key'].$get({ param: { key: encodeURIComponent(key) } }),
  )
  return res ? res.json() : null
}

/** The home carousel: the featured set, less any car sold since it was featured. */
export async function featuredCars(context: AppLoadContext) {
  const cars = await (await ok(await api(context)['featured-cars'].$get())).json()
  return cars.filter((car) => car.availability !== 'Sold').map(toCarSummary)
}

/** Live offers: expiring today or later in Nairobi, soonest first (the API filters). */
export async function liveOffers(context: AppLoadContext) {
  const res = await ok(await api(context)['limited-offers'].$get({ query: { live: '1' } }))
  // A sold car's offer is over, whatever its expiry date.
  return withCar(await res.json()).filter((offer) => offer.carId.availability !== 'Sold')
}

type Offer = { carId: Car | null }

/** Offers that still have their car (a deleted car takes its offers with it; belt and braces). */
export function withCar<O extends Offer>(offers: O[]): (O & { carId: Car })[] {
  return offers.filter((o): o is O & { carId: Car } => o.carId !== null)
}

/** The dealer's details as staff keep them (address, phone, hours), as the pages use them. */
export async function dealerDetails(context: AppLoadContext): Promise<DealerInfo> {
  return dealerInfo(await (await ok(await api(context)['dealer-settings'].$get())).json())
}

/** One of the pages admins write (the terms, the privacy notice, ...), as it reads now. */
export async function getSitePage(context: AppLoadContext, key: SitePageKey) {
  return (await ok(await api(context)['site-pages'][':key'].$get({ param: { key } }))).json()
}

/** Every page admins write, with when each last changed (the sitemap). */
export async function listSitePages(context: AppLoadContext) {
  return (await ok(await api(context)['site-pages'].$get())).json()
}

/** The finance calculator's defaults and limits, as staff set them. */
export async function financeSettings(context: AppLoadContext) {
  return (await ok(await api(context)['finance-settings'].$get())).json()
}

/** The import rates in force today in Nairobi, or null when staff have set none. */
export async function currentImportRates(context: AppLoadContext) {
  const res = await okOrMissing(await api(context)['import-rates'].current.$get())
  return res ? res.json() : null
}

/** Blogs newest first: published ones, or drafts too (`all`), by author and year. */
export async function listBlogs(
  context: AppLoadContext,
  filters: { status: 'published' | 'all'; author?: string | null; year?: number | null },
) {
  const query: Record<string, string> = {}
  if (filters.status === 'all') query.status = 'all'
  if (filters.author) query.author = filters.author
  if (filters.year != null) query.year = String(filters.year)
  return (await ok(await api(context).blogs.$get({ query }))).json()
}

/** The options of the blog filters for a status: authors A-Z, years newest first. */
export async function blogFacets(context: AppLoadContext, status: 'published' | 'all') {
  const query: Record<string, string> = status === 'all' ? { status: 'all' } : {}
  return (await ok(await api(context).blogs.facets.$get({ query }))).json()
}

export async function getBlog(context: AppLoadContext, id: string) {
  const res = await okOrMissing(
    await api(context).blogs[':id'].$get({ param: { id: encodeURIComponent(id) } }),
  )
  return res ? res.json() : null
}

/** An import order by the token of its private link, or null when there is none. */
/** The photos a sell form's token holds (api/src/resources/held-photos). */
export async function getHeldPhotos(context: AppLoadContext, token: string) {
  const res = await ok(await api(context)['held-photos'][':token'].$get({ param: { token } }))
  return res.json()
}

/** Lets go of one held photo; answers what the token holds then. */
export async function deleteHeldPhoto(context: AppLoadContext, token: string, id: string) {
  const res = await ok(
    await api(context)['held-photos'][':token'][':id'].$delete({ param: { token, id } }),
  )
  return res.json()
}

export async function getImportTracking(context: AppLoadContext, token: string) {
  const res = await okOrMissing(
    await api(context)['import-tracking'][':token'].$get({
      param: { token: encodeURIComponent(token) },
    }),
  )
  return res ? res.json() : null
}

/** The deposit and hold terms staff set (anyone reads them). */
export async function reservationSettings(context: AppLoadContext) {
  return (await ok(await api(context)['reservation-settings'].$get())).json()
}

/** Whether cars can be reserved online: M-Pesa is set up on this server. */
export async function reservationsOpen(context: AppLoadContext): Promise<boolean> {
  const config = await (await ok(await api(context)['public-config'].$get())).json()
  return config.reservations === true
}

/**
 * A reservation by the token of its private link, or null when there is none; with the
 * address of the Daraja stand-in's phone page while the stand-in plays M-Pesa.
 */
export async function getReservation(context: AppLoadContext, token: string) {
  const res = await okOrMissing(
    await api(context)['reservation-status'][':token'].$get({
      param: { token: encodeURIComponent(token) },
    }),
  )
  return res ? res.json() : null
}

/** A saved-search alert by the token of its private link, or null when there is none. */
export async function getAlert(context: AppLoadContext, token: string) {
  const res = await okOrMissing(
    await api(context).alerts[':token'].$get({ param: { token: encodeURIComponent(token) } }),
  )
  return res ? res.json() : null
}

export type AlertChange =
  | { intent: 'confirm' | 'pause' | 'resume' | 'unsubscribe' }
  | { intent: 'frequency'; frequency: string }

/** Confirms, pauses, resumes, stops or changes an alert by its private link; the API's answer. */
export async function changeAlert(context: AppLoadContext, token: string, change: AlertChange) {
  const path = `/api/alerts/${encodeURIComponent(token)}`
  if (change.intent === 'frequency') {
    return sendJson(context, 'PUT', path, { frequency: change.frequency }, alertViewRecord)
  }
  return sendJson(context, 'POST', `${path}/${change.intent}`, {}, alertViewRecord)
}

/** Posts a public form (JSON or multipart); its answer typed by the path. Network failures throw. */
export async function postForm<P extends PostPath>(
  context: AppLoadContext,
  path: P,
  body: Record<string, unknown> | FormData,
): Promise<PostResult<PostAnswer<P>>> {
  const answer: Answer<PostAnswer<P>> = POST_ANSWERS[path]
  return sendJson(context, 'POST', path, body, answer)
}

async function sendJson<T>(
  context: AppLoadContext,
  method: 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown> | FormData,
  answer: Answer<T>,
): Promise<PostResult<T>> {
  const init: RequestInit =
    body instanceof FormData
      ? { method, body }
      : {
          method,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }
  const res = await context.apiFetch(`${BASE}${path}`, init)
  const json: unknown = await res.json().catch(() => null)
  if (res.ok) return { ok: true, status: res.status, body: answer.parse(json) }
  return failureOf(res.status, json)
}

/** A failed call's answer: the API's message and its per-field messages, if it sent them. */
export function failureOf(
  status: number,
  json: unknown,
): { ok: false; status: number; error: string | null; errors: Record<string, string> } {
  const field = (name: string): unknown =>
    json && typeof json === 'object' && name in json ? Reflect.get(json, name) : null
  const errors: Record<string, string> = {}
  const fieldErrors = field('errors')
  if (fieldErrors && typeof fieldErrors === 'object') {
    for (const [k, v] of Object.entries(fieldErrors)) if (typeof v === 'string') errors[k] = v
  }
  const error = field('error')
  return { ok: false, status, error: typeof error === 'string' ? error : null, errors }
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
