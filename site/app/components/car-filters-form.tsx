import type { CarFacets, CarSort } from '@dealership/api/contract'
import { PRICE_FILTER } from '@dealership/api/contract/options'
import { Form, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  CAR_SORTS,
  parseCarFilters,
  serializeCarFilters,
  type CarFilters,
} from '../lib/car-filters'
import { formatPrice } from '../lib/format'
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

type Props = { filters: CarFilters; facets: CarFacets }

/**
 * A GET form: without JavaScript "Apply Filters" submits it and the server redirects to
 * the canonical URL; with JavaScript every change navigates straight to that URL.
 */
export function CarFiltersForm({ filters, facets }: Props) {
  const navigate = useNavigate()
  const [minPrice, setMinPrice] = useState(filters.minPrice)
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  const apply = (form: HTMLFormElement, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const params = new URLSearchParams()
      for (const [k, v] of new FormData(form)) if (typeof v === 'string') params.append(k, v)
      const query = serializeCarFilters(parseCarFilters(params))
      navigate(query ? `/cars?${query}` : '/cars', { preventScrollReset: true })
    }, delay)
  }

  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const target = e.target as HTMLInputElement
    if (target.name === 'minPrice') setMinPrice(Number(target.value))
    if (target.name === 'maxPrice') setMaxPrice(Number(target.value))
    apply(e.currentTarget, target.type === 'range' ? 400 : 0)
  }

  const select = (
    name: string,
    label: string,
    all: string,
    value: string,
    options: [string, string][],
  ) => (
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

  const range = (name: 'minPrice' | 'maxPrice', label: string, shown: number, initial: number) => (
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
        step={PRICE_FILTER.step}
        defaultValue={initial}
      />
    </div>
  )

  return (
    <Form
      method="get"
      action="/cars"
      className="filters"
      aria-labelledby="filters-title"
      onChange={onChange}
      onSubmit={(e) => {
        e.preventDefault()
        apply(e.currentTarget, 0)
      }}
    >
      <h2 id="filters-title">Filters</h2>
      {select(
        'brand',
        'Brand',
        'All Brands',
        filters.brand ?? '',
        facets.brands.map((b) => [b.key, b.name]),
      )}
      {select(
        'year',
        'Year',
        'All Years',
        filters.year === null ? '' : String(filters.year),
        facets.years.map((y) => [String(y), String(y)]),
      )}
      {select(
        'fuel',
        'Fuel',
        'All Fuel Types',
        filters.fuel ?? '',
        facets.fuels.map((f) => [f, f]),
      )}
      {select(
        'condition',
        'Condition',
        'All Conditions',
        filters.condition ?? '',
        facets.conditions.map((c) => [c, c]),
      )}
      {select(
        'drivetrain',
        'Drivetrain',
        'All Drivetrains',
        filters.drivetrain ?? '',
        facets.drivetrains.map((d) => [d, d]),
      )}
      <fieldset>
        <legend>Price range</legend>
        {range('minPrice', 'Minimum price', minPrice, filters.minPrice)}
        {range('maxPrice', 'Maximum price', maxPrice, filters.maxPrice)}
      </fieldset>
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
      {select(
        'sort',
        'Sort by',
        SORT_LABELS.newest,
        filters.sort === 'newest' ? '' : filters.sort,
        CAR_SORTS.filter((s) => s !== 'newest').map((s) => [s, SORT_LABELS[s]]),
      )}
      <FilterActions resetTo="/cars" />
    </Form>
  )
}
