// The site's editable pages: the terms, the privacy notice, about us, the true brand and
// careers. Anyone reads them (the site renders each at its address); admins change them
// in the console, and every change is audited with what the page said before. There are
// always the five: no page is created or deleted, and one nobody saved is its shipped text.
import { Hono } from 'hono'
import { isSitePageKey, SITE_PAGE_NOT_FOUND, sitePageInput, type SitePage } from '../../contract'
import { httpError, jsonBody } from '../../http/errors'
import { idFilter, parseListParams, setContentRange } from '../../http/list-query'
import type { ApiEnv } from '../../http/types'
import { auditedWrite, staffOf } from '../audited-write'
import { nowIso } from '../../db/schema/util'
import type { RouteDeps } from '../route-deps'
import { allSitePages, currentSitePage, saveSitePage } from './site-pages.repository'

/** What the audit log keeps of a page: its words (the entry itself says who and when). */
const words = ({ title, summary, body }: SitePage) => ({ title, summary, body })

const keyOf = (key: string) => {
  if (!isSitePageKey(key)) throw httpError(404, SITE_PAGE_NOT_FOUND)
  return key
}

export function sitePageRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      // Five pages: react-admin's list (and getMany by ids) takes them whole.
      const ids = idFilter(parseListParams(c, { maxPerPage: 100 }).filter)
      const pages = allSitePages(db).filter((p) => !ids || ids.includes(p.id))
      setContentRange(c, {
        resource: 'site-pages',
        offset: 0,
        count: pages.length,
        total: pages.length,
      })
      return c.json(pages)
    })
    .get('/:key', (c) => c.json(currentSitePage(db, keyOf(c.req.param('key')))))
    .put('/:key', jsonBody(sitePageInput), (c) => {
      const key = keyOf(c.req.param('key'))
      const data = c.req.valid('json')
      const { saved } = auditedWrite(c, { db, resource: 'site-pages', action: 'update' }, (tx) => {
        const before = currentSitePage(tx, key)
        const values = { ...data, updatedAt: nowIso(), updatedBy: staffOf(c).id }
        const saved = saveSitePage(tx, key, values)
        return { recordId: key, before: words(before), after: words(saved), saved }
      })
      return c.json(saved)
    })
}

/** What this file serves: /api/site-pages. */
export const routes = { 'site-pages': sitePageRoutes }
