// The cars and their price history.
import {
  index,
  integer,
  sqliteTable,
  text,
  type IndexBuilder,
  type SQLiteColumn,
} from 'drizzle-orm/sqlite-core'
import { AVAILABILITY, BODY_STYLES } from '../../contract/options'
import { createdAt, id, updatedAt } from '../../db/schema/util'
import { brands } from '../brands/brands.table'

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
    /** Automatic or Manual (CAR_TRANSMISSIONS); the gearbox's own name is `gearbox`. */
    transmission: text('transmission').notNull(),
    /** The gearbox as the maker names it ("8-speed PDK dual-clutch"), shown on the car's page. */
    gearbox: text('gearbox'),
    engine: text('engine').notNull(),
    horsepower: integer('horsepower').notNull(),
    availability: text('availability', { enum: AVAILABILITY }).notNull().default('In Stock'),
    /**
     * Set while a buyer's M-Pesa prompt for the deposit is waiting (to its pay-by time):
     * the car is "being reserved". Kept by triggers on reservations (the migration), so
     * every way a reservation leaves awaiting-payment clears it.
     */
    beingReservedUntil: text('being_reserved_until'),
    awards: text('awards', { mode: 'json' }).$type<string[]>().notNull().default([]),
    safetyFeatures: text('safety_features', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default([]),
    isLimited: integer('is_limited', { mode: 'boolean' }).notNull().default(false),
    condition: text('condition'),
    drivetrain: text('drivetrain'),
    bodyStyle: text('body_style', { enum: BODY_STYLES }),
    /** The paint as the maker names it ("Obsidian Black Metallic"). */
    exteriorColor: text('exterior_color'),
    /** A VIN or a chassis number; public only when staff say so (`showVin`). */
    vin: text('vin'),
    showVin: integer('show_vin', { mode: 'boolean' }).notNull().default(false),
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
  (t) => {
    // The listing (GET /api/cars, resources/cars) reads every page of every public filter
    // and sort from one of these, walking it in order with no sort step; EXPLAIN QUERY
    // PLAN pins this in cars.query-plans.test.ts. An index is the equality filters (none,
    // each one alone, brand with each other one), then the sort's columns as carOrder
    // orders them: newest is created_at then price, the price sorts price, the year sorts
    // year then price. Availability follows, so the public lists' "not sold" is checked
    // on the index entry too. Every index entry ends with the rowid, the last tie-break.
    // Price trails the created_at and year orders, so a price range is checked in the index.
    const filters: SQLiteColumn[][] = [
      [],
      [t.brand],
      [t.year],
      [t.fuel],
      [t.condition],
      [t.drivetrain],
      [t.bodyStyle],
      [t.brand, t.year],
      [t.brand, t.fuel],
      [t.brand, t.condition],
      [t.brand, t.drivetrain],
      [t.brand, t.bodyStyle],
    ]
    const sorts: SQLiteColumn[][] = [[t.createdAt, t.price], [t.price], [t.year, t.price]]
    const byName = new Map<string, IndexBuilder>()
    for (const filter of filters) {
      for (const sort of sorts) {
        // A filtered column is constant, so the index orders by what follows it:
        // year=? sorted by year is year=? sorted by price.
        const columns = [...filter, ...sort.filter((c) => !filter.includes(c)), t.availability]
        const name = `cars_${columns.map((c) => c.name.replace(/_at$/, '')).join('_')}_idx`
        const [first, ...rest] = columns
        byName.set(name, index(name).on(first!, ...rest))
      }
    }
    return [...byName.values()]
  },
)

/**
 * Every change of a car's price (who made it is in the audit log). The offers show the
 * price before the latest change struck through when it was higher.
 */
export const carPriceChanges = sqliteTable(
  'car_price_changes',
  {
    id: id(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    at: createdAt('at'),
  },
  (t) => [
    index('car_price_changes_car_idx').on(t.carId, t.at),
    // The alerts' digest reads the drops of a time window.
    index('car_price_changes_at_idx').on(t.at),
  ],
)
