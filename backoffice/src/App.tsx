// The console: react-admin under /admin, inside the router that main.tsx made. Every
// resource page renders only for a role that may open it (authProvider.canAccess).
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import auditLog from './audit-log'
import { authProvider } from './authProvider'
import blogs from './blogs'
import brands from './brands'
import cars from './cars'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import { i18nProvider } from './i18n'
import { FeaturedCars } from './featured-cars/FeaturedCars'
import { AccessDeniedPage, guardResource } from './layout/access'
import { AppLayout } from './layout/AppLayout'
import { theme } from './layout/theme'
import { outbox } from './outbox'
import {
  contactMessages,
  enquiries,
  importRequests,
  leads,
  sellRequests,
  testDrives,
} from './leads'
import importRates from './import-rates'
import { savedSearches } from './saved-searches'
import limitedOffers from './limited-offers'
import { DealerSettingsPage } from './settings/DealerSettings'
import { FinanceSettingsPage } from './settings/FinanceSettings'
import staff from './staff'

// Made once: a new component type on every render would remount the pages.
const views = {
  cars: guardResource(cars),
  brands: guardResource(brands),
  limitedOffers: guardResource(limitedOffers),
  blogs: guardResource(blogs),
  leads: guardResource(leads),
  contactMessages: guardResource(contactMessages),
  importRequests: guardResource(importRequests),
  sellRequests: guardResource(sellRequests),
  enquiries: guardResource(enquiries),
  testDrives: guardResource(testDrives),
  staff: guardResource(staff),
  outbox: guardResource(outbox),
  auditLog: guardResource(auditLog),
  importRates: guardResource(importRates),
  savedSearches: guardResource(savedSearches),
}

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
      <Resource name="cars" {...views.cars} />
      <Resource name="brands" {...views.brands} />
      <Resource name="limited-offers" {...views.limitedOffers} />
      <Resource name="blogs" {...views.blogs} />
      <Resource name="leads" {...views.leads} />
      <Resource name="contact-messages" {...views.contactMessages} />
      <Resource name="import-requests" {...views.importRequests} />
      <Resource name="sell-requests" {...views.sellRequests} />
      <Resource name="enquiries" {...views.enquiries} />
      <Resource name="test-drives" {...views.testDrives} />
      <Resource name="outbox" {...views.outbox} />
      <Resource name="featured-cars" />
      <Resource name="staff" {...views.staff} />
      <Resource name="audit-log" {...views.auditLog} />
      <Resource name="import-rates" {...views.importRates} />
      <Resource name="finance-settings" />
      <Resource name="dealer-settings" />
      <Resource name="saved-searches" {...views.savedSearches} />
      <CustomRoutes>
        <Route path="/featured-cars" element={<FeaturedCars />} />
        <Route path="/finance-settings" element={<FinanceSettingsPage />} />
        <Route path="/dealer-settings" element={<DealerSettingsPage />} />
      </CustomRoutes>
    </Admin>
  )
}
