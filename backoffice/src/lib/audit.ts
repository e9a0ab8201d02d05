// The audit log as people read it: Nairobi time, field names in words, a one-line
// summary of what changed, and the list URL that shows one record's history.
import type { AuditEntry } from '@dealership/api/contract'

export const AUDIT_RESOURCE = 'audit-log'

/** The resources whose writes are audited, as the audit log's resource filter offers them. */
export const AUDITED_RESOURCES: { id: string; name: string }[] = [
  { id: 'cars', name: 'Cars' },
  { id: 'brands', name: 'Brands' },
  { id: 'blogs', name: 'Blogs' },
  { id: 'limited-offers', name: 'Limited offers' },
  { id: 'featured-cars', name: 'Featured cars' },
  { id: 'uploads', name: 'Uploads' },
  { id: 'contact-messages', name: 'Contact messages' },
  { id: 'import-requests', name: 'Import requests' },
  { id: 'sell-requests', name: 'Sell requests' },
  { id: 'leads', name: 'Leads' },
  { id: 'lead-notes', name: 'Lead notes' },
  { id: 'staff', name: 'Staff' },
  { id: 'outbox', name: 'Outbox' },
]

export const resourceLabel = (resource: string) =>
  AUDITED_RESOURCES.find((r) => r.id === resource)?.name ?? resource

export const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
}

const LABELS: Record<string, string> = {
  id: 'ID',
  carId: 'Car',
  mainImage: 'Main image',
  fullName: 'Full name',
  isFeatured: 'Featured',
  isLimited: 'Limited offer',
  isPublished: 'Published',
  topSpeed: 'Top speed',
  uid: 'Firebase uid',
  displayName: 'Name',
  carIds: 'Featured cars',
}

/** "safetyFeatures" -> "Safety features". */
export function fieldLabel(field: string): string {
  const known = LABELS[field]
  if (known) return known
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field
}

const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text

/** A stored value in words: empty values say so, lists are comma lists, text is cut short. */
export function formatAuditValue(value: unknown, max = 60): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'string') return truncate(value.replace(/\s+/g, ' ').trim(), max)
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)'
    return truncate(value.map((v) => formatAuditValue(v, max)).join(', '), max)
  }
  return truncate(JSON.stringify(value) ?? String(value), max)
}

type Changes = AuditEntry['changes']

/** The changed fields, in their stored order, as before/after rows. */
export function changeRows(changes: Changes | null | undefined) {
  return Object.entries(changes ?? {}).map(([field, change]) => ({
    field,
    label: fieldLabel(field),
    before: change?.before ?? null,
    after: change?.after ?? null,
  }))
}

/**
 * One line per entry: "Price: 100 → 200; Availability: In Stock → Pre-Order" for an
 * update; for a create or delete, the values the record was made with or had.
 */
export function summarizeChanges(
  entry: Pick<AuditEntry, 'action' | 'changes'>,
  maxFields = 4,
): string {
  const rows = changeRows(entry.changes)
  if (rows.length === 0) return 'No field changes'
  const shown = rows.slice(0, maxFields)
  const more = rows.length - shown.length
  const tail = more > 0 ? ` (and ${more} more field${more === 1 ? '' : 's'})` : ''
  if (entry.action === 'update') {
    const parts = shown.map(
      (r) => `${r.label}: ${formatAuditValue(r.before, 30)} → ${formatAuditValue(r.after, 30)}`,
    )
    return `${parts.join('; ')}${tail}`
  }
  const side = entry.action === 'delete' ? 'before' : 'after'
  const parts = shown.map((r) => `${r.label}: ${formatAuditValue(r[side], 30)}`)
  return `${entry.action === 'delete' ? 'Had' : 'Set'} ${parts.join('; ')}${tail}`
}

/** The audit log list filtered to one record (react-admin reads `filter` from the URL). */
export function historySearch(resource: string, recordId: string | number): string {
  const filter = JSON.stringify({ resource, recordId: String(recordId) })
  return `?filter=${encodeURIComponent(filter)}`
}
