import { describe, expect, it } from 'vitest'
import { minExpiryDate, validateExpiryDate } from './expiry'

// 10:00 in Nairobi on 22 November 2026.
const now = new Date('2026-11-22T07:00:00Z')

describe('validateExpiryDate', () => {
  it('accepts today and later', () => {
    expect(validateExpiryDate('2026-11-22', now)).toBeUndefined()
    expect(validateExpiryDate('2027-01-01', now)).toBeUndefined()
  })
  it('refuses earlier dates with the spec message', () => {
    expect(validateExpiryDate('2026-11-21', now)).toBe('Expiry date must be today or in the future')
    expect(validateExpiryDate('2020-01-01', now)).toBe('Expiry date must be today or in the future')
  })
  it("uses the dealership's day (Nairobi) near midnight", () => {
    const lateUtc = new Date('2026-11-22T22:30:00Z') // already the 23rd in Nairobi
    expect(minExpiryDate(lateUtc)).toBe('2026-11-23')
    expect(validateExpiryDate('2026-11-22', lateUtc)).toBe(
      'Expiry date must be today or in the future',
    )
  })
  it('leaves empty values to the required rule and flags garbage', () => {
    expect(validateExpiryDate('', now)).toBeUndefined()
    expect(validateExpiryDate('soon', now)).toBe('Expiry date must be a valid date')
  })
})
