// The site's editable pages (terms, privacy, about, true brand, careers): the shipped
// text until an admin saves one, read by anyone, changed by admins only and audited, the
// text checked line by line, stored as typed (the site shows markup as text), and a
// change seen by the page cache.
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  roleForbiddenMessage,
  SITE_PAGE_KEYS,
  SITE_PAGE_NOT_FOUND,
  sitePageRecord,
  type SitePage,
} from '../../contract'
import { parsePageText } from '../../contract/page-text'
import { pageGeneration } from '../../db/page-generation'
import { NOT_AUTHENTICATED } from '../../http/errors'
import { DEFAULT_PAGES_DATE, DEFAULT_SITE_PAGES } from './site-pages.defaults'
import { sitePages } from './site-pages.table'
import { staff } from '../staff/staff.table'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../../test/helpers'

// The file's tests share one database: each starts with no page saved, as a new install.
beforeEach(() => {
  makeApp().db.delete(sitePages).run()
})

const page = (over: Record<string, unknown> = {}) => ({
  title: 'Terms and Conditions',
  summary: 'How reservations and refunds work.',
  body: '## Refunds\n\nRefunds go back to the M-Pesa number that paid, within {{holdDays}}.',
  ...over,
})

describe('site pages', () => {
  it('are the five shipped texts until saved, to anyone, listed or by key', async () => {
    const { app } = makeApp()
    const res = await app.request('/api/site-pages')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toMatch(/^public/)
    expect(res.headers.get('Content-Range')).toBe('site-pages 0-4/5')
    const pages = sitePageRecord
      .strict()
      .array()
      .parse(await res.json())
    expect(pages.map((p) => p.id)).toEqual([...SITE_PAGE_KEYS])
    for (const p of pages) {
      expect(p).toMatchObject({
        ...DEFAULT_SITE_PAGES[p.id],
        _id: p.id,
        updatedAt: DEFAULT_PAGES_DATE,
        updatedBy: null,
      })
      // Every shipped text reads without a mistake.
      expect(parsePageText(p.body).problems, p.id).toEqual([])
    }

    const one = await app.request('/api/site-pages/privacy')
    expect(one.status).toBe(200)
    expect(sitePageRecord.strict().parse(await one.json()).title).toBe('Privacy Notice')
    // react-admin's getMany.
    const many = await app.request('/api/site-pages?filter={"id":["about","careers"]}')
    expect(((await many.json()) as SitePage[]).map((p) => p.id)).toEqual(['about', 'careers'])

    const missing = await app.request('/api/site-pages/cookies')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: SITE_PAGE_NOT_FOUND })
  })

  it('are changed by admins only: editors, sales and visitors are refused', async () => {
    const { app, db } = makeApp()
    const put = (token: string | null, key = 'terms', body: unknown = page()) =>
      app.request(`/api/site-pages/${key}`, jsonInit('PUT', body, token))

    const anonymous = await put(null)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: NOT_AUTHENTICATED })
    for (const role of ['editor', 'sales'] as const) {
      const { token } = await staffAccount(db, role)
      const refused = await put(token)
      expect(refused.status, role).toBe(403)
      expect(await refused.json()).toMatchObject({ error: roleForbiddenMessage(role) })
    }
    expect(db.select().from(sitePages).all()).toEqual([])

    const admin = await staffAccount(db, 'admin')
    const adminId = db.select().from(staff).where(eq(staff.uid, admin.uid)).get()!.id
    const saved = await put(admin.token)
    expect(saved.status).toBe(200)
    const record = sitePageRecord.strict().parse(await saved.json())
    expect(record).toMatchObject({ id: 'terms', ...page(), updatedBy: adminId })
    expect(Date.parse(record.updatedAt)).toBeGreaterThan(Date.parse(DEFAULT_PAGES_DATE))

    // Everyone reads the saved page; the others are still as shipped.
    const read = (await (await app.request('/api/site-pages/terms')).json()) as SitePage
    expect(read).toMatchObject(page())
    const about = (await (await app.request('/api/site-pages/about')).json()) as SitePage
    expect(about.body).toBe(DEFAULT_SITE_PAGES.about.body)

    // A staff member's read is theirs alone: never for a shared cache.
    const staffRead = await app.request('/api/site-pages/terms', {
      headers: authHeaders(admin.token),
    })
    expect(staffRead.headers.get('Cache-Control')).toMatch(/no-store/)

    // Only the five pages exist.
    expect((await put(admin.token, 'cookies')).status).toBe(404)
  })

  it('audits each change with what the page said before and after, not who twice', async () => {
    const { app, db } = makeApp()
    const admin = await staffAccount(db, 'admin')
    const put = (body: unknown) =>
      app.request('/api/site-pages/careers', jsonInit('PUT', body, admin.token))
    expect((await put(page({ title: 'Careers' }))).status).toBe(200)
    expect((await put(page({ title: 'Work with us' }))).status).toBe(200)

    const log = await app.request(
      '/api/audit-log?filter={"resource":"site-pages","recordId":"careers"}',
      { headers: authHeaders(admin.token) },
    )
    const entries = (await log.json()) as {
      action: string
      actorEmail: string
      changes: Record<string, { before: unknown; after: unknown }>
    }[]
    expect(entries).toHaveLength(2)
    const [latest, first] = entries
    expect(latest).toMatchObject({ action: 'update', actorEmail: admin.email })
    expect(latest!.changes).toEqual({ title: { before: 'Careers', after: 'Work with us' } })
    expect(Object.keys(first!.changes).sort()).toEqual(['body', 'summary'])
    expect(first!.changes.body).toEqual({
      before: DEFAULT_SITE_PAGES.careers.body,
      after: page().body,
    })
  })

  it('refuse a page they could not show, naming the field and the line', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const errors = async (over: Record<string, unknown>) => {
      const res = await app.request('/api/site-pages/terms', jsonInit('PUT', page(over), token))
      expect(res.status).toBe(400)
      return ((await res.json()) as { errors: Record<string, string> }).errors
    }
    expect(await errors({ title: ' ' })).toEqual({ title: 'Title is required' })
    expect(await errors({ summary: 'x'.repeat(301) })).toEqual({
      summary: 'Summary must be at most 300 characters',
    })
    expect(await errors({ body: '' })).toEqual({ body: 'Body is required' })
    expect(await errors({ body: 'Intro\n\n# Terms' })).toEqual({
      body: 'Line 3: Start a heading with ## or ###: the page title is its only # heading',
    })
    expect(await errors({ body: 'See [this](javascript:alert(document.cookie))' })).toEqual({
      body: 'Line 1: The link "this" must go to https://, mailto:, tel: or a page of the site (/...)',
    })
    const unknown = await errors({ body: 'Call {{mobile}}' })
    expect(unknown.body).toMatch(/^Line 1: \{\{mobile\}\} is not a detail the page can fill/)
    const many = await errors({ body: ['# a', '# b', '# c', '# d', '# e'].join('\n') })
    expect(many.body).toMatch(/Line 3: .*\(and 2 more\)$/)
    expect(db.select().from(sitePages).all()).toEqual([])
  })

  it('store markup as the words typed: a script is text to the page, not code', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const body = 'Hello <script>alert("x")</script> & <img src=x onerror=alert(1)>'
    const res = await app.request('/api/site-pages/about', jsonInit('PUT', page({ body }), token))
    expect(res.status).toBe(200)
    const read = (await (await app.request('/api/site-pages/about')).json()) as SitePage
    expect(read.body).toBe(body)
    // What the site renders from: one paragraph of plain text.
    expect(parsePageText(read.body).blocks).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: body }] },
    ])
  })

  it('change the page generation, so every cached page renders afresh', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const before = pageGeneration(db)
    await app.request('/api/site-pages/about')
    expect(pageGeneration(db)).toBe(before)
    const res = await app.request('/api/site-pages/about', jsonInit('PUT', page(), token))
    expect(res.status).toBe(200)
    expect(pageGeneration(db)).not.toBe(before)
  })
})
