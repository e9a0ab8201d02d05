// The audit log: every staff write, who did it and what changed.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { AuditAction, AuditActorRole, AuditChanges } from '../../contract/options'
import { createdAt, id } from '../../db/schema/util'

/** Append-only: triggers in the migration refuse UPDATE and DELETE. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    at: createdAt('at'),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role').$type<AuditActorRole>().notNull(),
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
