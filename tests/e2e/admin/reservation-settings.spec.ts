// The reservation settings in the console (admins only): the deposit, the days a paid
// deposit holds the car and the refund terms, validated like the API and saved in place.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support'
import { api, field, signIn, signInThenOpen } from './helpers'

type Settings = Record<string, unknown> & { depositKind: string; holdDays: number }

test('reservation settings: validated like the API, saved in place', async ({ page, request }) => {
  const before = await api<Settings>(request, 'GET reservation-settings')
  try {
    await signIn(page)
    await page.getByRole('menuitem', { name: 'Reservation settings' }).click()
    await expect(page).toHaveURL(/\/admin\/reservation-settings$/)
    await expect(
      page.getByRole('heading', { name: 'Reservation settings', level: 1 }),
    ).toBeVisible()
    await expect(field(page, 'Days held')).toHaveValue(String(before.holdDays))
    await expect(page.getByRole('radio', { name: 'A percentage of the price' })).toBeChecked()

    // More than M-Pesa takes in one payment, and a minimum above the maximum, are
    // refused before anything is sent, with the API's messages.
    await page.getByRole('radio', { name: 'A fixed amount' }).check()
    await field(page, 'Fixed deposit (KES)').fill('300000')
    await field(page, 'Minimum deposit (KES)').fill('90000')
    await field(page, 'Maximum deposit (KES)').fill('80000')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Fixed deposit: M-Pesa takes at most KES 250,000 in one payment'),
    ).toBeVisible()
    await expect(
      page.getByText('The minimum deposit must not be more than the maximum'),
    ).toBeVisible()

    await field(page, 'Fixed deposit (KES)').fill('120000')
    await field(page, 'Maximum deposit (KES)').fill('250000')
    await field(page, 'Days held').fill('5')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Reservation settings saved')).toBeVisible()
    expect(await api<Settings>(request, 'GET reservation-settings')).toMatchObject({
      depositKind: 'fixed',
      depositAmount: 120_000,
      depositMin: 90_000,
      depositMax: 250_000,
      holdDays: 5,
    })
  } finally {
    await api(request, 'PUT reservation-settings/current', before)
  }
})

test('the reservation settings screen has no axe violations', async ({ browser }) => {
  await expectNoAxeViolations(browser, '/admin/login', (page) =>
    signInThenOpen(page, '/admin/reservation-settings', async (p) => {
      await expect(p.getByRole('button', { name: 'Save' })).toBeVisible()
      await expect(field(p, 'Days held')).not.toHaveValue('')
    }),
  )
})
