import type { Car } from '@dealership/api/contract'
import { describe, expect, it } from 'vitest'
import {
  bestIndexes,
  compareHref,
  compareRows,
  parseCompareIds,
  rowDiffers,
  type CompareValue,
  type RowHelpers,
} from './compare'
import { displayText, formatNumber, formatPrice } from './format'

const n = (number: number | null): CompareValue => ({ text: String(number ?? 0), number })

describe('rowDiffers', () => {
  it('is true when any cell reads differently', () => {
    expect(rowDiffers([n(1), n(1), n(1)])).toBe(false)
    expect(rowDiffers([n(1), n(1), n(2)])).toBe(true)
    expect(
      rowDiffers([
        { text: 'AWD', number: null },
        { text: 'AWD', number: null },
      ]),
    ).toBe(false)
    expect(
      rowDiffers([
        { text: 'AWD', number: null },
        { text: 'RWD', number: null },
      ]),
    ).toBe(true)
    expect(rowDiffers([n(5)])).toBe(false)
  })
})

describe('bestIndexes', () => {
  it('prefers the lower value where lower is better (price, mileage)', () => {
    expect(bestIndexes([n(9_000_000), n(7_500_000), n(12_000_000)], 'lower')).toEqual([1])
  })

  it('prefers the higher value where higher is better (year, horsepower)', () => {
    expect(bestIndexes([n(2021), n(2024), n(2019), n(2024)], 'higher')).toEqual([1, 3])
  })

  it('marks nothing for rows without a rule, all-equal rows or a single number', () => {
    expect(bestIndexes([n(5), n(7)], null)).toEqual([])
    expect(bestIndexes([n(300), n(300)], 'higher')).toEqual([])
    expect(bestIndexes([n(300), n(null)], 'higher')).toEqual([])
  })

  it('never lets a missing value win, though it shows as 0', () => {
    // No recorded mileage is not "the lowest mileage".
    expect(bestIndexes([n(null), n(20_000), n(45_000)], 'lower')).toEqual([1])
  })

  it('ranks only the eligible cells (a sold car is shown, not ranked)', () => {
    expect(
      bestIndexes([n(5_000_000), n(9_000_000), n(8_000_000)], 'lower', (i) => i !== 0),
    ).toEqual([2])
  })
})

describe('parseCompareIds', () => {
  const parse = (query: string) => parseCompareIds(new URLSearchParams(query))

  it('reads a comma list and repeated parameters, in order, without duplicates', () => {
    expect(parse('ids=a1,b2,a1').ids).toEqual(['a1', 'b2'])
    expect(parse('ids=a1&ids=b2,c3').ids).toEqual(['a1', 'b2', 'c3'])
    expect(parse('ids=%20a1%20,,b2').ids).toEqual(['a1', 'b2'])
  })

  it('keeps at most four and says so', () => {
    const parsed = parse('ids=a,b,c,d,e')
    expect(parsed.ids).toEqual(['a', 'b', 'c', 'd'])
    expect(parsed.truncated).toBe(true)
    expect(parse('ids=a,b,c,d').truncated).toBe(false)
  })

  it('sets apart what cannot be a car id', () => {
    const parsed = parse('ids=a1,<script>,b2')
    expect(parsed.ids).toEqual(['a1', 'b2'])
    expect(parsed.invalid).toEqual(['<script>'])
  })

  it('round-trips through the shareable address', () => {
    expect(compareHref(['a1', 'b2'])).toBe('/compare?ids=a1,b2')
    expect(compareHref([])).toBe('/compare')
    expect(parse(compareHref(['a1', 'b2']).split('?')[1]!).ids).toEqual(['a1', 'b2'])
  })
})

describe('compareRows', () => {
  const helpers: RowHelpers = {
    brandName: (key) => key.toUpperCase(),
    formatPrice,
    formatNumber,
    displayText,
  }
  const car = (over: Partial<Car>): Car =>
    ({
      id: 'x',
      brand: 'bmw',
      model: 'X5',
      year: 2022,
      price: 10_000_000,
      mileage: 20_000,
      horsepower: 335,
      fuel: 'Petrol',
      transmission: 'Automatic',
      engine: '3.0L',
      availability: 'In Stock',
      seats: 5,
      doors: 5,
      ...over,
    }) as Car

  it('marks differences and bests by each rule', () => {
    const rows = compareRows(
      [
        car({ id: 'a', price: 12_000_000, year: 2023, mileage: 5_000, horsepower: 400 }),
        car({ id: 'b', price: 9_000_000, year: 2021, mileage: 30_000, horsepower: 300, seats: 7 }),
      ],
      helpers,
    )
    const row = (key: string) => rows.find((r) => r.key === key)!
    const best = (key: string) => row(key).cells.map((c) => c.best)
    expect(best('price')).toEqual([false, true])
    expect(best('mileage')).toEqual([true, false])
    expect(best('year')).toEqual([true, false])
    expect(best('horsepower')).toEqual([true, false])
    // Seats differ but are a need, not a merit: never ranked.
    expect(row('seats').differs).toBe(true)
    expect(best('seats')).toEqual([false, false])
    expect(row('fuel').differs).toBe(false)
    expect(row('brand').cells[0]!.text).toBe('BMW')
    expect(row('price').cells[1]!.text).toBe(formatPrice(9_000_000))
  })

  it('shows a sold car but gives it no best', () => {
    const rows = compareRows(
      [
        car({ id: 'a', price: 5_000_000, availability: 'Sold' }),
        car({ id: 'b' }),
        car({ id: 'c', price: 11_000_000 }),
      ],
      helpers,
    )
    expect(rows.find((r) => r.key === 'price')!.cells.map((c) => c.best)).toEqual([
      false,
      true,
      false,
    ])
  })
})
