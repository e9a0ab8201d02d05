// Limited offers: how many days they have left.

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Days until the expiry date (its start in Nairobi, UTC+3), rounded up, never below 0.
 * An offer expiring today is still live and shows 0 days left.
 */
export function daysLeft(expiryDate: string, now: Date = new Date()): number {
  const start = Date.parse(`${expiryDate.slice(0, 10)}T00:00:00+03:00`)
  if (Number.isNaN(start)) return 0
  return Math.max(0, Math.ceil((start - now.getTime()) / DAY_MS))
}

export function daysLeftLabel(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`
}
