import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@dealership/api/contract'

export const roleChoices = STAFF_ROLES.map((r) => ({ id: r, name: STAFF_ROLE_LABELS[r] }))

export const roleLabel = (role: string) =>
  (STAFF_ROLE_LABELS as Record<string, string | undefined>)[role] ?? role
