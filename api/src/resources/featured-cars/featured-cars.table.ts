import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { cars } from '../cars/cars.table'

/** The featured set: membership is the car's `isFeatured`. */
export const featuredCars = sqliteTable('featured_cars', {
  carId: text('car_id')
    .primaryKey()
    .references(() => cars.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
})
