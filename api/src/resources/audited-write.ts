// Every staff write goes through auditedWrite: the change and its audit entry in one
// transaction, so the audit log misses nothing a route wrote.
import type { Context } from 'hono'
import { recordAudit } from './audit-log/audit-log.repository'
import type { AuditAction } from '../contract/staff'
import { IMMEDIATE, type Db, type Queryable } from '../db/client'
import type { ApiEnv, StaffIdentity } from '../http/types'

/** The staff member behind a route that writes: access control has set them. */
export function staffOf(c: Context<ApiEnv>): StaffIdentity {
  const staff = c.get('staff')
  if (!staff) throw new Error(`No staff member behind ${c.req.method} ${c.req.path}`)
  return staff
}

/** A staff write as the audit log keeps it. */
export type AuditedChange = {
  recordId: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** Where a write lands and what kind of write it is. */
export type AuditedTarget = { db: Db; resource: string; action: AuditAction }

/**
 * A staff write and its audit entry in one IMMEDIATE transaction: `write` changes the
 * rows and says what changed; the entry is appended before the transaction commits, so
 * a change and its record stand or fall together. Answers what `write` answered.
 */
export function auditedWrite<T extends AuditedChange>(
  c: Context<ApiEnv>,
  { db, resource, action }: AuditedTarget,
  write: (tx: Queryable) => T,
): T {
  const staff = staffOf(c)
  return db.transaction((tx) => {
    const change = write(tx)
    const { recordId, before, after } = change
    recordAudit(tx, {
      action,
      resource,
      recordId,
      before,
      after,
      actor: staff,
      clientAddress: staff.clientAddress,
    })
    return change
  }, IMMEDIATE)
}
