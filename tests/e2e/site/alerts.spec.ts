// Saved-search alerts in the browser, with JavaScript on and off: "Email me new matches"
// under the /cars results saves the list's filters with an address (the server refuses
// a bad one beside the field), the link of the confirmation email opens the alert's
// private page, where the visitor confirms it, changes how often and stops it; the
// Unsubscribe link of every email is one button. (The digests themselves, through a real
// SMTP server, are tested in api/src/resources/saved-searches/alerts.test.ts.)
import { expect, test, type Page } from './fixtures'
import { E2E_BASE_URL, expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import { brandName } from './helpers'

/** The private token in the last confirmation email queued for `email`. */
function confirmationToken(email: string): string {
  const [row] = queryDb<{ text: string }>(
    `SELECT text FROM outbox WHERE "to" = ? AND purpose = 'alert-confirmation'
     ORDER BY created_at DESC LIMIT 1`,
    email,
  )
  const token = row?.text.match(/\/alerts\/([0-9a-f]{32})/)?.[1]
  if (!token) throw new Error(`no confirmation email to ${email}`)
  return token
}

function alertRow(email: string) {
  return queryDb<{ status: string; frequency: string; filters: string }>(
    'SELECT status, frequency, filters FROM saved_searches WHERE email = ?',
    email,
  )
}

/** A brand with cars for sale, the most stocked. */
function stockedBrand(): string {
  return queryDb<{ brand: string }>(
    `SELECT brand FROM cars WHERE availability != 'Sold' GROUP BY brand ORDER BY count(*) DESC, brand LIMIT 1`,
  )[0]!.brand
}

async function openSignup(page: Page) {
  const block = page.locator('.alert-signup')
  await block.locator('summary').click()
  await expect(block.getByLabel('Email', { exact: true })).toBeVisible()
  return block
}

test('Email me new matches: saved with the list filters, refused with the reason, then "check your email"', async ({
  page,
}, testInfo) => {
  const js = jsEnabled(testInfo)
  const brand = stockedBrand()
  const email = `alert-${testInfo.project.name}-${Date.now().toString(36)}@example.co.ke`
  await page.goto(`/cars?brand=${brand}&fuel=Petrol`)
  let block = await openSignup(page)
  await expect(block).toContainText(
    `We email you when cars matching ${brandName(brand)} · Petrol are listed or drop in price.`,
  )

  // An address the browser accepts and the server does not.
  await block.getByLabel('Email', { exact: true }).fill('buyer@example')
  await block.getByRole('button', { name: 'Email me new matches' }).click()
  if (js) {
    await expect(block.getByText('Enter a valid email address')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/cars\\?brand=${brand}&fuel=Petrol$`))
  } else {
    // The /alerts page of the same search shows the refusal, the search kept.
    await expect(page).toHaveURL(new RegExp(`/alerts\\?brand=${brand}&fuel=Petrol$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Me New Matches')
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await expect(page.getByText(`cars matching ${brandName(brand)} · Petrol`)).toBeVisible()
    block = page.locator('main')
  }
  expect(alertRow('buyer@example')).toEqual([])

  await block.getByLabel('Email', { exact: true }).fill(email)
  await block
    .getByLabel('How often', { exact: true })
    .selectOption({ label: 'As soon as they arrive' })
  await block.getByRole('button', { name: 'Email me new matches' }).click()
  const sent =
    'Check your email: we sent you a link to confirm this alert. Nothing else is sent until you confirm it.'
  if (js) {
    await expect(block.locator('.alert[role=status]')).toHaveText(sent)
    await expect(page).toHaveURL(new RegExp(`/cars\\?brand=${brand}&fuel=Petrol$`))
    // The form starts empty again.
    await expect(block.getByLabel('Email', { exact: true })).toHaveValue('')
  } else {
    await expect(page).toHaveURL(new RegExp(`/alerts\\?brand=${brand}&fuel=Petrol&sent=1$`))
    await expect(page.locator('.alert[role=status]')).toHaveText(sent)
  }
  await expect
    .poll(() => alertRow(email))
    .toEqual([
      {
        status: 'pending',
        frequency: 'instant',
        filters: JSON.stringify({ brand, fuel: 'Petrol' }),
      },
    ])
  expect(confirmationToken(email)).toMatch(/^[0-9a-f]{32}$/)
})

test('the private link: confirm, change how often, unsubscribe with one button', async ({
  page,
  request,
}, testInfo) => {
  const brand = stockedBrand()
  const email = `link-${testInfo.project.name}-${Date.now().toString(36)}@example.co.ke`
  // Asked through the site's own form post, as a visitor without JavaScript would.
  const asked = await request.post(`/alerts?brand=${brand}&maxPrice=20000000`, {
    form: { email, frequency: 'daily' },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  })
  expect(asked.status()).toBe(302)
  const token = confirmationToken(email)
  const response = await page.goto(`/alerts/${token}`)
  expect(response?.headers()['cache-control']).toBe('no-store')
  expect(response?.headers()['x-robots-tag']).toBe('noindex')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Car Alert')
  const facts = page.locator('.alert-facts')
  await expect(facts).toContainText(`${brandName(brand)} · Up to Ksh 20,000,000`)
  await expect(facts).toContainText(email)
  await expect(facts).toContainText('Waiting for your confirmation')
  await expect(page.getByRole('link', { name: 'See every match' })).toHaveAttribute(
    'href',
    `/cars?brand=${brand}&maxPrice=20000000`,
  )

  await page.getByRole('button', { name: 'Confirm alert' }).click()
  await expect(page.locator('.alert[role=status]')).toHaveText(
    'Your alert is on. We will email you new matches and price drops.',
  )
  await expect(facts).toContainText(/On since .+: new matches once a day/)
  await expect(page.getByRole('button', { name: 'Confirm alert' })).toHaveCount(0)
  expect(alertRow(email)[0]?.status).toBe('active')

  await page
    .getByLabel('How often', { exact: true })
    .selectOption({ label: 'As soon as they arrive' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.alert[role=status]')).toHaveText(
    'Saved: your alert now comes at the pace you chose.',
  )
  await expect(facts).toContainText('new matches as soon as they arrive')
  expect(alertRow(email)[0]?.frequency).toBe('instant')

  // Every email's Unsubscribe link: one page, one button.
  await page.goto(`/alerts/${token}/unsubscribe`)
  await expect(page.getByText(`Stop emails about ${brandName(brand)}`)).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page).toHaveURL(new RegExp(`/alerts/${token}\\?done=unsubscribed$`))
  await expect(page.locator('.alert[role=status]')).toHaveText(
    'You are unsubscribed: this alert sends nothing more.',
  )
  await expect(facts).toContainText('Stopped on')
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  expect(alertRow(email)[0]?.status).toBe('unsubscribed')

  await page.goto(`/alerts/${token}/unsubscribe`)
  await expect(page.getByText('You are already unsubscribed')).toBeVisible()
})

test('a wrong alert link says so', async ({ page }) => {
  const response = await page.goto(`/alerts/${'0'.repeat(32)}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alert Not Found')
  await expect(page.getByText('This alert link is not valid.')).toBeVisible()
})

test('the alert pages have no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  const brand = stockedBrand()
  await expectNoAxeViolations(browser, `/cars?brand=${brand}`, async (page) => {
    await page.locator('.alert-signup summary').click()
  })
  await expectNoAxeViolations(browser, `/alerts?brand=${brand}`)
  const [row] = queryDb<{ token: string }>(
    `SELECT token FROM saved_searches WHERE status = 'active' LIMIT 1`,
  )
  await expectNoAxeViolations(browser, `/alerts/${row!.token}`)
  await expectNoAxeViolations(browser, `/alerts/${row!.token}/unsubscribe`)
})
