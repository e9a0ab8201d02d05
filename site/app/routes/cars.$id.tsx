import type { Car } from '@dealership/api/contract'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useSearchParams } from '@remix-run/react'
import { Gallery, galleryImages } from '../components/gallery'
import { JsonLd } from '../components/json-ld'
import { LoadError } from '../components/load-error'
import { getCar } from '../lib/api.server'
import { isNotFound, statusBoundary } from '../components/status-page'
import { carChatText, chatLink } from '../lib/chat'
import {
  brandName,
  carTitle,
  displayDescription,
  displayNumber,
  displayText,
  formatNumber,
  formatPrice,
} from '../lib/format'
import { absoluteUrl, brandNamesFrom, pageMeta } from '../lib/meta'
import { useBrandNames, useSiteConfig } from '../lib/use-brand-names'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const car = await getCar(context, params.id ?? '')
  if (!car) throw data(null, { status: 404 })
  return { car }
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
    image: car.mainImage,
    type: 'product',
  })
}

const AVAILABILITY_SCHEMA: Record<Car['availability'], string> = {
  'In Stock': 'https://schema.org/InStock',
  'Out of Stock': 'https://schema.org/OutOfStock',
  'Pre-Order': 'https://schema.org/PreOrder',
}

function carJsonLd(car: Car, brand: string, origin: string) {
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
    ...(car.condition ? { itemCondition: car.condition } : {}),
    offers: {
      '@type': 'Offer',
      price: displayNumber(car.price),
      priceCurrency: 'KES',
      availability: AVAILABILITY_SCHEMA[car.availability],
      url: absoluteUrl(origin, `/cars/${car.id}`),
    },
  }
}

function TagList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>
  return (
    <ul className="tag-list">
      {items.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  )
}

function CarDetail({ car }: { car: Car }) {
  const brandNames = useBrandNames()
  const { dealerWhatsapp, origin } = useSiteConfig()
  const [params] = useSearchParams()
  const brand = brandName(car.brand, brandNames)
  const title = carTitle(car, brandNames)
  const images = galleryImages(car.mainImage, car.images)
  const imageParam = Number(params.get('image') ?? '1')
  const specs: [string, string][] = [
    ['Brand', brand],
    ['Model', displayText(car.model)],
    ['Year', String(displayNumber(car.year))],
    ['Price', formatPrice(car.price)],
    ['Mileage', `${formatNumber(car.mileage)} km`],
    ['Fuel', displayText(car.fuel)],
    ['Transmission', displayText(car.transmission)],
    ['Engine', displayText(car.engine)],
    ['Horsepower', `${formatNumber(car.horsepower)} hp`],
    ['Condition', displayText(car.condition)],
    ['Drivetrain', displayText(car.drivetrain)],
    ['Acceleration', displayText(car.acceleration)],
    ['Top Speed', displayText(car.topSpeed)],
    ['Doors', String(displayNumber(car.doors))],
    ['Seats', String(displayNumber(car.seats))],
    ['Cargo Space', displayText(car.cargoSpace)],
    ['Fuel Economy', displayText(car.fuelEconomy)],
    ['Interior', displayText(car.interior)],
    ['Infotainment', displayText(car.infotainment)],
    ['Warranty', displayText(car.warranty)],
    ['Location', displayText(car.location)],
  ]
  return (
    <article className="page">
      <JsonLd data={carJsonLd(car, brand, origin)} />
      <p>
        <Link to="/cars">← Back to Cars</Link>
      </p>
      <div className="detail">
        <Gallery
          images={images}
          title={`${title} ${car.year}`}
          initial={Number.isInteger(imageParam) ? imageParam - 1 : 0}
          enlarged={params.get('enlarge') === '1'}
        />
        <div>
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
          <p>
            <a
              className="btn"
              href={chatLink(dealerWhatsapp, carChatText(car, brand))}
              target="_blank"
              rel="noopener noreferrer"
            >
              Contact Dealer
            </a>
          </p>
          <h2>Specifications</h2>
          <dl className="specs">
            {specs.map(([label, value]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <section aria-labelledby="description-title">
        <h2 id="description-title">Description</h2>
        <p>{displayDescription(car.description)}</p>
      </section>
      <section aria-labelledby="awards-title">
        <h2 id="awards-title">Awards</h2>
        <TagList items={car.awards} empty="N/A" />
      </section>
      <section aria-labelledby="safety-title">
        <h2 id="safety-title">Safety Features</h2>
        <TagList items={car.safetyFeatures} empty="N/A" />
      </section>
    </article>
  )
}

export default function CarPage() {
  const { car } = useLoaderData<typeof loader>()
  return <CarDetail car={car} />
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: { title: 'Car Not Found', text: NOT_FOUND_TEXT },
  failed: {
    title: 'Error',
    body: <LoadError message="Unable to load car details. Please try again later." />,
  },
})
