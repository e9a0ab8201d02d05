import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from '../../db/schema/util'
import { cars } from '../cars/cars.table'

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
