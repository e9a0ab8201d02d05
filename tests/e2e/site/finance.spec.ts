// The finance calculator at /finance, with JavaScript on and off: a GET form whose
// address is the result; with JavaScript the figures follow the fields without a click.
// The figures are the worked example of site/app/lib/finance.test.ts: 10,000,000 with
// 20% down over 48 months at 14% is 218,612 a month.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, jsEnabled, queryDb } from '../support'
import { formatKes } from './helpers'

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
  await expect(page.getByLabel('Car price (KES)')).toHaveValue('10000000')
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
  await page.getByLabel('Car price (KES)').fill('10,000,000')
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

test('wrong input is named beside its field and no figures are shown', async ({ page }) => {
  await page.goto('/finance?price=abc&deposit=5&term=48&rate=80')
  const price = page.getByLabel('Car price (KES)')
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(price).toHaveValue('abc')
  await expect(page.getByText('Enter the car’s price in KES.')).toBeVisible()
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

test('the finance calculator has no axe violations', async ({ browser }) => {
  await expectNoAxeViolations(browser, '/finance')
  await expectNoAxeViolations(browser, '/finance?price=10000000&deposit=20&term=48&rate=14')
  await expectNoAxeViolations(browser, '/finance?price=abc')
})
