import fc from 'fast-check'
import { FINANCE_DEFAULTS } from './finance'
import { describe, expect, it } from 'vitest'
import {
  activeFilterChips,
  carsApiQuery,
  clearFiltersHref,
  DEFAULT_FILTERS,
  isPagingCapped,
  parseCarFilters,
  priceSteps,
  serializeCarFilters,
  clampPrice,
  priceStepFor,
  totalFromContentRange,
  totalPages,
} from './car-filters'

const parse = (q: string) => parseCarFilters(new URLSearchParams(q))

describe('parseCarFilters', () => {
  it('defaults to everything', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS)
    expect(parse('brand=&year=&fuel=all&minPrice=0&maxPrice=25000000')).toEqual(DEFAULT_FILTERS)
  })
  it('reads every filter', () => {
    expect(
      parse(
        'brand=BMW&year=2023&fuel=Petrol&condition=New&drivetrain=AWD&bodyStyle=SUV&minPrice=2000000&maxPrice=9000000&monthly=150000&sort=price-asc&sold=1&page=3',
      ),
    ).toEqual({
      brand: 'bmw',
      year: 2023,
      fuel: 'Petrol',
      condition: 'New',
      drivetrain: 'AWD',
      bodyStyle: 'SUV',
      minPrice: 2_000_000,
      maxPrice: 9_000_000,
      monthly: 150_000,
      sort: 'price-asc',
      sold: true,
      page: 3,
    })
  })
  it('shows sold cars only for sold=1', () => {
    expect(parse('sold=1').sold).toBe(true)
    for (const q of ['', 'sold=0', 'sold=yes', 'sold=']) expect(parse(q).sold).toBe(false)
  })
  it("clamps prices into the slider's range and swaps reversed bounds", () => {
    expect(parse('minPrice=99000000').minPrice).toBe(25_000_000)
    // Kept as typed, not moved onto the million steps.
    expect(parse('minPrice=1400000').minPrice).toBe(1_400_000)
    expect(parse('minPrice=9000000&maxPrice=3000000')).toMatchObject({
      minPrice: 3_000_000,
      maxPrice: 9_000_000,
    })
  })
  it('ignores garbage', () => {
    expect(parse('year=abc&page=-2&sort=evil&minPrice=1e9')).toEqual(DEFAULT_FILTERS)
  })
  it('keeps a body style in the URL and the API query, like the other choices', () => {
    expect(serializeCarFilters(parse('bodyStyle=SUV&brand=bmw'))).toBe('brand=bmw&bodyStyle=SUV')
    expect(carsApiQuery(parse('bodyStyle=Coupe'), 24).get('bodyStyle')).toBe('Coupe')
    expect(parse('bodyStyle=all').bodyStyle).toBeNull()
  })
})

describe('serializeCarFilters', () => {
  it('leaves defaults out', () => {
    expect(serializeCarFilters(DEFAULT_FILTERS)).toBe('')
    expect(serializeCarFilters({ ...DEFAULT_FILTERS, brand: 'bmw', page: 2 })).toBe(
      'brand=bmw&page=2',
    )
  })
  it('is a fixed point: parsing its output gives the same state', () => {
    fc.assert(
      fc.property(
        fc.record({
          brand: fc.option(fc.constantFrom('bmw', 'audi', 'land-rover'), { nil: null }),
          year: fc.option(fc.integer({ min: 1990, max: 2026 }), { nil: null }),
          fuel: fc.option(fc.constantFrom('Petrol', 'Diesel', 'Hybrid'), { nil: null }),
          min: fc.integer({ min: 0, max: 40_000_000 }),
          max: fc.integer({ min: 0, max: 40_000_000 }),
          page: fc.integer({ min: 1, max: 500 }),
          monthly: fc.option(fc.integer({ min: -5, max: 200_000_000 }), { nil: null }),
        }),
        (r) => {
          const q = new URLSearchParams()
          if (r.brand) q.set('brand', r.brand)
          if (r.year !== null) q.set('year', String(r.year))
          if (r.fuel) q.set('fuel', r.fuel)
          q.set('minPrice', String(r.min))
          q.set('maxPrice', String(r.max))
          q.set('page', String(r.page))
          if (r.monthly !== null) q.set('monthly', String(r.monthly))
          const once = serializeCarFilters(parseCarFilters(q))
          const twice = serializeCarFilters(parse(once))
          expect(twice).toBe(once)
        },
      ),
    )
  })
})

describe('carsApiQuery', () => {
  it('sends inclusive bounds, and no upper bound at the top of the slider', () => {
    const q = carsApiQuery({ ...DEFAULT_FILTERS, minPrice: 2_000_000, maxPrice: 5_000_000 }, 24)
    expect(q.get('minPrice')).toBe('2000000')
    expect(q.get('maxPrice')).toBe('5000000')
    const all = carsApiQuery(DEFAULT_FILTERS, 24)
    expect(all.has('minPrice')).toBe(false)
    expect(all.has('maxPrice')).toBe(false)
    expect(all.get('perPage')).toBe('24')
    expect(all.get('page')).toBe('1')
  })
  it('turns a monthly budget into a price ceiling, the lower of it and the slider', () => {
    // 100,000 a month at 20% down, 14%, 48 months buys up to 4,574,318 (finance.test.ts).
    const monthly = { ...DEFAULT_FILTERS, monthly: 100_000 }
    expect(carsApiQuery(monthly, 24).get('maxPrice')).toBe('4574318')
    expect(carsApiQuery({ ...monthly, maxPrice: 3_000_000 }, 24).get('maxPrice')).toBe('3000000')
    // With the console's settings: no interest, 100,000 × 48 / 0.8 = 6,000,000.
    const free = { ...FINANCE_DEFAULTS, ratePercent: 0 }
    expect(carsApiQuery(monthly, 24, free).get('maxPrice')).toBe('6000000')
    expect(serializeCarFilters(monthly)).toBe('monthly=100000')
    expect(parse('monthly=150,000').monthly).toBe(150_000)
    expect(parse('monthly=150%20000').monthly).toBe(150_000)
    for (const q of ['monthly=0', 'monthly=abc', 'monthly=', 'monthly=999999999']) {
      expect(parse(q).monthly).toBeNull()
    }
  })
  it('leaves sold cars out unless the visitor asked for them', () => {
    expect(carsApiQuery(DEFAULT_FILTERS, 24).get('sold')).toBe('exclude')
    expect(carsApiQuery({ ...DEFAULT_FILTERS, sold: true }, 24).has('sold')).toBe(false)
    expect(serializeCarFilters({ ...DEFAULT_FILTERS, sold: true, page: 2 })).toBe('sold=1&page=2')
  })
})

describe('price steps and pages', () => {
  it('0 to 25,000,000 in steps of 1,000,000', () => {
    const steps = priceSteps()
    expect(steps).toHaveLength(26)
    expect(steps[0]).toBe(0)
    expect(steps.at(-1)).toBe(25_000_000)
    expect(clampPrice(-5)).toBe(0)
    expect(clampPrice(30_000_000)).toBe(25_000_000)
  })
  it('keeps a typed bound as typed, never moved onto a million', () => {
    expect(parse('maxPrice=400000')).toMatchObject({ minPrice: 0, maxPrice: 400_000 })
    expect(parse('maxPrice=7500000').maxPrice).toBe(7_500_000)
    expect(parse('minPrice=2250000').minPrice).toBe(2_250_000)
    expect(carsApiQuery(parse('maxPrice=7500000'), 24).get('maxPrice')).toBe('7500000')
    expect(serializeCarFilters(parse('maxPrice=7500000'))).toBe('maxPrice=7500000')
  })
  it('gives a slider a step its bound lies on, so the browser keeps the bound', () => {
    expect(priceStepFor(8_000_000)).toBe(1_000_000)
    expect(priceStepFor(7_500_000)).toBe(100_000)
    expect(priceStepFor(400_000)).toBe(100_000)
    expect(priceStepFor(2_250_000)).toBe(10_000)
    expect(priceStepFor(1_234_567)).toBe(1)
    expect(priceStepFor(0)).toBe(1_000_000)
  })
  it('counts pages', () => {
    expect(totalPages(0, 24)).toBe(1)
    expect(totalPages(48, 24)).toBe(2)
    expect(totalPages(49, 24)).toBe(3)
  })
  it('pages no deeper than the cap, and says so on the last page only when more exist', () => {
    expect(totalPages(100_000, 24)).toBe(100)
    expect(parse('page=4000').page).toBe(100)
    expect(isPagingCapped(100_000, 24, 100)).toBe(true)
    expect(isPagingCapped(100_000, 24, 99)).toBe(false)
    expect(isPagingCapped(2_400, 24, 100)).toBe(false)
  })
})

describe('activeFilterChips', () => {
  const names = { brand: (k: string) => k.toUpperCase(), price: (v: number) => `KES ${v}` }
  it('has none for the defaults', () => {
    expect(activeFilterChips(DEFAULT_FILTERS, names)).toEqual([])
    expect(activeFilterChips({ ...DEFAULT_FILTERS, sort: 'price-asc', page: 3 }, names)).toEqual([])
  })
  it('links each filter to the same list without it, on page 1 with the same sort', () => {
    const filters = parse(
      'brand=bmw&fuel=Diesel&minPrice=2000000&maxPrice=9000000&sold=1&sort=price-asc&page=4',
    )
    expect(activeFilterChips(filters, names)).toEqual([
      {
        key: 'brand',
        label: 'BMW',
        href: '/cars?fuel=Diesel&minPrice=2000000&maxPrice=9000000&sort=price-asc&sold=1',
      },
      {
        key: 'fuel',
        label: 'Diesel',
        href: '/cars?brand=bmw&minPrice=2000000&maxPrice=9000000&sort=price-asc&sold=1',
      },
      {
        key: 'price',
        label: 'KES 2000000 to KES 9000000',
        href: '/cars?brand=bmw&fuel=Diesel&sort=price-asc&sold=1',
      },
      {
        key: 'sold',
        label: 'Sold cars shown',
        href: '/cars?brand=bmw&fuel=Diesel&minPrice=2000000&maxPrice=9000000&sort=price-asc',
      },
    ])
    expect(clearFiltersHref(filters)).toBe('/cars?sort=price-asc')
    expect(clearFiltersHref(parse('fuel=Diesel'))).toBe('/cars')
  })
  it('names one-sided price ranges', () => {
    expect(activeFilterChips(parse('minPrice=5000000'), names)[0]?.label).toBe('From KES 5000000')
    expect(activeFilterChips(parse('maxPrice=5000000'), names)[0]?.label).toBe('Up to KES 5000000')
    expect(activeFilterChips(parse('monthly=150000&fuel=Diesel'), names)).toEqual([
      { key: 'fuel', label: 'Diesel', href: '/cars?monthly=150000' },
      { key: 'monthly', label: 'Up to KES 150000 a month', href: '/cars?fuel=Diesel' },
    ])
    expect(activeFilterChips(parse('year=2021&condition=New&drivetrain=AWD'), names)).toHaveLength(
      3,
    )
  })
})

describe('totalFromContentRange', () => {
  it('reads the total after the slash', () => {
    expect(totalFromContentRange('cars 0-23/1234', 24)).toBe(1234)
    expect(totalFromContentRange(null, 7)).toBe(7)
  })
})
