import { describe, expect, it } from 'vitest'
import {
  formatCommaList,
  formatKes,
  normalizeBrandKey,
  orDefault,
  toList,
  typedBrandKey,
} from './lists'

describe('awards as a comma list', () => {
  it('parses typed text: trimmed, empties dropped', () => {
    expect(toList(' Car of the Year ,, Best Luxury SUV , ')).toEqual([
      'Car of the Year',
      'Best Luxury SUV',
    ])
    expect(toList('')).toEqual([])
  })
  it('keeps a list that was never edited', () => {
    expect(toList(['Red Dot'])).toEqual(['Red Dot'])
    expect(toList(undefined)).toEqual([])
  })
  it('shows a stored list as text and leaves typed text alone', () => {
    expect(formatCommaList(['A', 'B'])).toBe('A, B')
    expect(formatCommaList('A, ')).toBe('A, ')
    expect(formatCommaList(null)).toBe('')
  })
})

describe('brand keys', () => {
  it('normalises: lowercase, whitespace to hyphens', () => {
    expect(normalizeBrandKey(' Land Rover ')).toBe('land-rover')
    expect(normalizeBrandKey('ASTON  MARTIN')).toBe('aston-martin')
  })
  it('normalises while typing', () => {
    expect(typedBrandKey('Land ')).toBe('land-')
    expect(typedBrandKey(' Rolls Royce')).toBe('rolls-royce')
  })
})

describe('display helpers', () => {
  it('formats KES without decimals', () => {
    expect(formatKes(12_500_000)).toMatch(/12,500,000$/)
    expect(formatKes(12_500_000)).not.toMatch(/\./)
    expect(formatKes(undefined)).toBe('N/A')
  })
  it('falls back for missing lead values', () => {
    expect(orDefault(null, 'N/A')).toBe('N/A')
    expect(orDefault('  ', 'None')).toBe('None')
    expect(orDefault(2021, 'N/A')).toBe('2021')
  })
})
