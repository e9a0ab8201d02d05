// What every resource's routes share: their dependencies, the reading of react-admin's
// filter values, the read by id that answers 404, and the audited write.
import type { Context, MiddlewareHandler } from 'hono'
import { recordAudit, type AuditWrite } from './audit-log/audit-log.repository'
import type { AuthService } from '../auth/service'
import type { AuditAction } from '../contract/staff'
import { IMMEDIATE, type Db, type Queryable } from '../db/client'
import type { Env } from '../config/env'
import type { Logger } from '../ops/log'
import { httpError } from '../http/errors'
import type { ApiEnv, StaffIdentity } from '../http/types'
import type { ShareCards } from '../images/share-cards'
import type { Payments } from './reservations/reservations.payments'

/** What every route module gets from createApp. */
export type RouteDeps = {
  db: Db
  env: Env
  auth: AuthService
  /** Rate limit of the public form posts, one bucket per form. */
  rateLimit: (bucket: string) => MiddlewareHandler<ApiEnv>
  /** The share cards of cars, brands, blog posts and the site (og:image). */
  shareCards: ShareCards
  /** M-Pesa Express for reservation deposits: Daraja, or the local stand-in. */
  payments: Payments
  /** What a route reports beside its answer (a file it could not remove). */
  log: Logger
}

/** The string of a react-admin filter value, if it is one. */
export function filterText(v: unknown): string | undefined {
  if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 200)
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  return undefined
}

/** An integer from a react-admin filter value (number or digit string). */
export function filterInt(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v
  if (typeof v === 'string' && /^\d{1,15}$/.test(v.trim())) return Number(v)
  return undefined
}

export function filterBool(v: unknown): boolean | undefined {
  if (v === true || v === 'true' || v === '1') return true
  if (v === false || v === 'false' || v === '0') return false
  return undefined
}

export const nowIso = () => new Date().toISOString()

/** The staff member behind a route that writes: access control has set them. */
export function staffOf(c: Context<ApiEnv>): StaffIdentity {
  const staff = c.get('staff')
  if (!staff) throw new Error(`No staff member behind ${c.req.method} ${c.req.path}`)
  return staff
}

/**
 * Records a staff write in the audit log, inside the write's transaction: only
 * auditedWrite calls it, so every route's write is audited the one way. Access control
 * has set the staff member for every route that writes.
 */
function audit(
  c: Context<ApiEnv>,
  db: Queryable,
  write: Omit<AuditWrite, 'actor' | 'clientAddress'>,
) {
  const staff = staffOf(c)
  recordAudit(db, { ...write, actor: staff, clientAddress: staff.clientAddress })
}

/** `found`, or a 404 with `message` when there is none: every read by id ends here. */
export function findOr404<T>(found: T | null | undefined, message: string): T {
  if (found === undefined || found === null) throw httpError(404, message)
  return found
}

/** A staff write as the audit log keeps it. */
export type AuditedChange = {
  recordId: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/**
 * A staff write and its audit entry in one IMMEDIATE transaction: `write` changes the
 * rows and says what changed; the entry is appended before the transaction commits, so
 * a change and its record stand or fall together. Answers what `write` answered.
 */
export function auditedWrite<T extends AuditedChange>(
  c: Context<ApiEnv>,
  db: Db,
  resource: string,
  action: AuditAction,
  write: (tx: Queryable) => T,
): T {
  return db.transaction((tx) => {
    const change = write(tx)
    const { recordId, before, after } = change
    audit(c, tx, { action, resource, recordId, before, after })
    return change
  }, IMMEDIATE)
}
