// Limited offers: how many days they have left.

import {
  daysUntilNairobiDay,
  nairobiDayStart,
  todayInNairobi,
} from '@dealership/api/contract/nairobi'

/**
 * Days until the expiry date starts in Nairobi, rounded up, never below 0. An offer
 * expiring today is still live and shows 0 days left.
 */
export function daysLeft(expiryDate: string, now: Date = new Date()): number {
  return daysUntilNairobiDay(expiryDate, now)
}

export function daysLeftLabel(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`
}

/**
 * The moment a page's offers count their days from: the start of today in Nairobi. The
 * days left are the same all day long, and a page rendered again the same day (after a
 * write elsewhere) is the same page, so it keeps its ETag and browsers their 304s.
 */
export function offersNow(now: Date = new Date()): string {
  return nairobiDayStart(todayInNairobi(now)) ?? now.toISOString()
}
