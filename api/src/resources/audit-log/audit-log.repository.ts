// The audit log: every staff write, who did it and what changed, appended in the
// write's own transaction so a change and its record stand or fall together.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AuditAction, AuditActorRole, AuditChanges } from '../../contract/options'
import type { Queryable } from '../../db/client'
import { auditLog } from './audit-log.table'
import { rowsById } from '../rows'

export type Actor = { uid: string; email: string | null; role: AuditActorRole }

/** Fields that change on every write and say nothing about it. */
const IGNORED = new Set(['updatedAt', 'createdAt', 'id', '_id'])

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** `{ field: { before, after } }` for the fields that differ (one side may be null). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {}
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const key of keys) {
    if (IGNORED.has(key)) continue
    const b = before ? (before[key] ?? null) : null
    const a = after ? (after[key] ?? null) : null
    if (!same(a, b)) out[key] = { before: b, after: a }
  }
  return out
}

export type AuditWrite = {
  actor: Actor
  action: AuditAction
  resource: string
  recordId: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  clientAddress: string | null
}

/** Appends one entry; an update that changed nothing is not recorded. */
export function recordAudit(db: Queryable, entry: AuditWrite) {
  const changes = changedFields(entry.before, entry.after)
  if (entry.action === 'update' && Object.keys(changes).length === 0) return
  db.insert(auditLog)
    .values({
      actorUid: entry.actor.uid,
      actorEmail: entry.actor.email,
      actorRole: entry.actor.role,
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId,
      changes,
      clientAddress: entry.clientAddress,
    })
    .run()
}

export const findAuditEntry = rowsById(auditLog, auditLog.id).find

/**
 * What stands for a value erased from an entry's changes. The migration's trigger lets an
 * UPDATE of the log do this and nothing else: replace values by this marker, keeping the
 * entry's who, when, what, record and the names of the fields that changed.
 */
export const AUDIT_ERASED = '[erased]'

/** `changes` with every value of a field not in `kept` replaced by the marker (null stays). */
export function redactedChanges(changes: AuditChanges, kept: ReadonlySet<string>): AuditChanges {
  const erase = (v: unknown) => (v === null || v === undefined ? v : AUDIT_ERASED)
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [
      field,
      kept.has(field) ? change : { before: erase(change.before), after: erase(change.after) },
    ]),
  )
}

/**
 * Erases, in the entries of the records `recordIds` (and in the entries of `namedBy`'s
 * resource whose `field` became one of them, as a lead's note names its lead), the values
 * of every field not in `kept`. Answers how many entries changed.
 */
export function redactAuditEntries(
  db: Queryable,
  {
    recordIds,
    kept,
    namedBy,
  }: {
    recordIds: readonly string[]
    kept: ReadonlySet<string>
    namedBy?: { resource: string; field: string }
  },
): number {
  if (recordIds.length === 0) return 0
  const ids = [...recordIds]
  const named: SQL | undefined = namedBy
    ? and(
        eq(auditLog.resource, namedBy.resource),
        inArray(sql`json_extract(${auditLog.changes}, ${`$.${namedBy.field}.after`})`, ids),
      )
    : undefined
  const entries = db
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(or(inArray(auditLog.recordId, ids), named))
    .all()
  let changed = 0
  for (const entry of entries) {
    const changes = redactedChanges(entry.changes, kept)
    if (JSON.stringify(changes) === JSON.stringify(entry.changes)) continue
    db.update(auditLog).set({ changes }).where(eq(auditLog.id, entry.id)).run()
    changed++
  }
  return changed
}
