// Where and how to reach the dealer, kept by staff in the console (one row): the contact
// page, the footer, the home page's schema.org data, the vehicle feed and the customers'
// emails all read it. The first start writes it from DEALER_* (api/src/config/env.ts).
import { real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { updatedAt } from '../../db/schema/util'

export const dealerSettings = sqliteTable('dealer_settings', {
  /** Always `current`: the table holds one row. */
  id: text('id').primaryKey(),
  streetAddress: text('street_address').notNull(),
  locality: text('locality').notNull(),
  region: text('region').notNull(),
  postalCode: text('postal_code').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  /** + and digits: +254700123456. */
  telephone: text('telephone').notNull(),
  /** Digits only, international format: https://wa.me/{whatsapp}. */
  whatsapp: text('whatsapp').notNull(),
  email: text('email').notNull(),
  /** schema.org's text form: "Mo-Fr 09:00-18:00; Sa 09:00-18:00". */
  openingHours: text('opening_hours').notNull(),
  /** A link to the showroom on a map; null: a maps search for latitude and longitude. */
  mapUrl: text('map_url'),
  updatedAt: updatedAt(),
})
