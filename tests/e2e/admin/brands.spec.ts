import { expect, test } from '@playwright/test'
import { api, type ApiBrand, field, signIn, unique } from './helpers'

test('brands: create, edit (key locked) and delete, and the public site follows', async ({
  page,
  request,
}) => {
  const suffix = unique()
  const name = `E2E Motors ${suffix}`
  const key = `e2e-motors-${suffix}`

  await signIn(page)
  await page.goto('/admin/brands')
  await page.getByRole('link', { name: 'Add Brand' }).click()
  await expect(
    page.getByText('Unique identifier for the brand (lowercase, no spaces).'),
  ).toBeVisible()
  // The key is forced to lowercase with hyphens for whitespace as it is typed.
  await field(page, 'Key').pressSequentially(`E2E Motors ${suffix.toUpperCase()}`)
  await expect(field(page, 'Key')).toHaveValue(key)
  await field(page, 'Name').fill(name)
  await field(page, 'Full Name').fill(`${name} Automobiles Ltd`)
  await field(page, 'Description').fill('A brand made by the browser tests.')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/admin\/brands(\?.*)?$/)
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toContainText(`${name} Automobiles Ltd`)
  const brand = await api<ApiBrand>(request, `GET brands/${key}`)
  expect(brand).toMatchObject({ key, name })

  await page.goto(`/brand/${key}`)
  await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible()

  // Edit: the key is locked.
  await page.goto(`/admin/brands/${brand.id}`)
  await expect(field(page, 'Key')).toHaveValue(key)
  await expect(field(page, 'Key')).toBeDisabled()
  await field(page, 'Full Name').fill(`${name} Holdings`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/brands(\?.*)?$/)
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(`${name} Holdings`)

  // Delete with the spec's confirmation.
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /Delete/ })
    .click()
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to delete this brand?',
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  // While the dialog is open the list behind it is aria-hidden, so its rows are not
  // found whether deleted or not: the dialog closes once the API has answered.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
  expect((await request.get(`/api/brands/${key}`)).status()).toBe(404)
})

test("brands: deleting a brand that still has cars shows the API's message", async ({
  page,
  request,
}) => {
  const suffix = unique()
  const key = `e2e-busy-${suffix}`
  const brand = await api<ApiBrand>(request, 'POST brands', {
    key,
    name: `Busy ${suffix}`,
    fullName: `Busy Brand ${suffix}`,
    description: 'Has a car.',
  })
  const car = await api<{ id: string }>(request, 'POST cars', {
    brand: key,
    model: `Busy Model ${suffix}`,
    year: 2023,
    price: 9_000_000,
    fuel: 'Diesel',
    transmission: 'Automatic',
    engine: '3.0L',
    horsepower: 300,
  })
  try {
    await signIn(page)
    await page.goto('/admin/brands')
    const row = page.getByRole('row', { name: new RegExp(`Busy ${suffix}`) })
    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(
      page.getByText(/Failed to delete brands: Conflict, Response: This brand still has 1 car/),
    ).toBeVisible()
    await expect(row).toBeVisible()
  } finally {
    await api(request, `DELETE cars/${car.id}`)
    await api(request, `DELETE brands/${brand.key}`)
  }
})

test('brands: the empty state', async ({ page }) => {
  await signIn(page)
  await page.route('**/api/brands?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {
        'Content-Range': 'brands 0-0/0',
        'Access-Control-Expose-Headers': 'Content-Range',
      },
      body: '[]',
    }),
  )
  await page.goto('/admin/brands')
  await expect(page.getByText('No brands available')).toBeVisible()
})
