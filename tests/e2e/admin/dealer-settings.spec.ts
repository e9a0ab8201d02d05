// The dealer's details in the console: validated like the API, saved in place, and shown
// on the contact page and in the footer on the next request.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support'
import { api, field, signIn, signInThenOpen } from './helpers'

type Settings = Record<string, unknown> & { streetAddress: string; telephone: string }

test('dealer details: validated like the API, saved in place, shown on the contact page', async ({
  page,
  request,
}) => {
  const before = await api<Settings>(request, 'GET', 'dealer-settings')
  try {
    await signIn(page)
    await page.getByRole('menuitem', { name: 'Dealer details' }).click()
    await expect(page).toHaveURL(/\/admin\/dealer-settings$/)
    await expect(page.getByRole('heading', { name: 'Dealer details', level: 1 })).toBeVisible()
    await expect(field(page, 'Street address')).toHaveValue(before.streetAddress)
    await expect(field(page, 'Telephone')).toHaveValue(before.telephone)
    await expect(
      page.getByText('Shown on the contact page and in the footer of every page', { exact: false }),
    ).toBeVisible()

    // Hours not in schema.org's form, and a number without its country code, are refused
    // before anything is sent, with the API's messages.
    await field(page, 'Opening hours').fill('Mon-Fri 9-6')
    await field(page, 'Telephone').fill('0700 123 456')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Opening hours: "Mon-Fri 9-6" is not like "Mo-Fr 09:00-18:00"'),
    ).toBeVisible()
    await expect(
      page.getByText('Telephone must be + and the number in international format (+254712345678)'),
    ).toBeVisible()

    await field(page, 'Opening hours').fill('Mo-Fr 08:30-17:00; Sa 09:00-13:00')
    await field(page, 'Telephone').fill('+254 722 000 111')
    await field(page, 'Street address').fill('Ngong Road, Kilimani')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Dealer details saved')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/dealer-settings$/)
    expect(await api<Settings>(request, 'GET', 'dealer-settings')).toMatchObject({
      streetAddress: 'Ngong Road, Kilimani',
      telephone: '+254722000111',
      openingHours: 'Mo-Fr 08:30-17:00; Sa 09:00-13:00',
    })

    await page.goto('/contact')
    const visit = page.getByRole('region', { name: 'Visit our showroom' })
    await expect(visit.locator('address')).toContainText('Ngong Road, Kilimani')
    await expect(visit.getByRole('link', { name: '+254 722 000 111' })).toHaveAttribute(
      'href',
      'tel:+254722000111',
    )
    await expect(visit.locator('.opening-hours li')).toHaveText([
      'Monday to Friday: 8:30am-5pm',
      'Saturday: 9am-1pm',
      'Sunday: By appointment',
    ])
    await expect(page.locator('footer address')).toContainText('Ngong Road, Kilimani')
  } finally {
    await api(request, 'PUT', 'dealer-settings/current', before)
  }
})

test('the dealer details screen has no axe violations', async ({ browser }) => {
  await expectNoAxeViolations(browser, '/admin/login', (page) =>
    signInThenOpen(page, '/admin/dealer-settings', async (p) => {
      await expect(p.getByRole('button', { name: 'Save' })).toBeVisible()
      await expect(field(p, 'Street address')).not.toHaveValue('')
    }),
  )
})
