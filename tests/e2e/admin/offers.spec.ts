import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { E2E_DB_PATH } from '../support'
import { api, type ApiBrand, type ApiCar, choose, field, signIn, unique } from './helpers'

// The console writes dates the Kenyan way (en-KE): "6 Jan 2027".
const kenyanDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-KE', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

test('limited offers: date rule, add and delete, and the public site follows', async ({
  page,
  request,
}) => {
  const suffix = unique()
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  const car = await api<ApiCar>(request, 'POST cars', {
    brand: brands[0]?.key,
    model: `Offer Special ${suffix}`,
    year: 2025,
    price: 21_000_000,
    fuel: 'Hybrid',
    transmission: 'Automatic',
    engine: '2.5L',
    horsepower: 320,
  })
  // The spec's "brand model (year)", with the brand's name, not its key.
  const label = `${brands[0]?.name} ${car.model} (${car.year})`
  const expiry = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
  try {
    await signIn(page)
    await page.goto('/admin/limited-offers')
    await page.getByRole('link', { name: 'Add Limited Offer' }).click()
    const date = field(page, 'Expiry Date')
    // The date picker's minimum is today (in Nairobi).
    await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/)
    await choose(page, 'Car', label)
    await date.fill('2020-01-01')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Expiry date must be today or in the future')).toBeVisible()
    await expect(page).toHaveURL(/\/limited-offers\/create$/)

    await date.fill(expiry)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Limited offer added successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/limited-offers(\?.*)?$/)
    const row = page.getByRole('row', { name: new RegExp(car.model) })
    await expect(row).toContainText(label)
    await expect(row).toContainText(kenyanDate(expiry))

    await page.goto('/offers')
    await expect(page.getByText(car.model).filter({ visible: true }).first()).toBeVisible()

    await page.goto('/admin/limited-offers')
    await row.getByRole('button', { name: /Delete/ }).click()
    await expect(page.getByRole('dialog')).toContainText(
      'Are you sure you want to delete this limited offer?',
    )
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Limited offer deleted successfully')).toBeVisible()
    await expect(row).toHaveCount(0)
    const offers = await api<{ carId: { id: string } | null }[]>(request, 'GET limited-offers')
    expect(offers.filter((o) => o.carId?.id === car.id)).toEqual([])
  } finally {
    await api(request, `DELETE cars/${car.id}`)
  }
})

test('limited offers: "Unknown Car" and the empty state', async ({ page }) => {
  await signIn(page)
  const offers = [{ id: 'gone', _id: 'gone', carId: null, expiryDate: '2031-03-04', createdAt: '' }]
  await page.route('**/api/limited-offers?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Content-Range': `limited-offers 0-${offers.length}/${offers.length}` },
      body: JSON.stringify(offers),
    }),
  )
  await page.goto('/admin/limited-offers')
  const row = page.getByRole('row', { name: /Unknown Car/ })
  await expect(row).toContainText('4 Mar 2031')
  offers.length = 0
  await page.reload()
  await expect(page.getByText('No limited offers available')).toBeVisible()
})

test('limited offers: one past its last day is marked Expired, a live one is not', async ({
  page,
  request,
}) => {
  const suffix = unique()
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  const make = (model: string) =>
    api<ApiCar>(request, 'POST cars', {
      brand: brands[0]?.key,
      model,
      year: 2024,
      price: 9_000_000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      engine: '3.0L',
      horsepower: 300,
    })
  const [past, live] = [await make(`Past Offer ${suffix}`), await make(`Live Offer ${suffix}`)]
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
  // The API takes no date already past: the expired one is written as time leaves it.
  const db = new Database(E2E_DB_PATH)
  try {
    const insert = db.prepare(
      "INSERT INTO limited_offers (id, car_id, expiry_date, created_at) VALUES (?, ?, ?, '2026-01-01T00:00:00.000Z')",
    )
    insert.run(`past-${suffix}`, past.id, inDays(-3))
    insert.run(`live-${suffix}`, live.id, inDays(10))
  } finally {
    db.close()
  }
  try {
    await signIn(page)
    await page.goto('/admin/limited-offers')
    const row = (car: ApiCar) => page.getByRole('row', { name: new RegExp(car.model) })
    await expect(row(past).getByTestId('offer-expired')).toHaveText('Expired')
    await expect(row(live)).toBeVisible()
    await expect(row(live).getByTestId('offer-expired')).toHaveCount(0)
  } finally {
    for (const car of [past, live]) await api(request, `DELETE cars/${car.id}`)
  }
})
