// The audit log's ids by name: staff (by record id and by Firebase uid), the cars a page
// of entries mentions, and each entry's record ("2016 Land Rover Range Rover", a brand's
// or a lead's name). A deleted record is named from what the entry kept of it.
import type {
  AuditEntry,
  Blog,
  Brand,
  Car,
  Lead,
  ReservationRecord,
  StaffMember,
} from '@dealership/api/contract'
import { useGetList, useGetManyAggregate, useListContext } from 'react-admin'
import { carTitle, useBrandNames } from '../cars/car-names'
import type { AuditNames } from '../lib/audit'

const staffName = (s: StaffMember) => s.displayName || s.email

/** Every car id the entries on this page mention (records and changed fields). */
function carIdsOf(entries: AuditEntry[]): string[] {
  const ids = new Set<string>()
  for (const e of entries) {
    if (e.resource === 'cars') ids.add(e.recordId)
    for (const [field, change] of Object.entries(e.changes ?? {})) {
      for (const v of [change?.before, change?.after]) {
        if (field === 'carId' && typeof v === 'string') ids.add(v)
        if (field === 'carIds' && Array.isArray(v))
          for (const id of v) if (typeof id === 'string') ids.add(id)
      }
    }
  }
  return [...ids]
}

export function useAuditNames() {
  const { data: entries } = useListContext<AuditEntry>()
  const brandName = useBrandNames()
  const { data: staff } = useGetList<StaffMember>('staff', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  })
  const carIds = carIdsOf(entries ?? [])
  const { data: cars } = useGetManyAggregate<Car>('cars', { ids: carIds })
  // Brands are all loaded (useBrandNames); blogs and leads on this page by id.
  const { data: brands } = useGetList<Brand>('brands', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const idsOf = (resource: string) => [
    ...new Set((entries ?? []).filter((e) => e.resource === resource).map((e) => e.recordId)),
  ]
  const { data: blogs } = useGetManyAggregate<Blog>('blogs', { ids: idsOf('blogs') })
  const { data: leads } = useGetManyAggregate<Lead>('leads', { ids: idsOf('leads') })
  const { data: reservations } = useGetManyAggregate<ReservationRecord>('reservations', {
    ids: idsOf('reservations'),
  })
  const other = new Map<string, string>([
    ...(brands ?? []).map((b) => [b.id, b.name] as const),
    ...(blogs ?? []).filter(Boolean).map((b) => [b.id, b.title] as const),
    ...(leads ?? [])
      .filter(Boolean)
      .map((l) => [l.id, l.reference ? `${l.name} (${l.reference})` : l.name] as const),
    ...(reservations ?? [])
      .filter(Boolean)
      .map((r) => [r.id, `${r.name || 'Buyer'} (${r.reference})`] as const),
  ])
  const carById = new Map((cars ?? []).filter(Boolean).map((c) => [c.id, carTitle(c, brandName)]))
  const byId = new Map((staff ?? []).map((s) => [s.id, staffName(s)]))
  const byUid = new Map((staff ?? []).flatMap((s) => (s.uid ? [[s.uid, staffName(s)]] : [])))
  const names: AuditNames = {
    car: (id) => carById.get(id),
    staff: (id) => byId.get(id),
    brand: brandName,
  }
  return {
    names,
    /** Who acted: their name on the staff list, else the email the entry kept. */
    actor: (e: AuditEntry) => byUid.get(e.actorUid) ?? e.actorEmail ?? e.actorUid,
    /** The record's name, or null when neither the record nor the entry names it. */
    record: (e: AuditEntry) => other.get(e.recordId) ?? recordName(e, names, brandName),
  }
}

/** What the entry itself kept of a field (a create's after, a delete's before). */
function kept(e: AuditEntry, field: string): unknown {
  const change = e.changes?.[field]
  return change?.after ?? change?.before ?? null
}

function recordName(
  e: AuditEntry,
  names: AuditNames,
  brandName: (key: string) => string,
): string | null {
  if (e.resource === 'cars') {
    const known = names.car(e.recordId)
    if (known) return known
    const [brand, model, year] = ['brand', 'model', 'year'].map((f) => kept(e, f))
    return typeof brand === 'string' && typeof model === 'string' && typeof year === 'number'
      ? carTitle({ brand, model, year }, brandName)
      : null
  }
  if (e.resource === 'staff') {
    const known = names.staff(e.recordId)
    if (known) return known
  }
  for (const field of ['name', 'title', 'displayName', 'email', 'reference', 'effectiveDate']) {
    const v = kept(e, field)
    if (typeof v === 'string' && v) return v
  }
  return null
}
