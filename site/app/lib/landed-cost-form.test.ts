import { describe, expect, it } from 'vitest'
import { EXAMPLE_RATES } from '@dealership/api/contract/landed-cost.fixtures'
import { estimateQuery, readLandedCostForm } from './landed-cost-form'

const RATES = EXAMPLE_RATES
const read = (q: string) => readLandedCostForm(new URLSearchParams(q), RATES, 2026)

describe('readLandedCostForm', () => {
  it('shows an empty form without errors until a value is given', () => {
    expect(read('')).toEqual({
      values: { value: '', currency: 'KES', year: '', engineCc: '', fuel: 'petrol' },
      errors: {},
      input: null,
      result: null,
    })
  })

  it('reads a shared address as typed, commas and all', () => {
    // The worked example of landed-cost.test.ts: 3,000,000 KES, 2998 cc petrol, 2020.
    const form = read('value=3,000,000&currency=KES&year=2020&engineCc=2998&fuel=petrol')
    expect(form.errors).toEqual({})
    expect(form.result).toMatchObject({ totalCharges: 3_007_500, total: 6_007_500 })
    expect(estimateQuery(form.input!)).toBe(
      'value=3000000&currency=KES&year=2020&engineCc=2998&fuel=petrol',
    )
  })

  it('needs no engine size for an electric car', () => {
    const form = read('value=20000&currency=usd&year=2024&fuel=electric')
    expect(form.errors).toEqual({})
    expect(form.input).toMatchObject({ currency: 'USD', engineCc: 0, fuel: 'electric' })
    expect(form.result?.customsValue).toBe(2_590_000)
  })

  it('names what is wrong with each field and keeps the input', () => {
    const form = read('value=abc&year=&engineCc=12&fuel=diesel')
    expect(form.values).toMatchObject({ value: 'abc', engineCc: '12', fuel: 'diesel' })
    expect(form.result).toBeNull()
    expect(form.errors).toEqual({
      value: 'Enter the customs value as a number',
      year: 'Year of first registration is required',
      engineCc: 'Enter the engine capacity in cc',
    })
  })

  it('works out nothing when no rates are in force', () => {
    const form = readLandedCostForm(
      new URLSearchParams('value=1000000&year=2022&engineCc=1800&fuel=petrol'),
      null,
      2026,
    )
    expect(form.input).not.toBeNull()
    expect(form.result).toBeNull()
  })
})
