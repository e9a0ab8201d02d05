// Display helpers shared by every page: money, dates and the spec's display defaults.
// Numbers are written without Intl (see numbers.ts: the first Intl formatter in a tab is
// a long task on a phone), exactly as Intl writes them in the Kenyan locale.
import type { Car } from '@dealership/api/contract'
import { formatKsh, formatWhole } from '@dealership/api/contract/numbers'

/** KES with no decimals in the Kenyan locale; a missing or broken number shows as 0. */
export function formatPrice(value: number | null | undefined): string {
  return formatKsh(displayNumber(value))
}

export function formatNumber(value: number | null | undefined): string {
  return formatWhole(displayNumber(value))
}

/** Missing numbers display as 0. */
export function displayNumber(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/** Missing text displays as N/A. */
export function displayText(value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : ''
  return text ? text : 'N/A'
}

export function displayDescription(value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : ''
  return text ? text : 'No description available'
}

/** "BMW X5" with the brand's display name when known. */
export function carTitle(car: Pick<Car, 'brand' | 'model'>, brandNames: Record<string, string>) {
  return `${brandName(car.brand, brandNames)} ${displayText(car.model)}`.trim()
}

/** The brand's short name, or the key title-cased when the brand is unknown. */
export function brandName(key: string | null | undefined, brandNames: Record<string, string>) {
  if (!key) return 'N/A'
  return (
    brandNames[key] ??
    key
      .split('-')
      .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
      .join(' ')
  )
}
