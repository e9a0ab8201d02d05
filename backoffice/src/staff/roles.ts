import { isOneOf, STAFF_ROLE_LABELS, STAFF_ROLES } from '@dealership/api/contract'
import { choicesFrom } from '../lib/lists'

export const roleChoices = choicesFrom(STAFF_ROLE_LABELS)

export const roleLabel = (role: string) =>
  isOneOf(STAFF_ROLES, role) ? STAFF_ROLE_LABELS[role] : role
