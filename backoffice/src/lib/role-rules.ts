// What a staff role may see in the console (the API's own rules, from the contract) and
// what an API failure means for the session.
import {
  INACTIVE_STAFF_MESSAGE,
  isOneOf,
  NOT_STAFF_MESSAGE,
  roleCan,
  STAFF_ROLES,
  type StaffRole,
} from '@dealership/api/contract'

export const isStaffRole = (value: unknown): value is StaffRole => isOneOf(STAFF_ROLES, value)

/** react-admin's canAccess for a role; an unknown role or resource may do nothing. */
export function canRoleAccess(role: unknown, resource: string | undefined, action: string) {
  return isStaffRole(role) && typeof resource === 'string' && roleCan(role, resource, action)
}

/**
 * - `signed-out`: the token is no longer accepted (401): back to the login page.
 * - `refused`: the account is not active staff: sign it out and say why on the login page.
 * - `forbidden`: the role may not do this one thing: an ordinary error, no sign-out.
 * - `other`: anything else.
 */
export type ApiErrorKind = 'signed-out' | 'refused' | 'forbidden' | 'other'

const REFUSALS: readonly string[] = [NOT_STAFF_MESSAGE, INACTIVE_STAFF_MESSAGE]

export function classifyApiError(error: unknown): ApiErrorKind {
  if (!error || typeof error !== 'object') return 'other'
  const status = 'status' in error ? error.status : undefined
  const body = 'body' in error ? error.body : undefined
  if (status === 401) return 'signed-out'
  if (status !== 403) return 'other'
  const text =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : null
  return text !== null && REFUSALS.includes(text) ? 'refused' : 'forbidden'
}

type Data = Record<string, unknown>

/**
 * Save transform for a role limited to some fields (sales: a car's availability): the
 * record as loaded, but for those fields, so the API sees nothing else change.
 */
export function limitedEditTransform(fields: readonly string[]) {
  return (data: Data, options?: { previousData?: Data }): Data => {
    const out: Data = { ...(options?.previousData ?? data) }
    for (const f of fields) if (Object.hasOwn(data, f)) out[f] = data[f]
    return out
  }
}
