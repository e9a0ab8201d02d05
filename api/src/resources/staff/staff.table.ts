// Staff: who may use the back office, and as what.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { StaffRole } from '../../contract/options'
import { createdAt, id, updatedAt } from '../../db/schema/util'

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
