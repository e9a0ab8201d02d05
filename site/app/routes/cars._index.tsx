import { CARS_PAGE_SIZE } from '@dealership/api/contract/options'
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation, useNavigation, useNavigationType } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { AlertSignup } from '../components/alert-signup'
import { CarCard } from '../components/car-card'
import { alertsHref, searchName } from '../lib/alerts'
import { ActiveFilters } from '../components/active-filters'
import { CarFiltersForm, SortControl } from '../components/car-filters-form'
import { FilterSheet, SheetOpener, useSheet } from '../components/filter-sheet'
import { LoadError } from '../components/load-error'
import { PagingCapNote, Pagination } from '../components/pagination'
import { carFacets, listCarCards } from '../api/cars.server'
import { financeSettings } from '../api/finance-settings.server'
import { settle } from '../api/client.server'
import { IMAGE_SIZES } from '../lib/image-srcset'
import {
  activeFilterChips,
  carsApiQuery,
  carsHref,
  clearFiltersHref,
  isPagingCapped,
  parseCarFilters,
  searchFiltersOf,
  serializeCarFilters,
  totalPages,
} from '../lib/car-filters'
import { formatPrice } from '../lib/format'
import { pageMeta } from '../lib/meta'
import { useBrandNames } from '../lib/use-brand-names'
import { NoMatches } from '../components/filter-actions'
import { GeneralErrorBoundary } from '../components/status-page'
import { useFieldsKey } from '../lib/use-debounced-submit'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const filters = parseCarFilters(url.searchParams)
  const query = serializeCarFilters(filters)
  const search = searchFiltersOf(filters)
  // One URL per filter state: a submitted GET form (empty and default fields) lands on it.
  if (url.search.replace(/^\?/, '') !== query) {
    throw redirect(carsHref(filters))
  }
  // The calculator's figures turn a monthly budget into a price ceiling: only then does
  // the list wait for them.
  const settings = financeSettings(context)
  const list =
    filters.monthly === null
      ? listCarCards(context, carsApiQuery(filters, CARS_PAGE_SIZE))
      : settings.then((f) => listCarCards(context, carsApiQuery(filters, CARS_PAGE_SIZE, f)))
  const [finance, cars, facets] = await Promise.all([
    settings,
    settle(list),
    settle(carFacets(context)),
  ])
  return {
    filters,
    finance,
    cars: cars.ok ? cars.data : null,
    facets: facets.ok ? facets.data : null,
    // Paging is part of the state, but page 1 is the canonical page of a filter.
    canonical: carsHref(filters),
    // "Email me new matches": named and addressed here, so the page's script needn't.
    alert: {
      action: alertsHref(search),
      name: searchName(
        search,
        Object.fromEntries((facets.ok ? facets.data.brands : []).map((b) => [b.key, b.name])),
      ),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: 'Our Cars',
    description:
      'Luxury cars for sale in Nairobi. Filter by brand, year, fuel, condition, drivetrain and price in Ksh.',
    path: data?.canonical ?? '/cars',
  })

/**
 * After a change of filters, sort or page, the results' top in view: a filter low in the
 * sidebar, changed with the list scrolled down, would otherwise leave the visitor looking
 * at the space the shorter list left. Back and forward keep the place they restore.
 */
function useResultsInView(search: string) {
  const results = useRef<HTMLElement>(null)
  const navigationType = useNavigationType()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const el = results.current
    if (navigationType !== 'POP' && el && el.getBoundingClientRect().top < 0) {
      el.scrollIntoView({ block: 'start' })
    }
  }, [search, navigationType])
  return results
}

export default function Cars() {
  const { filters, cars, facets, finance, alert } = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  const navigation = useNavigation()
  const location = useLocation()
  const sheet = useSheet('filters-sheet')
  const fields = useFieldsKey()
  const results = useResultsInView(location.search)
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/cars'
  const pages = cars ? totalPages(cars.total, CARS_PAGE_SIZE) : 1
  const pageHref = (page: number) => carsHref({ ...filters, page })
  const chips = activeFilterChips(filters, {
    brand: (key) => brandNames[key] ?? facets?.brands.find((b) => b.key === key)?.name ?? key,
    price: formatPrice,
  })

  return (
    <div className="page">
      <h1>Our Cars</h1>
      {!cars || !facets ? (
        <LoadError message="Unable to load cars. Please try again later." />
      ) : (
        <div className="layout-with-filters">
          {/* On a phone, a sheet behind the Filters control; beside the results on wider
              screens. Keyed by the URL so the fields follow it (Reset, back button), but
              not by its own navigations: what was typed while one travelled stays. */}
          <FilterSheet sheet={sheet} titleId="filters-title" backTo="#results-title">
            <CarFiltersForm
              key={fields.fieldsKey}
              onNavigate={fields.sending}
              filters={filters}
              facets={facets}
              finance={finance}
              total={cars.total}
              sheetOpen={sheet.open}
              onApplied={sheet.close}
            />
          </FilterSheet>
          <section ref={results} aria-labelledby="results-title" aria-busy={busy}>
            <h2 id="results-title" className="visually-hidden">
              Results
            </h2>
            <div className="results-bar">
              <p className="result-count" role="status">
                {cars.total === 1 ? '1 vehicle found' : `${cars.total} vehicles found`}
              </p>
              <div className="results-tools">
                <SheetOpener sheet={sheet} active={chips.length} />
                <SortControl key={location.search} filters={filters} />
              </div>
            </div>
            <ActiveFilters chips={chips} clearHref={clearFiltersHref(filters)} />
            {cars.cars.length === 0 ? (
              <NoMatches message="No vehicles match your current filters" resetTo="/cars" />
            ) : (
              <ul className="grid">
                {cars.cars.map((car, i) => (
                  <li key={car.id}>
                    <CarCard
                      car={car}
                      brandNames={brandNames}
                      imageSizes={IMAGE_SIZES.filteredCard}
                      eager={i < 3}
                    />
                  </li>
                ))}
              </ul>
            )}
            {isPagingCapped(cars.total, CARS_PAGE_SIZE, filters.page) ? <PagingCapNote /> : null}
            <Pagination page={filters.page} pages={pages} href={pageHref} label="Car pages" />
            <AlertSignup action={alert.action} searchName={alert.name} />
          </section>
        </div>
      )}
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
