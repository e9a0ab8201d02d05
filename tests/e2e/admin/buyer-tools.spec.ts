// The buyer tools' figures in the console: the finance settings screen and the import
// rates. Each change shows on the public pages on the next request.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, queryDb } from '../support'
import { api, field, signIn, signInThenOpen, unique } from './helpers'

type Settings = Record<string, unknown> & { ratePercent: number }
type Rates = Record<string, unknown> & { id: string; effectiveDate: string; usdKes: number }

test('finance settings: validated like the API, saved in place, shown on /finance', async ({
  page,
  request,
}) => {
  const before = await api<Settings>(request, 'GET finance-settings')
  try {
    await signIn(page)
    await page.getByRole('menuitem', { name: 'Finance settings' }).click()
    await expect(page).toHaveURL(/\/admin\/finance-settings$/)
    await expect(field(page, 'Default interest rate (% a year)')).toHaveValue(
      String(before.ratePercent),
    )
    // A default term longer than the longest term is refused before anything is sent.
    await field(page, 'Default term (months)').fill('72')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('The default term must lie between the shortest and the longest term'),
    ).toBeVisible()
    await field(page, 'Default term (months)').fill('48')
    await field(page, 'Default interest rate (% a year)').fill('13.5')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Finance settings saved')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/finance-settings$/)
    expect((await api<Settings>(request, 'GET finance-settings')).ratePercent).toBe(13.5)

    await page.goto('/finance')
    await expect(page.getByText('We use 13.5% unless you change it.')).toBeVisible()
  } finally {
    await api(request, 'PUT finance-settings/current', before)
  }
})

test('finance settings: a lender’s preset put on offer until a day shows on /offers', async ({
  page,
  request,
}) => {
  const before = await api<Settings>(request, 'GET finance-settings')
  const day = new Date(Date.now() + 3 * 3600_000 + 45 * 86_400_000).toISOString().slice(0, 10)
  const longDay = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
  const bank = `Console Bank ${unique()}`
  try {
    await signInThenOpen(page, '/admin/finance-settings', (p) =>
      expect(p.getByRole('button', { name: 'Save' })).toBeVisible(),
    )
    await page.getByRole('button', { name: 'Add' }).click()
    await field(page, 'Bank name').last().fill(bank)
    await field(page, 'Rate (%)').last().fill('6.5')
    await field(page, 'Deposit (%)').last().fill('35')
    await field(page, 'Term (months)').last().fill('36')
    await expect(
      page.getByText('A financing offer on /offers until this day; empty: calculator only').last(),
    ).toBeVisible()
    await field(page, 'Offered until').last().fill(day)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Finance settings saved')).toBeVisible()
    const saved = await api<{ bankPresets: { name: string; offeredUntil?: string }[] }>(
      request,
      'GET finance-settings',
    )
    expect(saved.bankPresets.find((p) => p.name === bank)?.offeredUntil).toBe(day)

    await page.goto('/offers')
    const card = page
      .getByRole('region', { name: 'Financing Offers' })
      .locator('.card', { hasText: bank })
    await expect(card.getByRole('heading')).toHaveText('6.5% APR Financing')
    await expect(card).toContainText('6.5% APR with 35% down payment over 36 months.')
    await expect(card).toContainText(`Valid until ${longDay}`)
  } finally {
    await api(request, 'PUT finance-settings/current', before)
  }
})

test("finance settings: a lender's full name fits its field", async ({ page, request }) => {
  const before = await api<Settings>(request, 'GET finance-settings')
  try {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInThenOpen(page, '/admin/finance-settings', (p) =>
      expect(p.getByRole('button', { name: 'Save' })).toBeVisible(),
    )
    await page.getByRole('button', { name: 'Add' }).click()
    const name = field(page, 'Bank name').last()
    await name.fill('Savannah Bank asset finance')
    // The whole name shows: the text is no wider than its box.
    const cut = await name.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(cut).toBeLessThanOrEqual(0)
  } finally {
    await api(request, 'PUT finance-settings/current', before)
  }
})

test('finance settings: an extended warranty until a day shows on /offers', async ({
  page,
  request,
}) => {
  const before = await api<Settings>(request, 'GET finance-settings')
  const day = new Date(Date.now() + 3 * 3600_000 + 60 * 86_400_000).toISOString().slice(0, 10)
  const longDay = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
  try {
    // Start from none, as a dealer would.
    await api(request, 'PUT finance-settings/current', {
      ...before,
      warrantyExtraYears: null,
      warrantyOfferedUntil: null,
    })
    await signInThenOpen(page, '/admin/finance-settings', (p) =>
      expect(p.getByRole('button', { name: 'Save' })).toBeVisible(),
    )
    await expect(
      page.getByText(
        'An extended-warranty card on /offers until this day; leave both empty for none',
      ),
    ).toBeVisible()
    // The years without the day are refused before anything is sent.
    await field(page, 'Extra warranty years').fill('4')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Give both the extra warranty years and the day the offer ends, or neither'),
    ).toBeVisible()
    await field(page, 'Warranty offered until').fill(day)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Finance settings saved')).toBeVisible()
    const saved = await api<Settings>(request, 'GET finance-settings')
    expect(saved).toMatchObject({ warrantyExtraYears: 4, warrantyOfferedUntil: day })

    await page.goto('/offers')
    const card = page
      .getByRole('region', { name: 'Financing Offers' })
      .locator('.card', { hasText: 'Extended Warranty' })
    await expect(card).toContainText('4 extra years of warranty on new vehicles.')
    await expect(card).toContainText(`Valid until ${longDay}`)
  } finally {
    await api(request, 'PUT finance-settings/current', before)
  }
})

test('import rates: a new set starts from the latest, lists newest first, and applies', async ({
  page,
  request,
}) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format()
  const latest = (await api<Rates[]>(request, 'GET import-rates'))[0]!
  expect(latest.effectiveDate < today).toBe(true)
  let created: Rates | undefined
  try {
    await signIn(page)
    await page.getByRole('menuitem', { name: 'Import rates' }).click()
    // The seed's history: the current set and an older one.
    await expect(page.getByRole('row', { name: /2024/ })).toBeVisible()
    await page.getByRole('link', { name: 'Add rates' }).click()
    await expect(field(page, 'Ksh per US dollar')).toHaveValue(String(latest.usdKes))
    await field(page, 'Effective date').fill(today)
    await field(page, 'Source').fill('Test: the dollar at 140')
    await field(page, 'Ksh per US dollar').fill('140')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Import rates added')).toBeVisible()
    const rows = page.getByRole('row')
    await expect(rows.nth(1)).toContainText('Test: the dollar at 140')
    created = (await api<Rates[]>(request, 'GET import-rates'))[0]
    expect(created).toMatchObject({ effectiveDate: today, usdKes: 140 })

    // Two sets for one day are refused, with the API's message at the field.
    await page.getByRole('link', { name: 'Add rates' }).click()
    await field(page, 'Effective date').fill(today)
    await field(page, 'Source').fill('Duplicate')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Rates with this effective date already exist').first(),
    ).toBeVisible()

    // 10,000 dollars at 140 is KES 1,400,000.
    await page.goto('/import/cost?value=10000&currency=USD&year=2022&engineCc=1500&fuel=petrol')
    await expect(page.getByText('USD converted at Ksh 140 per unit.')).toBeVisible()
    await expect(page.getByText(/Test: the dollar at 140/)).toBeVisible()
  } finally {
    if (created) await api(request, `DELETE import-rates/${created.id}`)
  }
})

test('the settings screens have no axe violations', async ({ browser }) => {
  await expectNoAxeViolations(browser, '/admin/login', (page) =>
    signInThenOpen(page, '/admin/finance-settings', async (p) => {
      await expect(p.getByRole('button', { name: 'Save' })).toBeVisible()
    }),
  )
  await expectNoAxeViolations(browser, '/admin/login', (page) =>
    signInThenOpen(page, '/admin/import-rates', async (p) => {
      await expect(p.getByRole('row').nth(1)).toBeVisible()
    }),
  )
  await expectNoAxeViolations(browser, '/admin/login', (page) =>
    signInThenOpen(page, '/admin/import-rates/create', async (p) => {
      await expect(p.getByRole('button', { name: 'Save' })).toBeVisible()
    }),
  )
})

test('saved searches: the number of active alerts per search, without addresses', async ({
  page,
  request,
}) => {
  // Three visitors ask for the same search; two confirm.
  const filters = { year: 2011, fuel: 'Diesel' }
  const tag = unique()
  for (const n of [1, 2, 3]) {
    const email = `demand-${tag}-${n}@example.co.ke`
    const asked = await request.post('/api/alerts', {
      data: { email, frequency: n === 1 ? 'instant' : 'daily', filters },
    })
    expect(asked.status()).toBe(202)
    if (n === 3) continue
    const [mail] = queryDb<{ text: string }>(
      `SELECT text FROM outbox WHERE "to" = ? AND purpose = 'alert-confirmation'`,
      email,
    )
    const token = mail!.text.match(/\/alerts\/([0-9a-f]{32})/)![1]
    expect((await request.post(`/api/alerts/${token}/confirm`)).status()).toBe(200)
  }
  await signInThenOpen(page, '/admin/saved-searches', (p) =>
    expect(p.getByRole('heading', { level: 1 })).toHaveText('Saved searches'),
  )
  const row = page.getByRole('row').filter({ hasText: '2011 · Diesel' })
  const cells = row.getByRole('cell')
  await expect(cells.nth(0)).toHaveText('2011 · Diesel')
  await expect(cells.nth(1)).toHaveText('2') // active alerts
  await expect(cells.nth(2)).toHaveText('1 / 1') // daily / at once
  await expect(cells.nth(3)).toHaveText('1') // awaiting confirmation
  await expect(row.getByRole('link', { name: '2011 · Diesel' })).toHaveAttribute(
    'href',
    '/cars?year=2011&fuel=Diesel',
  )
  await expect(page.locator('main')).not.toContainText(tag)
})
