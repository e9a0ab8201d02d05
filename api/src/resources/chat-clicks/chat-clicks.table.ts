import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from '../../db/schema/util'
import { cars } from '../cars/cars.table'

/** A visitor opened the chat app from a car's page (our redirect counts it first). */
export const chatClicks = sqliteTable(
  'chat_clicks',
  {
    id: id(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    at: createdAt('at'),
  },
  (t) => [index('chat_clicks_car_idx').on(t.carId, t.at)],
)
