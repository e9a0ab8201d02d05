// The landed-cost estimator at /import/cost and on the import form, with JavaScript on and
// off. The figures are the worked examples of api/src/contract/landed-cost.test.ts: a
// 2998 cc petrol car valued at KES 3,000,000 pays 1,050,000 import duty, 1,012,500 excise,
// 810,000 VAT, 75,000 IDF and 60,000 RDL: 3,007,500 in all, 6,007,500 landed.
import { expect, hydrated, test, type Page } from './fixtures'
import { E2E_BASE_URL, expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import { adminToken, formatKes, holdFirstRequest } from './helpers'

const EXAMPLE = '/import/cost?value=3000000&currency=KES&year=2020&engineCc=2998&fuel=petrol'

const charge = (page: Page, name: string) =>
  page.locator('.cost-table tr').filter({ has: page.getByRole('rowheader', { name, exact: true }) })

async function expectExample(page: Page) {
  await expect(charge(page, 'Customs value')).toContainText(formatKes(3_000_000))
  await expect(charge(page, 'Import duty')).toContainText(formatKes(1_050_000))
  await expect(charge(page, 'Import duty')).toContainText('35% of the customs value')
  await expect(charge(page, 'Excise duty')).toContainText(formatKes(1_012_500))
  await expect(charge(page, 'Excise duty')).toContainText('25%')
  await expect(charge(page, 'VAT')).toContainText(formatKes(810_000))
  await expect(charge(page, 'Import Declaration Fee')).toContainText(formatKes(75_000))
  await expect(charge(page, 'Railway Development Levy')).toContainText(formatKes(60_000))
  await expect(charge(page, 'Total charges')).toContainText(formatKes(3_007_500))
  await expect(charge(page, 'Landed cost')).toContainText(formatKes(6_007_500))
}

/** The year the estimate is made in, in Nairobi. */
const thisYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric' }).format())

test('a shared address shows each charge, the total, the eligibility and the rates used', async ({
  page,
}) => {
  await page.goto(EXAMPLE)
  await expect(page).toHaveTitle(/^Import Cost Estimator \|/)
  await expectExample(page)
  const age = thisYear() - 2020
  await expect(page.getByText(`Eligible: first registered in 2020, ${age} years ago`)).toBeVisible()
  await expect(page.getByText(/Rates in force from 1 July 2025/)).toBeVisible()
  await expect(page.getByText(/The result is indicative/)).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`at ${width} px each charge reads on a line or two, under a note written for visitors`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of [EXAMPLE, `${EXAMPLE.replace('/import/cost', '/import')}`]) {
      await page.goto(path)
      const estimator = page.getByRole('form', { name: 'Landed-cost estimator' })
      await estimator.evaluate((form) => form.closest('details')?.setAttribute('open', ''))
      await expectExample(page)
      // Not a word a line: every label, basis and amount takes two lines at most.
      const cells = page.locator('.cost-table th, .cost-table td')
      const lines = await cells.evaluateAll((els) =>
        els
          .filter((el) => el.textContent!.trim())
          .map((el) => {
            const range = document.createRange()
            range.selectNodeContents(el)
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            return { text: el.textContent!.trim(), lines: tops.size }
          }),
      )
      expect(lines.length, path).toBeGreaterThanOrEqual(14)
      for (const cell of lines) expect(cell.lines, `${path}: ${cell.text}`).toBeLessThanOrEqual(2)
      // The table fits the screen.
      const table = (await page.locator('.cost-table').boundingBox())!
      expect(table.x + table.width, path).toBeLessThanOrEqual(width)
      // The rates' source is a citation, not a note to staff.
      const note = page.getByText(/Rates in force from 1 July 2025/)
      await expect(note).toContainText('Kenya Revenue Authority rates')
      await expect(note).not.toContainText('when the site was built')
      await expect(note).not.toContainText('before relying on them')
    }
  })
}

test('the visitor fills the form in dollars and sees the figures', async ({ page }, testInfo) => {
  await page.goto('/import/cost')
  await expect(page.getByText('Enter the car’s customs value to see the charges.')).toBeVisible()
  await page.getByLabel('Customs value').fill('20,000')
  await page.getByLabel('Currency').selectOption('USD')
  await page.getByLabel('Year of first registration').fill(String(thisYear() - 2))
  await page.getByLabel('Engine capacity (cc)').fill('2800')
  await page.getByLabel('Fuel').selectOption('diesel')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Estimate' }).click()
  // 20,000 × 129.5 = 2,590,000; a 2800 cc diesel is above 2500 cc: excise 35%.
  await expect(charge(page, 'Customs value')).toContainText(formatKes(2_590_000))
  await expect(charge(page, 'Total charges')).toContainText(formatKes(3_002_069))
  await expect(page.getByText('USD converted at Ksh 129.5 per unit.')).toBeVisible()
  await expect(page).toHaveURL(/value=20%2C000&currency=USD/)
})

test(
  'what the visitor types while the figures are on their way stays in the form',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    // Only with JavaScript do the figures follow the fields. The first figures come while
    // the visitor is typing the year, as on a slow connection or a busy server: the field
    // being typed in stays the same field, and nothing typed is put back.
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    try {
      const page = await context.newPage()
      await page.goto('/import/cost')
      await hydrated(page)
      const held = await holdFirstRequest(page, /\/import\/cost\.data/)
      await page.getByLabel('Customs value').fill('20,000')
      await held.held
      await page.getByLabel('Currency').selectOption('USD')
      const year = String(thisYear() - 2)
      await page.getByLabel('Year of first registration').click()
      await page.keyboard.type(year.slice(0, 2))
      const landed = page.waitForResponse(/\/import\/cost\.data/)
      held.release()
      await landed
      await expect(page).toHaveURL(/value=20%2C000/)
      await page.keyboard.type(year.slice(2))
      await expect(page.getByLabel('Year of first registration')).toHaveValue(year)
      await page.getByLabel('Engine capacity (cc)').fill('2800')
      await page.getByLabel('Fuel').selectOption('diesel')
      await expect(charge(page, 'Total charges')).toContainText(formatKes(3_002_069))
      await expect(page.getByLabel('Currency')).toHaveValue('USD')
      await expect(page).toHaveURL(/value=20%2C000&currency=USD/)
    } finally {
      await context.close()
    }
  },
)

test('on a phone, Estimate shows the landed cost, not the top of the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/import/cost')
  await page.getByLabel('Customs value').fill('3000000')
  await page.getByLabel('Year of first registration').fill('2020')
  await page.getByLabel('Engine capacity (cc)').fill('2998')
  const heading = page.getByRole('heading', { name: 'Your landed cost' })
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(heading).not.toBeInViewport()
  await page.getByRole('button', { name: 'Estimate' }).click()
  await expectExample(page)
  await expect(heading).toBeInViewport()
})

test('a car too old to import is named not eligible, and wrong input is named', async ({
  page,
}) => {
  const old = thisYear() - 9
  await page.goto(`/import/cost?value=2000000&year=${old}&engineCc=1800&fuel=petrol`)
  await expect(
    page.getByText(
      `Not eligible: used cars may be imported at most 8 years after first registration, and this one was first registered in ${old}, 9 years ago.`,
    ),
  ).toBeVisible()
  await page.goto('/import/cost?value=abc&year=&engineCc=&fuel=diesel')
  await expect(page.getByLabel('Customs value')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter the customs value as a number')).toBeVisible()
  await expect(page.getByText('Year of first registration is required')).toBeVisible()
  await expect(page.getByText('Enter the engine capacity in cc')).toBeVisible()
  await expect(page.getByText('Correct the fields above to see the charges.')).toBeVisible()
  await expect(page.locator('.cost-table')).toHaveCount(0)
})

test('the estimate goes into the import request, where staff see it', async ({ page }) => {
  const name = `Estimate Tester ${Date.now()}`
  await page.goto(EXAMPLE)
  await page.getByRole('link', { name: 'Request this import' }).click()
  await expect(page).toHaveURL(/\/import\?value=3000000&currency=KES&year=2020/)
  // The estimator block on the form shows the same figures, and the form carries them.
  await expect(
    page.getByText(`Your estimate (landed cost ${formatKes(6_007_500)}) is sent`),
  ).toBeVisible()
  const order = page.getByRole('form', { name: 'Import order' })
  await order.getByLabel('Name', { exact: true }).fill(name)
  await order.getByLabel('Email', { exact: true }).fill('estimate@example.com')
  await order.getByLabel(/^Phone/).fill('+254 700 000 002')
  await order.getByLabel('Car Make', { exact: true }).fill('Toyota')
  await order.getByLabel('Car Model', { exact: true }).fill('Land Cruiser 300')
  await order.getByLabel('Budget (Ksh)', { exact: true }).selectOption('15-20M')
  await order.getByRole('button', { name: 'Submit Import Request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'within 24 hours' })).toBeVisible()
  const [row] = queryDb<{ cost_estimate: string }>(
    'SELECT cost_estimate FROM import_requests WHERE name = ?',
    name,
  )
  expect(JSON.parse(row!.cost_estimate)).toMatchObject({
    value: 3_000_000,
    currency: 'KES',
    year: 2020,
    engineCc: 2998,
    fuel: 'petrol',
    ratesDate: '2025-07-01',
    result: { totalCharges: 3_007_500, total: 6_007_500 },
  })
})

test('the estimator on the import form works in place', async ({ page }, testInfo) => {
  await page.goto('/import')
  const block = page.locator('details.import-estimate')
  await block.locator('summary').click()
  await block.getByLabel('Customs value').fill('3000000')
  await block.getByLabel('Year of first registration').fill('2020')
  await block.getByLabel('Engine capacity (cc)').fill('2998')
  if (!jsEnabled(testInfo)) await block.getByRole('button', { name: 'Estimate' }).click()
  await expect(page).toHaveURL(/\/import\?value=3000000/)
  await expect(page.locator('details.import-estimate')).toHaveAttribute('open', '')
  await expectExample(page)
  await expect(
    page.getByText(`Your estimate (landed cost ${formatKes(6_007_500)}) is sent`),
  ).toBeVisible()
})

test('new rates from staff apply from their effective date', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format()
  const current = await (await request.get('/api/import-rates/current')).json()
  const res = await request.post('/api/import-rates', {
    headers: auth,
    data: {
      ...current,
      effectiveDate: today,
      sourceNote: 'Test notice: IDF raised to 3.5%.',
      idfPercent: 3.5,
    },
  })
  expect(res.status()).toBe(201)
  const created = await res.json()
  try {
    await page.goto(EXAMPLE)
    // IDF 3.5% of 3,000,000 = 105,000; charges 3,007,500 − 75,000 + 105,000 = 3,037,500.
    await expect(charge(page, 'Import Declaration Fee')).toContainText(formatKes(105_000))
    await expect(charge(page, 'Total charges')).toContainText(formatKes(3_037_500))
    await expect(page.getByText(/Test notice: IDF raised to 3.5%/)).toBeVisible()
  } finally {
    const del = await request.delete(`/api/import-rates/${created.id}`, { headers: auth })
    expect(del.status()).toBe(200)
  }
})

test('the estimator pages have no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  await expectNoAxeViolations(browser, '/import/cost')
  await expectNoAxeViolations(browser, EXAMPLE)
  await expectNoAxeViolations(browser, '/import/cost?value=abc&fuel=diesel')
  await expectNoAxeViolations(browser, EXAMPLE.replace('/import/cost', '/import'))
})
