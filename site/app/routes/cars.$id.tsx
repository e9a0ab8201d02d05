import type { Car } from '@dealership/api/contract'
import { todayInNairobi } from '@dealership/api/contract/nairobi'
import { carEnquiryInput, testDriveInputOn } from '@dealership/api/contract'
import { NO_STORE } from '@dealership/api/http/cache-control'
import {
  data,
  type AppLoadContext,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from '@remix-run/react'
import {
  CAR_LEAD_INTENTS,
  CarLeadForms,
  type CarLeadFailure,
  type CarLeadIntent,
  type CarLeadSent,
} from '../components/car-lead-forms'
import { Gallery, galleryImages } from '../components/gallery'
import { Breadcrumbs, dealerRef, JsonLd } from '../components/json-ld'
import { LoadError } from '../components/load-error'
import {
  financeSettings,
  getCar,
  listBrands,
  listCarCards,
  settle,
  type CarSummary,
} from '../lib/api.server'
import { CarCard } from '../components/car-card'
import { CarFinance } from '../components/car-finance'
import type { FinanceSettings } from '../lib/finance'
import { GarageControls } from '../components/garage-controls'
import { carShareText, ShareCar } from '../components/share-car'
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
import { referenceIn } from '../lib/confirmation'
import { SENT_PARAM } from '../lib/forms'
import { absoluteUrl, brandNamesFrom, pageMeta } from '../lib/meta'
import { carShareCard, shareImage } from '@dealership/api/contract/share-card'
import { useBrandNames, useSiteConfig } from '../lib/use-brand-names'

/** The confirmation a post redirected to (`?sent=enquiry&ref=ENQ-…`), if any. */
function sentFrom(url: URL): CarLeadSent | null {
  const intent = url.searchParams.get(SENT_PARAM)
  if (!CAR_LEAD_INTENTS.includes(intent as CarLeadIntent)) return null
  return {
    intent: intent as CarLeadIntent,
    reference: referenceIn(url.searchParams),
    appointment: url.searchParams.get('appointment') === '1',
  }
}

const SIMILAR_COUNT = 4

/**
 * Up to four available cars like a sold one: the same brand first, then the same price
 * band (within a quarter either way); never sold ones, never the car itself.
 */
async function similarCars(context: AppLoadContext, car: Car): Promise<CarSummary[]> {
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

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [car, finance, brands] = await Promise.all([
    getCar(context, params.id ?? ''),
    financeSettings(context),
    settle(listBrands(context)),
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
  return data(
    {
      car,
      card,
      sent,
      similar,
      finance,
      dates: { min: today, max: last.toISOString().slice(0, 10) },
    },
    // A confirmation names one visitor's reference: nobody else's copy.
    sent ? { headers: { 'Cache-Control': NO_STORE } } : undefined,
  )
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers()
  const cacheControl = actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control')
  if (cacheControl) headers.set('Cache-Control', cacheControl)
  return headers
}

const LEAD_FORMS = {
  enquiry: {
    path: '/api/enquiries',
    schema: () => carEnquiryInput,
    fields: ['name', 'phone', 'email', 'preferredContact', 'message'],
    messages: {
      failed: 'Failed to send your enquiry',
      unexpected: 'An error occurred while sending your enquiry.',
    },
  },
  'test-drive': {
    path: '/api/test-drives',
    // Today's bounds: a past date is named with the other mistakes, as the API names it.
    schema: (horizonDays: number) => testDriveInputOn(todayInNairobi(), horizonDays),
    fields: ['preferredDate', 'preferredTime', 'name', 'phone', 'email'],
    messages: {
      failed: 'Failed to book the test drive',
      unexpected: 'An error occurred while booking your test drive.',
    },
  },
} as const

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
  const result = await submitForRecord(context, path, check, values, payload, payload, messages)
  if ('failure' in result) {
    const failure: CarLeadFailure = { intent, ...result.failure }
    return data(failure, { status: 400 })
  }
  const record = result.record as { reference?: string; byAppointment?: boolean }
  const appointment = record.byAppointment ? '&appointment=1' : ''
  return redirect(sentUrl(`&ref=${encodeURIComponent(record.reference ?? '')}${appointment}`))
}

const NOT_FOUND_TEXT = "The vehicle you're looking for doesn't exist or is no longer available."

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
    description: `${title} for ${formatPrice(car.price)} in Nairobi: ${displayText(car.fuel)}, ${displayText(car.transmission)}, ${formatNumber(car.mileage)} km. ${car.availability}.`,
    path: `/cars/${car.id}`,
    card: data.card,
    type: 'product',
  })
}

/** schema.org's item conditions (a certified pre-owned car is a used one). */
const CONDITION_SCHEMA: Record<string, string> = {
  New: 'https://schema.org/NewCondition',
  Used: 'https://schema.org/UsedCondition',
  'Certified Pre-Owned': 'https://schema.org/UsedCondition',
  Refurbished: 'https://schema.org/RefurbishedCondition',
}

const AVAILABILITY_SCHEMA: Record<Car['availability'], string> = {
  'In Stock': 'https://schema.org/InStock',
  'Out of Stock': 'https://schema.org/OutOfStock',
  'Pre-Order': 'https://schema.org/PreOrder',
  Reserved: 'https://schema.org/Reserved',
  Sold: 'https://schema.org/SoldOut',
}

function carJsonLd(car: Car, brand: string, origin: string, siteName: string) {
  const condition = car.condition ? CONDITION_SCHEMA[car.condition] : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${brand} ${car.model}`,
    brand: { '@type': 'Brand', name: brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    image: galleryImages(car.mainImage, car.images).map((src) => absoluteUrl(origin, src)),
    description: displayDescription(car.description),
    fuelType: car.fuel,
    vehicleTransmission: car.transmission,
    vehicleEngine: { '@type': 'EngineSpecification', name: car.engine },
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: displayNumber(car.mileage),
      unitCode: 'KMT',
    },
    ...(car.drivetrain ? { driveWheelConfiguration: car.drivetrain } : {}),
    ...(car.bodyStyle ? { bodyType: car.bodyStyle } : {}),
    ...(car.exteriorColor ? { color: car.exteriorColor } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    offers: {
      '@type': 'Offer',
      price: displayNumber(car.price),
      priceCurrency: 'KES',
      availability: AVAILABILITY_SCHEMA[car.availability],
      ...(condition ? { itemCondition: condition } : {}),
      url: absoluteUrl(origin, `/cars/${car.id}`),
      seller: dealerRef(origin, siteName),
    },
  }
}

/** A spec's text, or null when staff left it blank. */
const specText = (value: string | null | undefined) => value?.trim() || null
/** A count or measure, or null when missing (or 0, which no car has: seats, horsepower). */
const specCount = (value: number | null | undefined, unit = '') =>
  typeof value === 'number' && value > 0 ? `${formatNumber(value)}${unit}` : null

type SpecGroup = [group: string, rows: [label: string, value: string][]]

/** The car's specifications by group, each with only the rows that have a value. */
function specGroups(car: Car, brand: string): SpecGroup[] {
  const groups: [string, [string, string | null][]][] = [
    [
      'Overview',
      [
        ['Brand', brand],
        ['Model', specText(car.model)],
        // A year is a name, not a count: "2021", never "2,021".
        ['Year', typeof car.year === 'number' && car.year > 0 ? String(car.year) : null],
        ['Price', formatPrice(car.price)],
        // 0 km is a real reading (a new car); only a missing one is left out.
        ['Mileage', typeof car.mileage === 'number' ? `${formatNumber(car.mileage)} km` : null],
        ['Condition', specText(car.condition)],
        ['Location', specText(car.location)],
        ['Warranty', specText(car.warranty)],
        // The API sends it only when staff chose to show it.
        ['VIN / chassis number', specText(car.vin)],
      ],
    ],
    [
      'Performance',
      [
        ['Engine', specText(car.engine)],
        ['Horsepower', specCount(car.horsepower, ' hp')],
        ['Acceleration', specText(car.acceleration)],
        ['Top Speed', specText(car.topSpeed)],
        ['Transmission', specText(car.transmission)],
        ['Drivetrain', specText(car.drivetrain)],
        ['Fuel', specText(car.fuel)],
        ['Fuel Economy', specText(car.fuelEconomy)],
      ],
    ],
    [
      'Comfort',
      [
        ['Body Style', specText(car.bodyStyle)],
        ['Exterior Colour', specText(car.exteriorColor)],
        ['Seats', specCount(car.seats)],
        ['Doors', specCount(car.doors)],
        ['Cargo Space', specText(car.cargoSpace)],
        ['Interior', specText(car.interior)],
        ['Infotainment', specText(car.infotainment)],
      ],
    ],
  ]
  return groups
    .map(([group, rows]): SpecGroup => [
      group,
      rows.filter((row): row is [string, string] => row[1] !== null),
    ])
    .filter(([, rows]) => rows.length > 0)
}

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
  sent,
  dates,
  similar,
  finance,
}: {
  car: Car
  sent: CarLeadSent | null
  dates: { min: string; max: string }
  similar: CarSummary[]
  finance: FinanceSettings
}) {
  const failure = useActionData<typeof action>() as CarLeadFailure | undefined
  const location = useLocation()
  const brandNames = useBrandNames()
  const { origin, dealer, siteName } = useSiteConfig()
  const [params] = useSearchParams()
  const brand = brandName(car.brand, brandNames)
  const title = carTitle(car, brandNames)
  const images = galleryImages(car.mainImage, car.images)
  const imageParam = Number(params.get('image') ?? '1')
  // Grouped so a phone shows them in two compact columns, not one long list. A row
  // without a value is left out, and a group without rows.
  const specs = specGroups(car, brand)
  return (
    <article className="page">
      <JsonLd data={carJsonLd(car, brand, origin, siteName)} />
      <Breadcrumbs
        origin={origin}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Our Cars', path: '/cars' },
          { name: brand, path: `/brand/${car.brand}` },
          { name: `${brand} ${car.model} ${car.year}`, path: `/cars/${car.id}` },
        ]}
      />
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
          {car.availability === 'Sold' ? (
            <p className="sold-note" role="status">
              This car has been sold. See similar cars below, or{' '}
              <Link to="/contact">contact us</Link> to find one like it.
            </p>
          ) : null}
          {/* Everything the visitor can do with the car, as one group: the one thing to do
              first (the filled button), then the rest, all of one size (see .car-actions). */}
          <div className="car-actions">
            {car.availability === 'Sold' ? null : (
              <>
                {/* Through our redirect, which counts the click against the car. */}
                <a
                  className="btn"
                  href={`/cars/${encodeURIComponent(car.id)}/chat`}
                  target="_blank"
                  rel="nofollow noopener noreferrer"
                >
                  Contact Dealer
                </a>
                <a className="btn btn-outline" href="#enquire">
                  Enquire about this car
                </a>
                <a className="btn btn-outline" href="#test-drive">
                  Book a test drive
                </a>
              </>
            )}
            <GarageControls carId={car.id} carName={`${title} ${car.year}`} />
            <ShareCar
              title={`${title} ${car.year}`}
              text={carShareText(car, brand, siteName)}
              url={absoluteUrl(origin, `/cars/${car.id}`)}
            />
          </div>
        </div>
      </div>
      {/* Below the gallery and the summary, across the page: three groups side by side
          on a wide screen rather than a long column beside a short gallery. */}
      <section aria-labelledby="specs-title" className="car-specs">
        <h2 id="specs-title">Specifications</h2>
        <div className="specs">
          {specs.map(([group, rows]) => (
            <div key={group} className="spec-group">
              <h3>{group}</h3>
              <dl>
                {rows.map(([label, value]) => (
                  <div key={label} className="spec">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>
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
        <section aria-labelledby="similar-title">
          <h2 id="similar-title">Similar cars</h2>
          {similar.length ? (
            <ul className="grid">
              {similar.map((c) => (
                <li key={c.id}>
                  <CarCard car={c} brandNames={brandNames} />
                </li>
              ))}
            </ul>
          ) : (
            <p>
              No similar cars right now. <Link to="/cars">Browse all cars</Link>.
            </p>
          )}
        </section>
      ) : (
        <CarLeadForms
          carTitle={`${title} ${car.year}`}
          sent={sent}
          failure={failure}
          dates={dates}
          formKey={location.key}
        />
      )}
      <CarActionBar car={car} phone={dealer?.telephone ?? ''} />
    </article>
  )
}

/**
 * On a phone, the price and the ways to reach the dealer stay in view at the bottom of
 * the screen while the visitor reads (the page leaves room for the bar; see .car-bar).
 */
/** `phone`: the showroom's telephone (dealer settings), + and digits. */
function CarActionBar({ car, phone }: { car: Car; phone: string }) {
  return (
    <div className="car-bar" role="region" aria-label="Price and contact">
      <p className="car-bar-price">
        {formatPrice(car.price)}
        {car.availability === 'Sold' || car.availability === 'Reserved' ? (
          <span className="car-bar-state"> · {car.availability}</span>
        ) : null}
      </p>
      {car.availability === 'Sold' ? (
        <div className="car-bar-actions">
          <a className="btn btn-small" href="#similar-title">
            Similar cars
          </a>
        </div>
      ) : (
        <div className="car-bar-actions">
          <a
            className="btn btn-small"
            href={`/cars/${encodeURIComponent(car.id)}/chat`}
            target="_blank"
            rel="nofollow noopener noreferrer"
          >
            WhatsApp
          </a>
          {phone ? (
            <a className="btn btn-outline btn-small" href={`tel:${phone}`}>
              Call
            </a>
          ) : null}
          <a className="btn btn-outline btn-small" href="#enquire">
            Enquire
          </a>
        </div>
      )}
    </div>
  )
}

export default function CarPage() {
  const { car, sent, dates, similar, finance } = useLoaderData<typeof loader>()
  return <CarDetail car={car} sent={sent} dates={dates} similar={similar} finance={finance} />
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: { title: 'Car Not Found', text: NOT_FOUND_TEXT },
  failed: {
    title: 'Error',
    body: <LoadError message="Unable to load car details. Please try again later." />,
  },
})
