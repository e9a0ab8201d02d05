import { describe, expect, it } from 'vitest'
import { formatKsh, formatWhole } from './numbers'

const VALUES = [
  0,
  -0,
  1,
  -1,
  0.4,
  0.5,
  1.5,
  2.5,
  -0.4,
  -2.5,
  999,
  999.5,
  1000,
  12_345,
  123_456.49,
  1_000_000,
  32_800_000,
  1_234_567_890,
  2 ** 53,
  1e15,
  1e21,
  4.2e22,
]

describe('formatWhole', () => {
  it('writes what Intl writes in the Kenyan locale, without decimals', () => {
    const intl = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 })
    for (const v of VALUES) expect(formatWhole(v), String(v)).toBe(intl.format(v))
  })

  it('agrees with Intl on many random prices and mileages', () => {
    const intl = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 })
    for (let i = 0; i < 2000; i++) {
      const v = (Math.random() - 0.1) * 10 ** Math.floor(Math.random() * 12)
      expect(formatWhole(v), String(v)).toBe(intl.format(v))
    }
  })
})

describe('formatKsh', () => {
  it('writes what Intl writes for KES in the Kenyan locale', () => {
    const intl = new Intl.NumberFormat('en-KE', {
      style: 'currency',
      currency: 'KES',
      maximumFractionDigits: 0,
    })
    for (const v of VALUES) expect(formatKsh(v), String(v)).toBe(intl.format(v))
    expect(formatKsh(5_800_000)).toBe('Ksh\u00a05,800,000')
  })

  it('takes another space for plain text', () => {
    expect(formatKsh(5_800_000, ' ')).toBe('Ksh 5,800,000')
    expect(formatKsh(-12.6, ' ')).toBe('-Ksh 13')
  })
})
