// What the API accepts and answers with for the site's editable pages. The text is the
// small Markdown of contract/page-text.ts, refused with the line of each mistake.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import type { z } from 'zod'
import { requiredText } from '../../contract/inputs/fields'
import { pageTextMessages } from '../../contract/page-text'
import { recordIds } from '../../contract/records'
import { SITE_PAGE_KEYS, sitePages, type SitePageKey } from './site-pages.table'

export { SITE_PAGE_KEYS, type SitePageKey } from './site-pages.table'

export const SITE_PAGE_NOT_FOUND = 'Page not found'

/** Each page's address on the site, and what the console calls it. */
export const SITE_PAGE_PATHS: Record<SitePageKey, string> = {
  terms: '/terms',
  privacy: '/privacy',
  about: '/about',
  'true-brand': '/true-brand',
  careers: '/careers',
}
export const SITE_PAGE_LABELS: Record<SitePageKey, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy notice',
  about: 'About us',
  'true-brand': 'The True Brand',
  careers: 'Careers',
}

export const isSitePageKey = (key: string): key is SitePageKey =>
  (SITE_PAGE_KEYS as readonly string[]).includes(key)

export const MAX_PAGE_BODY = 40_000

/** PUT /api/site-pages/{key}: the page's title, summary and text. */
export const sitePageInput = createInsertSchema(sitePages, {
  title: requiredText('Title', 80),
  summary: requiredText('Summary', 300),
  body: requiredText('Body', MAX_PAGE_BODY, 'paragraphs').superRefine((text, ctx) => {
    const messages = pageTextMessages(text)
    // The first few, so the form shows where to look without a wall of text.
    if (messages.length > 0) {
      const more = messages.length > 3 ? ` (and ${messages.length - 3} more)` : ''
      ctx.addIssue({ code: 'custom', message: `${messages.slice(0, 3).join('; ')}${more}` })
    }
  }),
}).omit({ id: true, updatedAt: true, updatedBy: true })
export type SitePageInput = z.input<typeof sitePageInput>

/** A page as the API answers it: `updatedBy` is the staff member's id (null: as shipped). */
export const sitePageRecord = createSelectSchema(sitePages).extend(recordIds)
export type SitePage = z.infer<typeof sitePageRecord>
