// /compare?ids=a,b,c: two to four cars side by side. The address is the comparison, so
// it can be shared, and the page is the same for everyone who opens it (cached like any
// public page). Only /compare without ids is personal: it sends the visitor to their own
// set (kept in the saved-cars cookie by the posts below), or says there is none yet.
import type { Car } from '@dealership/api/contract'
import { NO_STORE } from '@dealership/api/http/cache-control'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import type { GarageAnswer } from '../components/garage-controls'
import { Img } from '../components/img'
import { carsByIds } from '../api/cars.server'
import { carHistory } from '../api/car-history.server'
import { settle } from '../api/client.server'
import { compareRecord } from '../lib/car-history.server'
import {
  compareRows,
  COMPARE_MIN,
  parseCompareIds,
  type CompareRecord,
  type CompareRow,
  type RowHelpers,
} from '../lib/compare'
import { brandName, carTitle, displayText, formatNumber, formatPrice } from '../lib/format'
import {
  addToCompare,
  compareHref,
  COMPARE_MAX,
  isCarId,
  removeFromCompare,
  type Garage,
} from '../lib/garage'
import { garageSetCookie, readGarage } from '../lib/garage.server'
import { pageMeta } from '../lib/meta'
import { useBrandNames } from '../lib/use-brand-names'
import { GeneralErrorBoundary } from '../components/status-page'

const PRIVATE = { 'Cache-Control': NO_STORE }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  if (!params.has('ids')) {
    // The visitor's own set: personal, so neither this redirect nor the page is kept.
    const garage = readGarage(request, context.config.garageCookie.secret)
    if (garage.compare.length) throw redirect(compareHref(garage.compare), { headers: PRIVATE })
    const none: {
      ids: string[]
      cars: Car[]
      missing: string[]
      truncated: boolean
      records: Record<string, CompareRecord>
    } = { ids: [], cars: [], missing: [], truncated: false, records: {} }
    return data(none, { headers: PRIVATE })
  }
  const { ids, invalid, truncated } = parseCompareIds(params)
  const { cars, missing } = await carsByIds(context, ids)
  // Each car's records in the comparison's words; a car whose history fails to load
  // shows as one without records.
  const histories = await Promise.all(cars.map((car) => settle(carHistory(context, car.id))))
  const records: Record<string, CompareRecord> = {}
  for (const h of histories) if (h.ok && h.data) records[h.data.carId] = compareRecord(h.data)
  return { ids, cars, missing: [...missing, ...invalid], truncated, records }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const id = form.get('id')
  const cookie = context.config.garageCookie
  const before = readGarage(request, cookie.secret)
  // The set on the page the post came from (a shared comparison), else the visitor's own.
  const shown = form.has('ids')
    ? parseCompareIds(new URLSearchParams({ ids: String(form.get('ids')) })).ids
    : before.compare
  let garage: Garage
  let to: string
  if (intent === 'add' && isCarId(id)) {
    garage = addToCompare({ ...before, compare: shown }, id)
    to = compareHref(garage.compare)
  } else if (intent === 'remove' && isCarId(id)) {
    garage = removeFromCompare({ ...before, compare: shown }, id)
    to = compareHref(garage.compare)
  } else if (intent === 'browse') {
    // "Add another car": keep this set, then choose from the listing.
    garage = { ...before, compare: shown }
    to = '/cars'
  } else {
    throw data('Choose a car to compare.', { status: 400, headers: PRIVATE })
  }
  const headers = { ...PRIVATE, 'Set-Cookie': garageSetCookie(garage, cookie) }
  if (form.get('via') === 'fetch') return data({ garage } satisfies GarageAnswer, { headers })
  return redirect(to, { headers })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control')
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers()
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: 'Compare Cars',
    description: 'Cars side by side: every specification, the differences and the best values.',
    path: compareHref(data?.ids ?? []),
    // Any mix of cars is a page: not one for search engines.
    noindex: true,
  })

/** What the better value of a numeric row is called in its cell. */
const BEST_WORD: Record<string, string> = {
  price: 'Lowest price',
  mileage: 'Lowest mileage',
  year: 'Newest',
  horsepower: 'Most power',
}

function CompareTable({ cars, ids, rows }: { cars: Car[]; ids: string[]; rows: CompareRow[] }) {
  const brandNames = useBrandNames()
  const groups = [...new Set(rows.map((r) => r.group))]
  return (
    <>
      {/* Above the table, not in its caption: a caption is as wide as the table, and on a
        phone the table scrolls sideways, so the end of each line was out of sight. */}
      <p id="compare-key" className="compare-key muted">
        Rows that differ are marked “Differs”; the best value of a row is marked: lowest price and
        mileage, newest year, most horsepower.
      </p>
      <div
        className="compare-scroll"
        role="region"
        aria-labelledby="compare-caption"
        aria-describedby="compare-key"
        tabIndex={0}
      >
        <table className="compare-table">
          <caption id="compare-caption">{cars.length} cars side by side</caption>
          <thead>
            <tr>
              <td />
              {cars.map((car) => {
                const title = `${carTitle(car, brandNames)} ${car.year}`
                return (
                  <th key={car.id} scope="col" className="compare-car">
                    <Img src={car.mainImage} alt="" width={320} height={200} sizes="200px" />
                    <Link to={`/cars/${car.id}`} className="compare-car-link">
                      {title}
                    </Link>
                    {car.availability === 'Sold' ? (
                      <span className="sold-note compare-sold">This car has been sold.</span>
                    ) : null}
                    <Form method="post" action="/compare" className="compare-remove">
                      <input type="hidden" name="id" value={car.id} />
                      <input type="hidden" name="ids" value={ids.join(',')} />
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className="btn btn-outline btn-small"
                      >
                        Remove<span className="visually-hidden"> {title}</span>
                      </button>
                    </Form>
                  </th>
                )
              })}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group}>
              <tr className="compare-group">
                <th scope="colgroup" colSpan={cars.length + 1}>
                  <span className="compare-pinned">{group}</span>
                </th>
              </tr>
              {rows
                .filter((r) => r.group === group)
                .map((row) => (
                  <tr key={row.key} className={row.differs ? 'compare-differs' : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? <span className="compare-tag">Differs</span> : null}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={cars[i]!.id} className={cell.best ? 'compare-best' : undefined}>
                        {cell.text}
                        {cell.best ? (
                          <strong className="compare-best-mark">
                            {BEST_WORD[row.key] ?? 'Best'}
                          </strong>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  )
}

export default function ComparePage() {
  const { ids, cars, missing, truncated, records } = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  const helpers: RowHelpers = {
    brandName: (key) => brandName(key, brandNames),
    formatPrice,
    formatNumber,
    displayText,
    record: (id) => records[id] ?? null,
  }
  const rows = compareRows(cars, helpers)
  const shown = cars.map((c) => c.id)
  return (
    <div className="page compare-page">
      <h1>Compare Cars</h1>
      {ids.length === 0 ? (
        <div className="empty-state">
          <p>
            Nothing to compare yet. Press “Add to compare” on two to {COMPARE_MAX} cars and they
            will be set side by side here.
          </p>
          <Link to="/cars" className="btn">
            Browse cars
          </Link>
        </div>
      ) : null}
      {missing.length || truncated ? (
        <div role="status">
          <ul className="garage-missing">
            {missing.map((id) => (
              <li key={id}>We could not find a car with id {id}.</li>
            ))}
            {truncated ? (
              <li>Up to {COMPARE_MAX} cars can be compared at once: these are the first four.</li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {ids.length > 0 && cars.length < COMPARE_MIN ? (
        <p>Add at least one more car to compare.</p>
      ) : null}
      {cars.length ? <CompareTable cars={cars} ids={shown} rows={rows} /> : null}
      {ids.length > 0 ? (
        <div className="compare-actions">
          {cars.length < COMPARE_MAX ? (
            <Form method="post" action="/compare">
              <input type="hidden" name="ids" value={shown.join(',')} />
              <button type="submit" name="intent" value="browse" className="btn">
                Add another car
              </button>
            </Form>
          ) : null}
          {cars.length >= COMPARE_MIN ? (
            <p className="muted">This page’s address is the comparison: share or bookmark it.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export function ErrorBoundary() {
  return <GeneralErrorBoundary back={{ to: '/cars', label: 'Back to Cars' }} />
}
