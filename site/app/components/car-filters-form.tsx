import type { CarFacets } from '@dealership/api/contract'
import { PRICE_FILTER } from '@dealership/api/contract/options'
import { CAR_SORTS, type CarSort } from '@dealership/api/contract/search-filters'
import { formatWhole } from '@dealership/api/contract/numbers'
import { Form, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  carsApiQuery,
  carsHref,
  parseCarFilters,
  priceStepFor,
  totalFromContentRange,
  type CarFilters,
} from '../lib/car-filters'
import type { FinanceSettings } from '../lib/finance'
import { formatPrice } from '../lib/format'
import { formParams, usePageTimer } from '../lib/use-debounced-submit'
import { FilterActions } from './filter-actions'

const SORT_LABELS: Record<CarSort, string> = {
  newest: 'Newest listings',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'year-desc': 'Year: newest first',
  'year-asc': 'Year: oldest first',
}

function priceLabel(value: number): string {
  return value >= PRICE_FILTER.max ? `${formatPrice(value)}+` : formatPrice(value)
}

type Props = {
  filters: CarFilters
  facets: CarFacets
  /** The calculator's deposit, term and rate: a monthly budget's price ceiling. */
  finance: FinanceSettings
  /** The list's total as shown: the sheet's "Show N cars" starts from it. */
  total: number
  /** Open as a sheet on a phone (JavaScript): changes count, "Show N cars" applies. */
  sheetOpen?: boolean
  /** Called when the filters are applied from the sheet. */
  onApplied?: () => void
  /** Told the address each of the form's own navigations goes to (`useFieldsKey`). */
  onNavigate?: (href: string) => void
}

export const CAR_FILTERS_FORM_ID = 'car-filters'

/** The filter state a filters form holds (its sort select is associated by id). */
function formFilters(form: HTMLFormElement): CarFilters {
  return parseCarFilters(formParams(form))
}

const formHref = (form: HTMLFormElement) => carsHref(formFilters(form))

/** How many cars a filters form's state matches, from the API's Content-Range. */
async function countCars(
  form: HTMLFormElement,
  finance: FinanceSettings,
  signal: AbortSignal,
): Promise<number | null> {
  const query = carsApiQuery(formFilters(form), 1, finance)
  const res = await fetch(`/api/cars?${query}`, { signal })
  if (!res.ok) return null
  const total = totalFromContentRange(res.headers.get('content-range'), -1)
  return total < 0 ? null : total
}

/**
 * A GET form: without JavaScript "Apply Filters" submits it and the server redirects to
 * the canonical URL; with JavaScript every change navigates straight to that URL, except
 * in the phone's sheet, where changes update "Show N cars" and that button applies them.
 */
export function CarFiltersForm({
  filters,
  facets,
  finance,
  total,
  sheetOpen = false,
  onApplied,
  onNavigate,
}: Props) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [minPrice, setMinPrice] = useState(filters.minPrice)
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice)
  const [count, setCount] = useState<number | null>(total)
  // A change's navigation (or the sheet's count) waits a moment; a link or a submit
  // meanwhile drops it, or it would take the visitor back to this list.
  const timer = usePageTimer()
  const counting = useRef<AbortController>()
  useEffect(() => () => counting.current?.abort(), [])
  // Closed without applying: the sheet shows the list's filters again next time. Only on
  // closing: a reset when the page comes alive could undo what the visitor just chose.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (sheetOpen) {
      wasOpen.current = true
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    counting.current?.abort()
    formRef.current?.reset()
    setMinPrice(filters.minPrice)
    setMaxPrice(filters.maxPrice)
    setCount(total)
  }, [sheetOpen, filters.minPrice, filters.maxPrice, total])

  const apply = (form: HTMLFormElement, delay: number) => {
    timer.schedule(() => {
      const href = formHref(form)
      onNavigate?.(href)
      navigate(href, { preventScrollReset: true })
      return href
    }, delay)
  }

  const recount = (form: HTMLFormElement, delay: number) => {
    counting.current?.abort()
    const controller = new AbortController()
    counting.current = controller
    setCount(null)
    timer.schedule(() => {
      countCars(form, finance, controller.signal)
        .then((n) => {
          if (!controller.signal.aborted) setCount(n)
        })
        .catch(() => {})
    }, delay)
  }

  const onChange = (e: FormEvent<HTMLFormElement>) => {
    // An input, or the sort's select (which applies at once).
    const input = e.target instanceof HTMLInputElement ? e.target : null
    if (input?.name === 'minPrice') setMinPrice(Number(input.value))
    if (input?.name === 'maxPrice') setMaxPrice(Number(input.value))
    // Let a slider settle and a typed amount be finished before the list follows.
    const delay = input?.type === 'range' ? 400 : input?.type === 'text' ? 700 : 0
    if (sheetOpen) recount(e.currentTarget, delay ? 250 : 0)
    else apply(e.currentTarget, delay)
  }

  return (
    <Form
      ref={formRef}
      id={CAR_FILTERS_FORM_ID}
      method="get"
      action="/cars"
      className="filters"
      aria-labelledby="filters-title"
      onChange={onChange}
      onSubmit={(e) => {
        e.preventDefault()
        timer.cancel()
        // Read now: closing the sheet resets its fields to the list's.
        const href = formHref(e.currentTarget)
        onNavigate?.(href)
        navigate(href, { preventScrollReset: true })
        onApplied?.()
      }}
    >
      <h2 id="filters-title">Filters</h2>
      <FilterSelect
        name={'brand'}
        label={'Brand'}
        all={'All Brands'}
        value={filters.brand ?? ''}
        options={facets.brands.map((b) => [b.key, b.name])}
      />
      <FilterSelect
        name={'year'}
        label={'Year'}
        all={'All Years'}
        value={filters.year === null ? '' : String(filters.year)}
        options={facets.years.map((y) => [String(y), String(y)])}
      />
      <FilterSelect
        name={'fuel'}
        label={'Fuel'}
        all={'All Fuel Types'}
        value={filters.fuel ?? ''}
        options={facets.fuels.map((f) => [f, f])}
      />
      <FilterSelect
        name={'condition'}
        label={'Condition'}
        all={'All Conditions'}
        value={filters.condition ?? ''}
        options={facets.conditions.map((c) => [c, c])}
      />
      <FilterSelect
        name={'drivetrain'}
        label={'Drivetrain'}
        all={'All Drivetrains'}
        value={filters.drivetrain ?? ''}
        options={facets.drivetrains.map((d) => [d, d])}
      />
      <FilterSelect
        name={'bodyStyle'}
        label={'Body style'}
        all={'All Body Styles'}
        value={filters.bodyStyle ?? ''}
        options={facets.bodyStyles.map((b) => [b, b])}
      />
      <fieldset>
        <legend>Price range</legend>
        <PriceRange
          name="minPrice"
          label="Minimum price"
          shown={minPrice}
          initial={filters.minPrice}
        />
        <PriceRange
          name="maxPrice"
          label="Maximum price"
          shown={maxPrice}
          initial={filters.maxPrice}
        />
      </fieldset>
      <div className="field">
        <label htmlFor="filter-monthly">Monthly budget (Ksh)</label>
        <input
          id="filter-monthly"
          name="monthly"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={filters.monthly ?? ''}
          aria-describedby="filter-monthly-hint"
        />
        <p id="filter-monthly-hint" className="hint muted">
          The most you want to pay a month, with {finance.depositPercent}% down over{' '}
          {finance.termMonths} months at {finance.ratePercent}% a year.
        </p>
      </div>
      <div className="field field-check">
        <input
          id="filter-sold"
          type="checkbox"
          name="sold"
          value="1"
          defaultChecked={filters.sold}
        />
        <label htmlFor="filter-sold">Show sold cars</label>
      </div>
      <FilterActions
        resetTo="/cars"
        submitLabel={
          sheetOpen ? (count === null ? 'Show cars' : `Show ${carCount(count)}`) : undefined
        }
      />
    </Form>
  )
}

const carCount = (n: number) => (n === 1 ? '1 car' : `${formatWhole(n)} cars`)

/**
 * The sort, beside the result count and outside the sheet, in the filters form by its
 * id. With JavaScript a change applies at once; without it, its Sort button submits.
 */
export function SortControl({ filters }: { filters: CarFilters }) {
  const navigate = useNavigate()
  return (
    <div className="sort-control">
      <label htmlFor="filter-sort">Sort by</label>
      <select
        id="filter-sort"
        name="sort"
        form={CAR_FILTERS_FORM_ID}
        defaultValue={filters.sort === 'newest' ? '' : filters.sort}
        onChange={(e) => {
          const form = e.currentTarget.form
          if (form) navigate(formHref(form), { preventScrollReset: true })
        }}
      >
        <option value="">{SORT_LABELS.newest}</option>
        {CAR_SORTS.filter((s) => s !== 'newest').map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={CAR_FILTERS_FORM_ID} className="btn btn-outline btn-small">
          Sort
        </button>
      </noscript>
    </div>
  )
}

/** One of the filters' choices: a labelled select whose first option is "all". */
function FilterSelect({
  name,
  label,
  all,
  value,
  options,
}: {
  name: string
  label: string
  all: string
  value: string
  options: [string, string][]
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A price slider with its amount beside the label: `shown` now, `initial` as loaded. */
function PriceRange({
  name,
  label,
  shown,
  initial,
}: {
  name: 'minPrice' | 'maxPrice'
  label: string
  shown: number
  initial: number
}) {
  return (
    <div className="field">
      {/* The value is beside the label, not inside it: an <output> is labelable, and a
          label may hold no control other than the one it is for. */}
      <div className="range-label">
        <label htmlFor={`filter-${name}`}>{label}:</label>{' '}
        <output htmlFor={`filter-${name}`} id={`filter-${name}-value`}>
          {priceLabel(shown)}
        </output>
      </div>
      <input
        id={`filter-${name}`}
        aria-describedby={`filter-${name}-value`}
        type="range"
        name={name}
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={priceStepFor(initial)}
        defaultValue={initial}
      />
    </div>
  )
}
