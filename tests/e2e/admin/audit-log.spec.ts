// The audit log as an admin reads it: names instead of ids, Nairobi times written the
// Kenyan way, what changed a line per field, nothing cut at a laptop's width; and the
// console's other dates (import rates) in en-KE.
import { expect, type Page, test } from '@playwright/test'
import { formatNairobiDateTime } from '../../../api/src/contract/nairobi'
import type { AuditEntry, StaffMember } from '../../../api/src/contract/staff'
import { ADMIN_EMAIL } from '../support'
import { api, type ApiBrand, type ApiCar, signIn, unique } from './helpers'

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('audit log: names, Nairobi times and readable changes, whole at 1280 px and on a phone', async ({
  page,
  request,
}) => {
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  const brand = brands.find((b) => b.name.toLowerCase() !== b.key) ?? brands[0]
  if (!brand) return
  const model = `E2E Audit ${unique()}`
  const car = await api<ApiCar & Record<string, unknown>>(request, 'POST cars', {
    brand: brand.key,
    model,
    year: 2022,
    price: 12_000_000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    engine: '3.0L',
    horsepower: 300,
  })
  // A lead about the car, contacted and given to the admin.
  const staff = await api<StaffMember[]>(request, 'GET staff')
  const me = staff.find((s) => s.email === ADMIN_EMAIL)!
  const adminName = me.displayName || ADMIN_EMAIL
  const posted = await request.post('/api/enquiries', {
    data: {
      carId: car.id,
      name: `Audit lead ${model}`,
      phone: '0712 345 678',
      message: 'Price?',
      preferredContact: 'Call',
    },
  })
  expect(posted.status()).toBe(201)
  const lead = (await posted.json()) as { id: string }
  try {
    await api(request, `PUT cars/${car.id}`, { ...car, price: 11_500_000 })
    await api(request, `PUT leads/${lead.id}`, { status: 'contacted', assigneeId: me.id })
    const filter = encodeURIComponent(JSON.stringify({ resource: 'cars', recordId: car.id }))
    const [entry] = await api<AuditEntry[]>(request, `GET audit-log?filter=${filter}`)

    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await page.goto(`/admin/audit-log?filter=${filter}`)
    const title = `2022 ${brand.name} ${model}`
    const row = page.getByRole('row').filter({ hasText: 'Updated' })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(title)
    await expect(row).toContainText('Price: 12,000,000 → 11,500,000')
    await expect(row).toContainText(adminName)
    await expect(row).toContainText(formatNairobiDateTime(entry!.at))
    await expect(row).not.toContainText(car.id)
    await expect(row).not.toContainText(/\d{4}-\d{2}-\d{2}T/)
    // Nothing cut: the Changes cell ends inside the window, and nothing scrolls sideways.
    const box = await row.getByRole('cell').last().boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280)
    expect(await overflow(page)).toBeLessThanOrEqual(0)

    // The lead's entry: the status's label, the assignee's name, the contact time.
    const leadFilter = encodeURIComponent(JSON.stringify({ resource: 'leads', recordId: lead.id }))
    await page.goto(`/admin/audit-log?filter=${leadFilter}`)
    const leadRow = page.getByRole('row').filter({ hasText: 'Status: New' })
    await expect(leadRow).toContainText(`Audit lead ${model}`)
    await expect(leadRow).toContainText('Status: New → Contacted')
    await expect(leadRow).toContainText(`Assignee: (empty) → ${adminName}`)
    await expect(leadRow).toContainText(
      /First contact: \(empty\) → \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}/,
    )
    await expect(leadRow).not.toContainText(me.id)
    await expect(leadRow).not.toContainText(/\d{4}-\d{2}-\d{2}T/)

    // On a phone: the entries as a list, the filters behind "Add filter".
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/admin/audit-log?filter=${filter}`)
    await expect(page.getByRole('main')).toContainText('Price: 12,000,000 → 11,500,000')
    await expect(page.getByRole('main')).toContainText(title)
    await expect(page.getByRole('button', { name: 'Add filter' })).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  } finally {
    await api(request, `DELETE cars/${car.id}`)
  }
})

test('import rates: effective dates in en-KE ("1 Jul 2025"), not US dates', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/import-rates')
  const cells = page.getByRole('row').nth(1).getByRole('cell')
  await expect(cells.first()).toHaveText(
    /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}$/,
  )
  await expect(page.getByRole('main')).not.toContainText(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /^From / })
      .first(),
  ).toContainText(/^From \d{1,2} \w{3,4} \d{4}Duty/)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})
