// The brands: a car's brand is its key.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from '../../db/schema/util'

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
