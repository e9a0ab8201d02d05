import { expect, test } from '@playwright/test'
import { api, type ApiBrand, type ApiCar, signIn } from './helpers'

test('featured cars: save and reset, and the home carousel follows', async ({ page, request }) => {
  // The spec's "brand model (year)", with the brand's name, not its key.
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  const names = new Map(brands.map((b) => [b.key, b.name]))
  const label = (c: ApiCar) => `${names.get(c.brand)} ${c.model} (${c.year})`
  const saved = await api<ApiCar[]>(request, 'GET featured-cars')
  const cars = await api<ApiCar[]>(request, 'GET cars?range=[0,199]')
  const offers = await api<{ carId: { id: string } | null }[]>(request, 'GET limited-offers')
  const inOffer = new Set(offers.map((o) => o.carId?.id))
  // Two cars whose labels are unique and that no offer shows on the home page.
  const candidates = cars.filter(
    (c) => !inOffer.has(c.id) && cars.filter((o) => label(o) === label(c)).length === 1,
  )
  const [a, b] = candidates
  expect(a && b, 'the demo seed has cars').toBeTruthy()
  if (!a || !b) return

  try {
    await signIn(page)
    await page.getByRole('menuitem', { name: 'Featured Cars' }).click()
    const list = page.getByRole('group', { name: 'Featured cars' })
    await expect(list).toBeVisible()
    // A scrollable list of at most about 24rem.
    const box = await list.boundingBox()
    expect(box?.height ?? 0).toBeLessThanOrEqual(24 * 16 + 4)

    for (const c of saved) await expect(list.getByLabel(label(c), { exact: true })).toBeChecked()
    for (const c of saved) await list.getByLabel(label(c), { exact: true }).uncheck()
    await list.getByLabel(label(a), { exact: true }).check()
    await page.getByRole('button', { name: 'Save Featured Cars' }).click()
    await expect(page.getByText('Featured cars updated successfully')).toBeVisible()
    await expect
      .poll(async () => (await api<ApiCar[]>(request, 'GET featured-cars')).map((c) => c.id))
      .toEqual([a.id])

    // Reset drops the unsaved change.
    await list.getByLabel(label(b), { exact: true }).check()
    await list.getByLabel(label(a), { exact: true }).uncheck()
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(list.getByLabel(label(a), { exact: true })).toBeChecked()
    await expect(list.getByLabel(label(b), { exact: true })).not.toBeChecked()

    await page.goto('/')
    await expect(page.getByText(a.model).filter({ visible: true }).first()).toBeVisible()
    await expect(page.getByText(b.model)).toHaveCount(0)
  } finally {
    await api(request, 'POST featured-cars', { carIds: saved.map((c) => c.id) })
  }
})

test('featured cars: "No cars available" when there are none', async ({ page }) => {
  await signIn(page)
  await page.route('**/api/cars?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Content-Range': 'cars 0-0/0' },
      body: '[]',
    }),
  )
  await page.goto('/admin/featured-cars')
  await expect(page.getByText('No cars available')).toBeVisible()
})
