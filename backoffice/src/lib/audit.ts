// The audit log as people read it: Nairobi time, field names and values in words (names
// for ids, Kenyan dates for timestamps, labels for statuses), a short summary of what
// changed, and the list URL that shows one record's history.
import {
  formatKenyanDate,
  formatNairobiDateTime,
  IMPORT_STAGE_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  STAFF_ROLE_LABELS,
  type AuditEntry,
} from '@dealership/api/contract'
import { AUDITED_RESOURCES } from './console-resources'

export { AUDITED_RESOURCES }

export const AUDIT_RESOURCE = 'audit-log'

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
  assigneeId: 'Assignee',
  firstContactAt: 'First contact',
  mainImage: 'Main image',
  fullName: 'Full name',
  isFeatured: 'Featured',
  isLimited: 'Limited offer',
  isPublished: 'Published',
  topSpeed: 'Top speed',
  uid: 'Firebase uid',
  displayName: 'Name',
  carIds: 'Featured cars',
  mapUrl: 'Map link',
  whatsapp: 'WhatsApp number',
  locality: 'Town or city',
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

/** Ids in the log, by name: a car's title, a staff member's name (unknown: undefined). */
export type AuditNames = {
  car: (id: string) => string | undefined
  staff: (id: string) => string | undefined
}
const NO_NAMES: AuditNames = { car: () => undefined, staff: () => undefined }

/** Fields whose stored value is a code with a label. */
const CODE_LABELS: Record<string, Readonly<Record<string, string>>> = {
  status: LEAD_STATUS_LABELS,
  role: STAFF_ROLE_LABELS,
  stage: IMPORT_STAGE_LABELS,
  kind: LEAD_KIND_LABELS,
}
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const grouped = new Intl.NumberFormat('en-KE')

/** One value of `field` in words: a name for an id, a label for a code, a Kenyan date. */
function wordsFor(field: string, value: unknown, names: AuditNames): unknown {
  if (typeof value === 'string') {
    if (field === 'carId') return names.car(value) ?? value
    if (field === 'assigneeId') return names.staff(value) ?? 'Former staff'
    const label = CODE_LABELS[field]?.[value]
    if (label) return label
    if (INSTANT.test(value)) return formatNairobiDateTime(value, value)
    if (DAY.test(value)) return formatKenyanDate(value, value)
  }
  if (field === 'carIds' && Array.isArray(value))
    return value.map((id) => (typeof id === 'string' ? (names.car(id) ?? id) : id))
  // Amounts read better grouped; years and counts are short enough as they are.
  if (typeof value === 'number' && Math.abs(value) >= 10_000) return grouped.format(value)
  return value
}

/** A stored value in words: empty values say so, lists are comma lists, text is cut short. */
export function formatAuditValue(
  value: unknown,
  max = 60,
  field = '',
  names: AuditNames = NO_NAMES,
): string {
  const shown = field ? wordsFor(field, value, names) : value
  if (shown === null || shown === undefined || shown === '') return '(empty)'
  if (typeof shown === 'boolean') return shown ? 'Yes' : 'No'
  if (typeof shown === 'number' || typeof shown === 'bigint') return String(shown)
  if (typeof shown === 'string') return truncate(shown.replace(/\s+/g, ' ').trim(), max)
  if (Array.isArray(shown)) {
    if (shown.length === 0) return '(none)'
    return truncate(shown.map((v) => formatAuditValue(v, max)).join(', '), max)
  }
  return truncate(JSON.stringify(shown) ?? String(shown), max)
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
 * What an entry changed, a line per field: "Price: 5,800,000 → 5,300,000" for an
 * update; for a create or delete (the Action column says which), the values the record
 * was made with or had. At most `maxFields` lines, then how many more.
 */
export function changeSummary(
  entry: Pick<AuditEntry, 'action' | 'changes'>,
  names: AuditNames = NO_NAMES,
  maxFields = 4,
): string[] {
  const rows = changeRows(entry.changes)
  if (rows.length === 0) return ['No field changes']
  const shown = rows.slice(0, maxFields)
  const value = (field: string, v: unknown) => formatAuditValue(v, 40, field, names)
  const lines = shown.map((r) =>
    entry.action === 'update'
      ? `${r.label}: ${value(r.field, r.before)} → ${value(r.field, r.after)}`
      : `${r.label}: ${value(r.field, entry.action === 'delete' ? r.before : r.after)}`,
  )
  const more = rows.length - shown.length
  if (more > 0) lines.push(`and ${more} more field${more === 1 ? '' : 's'}`)
  return lines
}

/** The audit log list filtered to one record (react-admin reads `filter` from the URL). */
export function historySearch(resource: string, recordId: string | number): string {
  const filter = JSON.stringify({ resource, recordId: String(recordId) })
  return `?filter=${encodeURIComponent(filter)}`
}
