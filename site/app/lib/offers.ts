// Limited offers: how many days they have left.

import { daysUntilNairobiDay } from '@dealership/api/contract/nairobi'

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
