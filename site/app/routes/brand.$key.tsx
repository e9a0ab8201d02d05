import { CARS_PAGE_SIZE, MAX_LIST_PAGE } from '@dealership/api/contract/options'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CarCard } from '../components/car-card'
import { Banner } from '../components/banner'
import { LoadError } from '../components/load-error'
import { PagingCapNote, Pagination } from '../components/pagination'
import { isNotFound, statusBoundary } from '../components/status-page'
import { getBrand, listCarCards } from '../lib/api.server'
import { carsApiQuery, DEFAULT_FILTERS, isPagingCapped, totalPages } from '../lib/car-filters'
import { pageMeta } from '../lib/meta'
import { useBrandNames } from '../lib/use-brand-names'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const key = (params.key ?? '').toLowerCase()
  const pageParam = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const page = Number.isInteger(pageParam) && pageParam > 0 ? Math.min(pageParam, MAX_LIST_PAGE) : 1
  const brand = await getBrand(context, key)
  if (!brand) throw data(null, { status: 404 })
  const cars = await listCarCards(
    context,
    carsApiQuery({ ...DEFAULT_FILTERS, brand: brand.key, page }, CARS_PAGE_SIZE),
  )
  return { brand, cars, page }
}

const NOT_FOUND_TEXT = "The brand you're looking for doesn't exist."

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
    path: `/brand/${brand.key}${data.page > 1 ? `?page=${data.page}` : ''}`,
    image: brand.bannerImage,
  })
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: { title: 'Brand Not Found', text: NOT_FOUND_TEXT },
  failed: {
    title: 'Error Loading Brand',
    body: <LoadError message="Unable to load brand data. Please try again later." />,
  },
})

export default function BrandPage() {
  const { brand, cars, page } = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  const pages = totalPages(cars.total, CARS_PAGE_SIZE)
  return (
    <>
      <Banner image={brand.bannerImage}>
        <h1>{brand.fullName || brand.name}</h1>
        <p>{brand.description}</p>
      </Banner>
      <section className="section" aria-labelledby="brand-cars-title">
        <h2 id="brand-cars-title">{brand.name} Vehicles</h2>
        {cars.cars.length === 0 ? (
          <p className="empty">No vehicles available for this brand.</p>
        ) : (
          <>
            <p className="result-count">
              {cars.total === 1 ? '1 vehicle found' : `${cars.total} vehicles found`}
            </p>
            <ul className="grid">
              {cars.cars.map((car) => (
                <li key={car.id}>
                  <CarCard car={car} brandNames={brandNames} />
                </li>
              ))}
            </ul>
          </>
        )}
        {isPagingCapped(cars.total, CARS_PAGE_SIZE, page) ? <PagingCapNote /> : null}
        <Pagination
          page={page}
          pages={pages}
          href={(p) => (p > 1 ? `/brand/${brand.key}?page=${p}` : `/brand/${brand.key}`)}
          label={`${brand.name} pages`}
        />
      </section>
    </>
  )
}
