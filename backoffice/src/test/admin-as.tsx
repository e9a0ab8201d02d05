// The console's screens in tests: react-admin's context with a staff member of one role
// signed in, who may do what the console's role rules let that role do.
import type { StaffRole } from '@dealership/api/contract'
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  defaultI18nProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin'
import { canRoleAccess } from '../lib/role-rules'

/** Signed in as `role`: its permissions, and access by the console's role rules. */
export function authProviderAs(role: StaffRole): AuthProvider {
  return {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => role,
    canAccess: async ({ resource, action }) => canRoleAccess(role, resource, action),
  }
}

type AdminAsProps = {
  role: StaffRole
  children: ReactNode
  /** What the API answers (by default, nothing: every call fails). */
  dataProvider?: DataProvider
  /** The resource whose page `children` is, as react-admin's routes would say. */
  resource?: string
  queryClient?: QueryClient
}

/** `children` inside the console's react-admin context, signed in as `role`. */
export function AdminAs({ role, children, dataProvider, resource, queryClient }: AdminAsProps) {
  return (
    <AdminContext
      dataProvider={dataProvider ?? testDataProvider()}
      authProvider={authProviderAs(role)}
      i18nProvider={defaultI18nProvider}
      queryClient={queryClient}
    >
      {resource ? (
        <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
      ) : (
        children
      )}
    </AdminContext>
  )
}
