// Reserved and Sold cars on their pages: a sold car's page stays (200) with a Sold badge,
// no enquiry or test-drive form and similar available cars; a reserved one shows its
// badge and still takes enquiries.
import { expect, test } from '@playwright/test'
import { api, unique } from '../admin/helpers'

test('a sold car keeps its page with a badge and similar cars; a reserved one takes enquiries', async ({
  page,
  request,
}) => {
  const suffix = unique()
  const key = `e2e-sold-${suffix}`
  await api(request, 'POST', 'brands', {
    key,
    name: `Sold Brand ${suffix}`,
    fullName: `Sold Brand ${suffix}`,
    description: 'Cars for the sold and reserved test.',
  })
  const car = (model: string, availability: string) =>
    api<{ id: string }>(request, 'POST', 'cars', {
      brand: key,
      model: `${model} ${suffix}`,
      year: 2023,
      price: 9_000_000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      engine: '3.0L',
      horsepower: 300,
      availability,
    })
  const sold = await car('Sold Model', 'Sold')
  const reserved = await car('Reserved Model', 'Reserved')
  const available = await car('Available Model', 'In Stock')
  try {
    const res = await page.goto(`/cars/${sold.id}`)
    expect(res?.status()).toBe(200)
    await expect(page.locator('.availability-sold')).toHaveText('Sold')
    await expect(
      page.getByRole('status').filter({ hasText: 'This car has been sold.' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Dealer' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Enquire about this car' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Book a test drive' })).toHaveCount(0)
    const similar = page.getByRole('region', { name: 'Similar cars' })
    await expect(
      similar.getByRole('link', { name: new RegExp(`Available Model ${suffix}`) }),
    ).toBeVisible()
    await expect(
      similar.getByRole('link', { name: new RegExp(`Reserved Model ${suffix}`) }),
    ).toBeVisible()
    await expect(similar.getByText(`Sold Model ${suffix}`)).toHaveCount(0)
    // The API refuses a lead about it too.
    const refused = await request.post('/api/enquiries', {
      data: {
        carId: sold.id,
        name: 'Late Buyer',
        phone: '+254 700 000 011',
        message: 'Still there?',
        preferredContact: 'Call',
      },
    })
    expect(refused.status()).toBe(409)

    await page.goto(`/cars/${reserved.id}`)
    await expect(page.locator('.availability-reserved')).toHaveText('Reserved')
    await expect(page.getByRole('heading', { name: 'Enquire about this car' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Dealer' })).toBeVisible()
  } finally {
    for (const c of [sold, reserved, available]) await api(request, 'DELETE', `cars/${c.id}`)
    await api(request, 'DELETE', `brands/${key}`)
  }
})
