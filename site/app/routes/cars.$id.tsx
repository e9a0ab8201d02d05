import { NO_STORE } from '@dealership/api/http/cache-control'
import { todayInNairobi } from '@dealership/api/contract/nairobi'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from '@remix-run/react'
import type { Car, CarHistory } from '@dealership/api/contract'
import { CarLeadForms, type CarLeadFailure, type CarLeadSent } from '../components/car-lead-forms'
import { CarActionBar } from '../components/car-page/action-bar'
import { CarActions } from '../components/car-page/car-actions'
import { carBreadcrumbs, carJsonLd } from '../components/car-page/json-ld.server'
import { HistorySummary } from '../components/car-page/history-summary'
import { carHistory } from '../api/car-history.server'
import { SimilarCars } from '../components/car-page/similar-cars'
import { CarSpecifications } from '../components/car-page/specifications'
import { Gallery, galleryImages } from '../components/gallery'
import { JsonLd } from '../components/json-ld'
import { LoadError } from '../components/load-error'
import { financeSettings } from '../api/finance-settings.server'
import { getCar, type CarSummary } from '../api/cars.server'
import { listBrands } from '../api/brands.server'
import { reservationsOpen } from '../api/reservations.server'
import { settle } from '../api/client.server'
import { CarFinance } from '../components/car-finance'
import type { FinanceSettings } from '../lib/finance'
import { isNotFound, statusBoundary } from '../components/status-page'
import {
  brandName,
  carTitle,
  displayDescription,
  displayNumber,
  displayText,
  formatNumber,
  formatPrice,
} from '../lib/format'
import { isSpam, submitForRecord, textValues, toPayload } from '../lib/forms.server'
import { withBuyerSession } from '../lib/buyer-cookies.server'
import { LEAD_FORMS, sentFrom } from '../lib/car-page.server'
import { similarCars } from '../api/cars.server'
import { canReserve } from '../lib/reservable.server'
import { BEING_RESERVED, isBeingReserved } from '../lib/reservations'
import { SENT_PARAM } from '../lib/forms'
import { brandNamesFrom, pageMeta } from '../lib/meta'
import { carShareCard, shareImage } from '@dealership/api/contract/share-card'
import { useBrandNames, useSiteConfig } from '../lib/use-brand-names'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [car, finance, brands, open, records] = await Promise.all([
    getCar(context, params.id ?? ''),
    financeSettings(context),
    settle(listBrands(context)),
    settle(reservationsOpen(context)),
    settle(carHistory(context, params.id ?? '')),
  ])
  if (!car) throw data(null, { status: 404 })
  const brandName = (brands.ok && brands.data.find((b) => b.key === car.brand)?.name) || car.brand
  const card = shareImage(carShareCard(car, brandName, context.config.siteName))
  const today = todayInNairobi()
  const last = new Date(
    Date.parse(`${today}T00:00:00Z`) + context.config.testDriveHorizonDays * 86_400_000,
  )
  const sent = sentFrom(new URL(request.url))
  // A sold car's page stays, with cars the visitor might buy instead.
  const similar = car.availability === 'Sold' ? await similarCars(context, car) : []
  const history = records.ok ? records.data : null
  const { siteName } = context.config
  const origin = new URL(request.url).origin
  return data(
    {
      car,
      jsonLd: carJsonLd(car, history, { brand: brandName, origin, siteName }),
      breadcrumbs: carBreadcrumbs(origin, car, { brand: brandName }),
      // Only what the section shows: the rest of the records are the history page's.
      history: history && { badges: history.badges, imperfections: history.imperfections },
      card,
      sent,
      similar,
      finance,
      dates: { min: today, max: last.toISOString().slice(0, 10) },
      // Reserve online: M-Pesa is set up and the car is for sale now or to order.
      reservable: canReserve(open.ok && open.data, car),
    },
    // A confirmation names one visitor's reference: nobody else's copy.
    sent ? { headers: { 'Cache-Control': NO_STORE } } : undefined,
  )
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const carId = params.id ?? ''
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent !== 'enquiry' && intent !== 'test-drive') throw data(null, { status: 400 })
  const anchor = intent === 'enquiry' ? '#enquire' : '#test-drive'
  const sentUrl = (query: string) => `/cars/${carId}?${SENT_PARAM}=${intent}${query}${anchor}`
  // A bot: thanked, nothing stored.
  if (isSpam(form)) return redirect(sentUrl(''))
  const { path, schema, fields, messages } = LEAD_FORMS[intent]
  const values = textValues(form, fields)
  const payload = { ...toPayload(values, []), carId }
  const check = schema(context.config.testDriveHorizonDays)
  const poster = withBuyerSession(context, request)
  const result = await submitForRecord(poster, { path, schema: check, values, payload, messages })
  if ('failure' in result) {
    const failure: CarLeadFailure = { intent, ...result.failure }
    return data(failure, { status: 400 })
  }
  const { record } = result
  const appointment = 'byAppointment' in record && record.byAppointment ? '&appointment=1' : ''
  return redirect(sentUrl(`&ref=${encodeURIComponent(record.reference ?? '')}${appointment}`))
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers()
  const cacheControl = actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control')
  if (cacheControl) headers.set('Cache-Control', cacheControl)
  return headers
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params, error }) => {
  const car = data?.car
  if (!car) {
    return pageMeta(matches, {
      title: isNotFound(error) ? 'Car Not Found' : 'Error',
      description: NOT_FOUND_TEXT,
      path: `/cars/${params.id ?? ''}`,
      noindex: true,
    })
  }
  const title = `${brandName(car.brand, brandNamesFrom(matches))} ${car.model} ${car.year}`
  return pageMeta(matches, {
    title,
    description: `${title} for ${formatPrice(car.price)} in Nairobi: ${displayText(car.fuel)}, ${displayText(car.gearbox ?? car.transmission)}, ${formatNumber(car.mileage)} km. ${car.availability}.`,
    path: `/cars/${car.id}`,
    card: data.card,
    type: 'product',
  })
}

const NOT_FOUND_TEXT = "The vehicle you're looking for doesn't exist or is no longer available."

function TagList({ items }: { items: string[] }) {
  return (
    <ul className="tag-list">
      {items.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  )
}

function CarDetail({
  car,
  jsonLd,
  breadcrumbs,
  history,
  sent,
  dates,
  similar,
  finance,
  reservable,
}: {
  car: Car
  jsonLd: Record<string, unknown>
  breadcrumbs: Record<string, unknown>
  history: Pick<CarHistory, 'badges' | 'imperfections'> | null
  sent: CarLeadSent | null
  dates: { min: string; max: string }
  similar: CarSummary[]
  finance: FinanceSettings
  reservable: boolean
}) {
  const failure: CarLeadFailure | undefined = useActionData<typeof action>()
  const location = useLocation()
  const brandNames = useBrandNames()
  const { dealer } = useSiteConfig()
  const [params] = useSearchParams()
  const brand = brandName(car.brand, brandNames)
  const title = carTitle(car, brandNames)
  const images = galleryImages(car.mainImage, car.images)
  const imageParam = Number(params.get('image') ?? '1')
  return (
    <article className="page">
      <JsonLd data={jsonLd} />
      <JsonLd data={breadcrumbs} />
      <p>
        <Link to="/cars" className="back-link">
          ← Back to Cars
        </Link>
      </p>
      <div className="detail">
        <Gallery
          images={images}
          title={`${title} ${car.year}`}
          initial={Number.isInteger(imageParam) ? imageParam - 1 : 0}
          enlarged={params.get('enlarge') === '1'}
        />
        <div className="detail-summary">
          <h1>
            {title} <span className="muted">({displayNumber(car.year)})</span>
          </h1>
          <p className="price">{formatPrice(car.price)}</p>
          <p>
            Availability:{' '}
            <strong
              className={`availability availability-${car.availability.replace(/\s+/g, '-').toLowerCase()}`}
            >
              {car.availability}
            </strong>
            {car.isLimited ? <strong className="muted"> · Limited Offer</strong> : null}
          </p>
          {isBeingReserved(car) ? (
            <p className="being-reserved-note" role="status">
              {BEING_RESERVED}
            </p>
          ) : null}
          {car.availability === 'Sold' ? (
            <p className="sold-note" role="status">
              This car has been sold. See similar cars below, or{' '}
              <Link to="/contact">contact us</Link> to find one like it.
            </p>
          ) : null}
          <CarActions car={car} brand={brand} title={title} reservable={reservable} />
          {history ? (
            <HistorySummary carId={car.id} history={history} sold={car.availability === 'Sold'} />
          ) : null}
        </div>
      </div>
      <CarSpecifications car={car} brand={brand} />
      <section aria-labelledby="description-title">
        <h2 id="description-title">Description</h2>
        <p>{displayDescription(car.description)}</p>
      </section>
      {car.awards.length > 0 ? (
        <section aria-labelledby="awards-title">
          <h2 id="awards-title">Awards</h2>
          <TagList items={car.awards} />
        </section>
      ) : null}
      {car.safetyFeatures.length > 0 ? (
        <section aria-labelledby="safety-title">
          <h2 id="safety-title">Safety Features</h2>
          <TagList items={car.safetyFeatures} />
        </section>
      ) : null}
      {car.availability !== 'Sold' && car.price > 0 ? (
        <CarFinance price={car.price} settings={finance} />
      ) : null}
      {car.availability === 'Sold' ? (
        <SimilarCars cars={similar} brandNames={brandNames} />
      ) : (
        <CarLeadForms
          carTitle={`${title} ${car.year}`}
          sent={sent}
          failure={failure}
          dates={dates}
          formKey={location.key}
        />
      )}
      <CarActionBar car={car} phone={dealer?.telephone ?? ''} reservable={reservable} />
    </article>
  )
}

export default function CarPage() {
  return <CarDetail {...useLoaderData<typeof loader>()} />
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: { title: 'Car Not Found', text: NOT_FOUND_TEXT },
  failed: {
    title: 'Error',
    body: <LoadError message="Unable to load car details. Please try again later." />,
  },
})
