// Every table, in one barrel: drizzle-kit (drizzle.config.ts) and the database client
// read it. Each resource's tables are in its folder (resources/<name>/<name>.table.ts);
// the mail outbox's too (resources/outbox/outbox.table.ts).
export * from '../../resources/brands/brands.table'
export * from '../../resources/cars/cars.table'
export * from '../../resources/featured-cars/featured-cars.table'
export * from '../../resources/limited-offers/limited-offers.table'
export * from '../../resources/blogs/blogs.table'
export * from '../../resources/leads/leads.table'
export * from '../../resources/held-photos/held-photos.table'
export * from '../../resources/chat-clicks/chat-clicks.table'
export * from '../../resources/staff/staff.table'
export * from '../../resources/audit-log/audit-log.table'
export * from '../../resources/outbox/outbox.table'
export * from '../../resources/buyer-tools/buyer-tools.table'
export * from '../../resources/alerts/alerts.table'
export * from '../../resources/dealer-settings/dealer-settings.table'
