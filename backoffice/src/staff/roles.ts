import { STAFF_ROLE_LABELS } from '@dealership/api/contract'
import { choicesFrom } from '../lib/lists'

export const roleChoices = choicesFrom(STAFF_ROLE_LABELS)

export const roleLabel = (role: string) =>
  (STAFF_ROLE_LABELS as Record<string, string | undefined>)[role] ?? role
