import { expect, test } from './fixtures'
import { expectNoAxeViolations, queryDb, JS_ON_CONTEXT } from '../support'
import { adminToken, expectVehicleCount, SITE_NAME } from './helpers'

test('brand page: banner and that brand’s cars', async ({ page }) => {
  const brand = queryDb<{ key: string; name: string; full_name: string }>(
    'SELECT key, name, full_name FROM brands ORDER BY key LIMIT 1',
  )[0]!
  const n = queryDb<{ n: number }>('SELECT COUNT(*) n FROM cars WHERE brand = ?', brand.key)[0]!.n
  const res = await page.goto(`/brand/${brand.key}`)
  expect(res?.status()).toBe(200)
  await expect(page).toHaveTitle(`${brand.full_name} | ${SITE_NAME}`)
  // The short name heads the page (the banner used to print the name too); the full name
  // is beneath it, once.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name)
  await expect(page.locator('.banner').getByText(brand.full_name, { exact: true })).toHaveCount(1)
  // The banner holds its text: nothing of it runs above the banner or off the screen.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    const banner = (await page.locator('.banner').boundingBox())!
    for (const el of await page.locator('.banner-text > *').all()) {
      const box = (await el.boundingBox())!
      expect(box.y, `${width}`).toBeGreaterThanOrEqual(banner.y)
      expect(box.y + box.height, `${width}`).toBeLessThanOrEqual(banner.y + banner.height + 0.5)
      expect(box.x + box.width, `${width}`).toBeLessThanOrEqual(width)
    }
  }
  await expectVehicleCount(page, n)
  await expect(page.locator('.car-card')).toHaveCount(Math.min(n, 24))
})

test('unknown brand: Brand Not Found with HTTP 404', async ({ page }) => {
  const res = await page.goto('/brand/no-such-brand')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Brand Not Found' })).toBeVisible()
  await expect(page.getByText("The brand you're looking for doesn't exist.")).toBeVisible()
  await expect(page).toHaveTitle(`Brand Not Found | ${SITE_NAME}`)
})

test('a brand without cars says so', async ({ page, request }, testInfo) => {
  const key = `empty-${testInfo.project.name}-${Date.now().toString(36)}`
  const res = await request.post('/api/brands', {
    headers: { authorization: `Bearer ${await adminToken()}` },
    data: { key, name: key, fullName: `${key} Motors`, description: 'No cars yet.' },
  })
  expect(res.status()).toBe(201)
  await page.goto(`/brand/${key}`)
  await expect(page.getByText('No vehicles available for this brand.')).toBeVisible()
})

function nairobiToday(): string {
  return new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
}

test('offers: live offers with days left and the three financing cards', async ({ page }) => {
  const today = nairobiToday()
  const live = queryDb<{ id: string; expiry_date: string; car_id: string }>(
    'SELECT id, expiry_date, car_id FROM limited_offers WHERE expiry_date >= ? ORDER BY expiry_date',
    today,
  )
  const expired = queryDb<{ car_id: string }>(
    'SELECT car_id FROM limited_offers WHERE expiry_date < ?',
    today,
  )
  expect(live.length).toBeGreaterThan(0)
  await page.goto('/offers')
  await expect(page).toHaveTitle(`Limited Time Offers | ${SITE_NAME}`)
  const cards = page.locator('.offer-card')
  await expect(cards).toHaveCount(live.length)
  for (const [i, o] of live.entries()) {
    const start = Date.parse(`${o.expiry_date}T00:00:00+03:00`)
    const days = Math.max(0, Math.ceil((start - Date.now()) / 86_400_000))
    const card = cards.nth(i)
    await expect(card.getByTestId('days-left')).toHaveText(
      days === 1 ? '1 day left' : `${days} days left`,
    )
    await expect(card.getByRole('link', { name: /Reserve Now/ })).toHaveAttribute(
      'href',
      `/cars/${o.car_id}`,
    )
  }
  for (const e of expired) {
    await expect(page.locator(`.offer-card a[href="/cars/${e.car_id}"]`)).toHaveCount(0)
  }
  const financing = page.getByRole('region', { name: 'Financing Offers' })
  await expect(financing.locator('.card')).toHaveCount(3)
  await expect(financing).toContainText('0% interest for 12 months with 50% down payment')
  await expect(financing).toContainText('3.9% APR with 30% down payment')
  await expect(financing).toContainText('2 extra years of warranty')
})

test(
  'brand and offers pages have no axe violations',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    const brand = queryDb<{ key: string }>('SELECT key FROM brands LIMIT 1')[0]!
    await expectNoAxeViolations(browser, `/brand/${brand.key}`)
    await expectNoAxeViolations(browser, '/brand/no-such-brand')
    await expectNoAxeViolations(browser, '/offers')
  },
)
