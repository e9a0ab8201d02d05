import type { Brand } from '@dealership/api/contract'
import { dealerPlaceSchema, openingHoursLines } from '@dealership/api/contract/dealer'
import { HOME_MAX_OFFERS } from '@dealership/api/contract/options'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FeaturedCarousel } from '../components/featured-carousel'
import { Img } from '../components/img'
import { IMAGE_SIZES, LOGO_HIDDEN_WHEN } from '../lib/image-srcset'
import { JsonLd } from '../components/json-ld'
import { LoadError } from '../components/load-error'
import { OfferCard } from '../components/offer-card'
import { Testimonials } from '../components/testimonials'
import { featuredCars } from '../api/featured-cars.server'
import { liveOffers } from '../api/limited-offers.server'
import { listBrands } from '../api/brands.server'
import { reservationsOpen } from '../api/reservations.server'
import { settle } from '../api/client.server'
import { offersNow } from '../lib/offers'
import { canReserve } from '../lib/reservable.server'
import { fullRowColumns } from '../lib/grid'
import { absoluteUrl, staticPageMeta } from '../lib/meta'
import { useBrandNames, useSiteConfig } from '../lib/use-brand-names'
import { GeneralErrorBoundary } from '../components/status-page'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = Number(new URL(request.url).searchParams.get('featured') ?? '1')
  const now = new Date()
  const [featured, brands, offers, reservations] = await Promise.all([
    settle(featuredCars(context)),
    settle(listBrands(context)),
    settle(liveOffers(context)),
    settle(reservationsOpen(context)),
  ])
  const open = reservations.ok && reservations.data
  return {
    featuredPage: Number.isInteger(page) ? page : 1,
    featured,
    brands,
    offers: offers.ok
      ? {
          ok: true as const,
          data: offers.data
            .slice(0, HOME_MAX_OFFERS)
            .map((o) => ({ ...o, reservable: canReserve(open, o.carId) })),
        }
      : offers,
    now: offersNow(now),
  }
}

export const meta = staticPageMeta({
  title: 'Luxury Cars in Nairobi',
  description:
    'Browse luxury and performance cars in Nairobi: featured vehicles, top brands, limited-time offers and car imports, with prices in Ksh.',
  path: '/',
})

/**
 * The brands: on a wide screen in as many columns as fill every row (ten make two rows of
 * five); on a phone small tiles, two to a row (styles.css).
 */
function BrandsGrid({ brands }: { brands: Brand[] }) {
  if (brands.length === 0) return <p className="empty">No brands available</p>
  return (
    <ul className="grid brand-grid" data-cols={fullRowColumns(brands.length, 6, 3)}>
      {brands.map((b) => (
        <li key={b.key}>
          <Link to={`/brand/${b.key}`} className="card brand-card">
            <Img
              src={b.logoImage}
              alt=""
              width={96}
              height={96}
              sizes={IMAGE_SIZES.logo}
              hiddenWhen={LOGO_HIDDEN_WHEN}
            />
            <span className="card-title">{b.name}</span>
            <span className="muted">{b.fullName}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export default function Home() {
  const data = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  const { siteName, origin, testimonialsEmbedUrl, dealer } = useSiteConfig()
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'AutoDealer',
          '@id': absoluteUrl(origin, '/#dealer'),
          name: siteName,
          url: absoluteUrl(origin, '/'),
          image: absoluteUrl(origin, '/favicon.svg'),
          priceRange: 'KES',
          currenciesAccepted: 'KES',
          ...(dealer
            ? {
                ...dealerPlaceSchema(dealer),
                description: openingHoursLines(dealer.openingHours)
                  .map((h) => `${h.days}: ${h.hours}`)
                  .join('; '),
              }
            : {}),
        }}
      />
      <section className="hero">
        <h1>Drive the Extraordinary</h1>
        <p>
          Hand-picked luxury and performance vehicles in Nairobi, imported to order and priced in
          Kenyan shillings.
        </p>
        <div className="actions">
          <Link to="/cars" className="btn">
            Browse Our Cars
          </Link>
          <Link to="/import" className="btn btn-outline">
            Import a Car
          </Link>
        </div>
      </section>

      <section className="section" id="featured" aria-labelledby="featured-title">
        <div className="section-head">
          <h2 id="featured-title">Featured Vehicles</h2>
          <Link to="/cars">View all cars</Link>
        </div>
        {!data.featured.ok ? (
          <LoadError message="Unable to load featured cars. Please try again later." />
        ) : data.featured.data.length === 0 ? (
          <p className="empty">No featured vehicles available.</p>
        ) : (
          <FeaturedCarousel
            cars={data.featured.data}
            initialPage={data.featuredPage}
            brandNames={brandNames}
          />
        )}
      </section>

      <section className="section" aria-labelledby="brands-title">
        <h2 id="brands-title">Luxury Brands</h2>
        {data.brands.ok ? (
          <BrandsGrid brands={data.brands.data} />
        ) : (
          <LoadError message="Unable to load brands. Please try again later." />
        )}
      </section>

      <section className="section" aria-labelledby="offers-title">
        <div className="section-head">
          <h2 id="offers-title">Limited Time Offers</h2>
          <Link to="/offers">See all offers</Link>
        </div>
        {!data.offers.ok ? (
          <LoadError message="Unable to load limited offers. Please try again later." />
        ) : data.offers.data.length === 0 ? (
          <p className="empty">No limited time offers available at the moment.</p>
        ) : (
          <ul className="grid" data-cols={fullRowColumns(data.offers.data.length, HOME_MAX_OFFERS)}>
            {data.offers.data.map((o) => (
              <li key={o.id}>
                <OfferCard offer={o} brandNames={brandNames} now={data.now} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="section" aria-labelledby="import-title">
        <div className="promo">
          <h2 id="import-title">Can't find your dream car?</h2>
          <p>
            We import any luxury vehicle to order, handling sourcing, shipping and clearance. Tell
            us what you want and we will contact you within 24 hours.
          </p>
          <Link to="/import" className="btn">
            Start an Import Order
          </Link>
        </div>
      </section>

      <Testimonials embedUrl={testimonialsEmbedUrl} />
    </>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
