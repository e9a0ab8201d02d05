// react-admin's view of Firebase and the staff list. Signing in happens on our own login
// page; who may see what follows the signed-in staff member's role (GET /api/me, asked
// once per sign-in), with the same rules the API enforces.
import { STAFF_ROLE_LABELS } from '@dealership/api/contract'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import type { AuthProvider } from 'react-admin'
import { firebaseAuth } from './auth/firebase'
import {
  apiErrorText,
  clearMe,
  isRefusal,
  loadMe,
  MeError,
  refuseAccount,
} from './auth/staff-session'
import { canRoleAccess, classifyApiError, isStaffRole } from './lib/role-rules'

const NOT_AUTHENTICATED = 'User not authenticated'
/** A rejection react-admin acts on without a notification: the login page says why. */
const SILENT = { message: false }

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await signInWithEmailAndPassword(firebaseAuth(), username, password)
  },
  async logout() {
    clearMe()
    await signOut(firebaseAuth())
  },
  async checkAuth() {
    await firebaseAuth().authStateReady()
    if (!firebaseAuth().currentUser) throw new Error(NOT_AUTHENTICATED)
    try {
      await loadMe()
    } catch (error) {
      if (isRefusal(error)) {
        await refuseAccount(error.message)
        throw SILENT
      }
      if (error instanceof MeError && error.status === 401) throw new Error(NOT_AUTHENTICATED)
      // No answer or a server error: stay signed in; each screen shows its own error.
    }
  },
  async checkError(error: { status?: number; body?: unknown }) {
    switch (classifyApiError(error)) {
      case 'signed-out':
        // The token is no longer accepted: sign out to the login page.
        throw new Error(NOT_AUTHENTICATED)
      case 'refused':
        // Removed or deactivated while signed in.
        await refuseAccount(apiErrorText(error.body) ?? NOT_AUTHENTICATED)
        throw SILENT
      default:
      // A role refusal on one call is an ordinary failure: notified, still signed in.
    }
  },
  async getIdentity() {
    const user = firebaseAuth().currentUser
    if (!user) throw new Error(NOT_AUTHENTICATED)
    try {
      const me = await loadMe()
      const role = isStaffRole(me.role) ? STAFF_ROLE_LABELS[me.role] : me.role
      return { id: me.id, fullName: `${me.displayName || me.email} (${role})` }
    } catch {
      return { id: user.uid, fullName: user.email ?? user.uid }
    }
  },
  async getPermissions() {
    return (await loadMe()).role
  },
  async canAccess({ resource, action }) {
    return canRoleAccess((await loadMe()).role, resource, action)
  },
}
