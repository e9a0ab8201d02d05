import type { ReactNode } from 'react'
import { Typography } from '@mui/material'
import { AppBar, Layout, Menu, TitlePortal, useBasename } from 'react-admin'
import { publicConfig } from '../auth/firebase'
import { DEALER_COLOURS, DISPLAY_FONT } from './theme'
import { consoleLabel } from '../lib/console-resources'
import { CONSOLE_RESOURCES } from '../resources'
import { IfCan } from './role-gates'

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

// The dealer's name in its colours, as on the login page, then the page title, the
// page's one h1. On a phone the title alone: the bar has room for one of them.
const TitleBar = () => (
  <AppBar>
    <Typography
      component="p"
      data-testid="console-dealer"
      sx={{
        display: { xs: 'none', md: 'block' },
        mr: 2,
        pr: 2,
        borderRight: '1px solid rgba(255, 255, 255, 0.3)',
        fontFamily: DISPLAY_FONT,
        fontWeight: 600,
        fontSize: '1.15rem',
        letterSpacing: '0.02em',
        color: DEALER_COLOURS.metal,
        whiteSpace: 'nowrap',
      }}
    >
      {publicConfig().siteName}
    </Typography>
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
