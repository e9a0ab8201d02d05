// Reserved and Sold cars: a sold car's page stays (200) with a Sold badge, no enquiry or
// test-drive form and similar available cars; a reserved one shows its badge and still
// takes enquiries. Lists leave sold cars out unless asked, the sitemap keeps them, and
// the carousel and the offers skip them.
import { expect, test, type APIRequestContext } from './fixtures'
import { api, unique } from '../admin/helpers'
import { jsEnabled } from '../support'
import { expectVehicleCount, formatKes } from './helpers'

/** A brand with one sold, one reserved and one available car, removed by `drop`. */
async function brandWithCars(request: APIRequestContext) {
  const suffix = unique()
  const key = `e2e-list-${suffix}`
  await api(request, 'POST brands', {
    key,
    name: `List Brand ${suffix}`,
    fullName: `List Brand ${suffix}`,
    description: 'Cars for the sold and reserved tests.',
  })
  const car = (model: string, availability: string) =>
    api<{ id: string }>(request, 'POST cars', {
      brand: key,
      model: `${model} ${suffix}`,
      year: 2022,
      price: 7_000_000,
      fuel: 'Diesel',
      transmission: 'Automatic',
      engine: '3.0L',
      horsepower: 280,
      availability,
    })
  const cars = {
    sold: await car('Sold Listing', 'Sold'),
    reserved: await car('Reserved Listing', 'Reserved'),
    available: await car('Open Listing', 'In Stock'),
  }
  const drop = async () => {
    for (const c of Object.values(cars)) await api(request, `DELETE cars/${c.id}`)
    await api(request, `DELETE brands/${key}`)
  }
  return { key, suffix, cars, drop }
}

test('a sold car keeps its page with a badge and similar cars; a reserved one takes enquiries', async ({
  page,
  request,
}) => {
  const { suffix, cars, drop } = await brandWithCars(request)
  const { sold, reserved } = cars
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
      similar.getByRole('link', { name: new RegExp(`Open Listing ${suffix}`) }),
    ).toBeVisible()
    await expect(
      similar.getByRole('link', { name: new RegExp(`Reserved Listing ${suffix}`) }),
    ).toBeVisible()
    await expect(similar.getByText(`Sold Listing ${suffix}`)).toHaveCount(0)
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
    await drop()
  }
})

test('/cars and brand pages leave sold cars out unless asked; the sitemap keeps them', async ({
  page,
  request,
}, testInfo) => {
  const { key, suffix, cars, drop } = await brandWithCars(request)
  const cardLink = (model: string) =>
    page.locator('main .grid').getByRole('link', { name: new RegExp(`${model} ${suffix}`) })
  try {
    // The brand page: the two cars on sale, then all three on asking.
    await page.goto(`/brand/${key}`)
    await expectVehicleCount(page, 2)
    await expect(cardLink('Open Listing').first()).toBeVisible()
    await expect(cardLink('Reserved Listing').first()).toBeVisible()
    await expect(cardLink('Sold Listing')).toHaveCount(0)
    await page.getByRole('link', { name: 'Show sold cars' }).click()
    await expect(page).toHaveURL(new RegExp(`/brand/${key}\\?sold=1$`))
    await expectVehicleCount(page, 3)
    await expect(cardLink('Sold Listing').first()).toBeVisible()
    await expect(page.locator('main .grid .availability-sold')).toHaveText(['Sold'])
    await page.getByRole('link', { name: 'Hide sold cars' }).click()
    await expect(page).toHaveURL(new RegExp(`/brand/${key}$`))
    await expectVehicleCount(page, 2)

    // /cars: the same, with a checkbox among the filters.
    await page.goto(`/cars?brand=${key}`)
    await expectVehicleCount(page, 2)
    await expect(cardLink('Sold Listing')).toHaveCount(0)
    const before = page.url()
    await page.getByLabel('Show sold cars').check()
    if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect.poll(() => page.url()).not.toBe(before)
    expect(new URL(page.url()).searchParams.get('sold')).toBe('1')
    await expectVehicleCount(page, 3)
    await expect(cardLink('Sold Listing').first()).toBeVisible()
    await expect(page.getByLabel('Show sold cars')).toBeChecked()

    // The sold car's page stays in the sitemap.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const c of Object.values(cars)) expect(sitemap).toContain(`/cars/${c.id}</loc>`)
  } finally {
    await drop()
  }
})

test('the home carousel and the offers skip a sold car; an offer strikes out a higher old price', async ({
  page,
  request,
}) => {
  const { key, suffix, drop } = await brandWithCars(request)
  const model = `Offer Car ${suffix}`
  const input = {
    brand: key,
    model,
    year: 2023,
    price: 9_000_000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    engine: '4.0L',
    horsepower: 400,
    availability: 'In Stock',
    isFeatured: true,
  }
  const car = await api<{ id: string }>(request, 'POST cars', input)
  const carousel = page.getByRole('region', { name: 'Featured vehicles carousel' })
  /** Every page of the carousel, in turn: how many link to the car. */
  const inCarousel = async () => {
    const featured = await api<{ id: string }[]>(request, 'GET featured-cars')
    let found = 0
    for (let p = 1; p <= Math.ceil(featured.length / 3); p++) {
      await page.goto(`/?featured=${p}`)
      found += await carousel.locator(`a[href="/cars/${car.id}"]`).count()
    }
    return found
  }
  const offerCard = page.locator('article.offer-card', { hasText: model })
  try {
    await api(request, 'POST limited-offers', {
      carId: car.id,
      expiryDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    })
    await page.goto('/offers')
    await expect(offerCard.locator('.price')).toHaveText(formatKes(9_000_000))
    await expect(offerCard.locator('del')).toHaveCount(0)
    expect(await inCarousel()).toBeGreaterThan(0)

    // The price comes down: the offer shows the old one struck out.
    await api(request, `PUT cars/${car.id}`, { ...input, price: 8_250_000 })
    await page.goto('/offers')
    await expect(offerCard.locator('del')).toHaveText(`Was ${formatKes(9_000_000)}`)
    await expect(offerCard.locator('.price')).toContainText(formatKes(8_250_000))

    // Sold: off the carousel and the offers, still in the console's lists.
    await api(request, `PUT cars/${car.id}`, {
      ...input,
      price: 8_250_000,
      availability: 'Sold',
    })
    await page.goto('/offers')
    await expect(page.getByRole('heading', { name: 'Current Offers' })).toBeVisible()
    await expect(offerCard).toHaveCount(0)
    expect(await inCarousel()).toBe(0)
    const offers = await api<{ carId: { id: string } | null }[]>(request, 'GET limited-offers')
    expect(offers.some((o) => o.carId?.id === car.id)).toBe(true)
  } finally {
    await api(request, `DELETE cars/${car.id}`)
    await drop()
  }
})
