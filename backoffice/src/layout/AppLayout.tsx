import type { ReactNode } from 'react'
import { AppBar, Layout, Menu, TitlePortal, useBasename } from 'react-admin'
import { consoleLabel } from '../lib/console-resources'
import { CONSOLE_RESOURCES } from '../resources'
import { IfCan } from './access'

// Every console resource in the menu's order (resources.ts). Resource items hide
// themselves from a role that may not list them (canAccess); a page of its own shows
// for a role that may use it.
function AppMenu() {
  // Menu.Item links are not prefixed with Admin's basename.
  const basename = useBasename()
  return (
    <Menu>
      <Menu.DashboardItem />
      {CONSOLE_RESOURCES.map(({ name, page, icon: Icon }) =>
        page ? (
          <IfCan key={name} resource={name} action={page.access}>
            <Menu.Item
              to={`${basename}/${name}`}
              primaryText={consoleLabel(name)}
              leftIcon={<Icon />}
            />
          </IfCan>
        ) : (
          <Menu.ResourceItem key={name} name={name} />
        ),
      )}
    </Menu>
  )
}

// The page title is the page's one h1.
const TitleBar = () => (
  <AppBar>
    <TitlePortal component="h1" />
  </AppBar>
)

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={TitleBar}>
      {children}
    </Layout>
  )
}
