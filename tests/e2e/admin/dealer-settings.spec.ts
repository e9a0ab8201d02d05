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

    // The hours day by day: the stored schema.org text read into the days.
    await expect(page.getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Open on Sunday' })).not.toBeChecked()
    await expect(
      page.getByText(`Search engines read: ${String(before.openingHours)}`),
    ).toBeVisible()

    // A day closing before it opens, and a number without its country code, are refused
    // before anything is sent.
    await field(page, 'Saturday closes').fill('08:00')
    await field(page, 'Telephone').fill('0700 123 456')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Opens before it closes')).toBeVisible()
    await expect(
      page.getByText('Telephone must be + and the number in international format (+254712345678)'),
    ).toBeVisible()

    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await field(page, `${day} opens`).fill('08:30')
      await field(page, `${day} closes`).fill('17:00')
    }
    await field(page, 'Saturday closes').fill('13:00')
    await expect(page.getByText('Opens before it closes')).toHaveCount(0)
    await expect(
      page.getByText('Search engines read: Mo-Fr 08:30-17:00; Sa 09:00-13:00'),
    ).toBeVisible()
    await field(page, 'Telephone').fill('+254 722 000 111')
    await field(page, 'Street address').fill('Ngong Road, Kilimani')
    // A pasted maps link gives the position.
    await field(page, 'Map link').fill(
      'https://www.google.com/maps/place/Kilimani/@-1.2950,36.7850,17z/data=!3m1!4b1!8m2!3d-1.2921!4d36.7838',
    )
    await expect(page.getByText('Position read from the link: -1.2921, 36.7838.')).toBeVisible()
    await expect(field(page, 'Latitude')).toHaveValue('-1.2921')
    await expect(field(page, 'Longitude')).toHaveValue('36.7838')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Dealer details saved')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/dealer-settings$/)
    expect(await api<Settings>(request, 'GET', 'dealer-settings')).toMatchObject({
      streetAddress: 'Ngong Road, Kilimani',
      telephone: '+254722000111',
      openingHours: 'Mo-Fr 08:30-17:00; Sa 09:00-13:00',
      latitude: -1.2921,
      longitude: 36.7838,
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
    await expect(visit.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      /3d-1\.2921!4d36\.7838/,
    )
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
