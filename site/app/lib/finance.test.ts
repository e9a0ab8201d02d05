import { describe, expect, it } from 'vitest'
import {
  defaultQuote,
  FINANCE_DEFAULTS,
  financeHref,
  financeQuote,
  financeTerms,
  monthlyPayment,
  priceForMonthly,
  readFinanceForm,
} from './finance'

// The formula: M = P·r / (1 − (1 + r)^−n), r = annual rate / 12 / 100, n = months.

describe('monthlyPayment', () => {
  it('matches worked examples', () => {
    // P = 100,000, 12% a year: r = 0.01, n = 12.
    // 1.01^12 = 1.126825; 1 / 1.126825 = 0.887449; 1 − 0.887449 = 0.112551;
    // M = 100,000 × 0.01 / 0.112551 = 8,884.88
    expect(monthlyPayment(100_000, 12, 12)).toBeCloseTo(8884.88, 2)
    // No interest: the loan in equal parts. 1,200,000 / 12 = 100,000.
    expect(monthlyPayment(1_200_000, 0, 12)).toBe(100_000)
    // Nothing borrowed, nothing to pay.
    expect(monthlyPayment(0, 14, 48)).toBe(0)
  })
})

describe('financeQuote', () => {
  it('gives the issue’s example in whole shillings', () => {
    // Price 10,000,000, deposit 20% = 2,000,000, loan P = 8,000,000, 14% over 48 months:
    // r = 0.14 / 12 = 0.0116667; (1 + r)^48 = 1.745007; (1 + r)^−48 = 0.573064;
    // M = 8,000,000 × 0.0116667 / (1 − 0.573064) = 93,333.33 / 0.426936 = 218,611.81
    // → 218,612 a month; repaid 48 × 218,612 = 10,493,376; interest 10,493,376 −
    // 8,000,000 = 2,493,376; total cost 2,000,000 + 10,493,376 = 12,493,376.
    expect(
      financeQuote({ price: 10_000_000, deposit: 20, depositUnit: 'percent', term: 48, rate: 14 }),
    ).toEqual({
      deposit: 2_000_000,
      loan: 8_000_000,
      monthly: 218_612,
      totalInterest: 2_493_376,
      totalCost: 12_493_376,
    })
  })

  it('takes the deposit in KES too', () => {
    // Price 5,000,000, deposit 1,500,000, loan 3,500,000 at 0% over 24 months:
    // 3,500,000 / 24 = 145,833.33 → 145,833; repaid 3,499,992 (the rounding), so the
    // "interest" is −8 and the total cost 4,999,992.
    expect(
      financeQuote({ price: 5_000_000, deposit: 1_500_000, depositUnit: 'kes', term: 24, rate: 0 }),
    ).toEqual({
      deposit: 1_500_000,
      loan: 3_500_000,
      monthly: 145_833,
      totalInterest: -8,
      totalCost: 4_999_992,
    })
  })
})

describe('readFinanceForm', () => {
  const read = (q: string) => readFinanceForm(new URLSearchParams(q))

  it('shows the defaults and no figures before a price is given', () => {
    expect(read('')).toEqual({
      values: { price: '', deposit: '20', depositUnit: 'percent', term: '48', rate: '14' },
      errors: {},
      quote: null,
      input: null,
    })
  })

  it('reads a shared result address', () => {
    const form = read('price=10000000&deposit=20&term=48&rate=14')
    expect(form.errors).toEqual({})
    expect(form.quote?.monthly).toBe(218_612)
    expect(financeHref(form.input!)).toBe('/finance?price=10000000&deposit=20&term=48&rate=14')
    // Commas, spaces and a currency or percent sign are allowed as typed.
    expect(read('price=10,000,000 KES&deposit=20%25&term=48&rate=14').quote?.monthly).toBe(218_612)
  })

  it('says what is wrong with each field and keeps the input', () => {
    const form = read('price=abc&deposit=5&term=13&rate=80')
    expect(form.quote).toBeNull()
    expect(form.values.price).toBe('abc')
    expect(form.errors).toEqual({
      price: 'Enter the car’s price in Ksh.',
      deposit: 'The deposit must be at least 10% and less than the price.',
      term: 'Choose a term from 12 to 60 months.',
      rate: 'Enter an annual interest rate from 0 to 50%.',
    })
    // A KES deposit is checked against the price.
    expect(read('price=1000000&deposit=50000&depositUnit=kes').errors.deposit).toBe(
      'The deposit must be at least 10% and less than the price.',
    )
    expect(read('price=1000000&deposit=1000000&depositUnit=kes').errors.deposit).toBeDefined()
    expect(read('price=1000000&deposit=100000&depositUnit=kes').errors).toEqual({})
  })

  it('offers terms of 12 to 60 months a year apart', () => {
    expect(financeTerms()).toEqual([12, 24, 36, 48, 60])
  })
})

describe('priceForMonthly', () => {
  it('turns a monthly budget into the highest price it pays for', () => {
    // Defaults: 20% down, 14% a year over 48 months: (1 + r)^−48 = 0.5730636, r = 0.0116667.
    // L = 100,000 × (1 − 0.5730636) / 0.0116667 = 3,659,454.6; price = L / 0.8 = 4,574,318.
    expect(priceForMonthly(100_000)).toBe(4_574_318)
    // The quote of that price pays no more than the budget.
    expect(defaultQuote(4_574_318).monthly).toBe(100_000)
    // The example backwards: 218,612 a month buys the 10,000,000 car (and 8 KES more).
    expect(priceForMonthly(218_612)).toBe(10_000_008)
    // No interest: 100,000 × 48 = 4,800,000 borrowed, 80% of 6,000,000.
    expect(priceForMonthly(100_000, { ...FINANCE_DEFAULTS, ratePercent: 0 })).toBe(6_000_000)
  })
})

describe('defaultQuote', () => {
  it('uses the settings’ deposit, term and rate', () => {
    expect(defaultQuote(10_000_000).monthly).toBe(218_612)
    // 30% down over 36 months at 0%: 7,000,000 / 36 = 194,444.44 → 194,444.
    const s = { ...FINANCE_DEFAULTS, depositPercent: 30, termMonths: 36, ratePercent: 0 }
    expect(defaultQuote(10_000_000, s)).toMatchObject({ deposit: 3_000_000, monthly: 194_444 })
  })
})
