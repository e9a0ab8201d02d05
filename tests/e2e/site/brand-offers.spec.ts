import { expect, test } from './fixtures'
import { expectNoAxeViolations, queryDb, JS_ON_CONTEXT } from '../support'
import { adminToken, expectVehicleCount, formatKes, SITE_NAME } from './helpers'

test('brand page: banner and that brand’s cars', async ({ page }) => {
  const brand = queryDb<{ key: string; name: string; full_name: string }>(
    'SELECT key, name, full_name FROM brands ORDER BY key LIMIT 1',
  )[0]!
  const n = queryDb<{ n: number }>('SELECT COUNT(*) n FROM cars WHERE brand = ?', brand.key)[0]!.n
  const res = await page.goto(`/brand/${brand.key}`)
  expect(res?.status()).toBe(200)
  await expect(page).toHaveTitle(`${brand.full_name} | ${SITE_NAME}`)
  // The short name heads the page, and the banner does not print it again; the full name
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
  const live = queryDb<{ id: string; expiry_date: string; car_id: string; availability: string }>(
    `SELECT o.id, o.expiry_date, o.car_id, c.availability FROM limited_offers o
     JOIN cars c ON c.id = o.car_id WHERE o.expiry_date >= ? ORDER BY o.expiry_date`,
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
    // Reserve Now opens the reserve form of a car that can be reserved online (the test
    // servers run M-Pesa's stand-in), else the car's page.
    const reservable = ['In Stock', 'Pre-Order'].includes(o.availability)
    await expect(card.getByRole('link', { name: /Reserve Now/ })).toHaveAttribute(
      'href',
      reservable ? `/cars/${o.car_id}/reserve` : `/cars/${o.car_id}`,
    )
  }
  for (const e of expired) {
    await expect(page.locator(`.offer-card a[href^="/cars/${e.car_id}"]`)).toHaveCount(0)
  }
  // The spec's three financing cards: the demo lenders' two presets on offer and the
  // extended warranty, all from the finance settings (the seed dates them months ahead).
  const settings = queryDb<{ p: string; years: number | null; until: string | null }>(
    `SELECT bank_presets p, warranty_extra_years years, warranty_offered_until until
     FROM finance_settings`,
  )[0]!
  const presets = JSON.parse(settings.p) as { offeredUntil?: string }[]
  expect(settings.years).toBe(2)
  expect(settings.until! >= today).toBe(true)
  const financing = page.getByRole('region', { name: 'Financing Offers' })
  await expect(financing.locator('.card')).toHaveCount(
    presets.filter((p) => p.offeredUntil && p.offeredUntil >= today).length + 1,
  )
  await expect(financing).toContainText('0% interest for 12 months with 50% down payment')
  await expect(financing).toContainText('3.9% APR with 30% down payment')
  await expect(financing).toContainText('2 extra years of warranty')
  // The warranty card comes after the lenders' cards, dated like them.
  const warranty = financing.locator('.card').last()
  await expect(warranty.getByRole('heading')).toHaveText('Extended Warranty')
  await expect(warranty).toContainText('2 extra years of warranty on new vehicles.')
  await expect(warranty).toContainText(`Valid until ${longDate(settings.until!)}`)
})

/** "31 December 2026": a YYYY-MM-DD day as the offers page writes it (day, month, year). */
function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
}

function nairobiDay(days: number): string {
  return new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

test('offers: each financing card is a lender’s preset staff put on offer, until its last day', async ({
  page,
  request,
}) => {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  const before = await (await request.get('/api/finance-settings')).json()
  // The extended warranty is switched off here: every card is then a lender's.
  const noWarranty = { warrantyExtraYears: null, warrantyOfferedUntil: null }
  const put = (bankPresets: unknown[], over: object = noWarranty) =>
    request.put('/api/finance-settings/current', {
      headers: auth,
      data: { ...before, ...over, bankPresets },
    })
  const financing = page.getByRole('region', { name: 'Financing Offers' })
  const cards = financing.locator('.card')
  try {
    const lastDay = nairobiDay(30)
    const res = await put([
      {
        name: 'Test Zero Bank',
        ratePercent: 0,
        depositPercent: 40,
        termMonths: 24,
        offeredUntil: lastDay,
      },
      // Through today, its last day: still on offer.
      {
        name: 'Test Rate Bank',
        ratePercent: 7.5,
        depositPercent: 25,
        termMonths: 36,
        offeredUntil: nairobiDay(0),
      },
      {
        name: 'Test Over Bank',
        ratePercent: 2,
        depositPercent: 50,
        termMonths: 12,
        offeredUntil: nairobiDay(-1),
      },
      { name: 'Test Plain Bank', ratePercent: 12, depositPercent: 20, termMonths: 48 },
    ])
    expect(res.status()).toBe(200)

    // The edit shows at once.
    await page.goto('/offers')
    await expect(cards).toHaveCount(2)
    const zero = cards.nth(0)
    await expect(zero.getByRole('heading')).toHaveText('0% Interest Financing')
    await expect(zero).toContainText('0% interest for 24 months with 40% down payment.')
    await expect(zero).toContainText('With Test Zero Bank')
    await expect(zero).toContainText(`Valid until ${longDate(lastDay)}`)
    const rate = cards.nth(1)
    await expect(rate.getByRole('heading')).toHaveText('7.5% APR Financing')
    await expect(rate).toContainText('7.5% APR with 25% down payment over 36 months.')
    await expect(rate).toContainText(`Valid until ${longDate(nairobiDay(0))}`)
    // The ended offer and the calculator-only preset are not shown; nothing is stale.
    await expect(financing).not.toContainText('Test Over Bank')
    await expect(financing).not.toContainText('Test Plain Bank')

    // A card opens the calculator with its own figures: the offer and the sums agree.
    await zero
      .getByRole('link', {
        name: /^Calculate payments: 0% Interest Financing with Test Zero Bank$/,
      })
      .click()
    await expect(page).toHaveURL(/\/finance\?deposit=40&term=24&rate=0$/)
    await expect(page.getByLabel('Deposit', { exact: true })).toHaveValue('40')
    await expect(page.getByLabel('Term')).toHaveValue('24')
    await expect(page.getByLabel('Interest rate (% a year)')).toHaveValue('0')

    // None on offer: the section says so and points to the calculator.
    expect(
      (
        await put([
          { name: 'Test Plain Bank', ratePercent: 12, depositPercent: 20, termMonths: 48 },
        ])
      ).status(),
    ).toBe(200)
    await page.goto('/offers')
    await expect(cards).toHaveCount(0)
    await expect(financing).toContainText('No financing offers at the moment')
    await expect(financing.getByRole('link', { name: 'finance calculator' })).toHaveAttribute(
      'href',
      '/finance',
    )
  } finally {
    expect((await put(before.bankPresets, before)).status()).toBe(200)
  }
})

test('offers: the extended warranty shows through its last day, then no more', async ({
  page,
  request,
}) => {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  const before = await (await request.get('/api/finance-settings')).json()
  const put = (warrantyExtraYears: number, warrantyOfferedUntil: string) =>
    request.put('/api/finance-settings/current', {
      headers: auth,
      data: { ...before, warrantyExtraYears, warrantyOfferedUntil },
    })
  const financing = page.getByRole('region', { name: 'Financing Offers' })
  const warranty = financing.locator('.card', { hasText: 'Extended Warranty' })
  try {
    // Today is its last day: still on offer, with the figure staff set.
    expect((await put(3, nairobiDay(0))).status()).toBe(200)
    await page.goto('/offers')
    await expect(warranty).toHaveCount(1)
    await expect(warranty).toContainText('3 extra years of warranty on new vehicles.')
    await expect(warranty).toContainText(`Valid until ${longDate(nairobiDay(0))}`)

    // Ended yesterday: no warranty card and no warranty claim; the lenders' cards stay.
    expect((await put(3, nairobiDay(-1))).status()).toBe(200)
    await page.goto('/offers')
    await expect(financing).toContainText('0% interest for 12 months with 50% down payment')
    await expect(warranty).toHaveCount(0)
    await expect(financing).not.toContainText(/warranty/i)
  } finally {
    expect(
      (
        await request.put('/api/finance-settings/current', { headers: auth, data: before })
      ).status(),
    ).toBe(200)
  }
})

test('offers: an offer whose price was never cut claims no saving', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  const brand = queryDb<{ key: string }>('SELECT key FROM brands ORDER BY key LIMIT 1')[0]!
  const model = `Uncut Offer ${Date.now().toString(36)}`
  const input = {
    brand: brand.key,
    model,
    year: 2024,
    price: 6_000_000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    engine: '3.0L',
    horsepower: 300,
    availability: 'In Stock',
  }
  const created = await request.post('/api/cars', { headers: auth, data: input })
  expect(created.status()).toBe(201)
  const car = (await created.json()) as { id: string }
  const card = page.locator('article.offer-card', { hasText: model })
  try {
    const offer = await request.post('/api/limited-offers', {
      headers: auth,
      data: { carId: car.id, expiryDate: nairobiDay(10) },
    })
    expect(offer.status()).toBe(201)
    // The price only went up: there is nothing the visitor saves.
    expect(
      (
        await request.put(`/api/cars/${car.id}`, {
          headers: auth,
          data: { ...input, price: 6_400_000 },
        })
      ).status(),
    ).toBe(200)
    await page.goto('/offers')
    await expect(card.locator('.price')).toHaveText(formatKes(6_400_000))
    await expect(card.locator('del, s, .was-price')).toHaveCount(0)
    await expect(card).not.toContainText(/\bWas\b|\bSave\b|saving/i)
  } finally {
    await request.delete(`/api/cars/${car.id}`, { headers: auth })
  }
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
