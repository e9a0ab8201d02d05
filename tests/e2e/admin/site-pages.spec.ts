// Pages in the console (admins only): the five pages the site shows, each edited with a
// preview and the API's own rules, the notice naming the page, and the change on the
// site at once; editors and sales see no Pages and are refused by the API.
import { expect, test } from '@playwright/test'
import { emulatorIdToken } from '../../../server/demo/auth-emulator.mjs'
import { expectNoAxeViolations } from '../support'
import {
  api,
  editorAndSalesLogins,
  field,
  signIn,
  signInAs,
  signInThenOpen,
  unique,
} from './helpers'

type Page = { id: string; title: string; summary: string; body: string }

const DENIED = "Your role doesn't allow this page."

test('an admin edits a page: checked like the API, previewed, saved, shown on the site', async ({
  page,
  request,
}) => {
  const before = await api<Page>(request, 'GET site-pages/careers')
  try {
    await signIn(page)
    await page.getByRole('menuitem', { name: 'Pages' }).click()
    await expect(page).toHaveURL(/\/admin\/site-pages$/)
    for (const title of [
      'Terms and Conditions',
      'Privacy Notice',
      'About Us',
      'The True Brand',
      'Careers',
    ]) {
      await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('cell', { name: '/privacy', exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Edit Careers' }).click()
    await expect(page).toHaveURL(/\/admin\/site-pages\/careers$/)
    await expect(field(page, 'Title')).toHaveValue(before.title)
    await expect(page.getByText('{{email}}').first()).toBeVisible()

    // A top heading and a link to a script: named by line, in the preview as typed and
    // on Save, before anything is sent.
    const body = field(page, 'Body')
    await body.fill('# Join us\n\nSee [this](javascript:alert(1))')
    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(
      preview.getByText(
        'Line 1: Start a heading with ## or ###: the page title is its only # heading',
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText(/Line 1: Start a heading with ## or ###.*; Line 3: The link "this"/),
    ).toBeVisible()

    const marker = `Apply ${unique()}`
    await field(page, 'Title').fill('Work with us')
    await body.fill(`## ${marker}\n\nWrite to {{email}} with **your CV**.`)
    await expect(preview.getByRole('heading', { name: marker, level: 3 })).toBeVisible()
    await expect(preview.locator('strong', { hasText: 'your CV' })).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved: Work with us')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/site-pages$/)
    await expect(page.getByRole('cell', { name: 'Work with us', exact: true })).toBeVisible()

    // The site shows it on the next request, the field filled in.
    const site = await page.context().newPage()
    await site.goto('/careers')
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Work with us')
    await expect(site.getByRole('heading', { name: marker, level: 2 })).toBeVisible()
    await expect(site.locator('main').getByText('{{email}}')).toHaveCount(0)
    await site.close()

    // Its history: the audit log's entry of the change.
    await page.getByRole('link', { name: 'Edit Work with us' }).click()
    await page.getByRole('link', { name: 'History' }).click()
    await expect(page).toHaveURL(/\/admin\/audit-log\?filter=/)
    await expect(page.getByText(/Title: Careers → Work with us/).first()).toBeVisible()
  } finally {
    await api(request, 'PUT site-pages/careers', {
      title: before.title,
      summary: before.summary,
      body: before.body,
    })
  }
})

test.describe('roles', () => {
  const { editor, sales } = editorAndSalesLogins('pages')

  for (const [role, login] of [
    ['an editor', editor],
    ['sales', sales],
  ] as const) {
    test(`${role} sees no Pages and cannot change one`, async ({ page, request }) => {
      await signInAs(page, login.email, login.password)
      await expect(page.getByRole('menuitem', { name: 'Pages' })).toHaveCount(0)
      await page.goto('/admin/site-pages')
      await expect(page.getByText(DENIED)).toBeVisible()
      await page.goto('/admin/site-pages/terms')
      await expect(page.getByText(DENIED)).toBeVisible()

      const token = await emulatorIdToken({ email: login.email, password: login.password })
      const res = await request.put('/api/site-pages/terms', {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: 'Taken over', summary: 'No', body: 'No' },
      })
      expect(res.status()).toBe(403)
      const terms = await api<Page>(request, 'GET site-pages/terms')
      expect(terms.title).not.toBe('Taken over')
    })
  }
})

test('the Pages screens have no axe violations', async ({ browser }) => {
  await expectNoAxeViolations(browser, '/admin/login', (page) =>
    signInThenOpen(page, '/admin/site-pages', async (p) => {
      await expect(p.getByRole('cell', { name: 'Privacy Notice', exact: true })).toBeVisible()
    }),
  )
  await expectNoAxeViolations(browser, '/admin/login', (page) =>
    signInThenOpen(page, '/admin/site-pages/privacy', async (p) => {
      await expect(field(p, 'Title')).toHaveValue('Privacy Notice')
      await expect(p.getByRole('region', { name: 'Preview' })).toBeVisible()
    }),
  )
})
