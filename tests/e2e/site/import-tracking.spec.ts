// An import order's private tracking link: given on the confirmation (and in the email),
// it shows the stages as staff move the order along; an unknown link is a 404. Private
// pages: never cached, never indexed.
import { expect, test } from './fixtures'
import { api } from '../admin/helpers'
import { expectNoAxeViolations, queryDb, JS_ON_CONTEXT } from '../support'

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('the import confirmation links to a tracking page that follows the order', async ({
  page,
  request,
}) => {
  const name = unique('Tracking Tester')
  await page.goto('/import')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Email', { exact: true }).fill('tracking@example.com')
  await page.getByLabel(/^Phone/).fill('+254 700 000 001')
  await page.getByLabel('Car Make', { exact: true }).fill('Porsche')
  await page.getByLabel('Car Model', { exact: true }).fill('911 GT3 Touring')
  await page.getByLabel(/^Car Year/).fill('2022')
  await page.getByLabel('Budget (Ksh)', { exact: true }).selectOption('25M+')
  await page.getByRole('button', { name: 'Submit Import Request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'within 24 hours' })).toBeVisible()

  const [order] = queryDb<{ id: string; tracking_token: string; reference: string }>(
    'SELECT id, tracking_token, reference FROM import_requests WHERE name = ?',
    name,
  )
  expect(order?.tracking_token).toMatch(/^[0-9a-f]{32}$/)
  // The confirmation names one customer's link: nobody else's copy.
  const confirmation = await request.get(page.url())
  expect(confirmation.headers()['cache-control']).toBe('no-store')

  await page.getByRole('link', { name: 'your tracking page' }).click()
  await expect(page).toHaveURL(new RegExp(`/import/track/${order!.tracking_token}$`))
  await expect(page.getByRole('heading', { name: 'Your Import Order', level: 1 })).toBeVisible()
  await expect(page.getByText('2022 Porsche 911 GT3 Touring, ordered on')).toBeVisible()
  // The reference to quote is on the page, where the closing line points.
  await expect(page.getByTestId('import-reference')).toHaveText(order!.reference)
  await expect(page.getByText(`quote your reference, ${order!.reference}.`)).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Current stage: Received')
  const stages = page.getByRole('list', { name: 'Stages of your order' }).getByRole('listitem')
  await expect(stages).toHaveText([
    /^Received/,
    'Sourcing',
    'Purchased',
    'Shipped',
    'Arrived at Mombasa',
    'Clearing',
    'Ready for collection',
    'Delivered',
  ])
  const tracked = await request.get(page.url())
  expect(tracked.status()).toBe(200)
  expect(tracked.headers()['cache-control']).toBe('no-store')
  const html = await tracked.text()
  expect(html).toContain('<meta name="robots" content="noindex"')
  // The token is not sent on to other sites as a referrer.
  expect(html).toContain('<meta name="referrer" content="no-referrer"')

  // Staff move the order on: the customer sees it on their next visit.
  await api(request, `PUT leads/${order!.id}`, { stage: 'shipped' })
  await page.reload()
  await expect(page.getByRole('status')).toHaveText('Current stage: Shipped')
  await expect(stages.nth(3)).toHaveAttribute('aria-current', 'step')
  await expect(stages.nth(1)).toHaveClass(/is-done/)
  await expect(stages.nth(4)).toHaveClass(/is-next/)

  await api(request, `PUT leads/${order!.id}`, {
    stage: 'cancelled',
    cancelReason: 'The seller sold the car before our deposit arrived.',
  })
  await page.reload()
  await expect(page.getByRole('status')).toHaveText('Current stage: Cancelled')
  await expect(
    page.getByText('This order was cancelled: The seller sold the car before our deposit arrived.'),
  ).toBeVisible()
})

test('an unknown tracking link is a 404, never cached', async ({ page }) => {
  const res = await page.goto(`/import/track/${'0'.repeat(32)}`)
  expect(res?.status()).toBe(404)
  expect(res?.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
  await expect(page.getByText('This tracking link is not valid.')).toBeVisible()
})

test(
  'the tracking page has no axe violations',
  { tag: JS_ON_CONTEXT },
  async ({ browser, request }) => {
    const [order] = queryDb<{ tracking_token: string }>(
      "SELECT tracking_token FROM import_requests WHERE stage = 'shipped' LIMIT 1",
    )
    // The demo data has an import order on its way.
    expect(order).toBeTruthy()
    expect((await request.get(`/import/track/${order!.tracking_token}`)).status()).toBe(200)
    await expectNoAxeViolations(browser, `/import/track/${order!.tracking_token}`)
  },
)
