// Limited offer expiry dates: YYYY-MM-DD, today or later (the dealership's day, Nairobi).
import { EXPIRY_IN_PAST_MESSAGE, todayInNairobi } from '@dealership/api/contract'

export { EXPIRY_IN_PAST_MESSAGE }

export function minExpiryDate(now: Date = new Date()): string {
  return todayInNairobi(now)
}

/** undefined when valid, otherwise the message to show under the field. */
export function validateExpiryDate(value: unknown, now: Date = new Date()): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const date = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'Expiry date must be a valid date'
  // ISO dates compare correctly as strings.
  return date < minExpiryDate(now) ? EXPIRY_IN_PAST_MESSAGE : undefined
}
