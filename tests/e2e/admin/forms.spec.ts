import { expect, test } from '@playwright/test'
import { api, type ApiBrand, field, signIn, unique } from './helpers'

test('forms: Cancel closes the form without saving, in add and in edit mode', async ({
  page,
  request,
}) => {
  const suffix = unique()
  await signIn(page)

  // Add mode: typed, then cancelled: back on the list, nothing stored.
  await page.goto('/admin/brands/create')
  await field(page, 'Key').fill(`cancelled-${suffix}`)
  await field(page, 'Name').fill(`Cancelled ${suffix}`)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/brands(\?.*)?$/)
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  expect(brands.map((b) => b.key)).not.toContain(`cancelled-${suffix}`)

  // Edit mode: changed, then cancelled: the record is as it was.
  const [brand] = brands
  if (!brand) throw new Error('the demo data has brands')
  await page.goto(`/admin/brands/${brand.id}`)
  await expect(field(page, 'Name')).toHaveValue(brand.name)
  await field(page, 'Name').fill(`Changed ${suffix}`)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/brands(\?.*)?$/)
  const after = await api<ApiBrand>(request, `GET brands/${brand.key}`)
  expect(after.name).toBe(brand.name)
})
