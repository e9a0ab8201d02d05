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

/** The instant (ISO) a YYYY-MM-DD Nairobi day starts, `plusDays` later; null if no day. */
export function nairobiDayStart(day: string, plusDays = 0): string | null {
  const t = nairobiDayStartMs(day, plusDays)
  return t === null ? null : new Date(t).toISOString()
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

/** Whether a YYYY-MM-DD day is a Sunday (the showroom's appointment-only day). */
export function isSunday(day: string): boolean {
  return ISO_DAY.test(day) && new Date(`${day}T12:00:00Z`).getUTCDay() === 0
}

// ---------------------------------------------------------------- display

const TIME_ZONE = 'Africa/Nairobi'
// The public pages' date is written out: the first Intl formatter a browser tab creates
// loads ICU's locale data, a long task on a phone (see numbers.ts). The others are for
// staff and emails, and are made when first used, never while a page's scripts load.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
let formats: {
  audit: Intl.DateTimeFormat
  kenyanDate: Intl.DateTimeFormat
  kenyanDateTime: Intl.DateTimeFormat
} | null = null
function dateTimeFormats() {
  formats ??= {
    audit: new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
    kenyanDate: new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: TIME_ZONE }),
    kenyanDateTime: new Intl.DateTimeFormat('en-KE', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
  }
  return formats
}

/** An instant, or a YYYY-MM-DD Nairobi day (taken at its noon); null when neither. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null
  const text = String(value)
  const d = new Date(ISO_DAY.test(text) ? `${text}T12:00:00+03:00` : text)
  return Number.isNaN(d.getTime()) ? null : d
}

/**
 * "5 March 2025": the Nairobi date of an instant, or a YYYY-MM-DD day as it is, as
 * Kenyans write it (day, month, year): the site's and the mails' dates.
 */
export function formatNairobiDate(value: unknown, fallback = ''): string {
  const d = toDate(value)
  if (!d) return fallback
  // Nairobi's wall clock is UTC+3 all year: its date is the UTC date three hours on.
  const local = new Date(d.getTime() + OFFSET_MS)
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`
}

/**
 * "23 Nov 2026, 09:10": a Nairobi date and 24-hour time as Kenyans write them (en-KE):
 * every date with a time, on the site, in the mails and in the console.
 */
export function formatNairobiDateTime(value: unknown, fallback = 'N/A'): string {
  const d = toDate(value)
  return d ? dateTimeFormats().kenyanDateTime.format(d) : fallback
}

/** "1 Jul 2025": a Nairobi date in short, as Kenyans write it (en-KE): the console's tables. */
export function formatKenyanDate(value: unknown, fallback = ''): string {
  const d = toDate(value)
  return d ? dateTimeFormats().kenyanDate.format(d) : fallback
}

/** "23 Nov 2026, 09:10:05 EAT": to the second, for the audit log. */
export function formatNairobiTimestamp(value: unknown, fallback = 'N/A'): string {
  const d = toDate(value)
  return d ? `${dateTimeFormats().audit.format(d)} EAT` : fallback
}

/** "2026-11-23 09:10": Nairobi time written so that it sorts as text (exports). */
export function formatNairobiSortable(value: unknown, fallback = ''): string {
  const d = toDate(value)
  if (!d) return fallback
  return new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}
