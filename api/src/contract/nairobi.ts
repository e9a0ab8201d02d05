// The dealership's calendar: dates are Nairobi dates (East Africa Time, UTC+3 all year,
// no daylight saving). Every "today", day start and day count goes through here.
// No node imports: the site and the back office bundle it.

const OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Today's date in Nairobi as YYYY-MM-DD. */
export function todayInNairobi(now: Date = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant (ms) a YYYY-MM-DD Nairobi day starts, `plusDays` later; null if not a date. */
export function nairobiDayStartMs(day: string, plusDays = 0): number | null {
  if (!ISO_DAY.test(day)) return null
  const t = Date.parse(`${day}T00:00:00Z`)
  if (Number.isNaN(t)) return null
  return t - OFFSET_MS + plusDays * DAY_MS
}

/** The next Nairobi midnight after `now` (ms): when today's date turns. */
export function nextNairobiMidnightMs(now: number): number {
  return Math.floor((now + OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - OFFSET_MS
}

/** Whole days from `now` until a Nairobi day starts, rounded up, never below 0. */
export function daysUntilNairobiDay(day: string, now: Date = new Date()): number {
  const start = nairobiDayStartMs(day.slice(0, 10))
  if (start === null) return 0
  return Math.max(0, Math.ceil((start - now.getTime()) / DAY_MS))
}
