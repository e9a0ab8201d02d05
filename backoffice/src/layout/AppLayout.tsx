import CalculateIcon from '@mui/icons-material/Calculate'
import StorefrontIcon from '@mui/icons-material/Storefront'
import StarIcon from '@mui/icons-material/Star'
import type { ReactNode } from 'react'
import { AppBar, Layout, Menu, TitlePortal, useBasename } from 'react-admin'
import { IfCan } from './access'

// Resource items hide themselves from a role that may not list them (canAccess).
function AppMenu() {
  // Menu.Item links are not prefixed with Admin's basename.
  const basename = useBasename()
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItem name="cars" />
      <Menu.ResourceItem name="brands" />
      <IfCan resource="featured-cars">
        <Menu.Item
          to={`${basename}/featured-cars`}
          primaryText="Featured Cars"
          leftIcon={<StarIcon />}
        />
      </IfCan>
      <Menu.ResourceItem name="limited-offers" />
      <Menu.ResourceItem name="blogs" />
      <Menu.ResourceItem name="leads" />
      <Menu.ResourceItem name="contact-messages" />
      <Menu.ResourceItem name="import-requests" />
      <Menu.ResourceItem name="sell-requests" />
      <Menu.ResourceItem name="enquiries" />
      <Menu.ResourceItem name="test-drives" />
      <Menu.ResourceItem name="saved-searches" />
      <Menu.ResourceItem name="staff" />
      <Menu.ResourceItem name="audit-log" />
      <Menu.ResourceItem name="outbox" />
      <IfCan resource="finance-settings" action="edit">
        <Menu.Item
          to={`${basename}/finance-settings`}
          primaryText="Finance settings"
          leftIcon={<CalculateIcon />}
        />
      </IfCan>
      <Menu.ResourceItem name="import-rates" />
      <IfCan resource="dealer-settings" action="edit">
        <Menu.Item
          to={`${basename}/dealer-settings`}
          primaryText="Dealer details"
          leftIcon={<StorefrontIcon />}
        />
      </IfCan>
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
