import type { Context, MiddlewareHandler } from 'hono'
import { recordAudit, type AuditWrite } from '../audit'
import type { AuthService } from '../auth'
import type { Db, Queryable } from '../db/client'
import type { Env } from '../env'
import type { ApiEnv } from '../http/types'
import type { ShareCards } from '../share-cards'

/** What every route module gets from createApp. */
export type RouteDeps = {
  db: Db
  env: Env
  auth: AuthService
  /** Rate limit of the public form posts, one bucket per form. */
  rateLimit: (bucket: string) => MiddlewareHandler<ApiEnv>
  /** The share cards of cars, brands, blog posts and the site (og:image). */
  shareCards: ShareCards
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

/**
 * Records a staff write in the audit log (call it inside the write's transaction).
 * Access control has set the staff member for every route that writes.
 */
export function audit(
  c: Context<ApiEnv>,
  db: Queryable,
  write: Omit<AuditWrite, 'actor' | 'clientAddress'>,
) {
  const staff = c.get('staff')
  if (!staff) throw new Error(`No staff member behind ${c.req.method} ${c.req.path}`)
  recordAudit(db, { ...write, actor: staff, clientAddress: staff.clientAddress })
}
