// Staff roles and what the audit log records. Pure data: bundled into browsers.

/** Staff roles (staff.ts says what each may do). The tables type their columns by these. */
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Who the audit log names: a staff member's role, or a buyer erasing their own data. */
export const AUDIT_ACTOR_ROLES = [...STAFF_ROLES, 'buyer'] as const
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number]

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Changed fields: `{ field: { before, after } }` (create: before null; delete: after null). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>
