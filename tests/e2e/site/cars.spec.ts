import { expect, hydrated, test } from './fixtures'
import { E2E_BASE_URL, expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import {
  adminToken,
  carRows,
  chooseFilter,
  expectVehicleCount,
  holdFirstRequest,
  SITE_NAME,
} from './helpers'

test('lists every car with a count and pages of 24', async ({ page }) => {
  const total = carRows().length
  await page.goto('/cars')
  await expect(page).toHaveTitle(`Our Cars | ${SITE_NAME}`)
  await expectVehicleCount(page, total)
  await expect(page.locator('.car-card')).toHaveCount(Math.min(24, total))
  if (total > 24) {
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.locator('.car-card')).toHaveCount(Math.min(24, total - 24))
  }
})

test('cars that can be had come before those out of stock, on every page and sort', async ({
  page,
}) => {
  const out = new Set(
    queryDb<{ id: string }>(`SELECT id FROM cars WHERE availability = 'Out of Stock'`).map(
      (r) => r.id,
    ),
  )
  expect(out.size, 'the demo data has cars out of stock').toBeGreaterThan(0)
  for (const sort of ['', '&sort=price-asc', '&sort=year-desc']) {
    const flags: boolean[] = []
    for (let n = 1; ; n++) {
      await page.goto(`/cars?page=${n}${sort}`)
      const hrefs = await page
        .locator('.car-card .card-title a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      flags.push(...hrefs.map((href) => out.has(href.split('/').pop()!)))
      if ((await page.getByRole('link', { name: 'Next page' }).count()) === 0) break
    }
    expect(flags.length, sort).toBe(carRows('availability != ?', 'Sold').length)
    // Every car out of stock comes after every other one.
    expect(flags, sort).toEqual([...flags].sort((a, b) => Number(a) - Number(b)))
    expect(flags.filter(Boolean)).toHaveLength(out.size)
  }
})

test('on a laptop a filter changed low in the sidebar brings the results into view', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const rare = queryDb<{ drivetrain: string; n: number }>(
    `SELECT drivetrain, COUNT(*) n FROM cars WHERE drivetrain IS NOT NULL AND availability != 'Sold'
     GROUP BY drivetrain ORDER BY n LIMIT 1`,
  )[0]!
  await page.goto('/cars')
  const results = page.locator('section[aria-labelledby="results-title"]')
  // Down the page, past the top of the list, with the sidebar's last filters in view.
  await page.getByRole('button', { name: 'Apply Filters' }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 900)
  await expect.poll(async () => (await results.boundingBox())!.y).toBeLessThan(0)
  await chooseFilter(page, testInfo, { label: 'Drivetrain', value: rare.drivetrain })
  await expect(page).toHaveURL(new RegExp(`drivetrain=${rare.drivetrain}`))
  await expectVehicleCount(page, rare.n)
  const top = (await results.boundingBox())!.y
  expect(top).toBeGreaterThanOrEqual(0)
  expect(top).toBeLessThan(400)
  // The first car is on the screen, not blank space.
  const first = (await page.locator('.car-card').first().boundingBox())!
  expect(first.y).toBeLessThan(800)
})

test('filters by brand and year through the URL, and resets', async ({ page }, testInfo) => {
  const brand = queryDb<{ brand: string; n: number }>(
    'SELECT brand, COUNT(*) n FROM cars GROUP BY brand ORDER BY n DESC LIMIT 1',
  )[0]!
  await page.goto('/cars')
  await chooseFilter(page, testInfo, { label: 'Brand', value: brand.brand })
  await expect(page).toHaveURL(new RegExp(`/cars\\?brand=${brand.brand}$`))
  await expectVehicleCount(page, brand.n)

  // Years are listed newest first and come from the data.
  const years = await page.getByLabel('Year', { exact: true }).locator('option').allInnerTexts()
  const numeric = years.slice(1).map(Number)
  expect(numeric).toEqual([...numeric].sort((a, b) => b - a))

  const year = queryDb<{ year: number; n: number }>(
    'SELECT year, COUNT(*) n FROM cars WHERE brand = ? GROUP BY year ORDER BY n DESC LIMIT 1',
    brand.brand,
  )[0]!
  await chooseFilter(page, testInfo, { label: 'Year', value: String(year.year) })
  await expect(page).toHaveURL(new RegExp(`year=${year.year}`))
  await expectVehicleCount(page, year.n)

  // The state lives in the URL: a fresh visit shows the same result.
  const url = page.url()
  await page.goto(url)
  await expectVehicleCount(page, year.n)
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue(brand.brand)

  await page.locator('.filters').getByRole('link', { name: 'Reset Filters' }).click()
  await expect(page).toHaveURL(/\/cars$/)
  await expectVehicleCount(page, carRows().length)
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('')
})

test('price range bounds are inclusive', async ({ page, request }, testInfo) => {
  // A car priced exactly on a slider step: both bounds set to that price must find it.
  const p = 7_000_000
  const brand = queryDb<{ key: string }>('SELECT key FROM brands LIMIT 1')[0]!.key
  const created = await request.post('/api/cars', {
    headers: { authorization: `Bearer ${await adminToken()}` },
    data: {
      brand,
      model: `Boundary Test ${testInfo.project.name}`,
      year: 2022,
      price: p,
      fuel: 'Petrol',
      transmission: 'Automatic',
      engine: 'V8',
      horsepower: 500,
    },
  })
  expect(created.status()).toBe(201)
  const expected = queryDb<{ n: number }>('SELECT COUNT(*) n FROM cars WHERE price = ?', p)[0]!.n

  await page.goto('/cars')
  await page.getByLabel(/Minimum price/).fill(String(p))
  await page.getByLabel(/Maximum price/).fill(String(p))
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(new RegExp(`minPrice=${p}&maxPrice=${p}`))
  await expectVehicleCount(page, expected)
  await expect(page.locator('.car-card')).toHaveCount(expected)
})

test(
  'a bound set while the list for the other is on its way is kept',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    // Only with JavaScript does a change apply by itself. The list for the minimum comes
    // after the maximum is set, as on a busy server: it must not put the maximum back.
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    try {
      const page = await context.newPage()
      await page.goto('/cars')
      await hydrated(page)
      const held = await holdFirstRequest(page, /\/cars\.data/)
      await page.getByLabel(/Minimum price/).fill('7000000')
      await held.held
      await page.getByLabel(/Maximum price/).fill('9000000')
      const landed = page.waitForResponse(/\/cars\.data/)
      held.release()
      await landed
      await expect(page).toHaveURL(/minPrice=7000000&maxPrice=9000000/)
      await expect(page.getByLabel(/Maximum price/)).toHaveValue('9000000')
      await expect(page.getByLabel(/Minimum price/)).toHaveValue('7000000')
      // The address changes a moment before the list is drawn: wait for the list itself.
      await expect
        .poll(() =>
          page
            .locator('.car-card .price')
            .allTextContents()
            .then((all) => Math.max(0, ...all.map((t) => Number(t.replace(/\D/g, ''))))),
        )
        .toBeLessThanOrEqual(9_000_000)
    } finally {
      await context.close()
    }
  },
)

test('a typed price bound is kept as typed, and no car outside it is listed', async ({
  page,
}, testInfo) => {
  const cardPrices = () =>
    page
      .locator('.car-card .price')
      .allTextContents()
      .then((all) => all.map((t) => Number(t.replace(/\D/g, ''))))
  // Under a million: not "Up to Ksh 0" and an empty list.
  await page.goto('/cars?maxPrice=400000')
  await expect(page.locator('#filter-maxPrice-value')).toHaveText('Ksh 400,000')
  await expect(page.getByLabel(/Maximum price/)).toHaveValue('400000')
  const cheap = queryDb<{ n: number }>(
    "SELECT COUNT(*) n FROM cars WHERE availability != 'Sold' AND price <= 400000",
  )[0]!.n
  await expectVehicleCount(page, cheap)
  // Between two steps: not moved up to 8,000,000, so nothing above the budget.
  await page.goto('/cars?maxPrice=7500000')
  await expect(page.locator('#filter-maxPrice-value')).toHaveText('Ksh 7,500,000')
  await expect(page.getByLabel(/Maximum price/)).toHaveValue('7500000')
  const within = queryDb<{ n: number }>(
    "SELECT COUNT(*) n FROM cars WHERE availability != 'Sold' AND price <= 7500000",
  )[0]!.n
  await expectVehicleCount(page, within)
  for (const price of await cardPrices()) expect(price).toBeLessThanOrEqual(7_500_000)
  // Another filter changed: the bound goes with it as typed.
  await page.getByLabel('Fuel', { exact: true }).selectOption('Petrol')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/fuel=Petrol/)
  await expect(page).toHaveURL(/maxPrice=7500000/)
  // The address changes a moment before the list is drawn: wait for the list itself.
  await expect
    .poll(() => cardPrices().then((all) => Math.max(0, ...all)))
    .toBeLessThanOrEqual(7_500_000)
})

test('filters by body style, shows it as a chip, and the chip removes it', async ({
  page,
}, testInfo) => {
  const count = (where: string) =>
    queryDb<{ n: number }>(`SELECT COUNT(*) n FROM cars WHERE availability != 'Sold' ${where}`)[0]!
      .n
  const suvs = count(`AND body_style = 'SUV'`)
  expect(suvs).toBeGreaterThan(0)
  await page.goto('/cars')
  // Only the styles some car has are offered, in the catalogue's order.
  const offered = await page
    .getByLabel('Body style', { exact: true })
    .locator('option')
    .allInnerTexts()
  expect(offered[0]).toBe('All Body Styles')
  expect(offered.slice(1)).toEqual(['Convertible', 'Coupe', 'Truck', 'SUV', 'Sedan'])
  await chooseFilter(page, testInfo, { label: 'Body style', value: 'SUV' })
  await expect(page).toHaveURL(/\/cars\?bodyStyle=SUV$/)
  await expectVehicleCount(page, suvs)
  const chip = page.getByRole('link', { name: 'Remove filter: SUV' })
  await expect(chip).toBeVisible()
  await chip.click()
  await expect(page).toHaveURL(/\/cars$/)
  await expectVehicleCount(page, count(''))
  // A shared link holds the filter.
  await page.goto('/cars?bodyStyle=Sedan')
  await expectVehicleCount(page, count(`AND body_style = 'Sedan'`))
  await expect(page.getByLabel('Body style', { exact: true })).toHaveValue('Sedan')
})

test('a filter with no match shows the empty state with Reset Filters', async ({ page }) => {
  // A year no car has: the filter state comes straight from the URL.
  expect(carRows('year = 1950')).toHaveLength(0)
  await page.goto('/cars?year=1950')
  const empty = page.locator('.empty')
  await expect(empty).toContainText('No vehicles match your current filters')
  await expectVehicleCount(page, 0)
  await empty.getByRole('link', { name: 'Reset Filters' }).click()
  await expect(page).toHaveURL(/\/cars$/)
  await expectVehicleCount(page, carRows().length)
})

test('a submitted form lands on the canonical URL', async ({ page }) => {
  const res = await page.goto('/cars?brand=&year=&fuel=&minPrice=0&maxPrice=25000000&sort=')
  expect(res?.status()).toBe(200)
  await expect(page).toHaveURL(/\/cars$/)
})

test(
  'a car chosen while a typed budget still waits is the page that opens',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    // Only with JavaScript does a change apply the filters by itself, a moment later.
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    try {
      const page = await context.newPage()
      // The page's clock is held while the budget is typed and the car clicked, so the
      // click lands within the form's wait however slow the machine is that moment.
      await page.clock.install()
      await page.goto('/cars')
      await hydrated(page)
      // The car's page takes longer to come than the form's wait after typing (700 ms),
      // as on a slow connection: the waiting change must be dropped when the page moves.
      await page.route(/\/cars\/[0-9a-f]+\.data/, async (route) => {
        await new Promise((done) => setTimeout(done, 1_000))
        await route.continue()
      })
      const car = page.locator('.car-card .card-title a').first()
      const href = await car.getAttribute('href')
      expect(href).toMatch(/^\/cars\/[0-9a-f]+$/)
      await page.clock.pauseAt(Date.now() + 60_000)
      await page.getByLabel('Monthly budget (Ksh)').fill('200000')
      await car.click()
      // The navigation has started: past the form's wait (700 ms), nothing applies the
      // old form's budget late.
      await expect(page.locator('p.pending')).toHaveText('Loading...')
      await page.clock.runFor(1_000)
      await page.clock.resume()
      const opened = new RegExp(`${href}$`)
      await expect(page).toHaveURL(opened)
      await page.waitForTimeout(1_000)
      await expect(page).toHaveURL(opened)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Our Cars')
    } finally {
      await context.close()
    }
  },
)

test('/cars has no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  await expectNoAxeViolations(browser, '/cars')
  await expectNoAxeViolations(browser, '/cars?year=1950')
})

test('a page past the cap lands on the last page the list reaches, not an error', async ({
  page,
}) => {
  const res = await page.goto('/cars?page=4000')
  expect(res?.status()).toBe(200)
  await expect(page).toHaveURL(/\/cars\?page=100$/)
  await expect(page.getByRole('heading', { name: 'Our Cars', level: 1 })).toBeVisible()
})
