import { describe, expect, it } from 'vitest'
import { brandName, displayDescription, displayNumber, displayText, formatPrice } from './format'

describe('formatPrice', () => {
  // Intl puts a no-break space between the symbol and the amount.
  it('formats KES in the Kenyan locale without decimals', () => {
    expect(formatPrice(12_500_000)).toBe('Ksh\u00a012,500,000')
    expect(formatPrice(999.6)).toBe('Ksh\u00a01,000')
  })
  it('shows a missing price as 0', () => {
    expect(formatPrice(null)).toBe('Ksh\u00a00')
    expect(formatPrice(undefined)).toBe('Ksh\u00a00')
    expect(formatPrice(Number.NaN)).toBe('Ksh\u00a00')
  })
})

describe('display defaults', () => {
  it('numbers default to 0, text to N/A, description to its sentence', () => {
    expect(displayNumber(null)).toBe(0)
    expect(displayNumber(7)).toBe(7)
    expect(displayText(null)).toBe('N/A')
    expect(displayText('   ')).toBe('N/A')
    expect(displayText(' AWD ')).toBe('AWD')
    expect(displayDescription('')).toBe('No description available')
    expect(displayDescription('Clean car')).toBe('Clean car')
  })
})

describe('brandName', () => {
  it('uses the known name or title-cases the key', () => {
    expect(brandName('bmw', { bmw: 'BMW' })).toBe('BMW')
    expect(brandName('aston-martin', {})).toBe('Aston Martin')
    expect(brandName(null, {})).toBe('N/A')
  })
})
