// /saved: the visitor's saved cars, without an account (the signed saved-cars cookie).
// A personal page: never cached by anyone, never indexed. Its action takes every Save
// and Remove post, from this page and from any car's card or page.
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { CarCard } from '../components/car-card'
import type { GarageAnswer } from '../components/garage-controls'
import { carsByIds, toCarSummary } from '../api/cars.server'
import { carTitle } from '../lib/format'
import {
  compareHref,
  COMPARE_MAX,
  isCarId,
  SAVED_MAX,
  saveCar,
  unsaveCar,
  type Garage,
} from '../lib/garage'
import { changeSavedCar } from '../api/account.server'
import { hasBuyerCookie } from '../lib/buyer-cookies.server'
import { garageSetCookie, readGarage } from '../lib/garage.server'
import { staticPageMeta } from '../lib/meta'
import { useBrandNames } from '../lib/use-brand-names'
import { GeneralErrorBoundary } from '../components/status-page'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const garage = readGarage(request, context.config.garageCookie.secret)
  const notice = noticeFrom(new URL(request.url).searchParams)
  // The car just removed is named in the notice: fetched in the same call.
  const removed = notice?.kind === 'removed' && !garage.saved.includes(notice.id) ? notice.id : null
  const found = await carsByIds(context, removed ? [...garage.saved, removed] : garage.saved)
  const removedCar = found.cars.find((c) => c.id === removed)
  // Newest saved first: the car just saved leads the page.
  return data(
    {
      cars: found.cars
        .filter((c) => c.id !== removed)
        .map(toCarSummary)
        .reverse(),
      missing: found.missing.filter((id) => id !== removed),
      notice,
      removedCar: removedCar ? toCarSummary(removedCar) : null,
    },
    { headers: PRIVATE_HEADERS },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const id = form.get('id')
  const intent = form.get('intent')
  if (!isCarId(id) || (intent !== 'save' && intent !== 'remove')) {
    throw data('Choose a car to save.', { status: 400, headers: PRIVATE_HEADERS })
  }
  const cookie = context.config.garageCookie
  const before = readGarage(request, cookie.secret)
  let garage: Garage
  let full = false
  if (intent === 'save') ({ garage, full } = saveCar(before, id))
  else garage = unsaveCar(before, id)
  // Signed in, the account keeps it too (the device's cookie joins it at each sign-in).
  if (!full && hasBuyerCookie(request)) {
    const res = await changeSavedCar(context, request, { carId: id, save: intent === 'save' })
    if (!res.ok && res.status !== 401 && res.status !== 404 && res.status !== 409) {
      context.logError(new Error(`Saved car not kept in the account: ${res.status}`))
    }
  }
  const headers = { ...PRIVATE_HEADERS, 'Set-Cookie': garageSetCookie(garage, cookie) }
  // JavaScript posts in the background and shows the state in place.
  if (form.get('via') === 'fetch') return data({ garage, full } satisfies GarageAnswer, { headers })
  const notice = full ? 'full=1' : `${intent === 'save' ? 'added' : 'removed'}=${id}`
  return redirect(`/saved?${notice}`, { headers })
}

export const headers: HeadersFunction = () => PRIVATE_HEADERS

export const meta = staticPageMeta({
  title: 'Saved Cars',
  description: 'The cars you saved on this device, to come back to or compare.',
  path: '/saved',
  noindex: true,
})

type Notice = { kind: 'added' | 'removed'; id: string } | { kind: 'full' } | null

function noticeFrom(params: URLSearchParams): Notice {
  if (params.get('full') === '1') return { kind: 'full' }
  for (const kind of ['added', 'removed'] as const) {
    const id = params.get(kind)
    if (isCarId(id)) return { kind, id }
  }
  return null
}

function NoticeLine({ notice, names }: { notice: Notice; names: Map<string, string> }) {
  if (!notice) return null
  if (notice.kind === 'full') {
    return (
      <p className="garage-notice" role="status">
        You can save up to {SAVED_MAX} cars. Remove one to save another.
      </p>
    )
  }
  const name = names.get(notice.id) ?? 'The car'
  return (
    <p className="garage-notice" role="status">
      {notice.kind === 'added' ? `${name} is saved.` : `${name} is no longer saved.`}
    </p>
  )
}

export default function SavedPage() {
  const { cars, missing, notice, removedCar } = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  const names = new Map(
    [...cars, ...(removedCar ? [removedCar] : [])].map((c) => [
      c.id,
      `${carTitle(c, brandNames)} ${c.year}`,
    ]),
  )
  const comparable = cars.filter((c) => c.availability !== 'Sold').map((c) => c.id)
  const empty = cars.length === 0 && missing.length === 0
  return (
    <div className="page saved-page">
      <h1>Saved Cars</h1>
      <p className="muted">
        Kept on this device, no account needed. Press Save on any car to add it here.
      </p>
      <NoticeLine notice={notice} names={names} />
      {empty ? (
        <div className="empty-state">
          <p>You have not saved any cars yet.</p>
          <Link to="/cars" className="btn">
            Browse cars
          </Link>
        </div>
      ) : null}
      {comparable.length >= 2 ? (
        <p>
          <Link to={compareHref(comparable.slice(0, COMPARE_MAX))} className="btn">
            {comparable.length > COMPARE_MAX
              ? `Compare the first ${COMPARE_MAX}`
              : `Compare these ${comparable.length} cars`}
          </Link>
        </p>
      ) : null}
      {missing.length ? (
        <ul className="garage-missing" aria-label="Cars no longer listed">
          {missing.map((id) => (
            <li key={id}>
              <span>We could not find a car with id {id}. It may have been removed.</span>
              <Form method="post" action="/saved">
                <input type="hidden" name="id" value={id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="btn btn-outline btn-small"
                >
                  Remove<span className="visually-hidden"> car {id}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {cars.length ? (
        <ul className="grid">
          {cars.map((car) => (
            <li key={car.id} className="saved-item">
              <CarCard car={car} brandNames={brandNames} headingLevel={2} saved />
              {car.availability === 'Sold' ? (
                <p className="sold-note">This car has been sold.</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export function ErrorBoundary() {
  return <GeneralErrorBoundary back={{ to: '/cars', label: 'Back to Cars' }} />
}
