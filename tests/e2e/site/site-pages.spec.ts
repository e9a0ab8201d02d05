// The pages admins write (terms, privacy, about, true brand, careers), with JavaScript on
// and off: their headings, date and the dealer's details filled in; /privacy reached
// from the footer, the reserve form and every form that takes a visitor's details;
// careers asking for a CV by email through no form; an admin's change on the next
// request, markup shown as text; and no axe violations.
import { expect, test } from './fixtures'
import { api } from '../admin/helpers'
import { expectNoAxeViolations, JS_ON_CONTEXT, queryDb } from '../support'
import { expectReserveTermsLinks, SITE_NAME } from './helpers'
import { formatNairobiDate } from '../../../api/src/contract/nairobi'

type Page = { id: string; title: string; summary: string; body: string; updatedAt: string }
type Dealer = { email: string; telephone: string }

const PATHS = ['/terms', '/privacy', '/about', '/true-brand', '/careers'] as const

test('each page shows its title, summary, date and the dealer details it names', async ({
  page,
  request,
}) => {
  const pages = (await (await request.get('/api/site-pages')).json()) as Page[]
  const dealer = (await (await request.get('/api/dealer-settings')).json()) as Dealer
  expect(pages.map((p) => p.id)).toEqual(['terms', 'privacy', 'about', 'true-brand', 'careers'])
  for (const [i, path] of PATHS.entries()) {
    const p = pages[i]!
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    await expect(page).toHaveTitle(`${p.title} | ${SITE_NAME}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', p.summary)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title)
    await expect(page.getByText(p.summary, { exact: true })).toBeVisible()
    await expect(page.getByText(`Last updated ${formatNairobiDate(p.updatedAt)}`)).toBeVisible()
    // The fields are filled: none is left in braces.
    expect(await page.locator('main').innerText(), path).not.toContain('{{')
  }

  // The terms: the sections listed at the top, the dealer reachable, the settings' words.
  await page.goto('/terms')
  const contents = page.getByRole('navigation', { name: 'Contents' })
  await contents.getByRole('link', { name: 'Refunds' }).click()
  await expect(page).toHaveURL(/\/terms#refunds$/)
  await expect(page.getByRole('heading', { name: 'Refunds', level: 2 })).toBeInViewport()
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: dealer.email }).first()).toHaveAttribute(
    'href',
    `mailto:${dealer.email}`,
  )
  const settings = (await (await request.get('/api/reservation-settings')).json()) as {
    refundTerms: string
  }
  await expect(main.getByText(settings.refundTerms)).toBeVisible()
  await expect(main.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  )

  // The privacy notice names the Act, the processors and where to complain.
  await page.goto('/privacy')
  await expect(page.getByText(/Data Protection Act, 2019/).first()).toBeVisible()
  for (const name of [/Safaricom \(M-Pesa\)/, /Firebase Authentication/, /email provider/]) {
    await expect(main.getByText(name).first()).toBeVisible()
  }
  await expect(main.getByRole('link', { name: 'www.odpc.go.ke' })).toHaveAttribute(
    'href',
    'https://www.odpc.go.ke',
  )
  await expect(main.getByRole('link', { name: 'your account' })).toHaveAttribute('href', '/account')
})

test('careers asks for a CV by email, through no form', async ({ page, request }) => {
  const dealer = (await (await request.get('/api/dealer-settings')).json()) as Dealer
  await page.goto('/careers')
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Email us your CV' })).toHaveAttribute(
    'href',
    `mailto:${dealer.email}?subject=Careers%3A%20application`,
  )
  await expect(main.getByRole('link', { name: dealer.email })).toHaveAttribute(
    'href',
    `mailto:${dealer.email}`,
  )
  await expect(main.locator('form')).toHaveCount(0)
  await expect(page.locator('input[type="file"]')).toHaveCount(0)
})

test('the privacy notice is a link away from the footer and every form that takes details', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const terms = footer.getByRole('link', { name: 'Terms & Conditions', exact: true })
  const privacy = footer.getByRole('link', { name: 'Privacy Notice', exact: true })
  await expect(privacy).toHaveAttribute('href', '/privacy')
  // Beside the terms, in the same list.
  await expect(terms.locator('xpath=../following-sibling::li[1]/a')).toHaveText('Privacy Notice')

  const car = queryDb<{ id: string }>(
    "SELECT id FROM cars WHERE availability = 'In Stock' ORDER BY id LIMIT 1",
  )[0]!.id
  const forms: [string, string][] = [
    ['/contact', 'Send Message'],
    ['/import', 'Submit Import Request'],
    ['/sell', 'Submit for Valuation'],
    [`/cars/${car}`, 'Send Enquiry'],
    [`/cars/${car}`, 'Book Test Drive'],
    ['/alerts?brand=bmw', 'Email me new matches'],
    ['/account', 'Email me a sign-in link'],
  ]
  for (const [path, button] of forms) {
    await page.goto(path)
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: button }) })
    await expect(
      form.getByRole('link', { name: 'privacy notice', exact: true }),
      `${path}: ${button}`,
    ).toHaveAttribute('href', '/privacy')
  }
  // The alert form under the results of /cars.
  await page.goto('/cars')
  await page.getByText('Email me new matches').first().click()
  await expect(
    page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Email me new matches' }) })
      .getByRole('link', { name: 'privacy notice', exact: true }),
  ).toHaveAttribute('href', '/privacy')

  // The reserve form: its consent, in the words it always had, and the notice beside it.
  await page.goto(`/cars/${car}/reserve`)
  const consent = page.getByLabel('I accept the reservation terms and the refund terms above')
  await expect(consent).toBeVisible()
  await expect(consent).toHaveAccessibleDescription(/privacy notice/)
  await expectReserveTermsLinks(page)
})

test("an admin's change shows on the next request, markup as the words typed", async ({
  page,
  request,
}) => {
  const before = await api<Page>(request, 'GET site-pages/true-brand')
  const marker = `Edited ${Date.now()}`
  const typed = `${marker} <script>window.__injected = 1</script> <b>not bold</b>`
  // The page is kept as it was (title and text), another paragraph added: other tests
  // reading it meanwhile find it as they expect.
  await page.goto('/true-brand')
  await expect(page.getByText(marker)).toHaveCount(0)
  try {
    await api(request, 'PUT site-pages/true-brand', {
      title: before.title,
      summary: before.summary,
      body: `${before.body}\n\n${typed}`,
    })
    await page.goto('/true-brand')
    await expect(page.getByText(typed)).toBeVisible()
    await expect(page.locator('main b')).toHaveCount(0)
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
  } finally {
    await api(request, 'PUT site-pages/true-brand', {
      title: before.title,
      summary: before.summary,
      body: before.body,
    })
  }
  await page.goto('/true-brand')
  await expect(page.getByText(marker)).toHaveCount(0)
})

test('no axe violations on the pages admins write', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  for (const path of PATHS) await expectNoAxeViolations(browser, path)
})
