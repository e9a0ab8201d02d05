// The console: react-admin under /admin, inside the router that main.tsx made.
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { authProvider } from './authProvider'
import blogs from './blogs'
import brands from './brands'
import cars from './cars'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import { FeaturedCars } from './featured-cars/FeaturedCars'
import { AppLayout } from './layout/AppLayout'
import { theme } from './layout/theme'
import { contactMessages, importRequests, sellRequests } from './leads'
import limitedOffers from './limited-offers'

export default function App() {
  return (
    <Admin
      basename="/admin"
      disableTelemetry
      title="Dealership back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={false}
      dashboard={Dashboard}
      layout={AppLayout}
      theme={theme}
      darkTheme={null}
      requireAuth
    >
      <Resource name="cars" {...cars} />
      <Resource name="brands" {...brands} />
      <Resource name="limited-offers" {...limitedOffers} />
      <Resource name="blogs" {...blogs} />
      <Resource name="contact-messages" {...contactMessages} />
      <Resource name="import-requests" {...importRequests} />
      <Resource name="sell-requests" {...sellRequests} />
      <Resource name="featured-cars" />
      <CustomRoutes>
        <Route path="/featured-cars" element={<FeaturedCars />} />
      </CustomRoutes>
    </Admin>
  )
}
