import type { Car, LimitedOffer } from '@dealership/api/contract'
import { describe, expect, it } from 'vitest'
import { daysLeft, daysLeftLabel } from './offers'
import { liveOffers } from './offers.server'

describe('daysLeft', () => {
  const now = new Date('2025-06-10T09:00:00Z') // 12:00 in Nairobi
  it('rounds part days up', () => {
    // Expiry 2025-06-12 starts at 2025-06-11T21:00Z: 1.5 days away.
    expect(daysLeft('2025-06-12', now)).toBe(2)
    expect(daysLeft('2025-06-11', now)).toBe(1)
  })
  it('never goes below 0', () => {
    expect(daysLeft('2025-06-10', now)).toBe(0)
    expect(daysLeft('2025-01-01', now)).toBe(0)
  })
  it('accepts full ISO timestamps and rejects garbage', () => {
    expect(daysLeft('2025-06-20T00:00:00.000Z', now)).toBe(10)
    expect(daysLeft('soon', now)).toBe(0)
  })
  it('labels singular and plural', () => {
    expect(daysLeftLabel(1)).toBe('1 day left')
    expect(daysLeftLabel(0)).toBe('0 days left')
    expect(daysLeftLabel(5)).toBe('5 days left')
  })
})

describe('liveOffers', () => {
  const car = { id: 'c1' } as Car
  const offer = (id: string, expiryDate: string, withCar = true): LimitedOffer => ({
    id,
    _id: id,
    carId: withCar ? car : null,
    expiryDate,
    createdAt: '2025-01-01T00:00:00Z',
  })
  it('keeps offers expiring today or later in Nairobi, soonest first, with a car', () => {
    // 22:00 UTC on June 9 is June 10 in Nairobi.
    const now = new Date('2025-06-09T22:00:00Z')
    const offers = [
      offer('late', '2025-07-01'),
      offer('yesterday', '2025-06-09'),
      offer('today', '2025-06-10'),
      offer('gone-car', '2025-08-01', false),
    ]
    expect(liveOffers(offers, now).map((o) => o.id)).toEqual(['today', 'late'])
  })
})
