import { describe, expect, it } from 'vitest'
import {
  daysUntilNairobiDay,
  formatKenyanDate,
  formatNairobiDate,
  formatNairobiDateTime,
  formatNairobiTimestamp,
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

describe('dates shown in Nairobi time, whatever the machine zone', () => {
  it('shows the Nairobi calendar day of an instant, the long US way', () => {
    // 22:30 UTC is already the next day in Nairobi (UTC+3).
    expect(formatNairobiDate('2025-03-04T22:30:00Z')).toBe('5 March 2025')
  })
  it('shows a YYYY-MM-DD day as that day', () => {
    expect(formatNairobiDate('2027-01-05')).toBe('5 January 2027')
    expect(formatNairobiDate('2026-12-31')).toBe('31 December 2026')
  })
  it('writes the date as Intl does in Nairobi time, over a few centuries of instants', () => {
    // Day, month, year: as en-GB writes a long date.
    const intl = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Africa/Nairobi',
    })
    const from = Date.UTC(1990, 0, 1)
    const to = Date.UTC(2200, 0, 1)
    for (let i = 0; i < 3000; i++) {
      const t = new Date(from + Math.floor(Math.random() * (to - from)))
      expect(formatNairobiDate(t.toISOString()), t.toISOString()).toBe(intl.format(t))
    }
    // Either side of Nairobi's midnight.
    expect(formatNairobiDate('2026-02-28T20:59:59.999Z')).toBe('28 February 2026')
    expect(formatNairobiDate('2026-02-28T21:00:00.000Z')).toBe('1 March 2026')
  })
  it('shows the fallback for missing or broken dates', () => {
    expect(formatNairobiDate(null)).toBe('')
    expect(formatNairobiDate('not a date')).toBe('')
    expect(formatNairobiDate('nope', 'N/A')).toBe('N/A')
    expect(formatNairobiDateTime(undefined)).toBe('N/A')
    expect(formatNairobiTimestamp('not a date')).toBe('N/A')
  })
  it('shows times of day in Nairobi', () => {
    expect(formatNairobiDateTime('2026-11-22T21:30:05.000Z')).toBe('23 Nov 2026, 00:30')
    expect(formatNairobiTimestamp('2026-11-22T21:30:05.000Z')).toBe('23 Nov 2026, 00:30:05 EAT')
  })
})

describe('dates in the console, the Kenyan way (en-KE)', () => {
  it('writes day, short month, year and a 24-hour Nairobi time', () => {
    expect(formatKenyanDate('2025-07-01')).toBe('1 Jul 2025')
    expect(formatKenyanDate('2026-11-27T22:30:00Z')).toBe('28 Nov 2026')
    expect(formatKenyanDate(null, '-')).toBe('-')
    expect(formatNairobiDateTime('2026-11-27T20:07:41Z')).toBe('27 Nov 2026, 23:07')
    expect(formatNairobiDateTime('')).toBe('N/A')
  })
})
