import { RESERVATION_STATUSES } from '@dealership/api/contract'
import { PAYMENT_OUTCOMES } from '@dealership/api/contract/mpesa'
import { describe, expect, it } from 'vitest'
import { CHECK_PHONE, holdText, reservationTitle } from './reservations'
import { canReserve } from './reservable.server'

describe('reservationTitle', () => {
  it('asks for the PIN while waiting, verbatim', () => {
    expect(reservationTitle({ status: 'awaiting-payment', outcome: null })).toBe(
      'Check your phone and enter your M-Pesa PIN',
    )
    expect(CHECK_PHONE).toBe('Check your phone and enter your M-Pesa PIN')
  })

  it('names every failed outcome on a page of its own', () => {
    const failures = PAYMENT_OUTCOMES.filter((o) => o !== 'paid')
    const titles = failures.map((outcome) =>
      reservationTitle({ status: 'payment-failed', outcome }),
    )
    expect(new Set(titles).size).toBe(failures.length)
    expect(reservationTitle({ status: 'payment-failed', outcome: 'cancelled' })).toBe(
      'Payment cancelled',
    )
    // A failure the server could not name reads as a plain failure.
    expect(reservationTitle({ status: 'payment-failed', outcome: null })).toBe('Payment failed')
  })

  it('has a heading for every status', () => {
    for (const status of RESERVATION_STATUSES)
      expect(reservationTitle({ status, outcome: 'failed' })).toBeTruthy()
    expect(reservationTitle({ status: 'paid', outcome: 'paid' })).toBe('Your car is reserved')
  })
})

describe('holdText', () => {
  it('says how long the car is held', () => {
    expect(holdText(7)).toContain('for 7 days')
    expect(holdText(1)).toContain('for 1 day:')
  })
})

describe('canReserve', () => {
  const free = { beingReservedUntil: null }
  it('only while M-Pesa is set up, and only cars in stock or to order', () => {
    expect(canReserve(true, { availability: 'In Stock', ...free })).toBe(true)
    expect(canReserve(true, { availability: 'Pre-Order', ...free })).toBe(true)
    for (const availability of ['Reserved', 'Sold', 'Out of Stock'])
      expect(canReserve(true, { availability, ...free })).toBe(false)
    expect(canReserve(false, { availability: 'In Stock', ...free })).toBe(false)
  })

  it('not while another buyer’s payment prompt waits for the car', () => {
    const waiting = { beingReservedUntil: '2026-12-01T10:03:00.000Z' }
    expect(canReserve(true, { availability: 'In Stock', ...waiting })).toBe(false)
    expect(canReserve(true, { availability: 'Pre-Order', ...waiting })).toBe(false)
  })
})
