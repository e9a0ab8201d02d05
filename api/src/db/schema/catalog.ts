// Brands, cars, the featured set and limited offers.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from './util'

export const brands = sqliteTable(
  'brands',
  {
    id: id(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    description: text('description').notNull(),
    bannerImage: text('banner_image'),
    logoImage: text('logo_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('brands_name_idx').on(t.name)],
)

export const cars = sqliteTable(
  'cars',
  {
    id: id(),
    // Deleting a brand that still has cars is refused (409), never cascaded.
    brand: text('brand')
      .notNull()
      .references(() => brands.key, { onDelete: 'restrict', onUpdate: 'cascade' }),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    price: integer('price').notNull(),
    mainImage: text('main_image'),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    mileage: integer('mileage'),
    fuel: text('fuel').notNull(),
    transmission: text('transmission').notNull(),
    engine: text('engine').notNull(),
    horsepower: integer('horsepower').notNull(),
    availability: text('availability', { enum: ['In Stock', 'Out of Stock', 'Pre-Order'] })
      .notNull()
      .default('In Stock'),
    awards: text('awards', { mode: 'json' }).$type<string[]>().notNull().default([]),
    safetyFeatures: text('safety_features', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default([]),
    isLimited: integer('is_limited', { mode: 'boolean' }).notNull().default(false),
    condition: text('condition'),
    drivetrain: text('drivetrain'),
    acceleration: text('acceleration'),
    topSpeed: text('top_speed'),
    doors: integer('doors'),
    seats: integer('seats'),
    cargoSpace: text('cargo_space'),
    fuelEconomy: text('fuel_economy'),
    interior: text('interior'),
    infotainment: text('infotainment'),
    warranty: text('warranty'),
    location: text('location'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every filter and sort of the listing has an index; the composite ones serve
    // the common "filter, then newest first / by price" pages.
    index('cars_brand_created_idx').on(t.brand, t.createdAt),
    index('cars_brand_price_idx').on(t.brand, t.price),
    index('cars_year_idx').on(t.year),
    index('cars_fuel_idx').on(t.fuel),
    index('cars_condition_idx').on(t.condition),
    index('cars_drivetrain_idx').on(t.drivetrain),
    index('cars_price_idx').on(t.price),
    index('cars_created_idx').on(t.createdAt),
  ],
)

/** The featured set: membership is the car's `isFeatured`. */
export const featuredCars = sqliteTable('featured_cars', {
  carId: text('car_id')
    .primaryKey()
    .references(() => cars.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
})

export const limitedOffers = sqliteTable(
  'limited_offers',
  {
    id: id(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD; the offer is live through the end of that day. */
    expiryDate: text('expiry_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('limited_offers_expiry_idx').on(t.expiryDate),
    index('limited_offers_car_idx').on(t.carId),
  ],
)
