// The console: react-admin under /admin, inside the router that main.tsx made. Every
// resource page renders only for a role that may open it (authProvider.canAccess). The
// resources are the console folders' (resources.ts), named by the registry.
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { authProvider } from './authProvider'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import { i18nProvider } from './i18n'
import { AccessDeniedPage, guardResource } from './layout/role-gates'
import { AppLayout } from './layout/AppLayout'
import { theme } from './layout/theme'
import { consoleLabel } from './lib/console-resources'
import { CONSOLE_RESOURCES } from './resources'

// Made once: a new component type on every render would remount the pages.
const screens = CONSOLE_RESOURCES.map((r) => ({ ...r, ...guardResource(r) }))

export default function App() {
  return (
    <Admin
      basename="/admin"
      disableTelemetry
      title="Dealership back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={false}
      dashboard={Dashboard}
      layout={AppLayout}
      theme={theme}
      darkTheme={null}
      accessDenied={AccessDeniedPage}
      requireAuth
    >
      {screens.map((r) =>
        r.page ? (
          // Its own page checks access (a custom route); react-admin still knows the name.
          <Resource key={r.name} name={r.name} />
        ) : (
          <Resource
            key={r.name}
            name={r.name}
            list={r.list}
            create={r.create}
            edit={r.edit}
            show={r.show}
            icon={r.icon}
            options={{ label: consoleLabel(r.name) }}
            recordRepresentation={r.recordRepresentation}
          />
        ),
      )}
      <CustomRoutes>
        {screens.flatMap(({ name, page }) =>
          page ? [<Route key={name} path={`/${name}`} element={<page.element />} />] : [],
        )}
      </CustomRoutes>
    </Admin>
  )
}
