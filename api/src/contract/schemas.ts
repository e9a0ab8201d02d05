// Zod schemas for every payload the API accepts. The API validates with them, and the
// site's forms and the back office's (backoffice/src/lib/contract-resolver.ts) check
// with them before sending, so every form shows the message the API would answer.
// Each record's schema is generated from its table (drizzle-zod): the fields, and the
// type of any column without a rule of its own, come from the table definition, and a
// rule for a column the table lacks does not compile. The rules carry the messages.
// No node imports: this module and the tables are bundled into the back office.
// Each resource's in its folder (resources/<name>/<name>.contract.ts); the shared field
// rules and the error body in inputs/.
export * from './inputs/fields'
export * from '../resources/cars/cars.contract'
export * from '../resources/brands/brands.contract'
export * from '../resources/featured-cars/featured-cars.contract'
export * from '../resources/limited-offers/limited-offers.contract'
export * from '../resources/blogs/blogs.contract'
export * from '../resources/buyer-tools/buyer-tools.contract'
export * from '../resources/dealer-settings/dealer-settings.contract'
export * from '../resources/reservation-settings/reservation-settings.contract'
export * from '../resources/reservations/reservations.contract'
export * from '../resources/leads/leads.contract'
export * from './inputs/errors'
export * from '../resources/alerts/alerts.contract'
export * from '../resources/staff/staff.contract'
export * from '../resources/audit-log/audit-log.contract'
export * from '../resources/outbox/outbox.contract'
export * from '../resources/account/account.contract'
export * from '../resources/buyer-accounts/buyer-accounts.contract'
