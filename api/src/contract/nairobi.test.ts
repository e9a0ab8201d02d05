import { describe, expect, it } from 'vitest'
import {
  daysUntilNairobiDay,
  nairobiDayStartMs,
  nextNairobiMidnightMs,
  todayInNairobi,
} from './nairobi'

describe('the Nairobi calendar (UTC+3)', () => {
  it('turns the date at 21:00 UTC', () => {
    expect(todayInNairobi(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23')
    expect(todayInNairobi(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24')
    expect(nextNairobiMidnightMs(Date.parse('2026-11-23T20:59:59Z'))).toBe(
      Date.parse('2026-11-23T21:00:00Z'),
    )
    expect(nextNairobiMidnightMs(Date.parse('2026-11-23T21:00:00Z'))).toBe(
      Date.parse('2026-11-24T21:00:00Z'),
    )
  })

  it('starts a day at its Nairobi midnight, and refuses what is not a date', () => {
    expect(nairobiDayStartMs('2026-11-24')).toBe(Date.parse('2026-11-23T21:00:00Z'))
    expect(nairobiDayStartMs('2026-11-24', 1)).toBe(Date.parse('2026-11-24T21:00:00Z'))
    for (const bad of ['', '2026-13-01', '24/11/2026', '2026-11-24T00:00']) {
      expect(nairobiDayStartMs(bad), bad).toBeNull()
    }
  })

  it('counts whole days up to a date, never below 0', () => {
    const now = new Date('2026-11-23T09:00:00Z') // noon in Nairobi
    expect(daysUntilNairobiDay('2026-11-23', now)).toBe(0)
    expect(daysUntilNairobiDay('2026-11-24', now)).toBe(1)
    expect(daysUntilNairobiDay('2026-11-30', now)).toBe(7)
    expect(daysUntilNairobiDay('2026-11-01', now)).toBe(0)
    expect(daysUntilNairobiDay('not a date', now)).toBe(0)
  })
})
