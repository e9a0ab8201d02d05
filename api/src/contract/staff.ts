// Staff, roles and what each role may do. The API enforces these rules on every route;
// the console reads the same table to show each role only what it may use.
import { z } from 'zod'
import { STAFF_ROLES, type AuditActorRole, type StaffRole } from './options'
import type { auditEntryRecord } from '../resources/audit-log/audit-log.contract'
import type { staffRecord } from '../resources/staff/staff.contract'
import { RESOURCES, resourcesWhere, type StaffGroup, type StaffResource } from './resources'
import { emailAddress, withoutControl } from './schemas'

export {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_ROLES,
  type AuditActorRole,
  STAFF_ROLES,
  type AuditAction,
  type AuditChanges,
  type StaffRole,
} from './options'

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  sales: 'Sales',
}
/** The audit log's "who": a staff role, or a buyer who erased their own data. */
export const AUDIT_ACTOR_LABELS: Record<AuditActorRole, string> = {
  ...STAFF_ROLE_LABELS,
  buyer: 'Buyer',
}

/** react-admin's action names (canAccess), which the API reuses for its routes. */
export type StaffAction = 'list' | 'show' | 'create' | 'edit' | 'delete'

export type { StaffResource } from './resources'

const ALL: readonly StaffAction[] = ['list', 'show', 'create', 'edit', 'delete']
const READ: readonly StaffAction[] = ['list', 'show']
const WORK: readonly StaffAction[] = ['list', 'show', 'edit']

/** What each role may do on each group of resources (resources.ts says who is in which). */
const GROUP_GRANTS: Record<StaffRole, Partial<Record<StaffGroup, readonly StaffAction[]>>> = {
  admin: { catalog: ALL, lead: ALL, inbox: ALL, admin: ALL, settings: ALL, demand: READ },
  // Editors keep the public figures too: the calculator's settings, the import rates and
  // the dealer's details.
  editor: { catalog: ALL, settings: ALL, demand: READ },
  // Sales work the leads and may change a car's availability (edit is limited to that
  // field by the API); brands are readable so a car's brand shows, and a car's history
  // so they can answer what a buyer asks of it.
  sales: { lead: WORK, inbox: WORK, demand: READ },
}
/** Where a role's grant on one resource differs from its group's. */
const RESOURCE_GRANTS: Record<StaffRole, Partial<Record<StaffResource, readonly StaffAction[]>>> = {
  admin: {},
  editor: {},
  sales: { cars: WORK, brands: READ, 'car-history': READ, 'buyer-accounts': READ },
}

/** Every resource staff reach by role. */
export const STAFF_RESOURCES = resourcesWhere((r) => r.staff !== undefined) as StaffResource[]

const GRANTS = Object.fromEntries(
  STAFF_ROLES.map((role) => {
    const grants = STAFF_RESOURCES.flatMap((name) => {
      const actions = RESOURCE_GRANTS[role][name] ?? GROUP_GRANTS[role][RESOURCES[name].staff]
      return actions ? [[name, actions] as const] : []
    })
    return [role, Object.fromEntries(grants)]
  }),
) as Record<StaffRole, Record<string, readonly string[] | undefined>>

/** Whether `role` may do `action` on `resource` (unknown resources: no). */
export function roleCan(role: StaffRole, resource: string, action: string): boolean {
  const grants = GRANTS[role]
  return Object.hasOwn(grants, resource) && (grants[resource]?.includes(action) ?? false)
}

/** The car fields a sales user may change; every other field must stay as it is. */
export const SALES_CAR_FIELDS = ['availability'] as const

export const NOT_STAFF_MESSAGE =
  'This account is not on the staff list. Ask an administrator to add you.'
export const INACTIVE_STAFF_MESSAGE =
  'This staff account has been deactivated. Ask an administrator to reactivate it.'
export const roleForbiddenMessage = (role: StaffRole) =>
  `Your role (${STAFF_ROLE_LABELS[role]}) does not allow this.`
export const SALES_CAR_EDIT_MESSAGE = "Your role (Sales) may only change a car's availability."
export const LAST_ADMIN_MESSAGE =
  'There must be at least one active admin: add or promote another admin first.'

/** Stored in lower case: the account is matched by email until its uid is known. */
const email = emailAddress.transform((v) => v.toLowerCase())
const role = z.enum(STAFF_ROLES, {
  errorMap: () => ({ message: `Role must be one of: ${STAFF_ROLES.join(', ')}` }),
})
const displayName = withoutControl(
  z
    .string({ invalid_type_error: 'Name must be text' })
    .trim()
    .max(100, 'Name must be 100 characters or fewer'),
  'Name',
  'line',
)

export const staffCreateInput = z.object({
  email,
  role,
  displayName: displayName.optional().default(''),
})
export const staffUpdateInput = z.object({
  role: role.optional(),
  displayName: displayName.optional(),
  active: z.boolean({ invalid_type_error: 'Active must be true or false' }).optional(),
})
export type StaffCreateInput = z.input<typeof staffCreateInput>
export type StaffUpdateInput = z.input<typeof staffUpdateInput>

/** A staff record as the API answers it (records.ts). */
export type StaffMember = z.infer<typeof staffRecord>

/** An audit log entry as the API answers it (records.ts). */
export type AuditEntry = z.infer<typeof auditEntryRecord>
