// The finance calculator at /finance, with JavaScript on and off: a GET form whose
// address is the result; with JavaScript the figures follow the fields without a click.
// The figures are the worked example of site/app/lib/finance.test.ts: 10,000,000 with
// 20% down over 48 months at 14% is 218,612 a month.
import { expect, hydrated, test, type Page } from './fixtures'
import { E2E_BASE_URL, expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import { adminToken, expectVehicleCount, formatKes } from './helpers'

const figure = (page: Page, name: string) =>
  page.locator('.finance-figures div').filter({ has: page.getByText(name, { exact: true }) })

async function expectExample(page: Page) {
  await expect(figure(page, 'Monthly payment')).toContainText(formatKes(218_612))
  await expect(figure(page, 'Deposit')).toContainText(formatKes(2_000_000))
  await expect(figure(page, 'Loan amount')).toContainText(formatKes(8_000_000))
  await expect(figure(page, 'Total interest')).toContainText(formatKes(2_493_376))
  await expect(figure(page, 'Total cost')).toContainText(formatKes(12_493_376))
}

test('a shared address is a result page, with the defaults and the disclaimer', async ({
  page,
}) => {
  await page.goto('/finance?price=10000000&deposit=20&term=48&rate=14')
  await expect(page).toHaveTitle(/^Finance Calculator \|/)
  await expectExample(page)
  await expect(page.getByLabel('Car price (Ksh)')).toHaveValue('10000000')
  await expect(page.getByLabel('Term')).toHaveValue('48')
  await expect(page.getByText(/Figures are indicative/)).toBeVisible()
})

test('the visitor fills the form and sees the figures', async ({ page }, testInfo) => {
  await page.goto('/finance')
  await expect(page.getByText('Enter the car’s price to see the monthly payment.')).toBeVisible()
  // The defaults: 20% down, 48 months, 14% a year.
  await expect(page.getByLabel('Deposit', { exact: true })).toHaveValue('20')
  await expect(page.getByLabel('Term')).toHaveValue('48')
  await expect(page.getByLabel('Interest rate (% a year)')).toHaveValue('14')
  await page.getByLabel('Car price (Ksh)').fill('10,000,000')
  if (jsEnabled(testInfo)) {
    // No click: the figures follow the field.
    await expectExample(page)
  } else {
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expectExample(page)
  }
  await expect(page).toHaveURL(/\/finance\?price=10%2C000%2C000&deposit=20&depositUnit=percent/)

  // A deposit in KES, and a shorter term.
  await page.getByLabel('Deposit', { exact: true }).fill('5000000')
  await page.getByLabel('Deposit in').selectOption('kes')
  await page.getByLabel('Term').selectOption('12')
  await page.getByLabel('Interest rate (% a year)').fill('0')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Calculate' }).click()
  // 5,000,000 over 12 months at 0% is 416,666.67 a month: 416,667.
  await expect(figure(page, 'Monthly payment')).toContainText(formatKes(416_667))
  await expect(figure(page, 'Loan amount')).toContainText(formatKes(5_000_000))
})

test('on a phone, Calculate shows the estimate, not the top of the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/finance')
  await page.getByLabel('Car price (Ksh)').fill('10,000,000')
  const heading = page.getByRole('heading', { name: 'Your estimate' })
  await expect(heading).not.toBeInViewport()
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expectExample(page)
  await expect(heading).toBeInViewport()
  await expect(page.getByText('Monthly payment', { exact: true }).first()).toBeInViewport()
})

test('wrong input is named beside its field and no figures are shown', async ({ page }) => {
  await page.goto('/finance?price=abc&deposit=5&term=48&rate=80')
  const price = page.getByLabel('Car price (Ksh)')
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(price).toHaveValue('abc')
  await expect(page.getByText('Enter the car’s price in Ksh.')).toBeVisible()
  await expect(
    page.getByText('The deposit must be at least 10% and less than the price.'),
  ).toBeVisible()
  await expect(page.getByText('Enter an annual interest rate from 0 to 50%.')).toBeVisible()
  await expect(page.getByText('Correct the fields above to see the figures.')).toBeVisible()
  await expect(page.locator('.finance-figures')).toHaveCount(0)
})

test('a car page shows its monthly payment and opens the calculator with its price', async ({
  page,
}) => {
  const car = queryDb<{ id: string; price: number }>(
    `SELECT id, price FROM cars WHERE availability = 'In Stock' AND price > 0 ORDER BY id LIMIT 1`,
  )[0]!
  // The defaults: 20% down, 48 months at 14% a year; M = P·r / (1 − (1 + r)^−n).
  const loan = car.price - Math.round(car.price * 0.2)
  const r = 0.14 / 12
  const monthly = Math.round((loan * r) / (1 - (1 + r) ** -48))
  await page.goto(`/cars/${car.id}`)
  const block = page.getByRole('region', { name: 'Finance this car' })
  await expect(block).toContainText(`From ${formatKes(monthly)} a month with 20% down`)
  await block.getByLabel('Term').selectOption('60')
  await block.getByRole('button', { name: 'Work out my payments' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/finance\\?price=${car.price}&deposit=20&term=60&rate=14$`),
  )
  const five = Math.round((loan * r) / (1 - (1 + r) ** -60))
  await expect(figure(page, 'Monthly payment')).toContainText(formatKes(five))
})

test(
  'the finance calculator has no axe violations',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    await expectNoAxeViolations(browser, '/finance')
    await expectNoAxeViolations(browser, '/finance?price=10000000&deposit=20&term=48&rate=14')
    await expectNoAxeViolations(browser, '/finance?price=abc')
  },
)

// ---------------------------------------------------------------- staff's figures

test('staff’s settings change the calculator and every car page on the next request', async ({
  page,
  request,
}) => {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  const before = await (await request.get('/api/finance-settings')).json()
  const put = (data: unknown) =>
    request.put('/api/finance-settings/current', { headers: auth, data })
  try {
    const res = await put({
      ...before,
      depositPercent: 30,
      ratePercent: 12,
      termMonths: 36,
      maxTermMonths: 72,
      disclaimer: 'Indicative only: ask us for a quote from our partner banks.',
      bankPresets: [{ name: 'Test Bank', ratePercent: 11, depositPercent: 25, termMonths: 24 }],
    })
    expect(res.status()).toBe(200)

    await page.goto('/finance')
    await expect(page.getByLabel('Deposit', { exact: true })).toHaveValue('30')
    await expect(page.getByLabel('Term')).toHaveValue('36')
    await expect(page.getByLabel('Term').locator('option')).toHaveText(
      ['12', '24', '36', '48', '60', '72'].map((t) => `${t} months`),
    )
    await expect(page.getByText('We use 12% unless you change it.')).toBeVisible()
    await expect(page.getByText('Indicative only: ask us for a quote')).toBeVisible()
    // A lender's preset fills the form, keeping the price.
    await page.getByLabel('Car price (Ksh)').fill('10000000')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/price=10000000/)
    await page.getByRole('link', { name: /^Test Bank: 11% a year, 25% down, 24 months$/ }).click()
    await expect(page).toHaveURL(/\/finance\?price=10000000&deposit=25&term=24&rate=11$/)
    // 7,500,000 at 11% over 24 months: r = 0.0091667, (1 + r)^−24 = 0.803 … M = 349,555.
    const r = 0.11 / 12
    const monthly = Math.round((7_500_000 * r) / (1 - (1 + r) ** -24))
    await expect(figure(page, 'Monthly payment')).toContainText(formatKes(monthly))

    const car = queryDb<{ id: string; price: number }>(
      `SELECT id, price FROM cars WHERE availability = 'In Stock' AND price > 0 ORDER BY id LIMIT 1`,
    )[0]!
    await page.goto(`/cars/${car.id}`)
    const block = page.getByRole('region', { name: 'Finance this car' })
    await expect(block).toContainText('with 30% down')
    await expect(block).toContainText('over 36 months at 12% a year')
    await expect(block).toContainText('Indicative only: ask us for a quote')
  } finally {
    expect((await put(before)).status()).toBe(200)
  }
})

test(
  'a lender’s preset chosen while a typed change still waits stays chosen',
  { tag: JS_ON_CONTEXT },
  async ({ browser, request }) => {
    const auth = { Authorization: `Bearer ${await adminToken()}` }
    const before = await (await request.get('/api/finance-settings')).json()
    const put = (data: unknown) =>
      request.put('/api/finance-settings/current', { headers: auth, data })
    // Only with JavaScript does a change submit the form by itself, a moment later.
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    try {
      const preset = { name: 'Test Bank', ratePercent: 11, depositPercent: 25, termMonths: 24 }
      expect((await put({ ...before, bankPresets: [preset] })).status()).toBe(200)
      const page = await context.newPage()
      // The page's clock is held while the price is typed and the preset clicked, so the
      // click lands within the form's wait however slow the machine is that moment.
      await page.clock.install()
      await page.goto('/finance?price=10000000')
      await hydrated(page)
      // The preset's page takes longer to come than the form's wait (300 ms), as on a
      // slow connection: the waiting change must be dropped when the page starts to move.
      await page.route(/\/finance\.data/, async (route) => {
        await new Promise((done) => setTimeout(done, 600))
        await route.continue()
      })
      await page.clock.pauseAt(Date.now() + 60_000)
      await page.getByLabel('Car price (Ksh)').fill('12000000')
      await page.getByRole('link', { name: /^Test Bank: / }).click()
      // The navigation has started: past the form's wait before it follows a change
      // (300 ms), nothing submits the old form's values late.
      await expect(page.locator('p.pending')).toHaveText('Loading...')
      await page.clock.runFor(1_000)
      await page.clock.resume()
      const chosen = /\/finance\?price=10000000&deposit=25&term=24&rate=11$/
      await expect(page).toHaveURL(chosen)
      await page.waitForTimeout(1_000)
      await expect(page).toHaveURL(chosen)
      await expect(page.getByLabel('Deposit', { exact: true })).toHaveValue('25')
    } finally {
      await context.close()
      expect((await put(before)).status()).toBe(200)
    }
  },
)

// ---------------------------------------------------------------- shop by monthly budget

/** The price 200,000 a month buys at 20% down, 14% a year over 48 months. */
function ceilingFor(monthly: number): number {
  const r = 0.14 / 12
  return Math.floor((monthly * (1 - (1 + r) ** -48)) / r / 0.8)
}

test('a monthly budget on /cars lists the cars it pays for', async ({ page }, testInfo) => {
  const budget = 200_000
  const ceiling = ceilingFor(budget)
  const expected = queryDb<{ n: number }>(
    `SELECT count(*) AS n FROM cars WHERE price <= ? AND availability <> 'Sold'`,
    ceiling,
  )[0]!.n
  const all = queryDb<{ n: number }>(
    `SELECT count(*) AS n FROM cars WHERE availability <> 'Sold'`,
  )[0]!.n
  expect(expected).toBeGreaterThan(0)
  expect(expected).toBeLessThan(all)

  await page.goto('/cars')
  await expect(page.getByText('with 20% down over 48 months at 14% a year')).toBeAttached()
  await page.getByLabel('Monthly budget (Ksh)').fill('200,000')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/\/cars\?monthly=200000$/)
  await expectVehicleCount(page, expected)
  await expect(
    page.getByRole('link', { name: `Remove filter: Up to ${formatKes(budget)} a month` }),
  ).toBeVisible()
  const prices = await page.locator('.grid .price').allTextContents()
  expect(prices.length).toBeGreaterThan(0)
  for (const text of prices) expect(Number(text.replace(/\D/g, ''))).toBeLessThanOrEqual(ceiling)
})

test('a calculator result links to the cars its monthly payment buys', async ({ page }) => {
  await page.goto('/finance?price=10000000&deposit=20&term=48&rate=14')
  await page.getByRole('link', { name: `See cars at up to ${formatKes(218_612)} a month` }).click()
  await expect(page).toHaveURL(/\/cars\?monthly=218612$/)
  await expect(page.getByLabel('Monthly budget (Ksh)')).toHaveValue('218612')
})

test(
  'the monthly budget filter has no axe violations',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    await expectNoAxeViolations(browser, '/cars?monthly=200000')
  },
)
