// The site's pages that admins write in the console (one row each): the terms, the
// privacy notice, about us, the true brand and careers. A page with no row shows the
// text the code ships (site-pages.defaults.ts) until an admin saves it.
import { sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { updatedAt } from '../../db/schema/util'
import { staff } from '../staff/staff.table'

export const SITE_PAGE_KEYS = ['terms', 'privacy', 'about', 'true-brand', 'careers'] as const
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number]

export const sitePages = sqliteTable('site_pages', {
  /** The page's key, which is also its address on the site (/terms). */
  id: text('id', { enum: SITE_PAGE_KEYS }).primaryKey(),
  /** The page's heading and title. */
  title: text('title').notNull(),
  /** One or two sentences under the heading, and the search engines' description. */
  summary: text('summary').notNull(),
  /** The page's text (contract/page-text.ts: headings, paragraphs, lists, links). */
  body: text('body').notNull(),
  updatedAt: updatedAt(),
  /** The staff member who saved it last; null for the text the code ships. */
  updatedBy: text('updated_by').references(() => staff.id, { onDelete: 'set null' }),
})
