import { expect, test } from '@playwright/test'
import { signIn, unique } from './helpers'

test('leads: newest first, with N/A and None for missing values', async ({ page, request }) => {
  const id = unique()
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/${path}`, { data })
    expect(res.status(), await res.text()).toBe(201)
  }
  await post('contact-messages', {
    name: `Older ${id}`,
    email: 'older@example.co.ke',
    phone: '+254 700 000 001',
    subject: 'Sales Inquiry',
    message: 'First.',
  })
  await post('contact-messages', {
    name: `Newer ${id}`,
    email: 'newer@example.co.ke',
    subject: 'Test Drive',
    message: 'Second, without a phone.',
  })
  await post('import-requests', {
    name: `Importer ${id}`,
    email: 'importer@example.co.ke',
    phone: '+254 700 000 002',
    carMake: 'Porsche',
    carModel: 'Taycan',
    budget: '20-25M',
  })
  await post('sell-requests', {
    name: `Seller ${id}`,
    email: 'seller@example.co.ke',
    phone: '+254 700 000 003',
    carMake: 'Toyota',
    carModel: 'Land Cruiser',
    carYear: 2019,
    mileage: 84000,
    condition: 'Good',
  })

  await signIn(page)
  await page.goto('/admin/contact-messages')
  const cards = page.getByTestId('lead-card')
  await expect(cards.nth(0)).toContainText(`Newer ${id}`)
  await expect(cards.nth(1)).toContainText(`Older ${id}`)
  await expect(cards.nth(0).locator('dt', { hasText: 'Phone' }).locator('+ dd')).toHaveText('N/A')
  await expect(cards.nth(1)).toContainText('+254 700 000 001')

  await page.goto('/admin/import-requests')
  await expect(cards.nth(0)).toContainText(`Importer ${id}`)
  await expect(cards.nth(0).locator('dt', { hasText: 'Car year' }).locator('+ dd')).toHaveText(
    'N/A',
  )
  await expect(
    cards.nth(0).locator('dt', { hasText: 'Additional info' }).locator('+ dd'),
  ).toHaveText('None')

  await page.goto('/admin/sell-requests')
  await expect(cards.nth(0)).toContainText(`Seller ${id}`)
  await expect(cards.nth(0)).toContainText('84,000 km')
  await expect(
    cards.nth(0).locator('dt', { hasText: 'Additional info' }).locator('+ dd'),
  ).toHaveText('None')

  // The dashboard lists the newest leads too.
  await page.goto('/admin')
  await expect(page.getByText(`Newer ${id}: Test Drive`)).toBeVisible()
  await expect(page.getByText(`Importer ${id}: Porsche Taycan`)).toBeVisible()
})

test('leads: the empty texts', async ({ page }) => {
  await signIn(page)
  for (const [resource, text] of [
    ['contact-messages', 'No contact messages found.'],
    ['import-requests', 'No import requests found.'],
    ['sell-requests', 'No sell requests found.'],
  ] as const) {
    await page.route(`**/api/${resource}?**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Content-Range': `${resource} 0-0/0` },
        body: '[]',
      }),
    )
    await page.goto(`/admin/${resource}`)
    await expect(page.getByText(text)).toBeVisible()
  }
})

test('leads: enquiries and test drives from car pages, with their car and reference', async ({
  page,
  request,
}) => {
  const id = unique()
  const cars = (await (await request.get('/api/cars?perPage=1')).json()) as { id: string }[]
  const carId = cars[0]?.id
  expect(carId).toBeTruthy()
  const posted = async (path: string, data: unknown) => {
    const res = await request.post(`/api/${path}`, { data })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()) as { reference: string; preferredDate?: string }
  }
  const enquiry = await posted('enquiries', {
    carId,
    name: `Enquirer ${id}`,
    phone: '+254 700 000 004',
    message: 'Still available?',
    preferredContact: 'Call',
  })
  const day = new Date(Date.now() + 3 * 86_400_000 + 3 * 3600_000).toISOString().slice(0, 10)
  const drive = await posted('test-drives', {
    carId,
    name: `Driver ${id}`,
    phone: '+254 700 000 005',
    email: 'driver@example.co.ke',
    preferredDate: day,
    preferredTime: '14:00',
  })

  await signIn(page)
  const cards = page.getByTestId('lead-card')
  await page.goto('/admin/enquiries')
  await expect(cards.nth(0)).toContainText(`Enquiry ${enquiry.reference}`)
  await expect(cards.nth(0).locator('dt', { hasText: 'Email' }).locator('+ dd')).toHaveText('N/A')
  await expect(
    cards.nth(0).locator('dt', { hasText: 'Preferred contact' }).locator('+ dd'),
  ).toHaveText('Call')
  await cards.nth(0).getByRole('link', { name: 'Open the car' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/cars/${carId}$`))

  await page.goto('/admin/test-drives')
  await expect(cards.nth(0)).toContainText(`Test drive ${drive.reference}`)
  await expect(cards.nth(0).locator('dt', { hasText: 'When' }).locator('+ dd')).toContainText(
    ', 14:00',
  )
})
