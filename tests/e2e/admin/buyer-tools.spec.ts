// The buyer tools' figures in the console: the finance settings screen and the import
// rates. Each change shows on the public pages on the next request.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support'
import { api, field, signIn, signInThenOpen } from './helpers'

type Settings = Record<string, unknown> & { ratePercent: number }
type Rates = Record<string, unknown> & { id: string; effectiveDate: string; usdKes: number }

test('finance settings: validated like the API, saved in place, shown on /finance', async ({
  page,
  request,
}) => {
  const before = await api<Settings>(request, 'GET', 'finance-settings')
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
    expect((await api<Settings>(request, 'GET', 'finance-settings')).ratePercent).toBe(13.5)

    await page.goto('/finance')
    await expect(page.getByText('We use 13.5% unless you change it.')).toBeVisible()
  } finally {
    await api(request, 'PUT', 'finance-settings/current', before)
  }
})

test('import rates: a new set starts from the latest, lists newest first, and applies', async ({
  page,
  request,
}) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format()
  const latest = (await api<Rates[]>(request, 'GET', 'import-rates'))[0]!
  expect(latest.effectiveDate < today).toBe(true)
  let created: Rates | undefined
  try {
    await signIn(page)
    await page.getByRole('menuitem', { name: 'Import rates' }).click()
    // The seed's history: the current set and an older one.
    await expect(page.getByRole('row', { name: /2024/ })).toBeVisible()
    await page.getByRole('link', { name: 'Add rates' }).click()
    await expect(field(page, 'KES per US dollar')).toHaveValue(String(latest.usdKes))
    await field(page, 'Effective date').fill(today)
    await field(page, 'Source').fill('Test: the dollar at 140')
    await field(page, 'KES per US dollar').fill('140')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Import rates added')).toBeVisible()
    const rows = page.getByRole('row')
    await expect(rows.nth(1)).toContainText('Test: the dollar at 140')
    created = (await api<Rates[]>(request, 'GET', 'import-rates'))[0]
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
    await expect(page.getByText('USD converted at KES 140 per unit.')).toBeVisible()
    await expect(page.getByText(/Test: the dollar at 140/)).toBeVisible()
  } finally {
    if (created) await api(request, 'DELETE', `import-rates/${created.id}`)
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
