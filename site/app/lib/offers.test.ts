import type { Car, LimitedOffer } from '@dealership/api/contract'
import { describe, expect, it } from 'vitest'
import { daysLeft, daysLeftLabel, offersNow } from './offers'
import { withCar } from '../api/limited-offers.server'

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

describe('offersNow', () => {
  it('is the start of the Nairobi day, the same all day long', () => {
    // 00:30 and 23:30 in Nairobi on 10 June.
    const early = new Date('2025-06-09T21:30:00Z')
    const late = new Date('2025-06-10T20:30:00Z')
    expect(offersNow(early)).toBe('2025-06-09T21:00:00.000Z')
    expect(offersNow(late)).toBe(offersNow(early))
    // 00:30 the next day: the next day's start.
    expect(offersNow(new Date('2025-06-10T21:30:00Z'))).toBe('2025-06-10T21:00:00.000Z')
  })
  it('counts the same days left as the moment itself', () => {
    for (const at of ['2025-06-09T21:00:00Z', '2025-06-10T09:00:00Z', '2025-06-10T20:59:59Z']) {
      const now = new Date(at)
      for (const day of ['2025-06-10', '2025-06-11', '2025-06-12', '2025-07-01']) {
        expect(daysLeft(day, new Date(offersNow(now))), `${day} at ${at}`).toBe(daysLeft(day, now))
      }
    }
  })
})

describe('withCar', () => {
  const car = { id: 'c1' } as Car
  const offer = (id: string, withCar = true): LimitedOffer => ({
    id,
    _id: id,
    carId: withCar ? car : null,
    expiryDate: '2025-07-01',
    createdAt: '2025-01-01T00:00:00Z',
    previousPrice: null,
  })
  it('keeps the offers that have a car, in their order', () => {
    // Which offers are live, and their order, is the API's
    // (api/src/resources/limited-offers/limited-offers.live.test.ts).
    const offers = [offer('a'), offer('gone-car', false), offer('b')]
    expect(withCar(offers).map((o) => o.id)).toEqual(['a', 'b'])
  })
})
