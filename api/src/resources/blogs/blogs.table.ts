// Blog posts.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from '../../db/schema/util'

export const blogs = sqliteTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    mainImage: text('main_image'),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    author: text('author').notNull(),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    /** Null for drafts; set when first published and kept after that. */
    publishedAt: text('published_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_published_idx').on(t.isPublished, t.publishedAt),
    index('blogs_created_idx').on(t.createdAt),
  ],
)
