import { describe, expect, it } from 'vitest'
import { financingOffers, warrantyOffer } from './financing'

const zero = { name: 'Savannah Bank', ratePercent: 0, depositPercent: 50, termMonths: 12 }
const apr = { name: 'Rift Valley Credit', ratePercent: 3.9, depositPercent: 30, termMonths: 48 }

describe('financingOffers', () => {
  it('says each preset’s own figures in the spec’s words, with its last day', () => {
    const offers = financingOffers(
      [
        { ...zero, offeredUntil: '2026-12-31' },
        { ...apr, offeredUntil: '2027-01-15' },
      ],
      '2026-11-20',
    )
    expect(offers).toEqual([
      {
        title: '0% Interest Financing',
        description: '0% interest for 12 months with 50% down payment.',
        lender: 'Savannah Bank',
        validUntil: '31 December 2026',
        href: '/finance?deposit=50&term=12&rate=0',
      },
      {
        title: '3.9% APR Financing',
        description: '3.9% APR with 30% down payment over 48 months.',
        lender: 'Rift Valley Credit',
        validUntil: '15 January 2027',
        href: '/finance?deposit=30&term=48&rate=3.9',
      },
    ])
  })

  it('shows a preset through its last day, then no more; one without a day never', () => {
    const presets = [zero, { ...apr, offeredUntil: '2026-11-20' }]
    expect(financingOffers(presets, '2026-11-20').map((o) => o.lender)).toEqual([
      'Rift Valley Credit',
    ])
    expect(financingOffers(presets, '2026-11-21')).toEqual([])
  })
})

describe('warrantyOffer', () => {
  const settings = { warrantyExtraYears: 2, warrantyOfferedUntil: '2026-12-31' }

  it('says the extra years on new vehicles and the last day, through that day', () => {
    expect(warrantyOffer(settings, '2026-12-31')).toEqual({
      description: '2 extra years of warranty on new vehicles.',
      validUntil: '31 December 2026',
    })
    expect(warrantyOffer({ ...settings, warrantyExtraYears: 1 }, '2026-11-20')?.description).toBe(
      '1 extra year of warranty on new vehicles.',
    )
  })

  it('is gone the day after, and never without both figures', () => {
    expect(warrantyOffer(settings, '2027-01-01')).toBeNull()
    expect(
      warrantyOffer({ warrantyExtraYears: null, warrantyOfferedUntil: null }, '2026-11-20'),
    ).toBeNull()
  })
})
