// The registry: every resource's routes by the name it has under /api. The names and
// their access rules are the contract's (contract/resources.ts, which the console reads
// too); `satisfies` holds this list to exactly those names. createApp mounts them all.
import { Hono } from 'hono'
import type { MergeSchemaPath } from 'hono/types'
import type { ResourceName } from '../contract/resources'
import type { ApiEnv } from '../http/types'
import { accountRoutes } from './account/account.routes'
import { alertRoutes, savedSearchRoutes } from './alerts/alerts.routes'
import { auditLogRoutes } from './audit-log/audit-log.routes'
import { blogRoutes } from './blogs/blogs.routes'
import { brandRoutes } from './brands/brands.routes'
import { buyerAccountRoutes } from './buyer-accounts/buyer-accounts.routes'
import { financeSettingsRoutes, importRatesRoutes } from './buyer-tools/buyer-tools.routes'
import { carRoutes } from './cars/cars.routes'
import { chatClickRoutes } from './chat-clicks/chat-clicks.routes'
import { dealerSettingsRoutes } from './dealer-settings/dealer-settings.routes'
import { reservationSettingsRoutes } from './reservation-settings/reservation-settings.routes'
import {
  mpesaCallbackRoutes,
  reservationRoutes,
  reservationStatusRoutes,
} from './reservations/reservations.routes'
import type { RouteDeps } from './plumbing'
import { featuredCarRoutes } from './featured-cars/featured-cars.routes'
import { heldPhotoRoutes } from './held-photos/held-photos.routes'
import { carEnquiryRoutes, testDriveRoutes } from './leads/car-page.routes'
import { contactMessageRoutes } from './leads/contact-messages.routes'
import { importRequestRoutes, importTrackingRoutes } from './leads/import-requests.routes'
import { leadInboxRoutes } from './leads/inbox.routes'
import { sellRequestRoutes } from './leads/sell-requests.routes'
import { limitedOfferRoutes } from './limited-offers/limited-offers.routes'
import { meRoutes } from './staff/me.routes'
import { outboxRoutes } from './outbox/outbox.routes'
import { publicConfigRoutes } from './public-config/public-config.routes'
import { sessionRoutes } from './session/session.routes'
import { staffRoutes } from './staff/staff.routes'
import { uploadRoutes } from './uploads/uploads.routes'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema a resource has
type Routes = (deps: RouteDeps) => Hono<ApiEnv, any, any>

export const RESOURCE_ROUTES = {
  cars: carRoutes,
  brands: brandRoutes,
  'featured-cars': featuredCarRoutes,
  'limited-offers': limitedOfferRoutes,
  blogs: blogRoutes,
  'contact-messages': contactMessageRoutes,
  'import-requests': importRequestRoutes,
  'import-tracking': importTrackingRoutes,
  'sell-requests': sellRequestRoutes,
  'held-photos': heldPhotoRoutes,
  enquiries: carEnquiryRoutes,
  'test-drives': testDriveRoutes,
  leads: leadInboxRoutes,
  'chat-clicks': chatClickRoutes,
  session: sessionRoutes,
  uploads: uploadRoutes,
  'public-config': publicConfigRoutes,
  me: meRoutes,
  staff: staffRoutes,
  'audit-log': auditLogRoutes,
  outbox: outboxRoutes,
  'finance-settings': financeSettingsRoutes,
  'import-rates': importRatesRoutes,
  'dealer-settings': dealerSettingsRoutes,
  'reservation-settings': reservationSettingsRoutes,
  reservations: reservationRoutes,
  'reservation-status': reservationStatusRoutes,
  'mpesa-callbacks': mpesaCallbackRoutes,
  alerts: alertRoutes,
  'saved-searches': savedSearchRoutes,
  account: accountRoutes,
  'buyer-accounts': buyerAccountRoutes,
} as const satisfies Record<ResourceName, Routes>

type Registry = typeof RESOURCE_ROUTES
/** What hc<AppType> sees: each resource's routes under its name. */
type Mounted = {
  [K in keyof Registry]: ReturnType<Registry[K]> extends Hono<ApiEnv, infer S, string>
    ? MergeSchemaPath<S, `/${K}`>
    : never
}[keyof Registry]

/** Every resource's routes, each under /{name}. */
export function resourceRoutes(deps: RouteDeps): Hono<ApiEnv, Mounted> {
  const api = new Hono<ApiEnv>()
  for (const [name, routes] of Object.entries(RESOURCE_ROUTES) as [string, Routes][]) {
    api.route(`/${name}`, routes(deps))
  }
  return api as unknown as Hono<ApiEnv, Mounted>
}
