// The audit log as people read it: Nairobi time, field names and values in words (names
// for ids, Kenyan dates for timestamps, labels for statuses), a short summary of what
// changed, and the list URL that shows one record's history.
import {
  ALERT_FREQUENCY_LABELS,
  DEPOSIT_KIND_LABELS,
  formatKenyanDate,
  formatNairobiDateTime,
  IMPORT_STAGE_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  RESERVATION_STATUS_LABELS,
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
  leadStatus: 'Lead status',
  bankPresets: 'Bank presets',
  ratePercent: 'Rate (%)',
  depositPercent: 'Deposit (%)',
  termMonths: 'Term (months)',
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

/**
 * Ids in the log, by name: a car's title, a staff member's name, a brand's name
 * (unknown: undefined).
 */
export type AuditNames = {
  car: (id: string) => string | undefined
  staff: (id: string) => string | undefined
  brand?: (key: string) => string | undefined
}
const NO_NAMES: AuditNames = { car: () => undefined, staff: () => undefined }

type Labels = Readonly<Record<string, string>>
/** Fields whose stored value is a code with a label, whatever the resource. */
const CODE_LABELS: Record<string, Labels> = {
  status: LEAD_STATUS_LABELS,
  leadStatus: LEAD_STATUS_LABELS,
  role: STAFF_ROLE_LABELS,
  stage: IMPORT_STAGE_LABELS,
  kind: LEAD_KIND_LABELS,
  depositKind: DEPOSIT_KIND_LABELS,
  frequency: ALERT_FREQUENCY_LABELS,
}
/** The same, where a resource's field holds codes of its own. */
const RESOURCE_CODE_LABELS: Record<string, Record<string, Labels>> = {
  reservations: { status: RESERVATION_STATUS_LABELS },
}
const codeLabel = (resource: string, field: string, value: string) =>
  (RESOURCE_CODE_LABELS[resource]?.[field] ?? CODE_LABELS[field])?.[value]

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const grouped = new Intl.NumberFormat('en-KE')

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A lender's preset as the finance settings screen reads it. */
function bankPresetText(p: Record<string, unknown>): string {
  const terms = [
    typeof p.ratePercent === 'number' ? `${p.ratePercent}% a year` : null,
    typeof p.depositPercent === 'number' ? `${p.depositPercent}% deposit` : null,
    typeof p.termMonths === 'number' ? `${p.termMonths} months` : null,
    typeof p.offeredUntil === 'string' && DAY.test(p.offeredUntil)
      ? `offered until ${formatKenyanDate(p.offeredUntil, p.offeredUntil)}`
      : null,
  ].filter(Boolean)
  const name = typeof p.name === 'string' ? p.name : 'Preset'
  return terms.length ? `${name} (${terms.join(', ')})` : name
}

/** Whose a stored value is: its field, the resource it belongs to, and names for ids. */
export type AuditValueOf = { field?: string; resource?: string; names?: AuditNames }

/** One value of `field` in words: a name for an id, a label for a code, a Kenyan date. */
function wordsFor(
  value: unknown,
  { field = '', resource = '', names = NO_NAMES }: AuditValueOf,
): unknown {
  if (typeof value === 'string') {
    if (field === 'carId') return names.car(value) ?? value
    if (field === 'assigneeId') return names.staff(value) ?? 'Former staff'
    if (field === 'brand') return names.brand?.(value) ?? value
    const label = codeLabel(resource, field, value)
    if (label) return label
    if (INSTANT.test(value)) return formatNairobiDateTime(value, value)
    if (DAY.test(value)) return formatKenyanDate(value, value)
  }
  if (field === 'carIds' && Array.isArray(value))
    return value.map((id) => (typeof id === 'string' ? (names.car(id) ?? id) : id))
  if (field === 'bankPresets' && Array.isArray(value))
    return value.map((p) => (isObject(p) ? bankPresetText(p) : p))
  // Amounts read better grouped; years and counts are short enough as they are.
  if (typeof value === 'number' && Math.abs(value) >= 10_000) return grouped.format(value)
  return value
}

/**
 * A stored value in words: empty values say so, lists are comma lists, a set of fields
 * reads "Field: value; Field: value", text is cut short to `max` characters. `field` and
 * `resource` say whose value it is, for names and labels.
 */
export function formatAuditValue(
  value: unknown,
  { max = 60, ...of }: AuditValueOf & { max?: number } = {},
): string {
  const shown = of.field ? wordsFor(value, of) : value
  if (shown === null || shown === undefined || shown === '') return '(empty)'
  if (typeof shown === 'boolean') return shown ? 'Yes' : 'No'
  if (typeof shown === 'number' || typeof shown === 'bigint') return String(shown)
  if (typeof shown === 'string') return truncate(shown.replace(/\s+/g, ' ').trim(), max)
  if (Array.isArray(shown)) {
    if (shown.length === 0) return '(none)'
    const items = shown.map((v) => formatAuditValue(v, { max }))
    // Items that are sentences of their own (a preset, a set of fields) keep apart.
    return truncate(items.join(items.some((i) => i.includes(',')) ? '; ' : ', '), max)
  }
  if (isObject(shown))
    return truncate(
      Object.entries(shown)
        .map(([k, v]) => `${fieldLabel(k)}: ${formatAuditValue(v, { ...of, max, field: k })}`)
        .join('; '),
      max,
    )
  return truncate(String(shown), max)
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
  entry: Pick<AuditEntry, 'action' | 'changes'> & Partial<Pick<AuditEntry, 'resource'>>,
  names: AuditNames = NO_NAMES,
  maxFields = 4,
): string[] {
  const rows = changeRows(entry.changes)
  if (rows.length === 0) return ['No field changes']
  const shown = rows.slice(0, maxFields)
  const value = (field: string, v: unknown) =>
    formatAuditValue(v, { max: 40, field, names, resource: entry.resource })
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
