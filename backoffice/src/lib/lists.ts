// The car form edits awards and safety features as comma lists.
import { normalizeBrandKey, parseCommaList } from '@dealership/api/contract'

export { normalizeBrandKey, parseCommaList }

/** A stored list as the text the form shows. */
export function formatCommaList(value: unknown): string {
  if (typeof value === 'string') return value
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : ''
}

/** What the form field holds (text while typing, or a list) as the list to store. */
export function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return typeof value === 'string' ? parseCommaList(value) : []
}

/** Brand key as typed: lowercase, whitespace to hyphens (leading space kept out). */
export function typedBrandKey(raw: string): string {
  return raw.toLowerCase().replace(/^\s+/, '').replace(/\s+/g, '-')
}

/** SelectInput choices from a labels record, in its order: `{ id, name }` per entry. */
export function choicesFrom(
  labels: Readonly<Record<string, string>>,
): { id: string; name: string }[] {
  return Object.entries(labels).map(([id, name]) => ({ id, name }))
}

export const formatKes = (value: unknown): string =>
  typeof value === 'number'
    ? new Intl.NumberFormat('en-KE', {
        style: 'currency',
        currency: 'KES',
        maximumFractionDigits: 0,
      }).format(value)
    : 'N/A'

/** Leads show "N/A" / "None" for missing optional values. */
export function orDefault(value: unknown, fallback: string): string {
  if (value === null || value === undefined) return fallback
  const text = String(value).trim()
  return text ? text : fallback
}

/** A lead's or buyer's name, or what stands where an erased buyer's was. */
export const personName = (name: string | null | undefined): string =>
  name?.trim() ? name : "Erased at the buyer's request"
