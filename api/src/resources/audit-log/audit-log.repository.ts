// The audit log: every staff write, who did it and what changed, appended in the
// write's own transaction so a change and its record stand or fall together.
import type { AuditAction, AuditActorRole } from '../../contract/options'
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
