// Staff (who may use the back office, and as what) and the append-only audit log.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { AuditAction, AuditChanges, StaffRole } from '../../contract/options'
import { createdAt, id, updatedAt } from './util'

export const staff = sqliteTable(
  'staff',
  {
    id: id(),
    /** Lower case; the account is matched by uid, or by email until the uid is known. */
    email: text('email').notNull().unique(),
    uid: text('uid').unique(),
    displayName: text('display_name').notNull().default(''),
    role: text('role').$type<StaffRole>().notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    addedBy: text('added_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_role_active_idx').on(t.role, t.active)],
)

/** Append-only: triggers in the migration refuse UPDATE and DELETE. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    at: createdAt('at'),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role').$type<StaffRole>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    changes: text('changes', { mode: 'json' }).$type<AuditChanges>().notNull(),
    clientAddress: text('client_address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorUid, t.at),
  ],
)
