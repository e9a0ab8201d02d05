// The editable pages as stored: a row once an admin has saved the page, the shipped text
// (site-pages.defaults.ts) until then.
import type { Queryable } from '../../db/client'
import { rowsById } from '../rows'
import { DEFAULT_PAGES_DATE, DEFAULT_SITE_PAGES } from './site-pages.defaults'
import { SITE_PAGE_KEYS, type SitePage, type SitePageKey } from './site-pages.contract'
import { sitePages } from './site-pages.table'

type Row = typeof sitePages.$inferSelect

const toPage = (row: Row): SitePage => ({ ...row, _id: row.id })

const rows = rowsById(sitePages, sitePages.id)

/** The page's shipped text, as a record nobody has saved. */
export const defaultSitePage = (key: SitePageKey): SitePage =>
  toPage({ id: key, ...DEFAULT_SITE_PAGES[key], updatedAt: DEFAULT_PAGES_DATE, updatedBy: null })

/** The page as stored, or its shipped text. */
export function currentSitePage(db: Queryable, key: SitePageKey): SitePage {
  const row = rows.find(db, key)
  return row ? toPage(row) : defaultSitePage(key)
}

/** Every page, in the keys' order. */
export function allSitePages(db: Queryable): SitePage[] {
  const stored = new Map(
    db
      .select()
      .from(sitePages)
      .all()
      .map((row) => [row.id, row]),
  )
  return SITE_PAGE_KEYS.map((key) => {
    const row = stored.get(key)
    return row ? toPage(row) : defaultSitePage(key)
  })
}

/** Stores the page (the row is written the first time). */
export function saveSitePage(
  db: Queryable,
  key: SitePageKey,
  values: Omit<typeof sitePages.$inferInsert, 'id'>,
): SitePage {
  return toPage(rows.save(db, key, values))
}
