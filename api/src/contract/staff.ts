// Staff, roles and what each role may do. The API enforces these rules on every route;
// the console reads the same table to show each role only what it may use.
import { z } from 'zod'
import type { auditEntryRecord, staffRecord } from './records'
import { emailAddress, withoutControl } from './schemas'

export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  sales: 'Sales',
}

/** react-admin's action names (canAccess), which the API reuses for its routes. */
export type StaffAction = 'list' | 'show' | 'create' | 'edit' | 'delete'

export const CATALOG_RESOURCES = [
  'cars',
  'brands',
  'blogs',
  'limited-offers',
  'featured-cars',
  'uploads',
] as const
export const LEAD_RESOURCES = [
  'contact-messages',
  'import-requests',
  'sell-requests',
  'enquiries',
  'test-drives',
] as const
/** The one inbox over every kind of lead, where staff work them. */
export const INBOX_RESOURCES = ['leads'] as const
export const ADMIN_RESOURCES = ['staff', 'audit-log', 'outbox'] as const
/**
 * What the public pages show that staff keep: the finance calculator's settings, the
 * import rates and the dealer's details (address, phone, hours).
 */
export const SETTINGS_RESOURCES = ['finance-settings', 'import-rates', 'dealer-settings'] as const
/** What visitors ask alerts for: counts per search, no addresses (every role reads it). */
export const DEMAND_RESOURCES = ['saved-searches'] as const
export type StaffResource =
  | (typeof CATALOG_RESOURCES)[number]
  | (typeof LEAD_RESOURCES)[number]
  | (typeof INBOX_RESOURCES)[number]
  | (typeof ADMIN_RESOURCES)[number]
  | (typeof SETTINGS_RESOURCES)[number]
  | (typeof DEMAND_RESOURCES)[number]

const ALL: readonly StaffAction[] = ['list', 'show', 'create', 'edit', 'delete']
const READ: readonly StaffAction[] = ['list', 'show']

const GRANTS: Record<StaffRole, Partial<Record<StaffResource, readonly StaffAction[]>>> = {
  admin: {
    ...Object.fromEntries(
      [
        ...CATALOG_RESOURCES,
        ...LEAD_RESOURCES,
        ...INBOX_RESOURCES,
        ...ADMIN_RESOURCES,
        ...SETTINGS_RESOURCES,
      ].map((r) => [r, ALL]),
    ),
    'saved-searches': READ,
  },
  // Editors keep the public figures too: the calculator's settings, the import rates and
  // the dealer's details.
  editor: {
    ...Object.fromEntries([...CATALOG_RESOURCES, ...SETTINGS_RESOURCES].map((r) => [r, ALL])),
    'saved-searches': READ,
  },
  // Sales work the leads and may change a car's availability (edit is limited to that
  // field by the API); brands are readable so a car's brand shows.
  sales: {
    ...Object.fromEntries(LEAD_RESOURCES.map((r) => [r, ['list', 'show', 'edit'] as const])),
    leads: ['list', 'show', 'edit'],
    cars: ['list', 'show', 'edit'],
    brands: READ,
    'saved-searches': READ,
  },
}

/** Whether `role` may do `action` on `resource` (unknown resources: no). */
export function roleCan(role: StaffRole, resource: string, action: string): boolean {
  const grants = GRANTS[role] as Record<string, readonly string[] | undefined>
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

/** POST /api/staff answer: the record, and a temporary password when the account was created. */
export type StaffCreated = StaffMember & {
  temporaryPassword: string | null
  passwordResetLink: string | null
}

/** GET /api/me: who the signed-in staff member is. */
export type Me = Pick<StaffMember, 'id' | 'email' | 'uid' | 'displayName' | 'role'>

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Changed fields: `{ field: { before, after } }` (create: before null; delete: after null). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>

/** An audit log entry as the API answers it (records.ts). */
export type AuditEntry = z.infer<typeof auditEntryRecord>
