import { CARS_PAGE_SIZE, MAX_LIST_PAGE } from '@dealership/api/contract/options'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CarCard } from '../components/car-card'
import { Banner } from '../components/banner'
import { LoadError } from '../components/load-error'
import { PagingCapNote, Pagination } from '../components/pagination'
import { isNotFound, statusBoundary } from '../components/status-page'
import { getBrand } from '../api/brands.server'
import { listCarCards } from '../api/cars.server'
import { CARD_COLUMNS, fullRowColumns } from '../lib/grid'
import { carsApiQuery, DEFAULT_FILTERS, isPagingCapped, totalPages } from '../lib/car-filters'
import { pageMeta } from '../lib/meta'
import { brandShareCard, shareImage } from '@dealership/api/contract/share-card'
import { Breadcrumbs } from '../components/json-ld'
import { useBrandNames, useSiteConfig } from '../lib/use-brand-names'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const key = (params.key ?? '').toLowerCase()
  const search = new URL(request.url).searchParams
  const pageParam = Number(search.get('page') ?? '1')
  const page = Number.isInteger(pageParam) && pageParam > 0 ? Math.min(pageParam, MAX_LIST_PAGE) : 1
  // Sold cars are left out unless asked for, as on /cars.
  const sold = search.get('sold') === '1'
  const brand = await getBrand(context, key)
  if (!brand) throw data(null, { status: 404 })
  const cars = await listCarCards(
    context,
    carsApiQuery({ ...DEFAULT_FILTERS, brand: brand.key, sold, page }, CARS_PAGE_SIZE),
  )
  const card = shareImage(brandShareCard(brand, context.config.siteName))
  return { brand, cars, page, sold, card }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params, error }) => {
  const brand = data?.brand
  if (!brand) {
    return pageMeta(matches, {
      title: isNotFound(error) ? 'Brand Not Found' : 'Error Loading Brand',
      description: NOT_FOUND_TEXT,
      path: `/brand/${params.key ?? ''}`,
      noindex: true,
    })
  }
  return pageMeta(matches, {
    title: brand.fullName || brand.name,
    description: `${brand.name} cars for sale in Nairobi. ${brand.description}`.slice(0, 160),
    path: brandHref(brand.key, data.page, data.sold),
    card: data.card,
  })
}

/** A brand page's URL: page 1 and the default (sold cars hidden) are left out. */
function brandHref(key: string, page: number, sold: boolean): string {
  const q = new URLSearchParams()
  if (sold) q.set('sold', '1')
  if (page > 1) q.set('page', String(page))
  const query = q.toString()
  return `/brand/${key}${query ? `?${query}` : ''}`
}

const NOT_FOUND_TEXT = "The brand you're looking for doesn't exist."

export default function BrandPage() {
  const { brand, cars, page, sold } = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  const { origin } = useSiteConfig()
  const pages = totalPages(cars.total, CARS_PAGE_SIZE)
  return (
    <>
      <Breadcrumbs
        origin={origin}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Our Cars', path: '/cars' },
          { name: brand.name, path: `/brand/${brand.key}` },
        ]}
      />
      <Banner image={brand.bannerImage}>
        {/* The short name heads the page; the company's full name goes beneath it. */}
        <h1>{brand.name}</h1>
        {brand.fullName && brand.fullName !== brand.name ? (
          <p className="banner-sub">{brand.fullName}</p>
        ) : null}
        <p>{brand.description}</p>
      </Banner>
      <section className="section" aria-labelledby="brand-cars-title">
        <h2 id="brand-cars-title">{brand.name} Vehicles</h2>
        <div className="results-bar">
          {cars.cars.length > 0 ? (
            <p className="result-count">
              {cars.total === 1 ? '1 vehicle found' : `${cars.total} vehicles found`}
            </p>
          ) : null}
          <p className="list-option">
            <Link to={brandHref(brand.key, 1, !sold)} preventScrollReset>
              {sold ? 'Hide sold cars' : 'Show sold cars'}
            </Link>
          </p>
        </div>
        {cars.cars.length === 0 ? (
          <p className="empty">No vehicles available for this brand.</p>
        ) : (
          <ul className="grid" data-cols={fullRowColumns(cars.cars.length, CARD_COLUMNS)}>
            {cars.cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} brandNames={brandNames} />
              </li>
            ))}
          </ul>
        )}
        {isPagingCapped(cars.total, CARS_PAGE_SIZE, page) ? <PagingCapNote /> : null}
        <Pagination
          page={page}
          pages={pages}
          href={(p) => brandHref(brand.key, p, sold)}
          label={`${brand.name} pages`}
        />
      </section>
    </>
  )
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: { title: 'Brand Not Found', text: NOT_FOUND_TEXT },
  failed: {
    title: 'Error Loading Brand',
    body: <LoadError message="Unable to load brand data. Please try again later." />,
  },
})
