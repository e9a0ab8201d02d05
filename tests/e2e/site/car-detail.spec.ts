import { expect, test } from './fixtures'
import { expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import { brandName, chatText, formatKes, jsonLd, SITE_NAME } from './helpers'

type Row = {
  id: string
  brand: string
  model: string
  year: number
  price: number
  main_image: string | null
  images: string
  description: string | null
  availability: string
  awards: string
  safety_features: string
}

/** A seeded car with several images, awards and safety features. */
function galleryCar(): Row & { gallery: string[] } {
  const rows = queryDb<Row>('SELECT * FROM cars ORDER BY id')
  for (const r of rows) {
    const gallery = [
      ...new Set([r.main_image, ...(JSON.parse(r.images) as string[])].filter(Boolean)),
    ] as string[]
    if (gallery.length >= 3 && JSON.parse(r.awards).length > 0) return { ...r, gallery }
  }
  throw new Error('no seeded car with 3 images and awards')
}

test('car page: fields, price in KES, availability, awards, safety features', async ({ page }) => {
  const car = galleryCar()
  const brand = brandName(car.brand)
  const res = await page.goto(`/cars/${car.id}`)
  expect(res?.status()).toBe(200)
  await expect(page).toHaveTitle(`${brand} ${car.model} ${car.year} | ${SITE_NAME}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${brand} ${car.model}`)
  const specs = page.locator('.specs')
  await expect(specs).toContainText(formatKes(car.price))
  await expect(page.locator('main')).toContainText(car.availability)
  for (const award of JSON.parse(car.awards) as string[]) {
    await expect(page.getByRole('region', { name: 'Awards' })).toContainText(award)
  }
  for (const f of JSON.parse(car.safety_features) as string[]) {
    await expect(page.getByRole('region', { name: 'Safety Features' })).toContainText(f)
  }
  await expect(page.getByRole('region', { name: 'Description' })).toContainText(
    car.description ?? 'No description available',
  )
  await page.getByRole('link', { name: /Back to Cars/ }).click()
  await expect(page).toHaveURL(/\/cars$/)
})

test('Contact Dealer counts the click, then opens the chat prefilled with brand, model, year and price', async ({
  page,
}) => {
  const car = galleryCar()
  await page.goto(`/cars/${car.id}`)
  const link = page.getByRole('link', { name: 'Contact Dealer' })
  await expect(link).toHaveAttribute('target', '_blank')
  // Through our redirect, which counts the click against the car (issue #10).
  const href = await link.getAttribute('href')
  expect(href).toBe(`/cars/${car.id}/chat`)
  const count = () =>
    queryDb<{ n: number }>('SELECT count(*) AS n FROM chat_clicks WHERE car_id = ?', car.id)[0]!.n
  const before = count()
  const res = await page.request.get(href!, { maxRedirects: 0 })
  expect(res.status()).toBe(302)
  expect(res.headers()['cache-control']).toBe('no-store')
  expect(count()).toBe(before + 1)
  const location = res.headers()['location'] ?? ''
  expect(location.startsWith('https://wa.me/')).toBe(true)
  const text = chatText(location)
  expect(text).toContain(brandName(car.brand))
  expect(text).toContain(car.model)
  expect(text).toContain(String(car.year))
  expect(text).toContain(formatKes(car.price))
})

test('gallery: next, previous (wrapping), thumbnails and the enlarged view', async ({
  page,
}, testInfo) => {
  const car = galleryCar()
  const n = car.gallery.length
  await page.goto(`/cars/${car.id}`)
  const main = page.locator('.gallery-main img')
  const src = (i: number) =>
    new RegExp(`${car.gallery[i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  await expect(main).toHaveAttribute('src', src(0))

  await page.getByRole('link', { name: 'Next image' }).click()
  await expect(main).toHaveAttribute('src', src(1))
  await page.getByRole('link', { name: 'Previous image' }).click()
  await expect(main).toHaveAttribute('src', src(0))
  // Previous from the first image wraps to the last.
  await page.getByRole('link', { name: 'Previous image' }).click()
  await expect(main).toHaveAttribute('src', src(n - 1))

  await page.getByRole('link', { name: `Show image 2 of ${n}` }).click()
  await expect(main).toHaveAttribute('src', src(1))
  await expect(page.getByRole('link', { name: `Show image 2 of ${n}` })).toHaveAttribute(
    'aria-current',
    'true',
  )

  await page.getByRole('link', { name: 'Enlarge image' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('img')).toHaveAttribute('src', src(1))
  if (jsEnabled(testInfo)) {
    // Opened in place: no navigation.
    expect(page.url()).not.toContain('enlarge')
    await dialog.getByRole('button', { name: 'Close' }).click()
  } else {
    await expect(page).toHaveURL(/enlarge=1/)
    await dialog.getByRole('link', { name: 'Close' }).click()
  }
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('Car JSON-LD with an offer in KES and Open Graph image', async ({ page }) => {
  const car = galleryCar()
  await page.goto(`/cars/${car.id}`)
  const data = (await jsonLd(page)).find((d) => d['@type'] === 'Car')
  expect(data).toBeTruthy()
  const offers = data!.offers as Record<string, unknown>
  expect(offers.priceCurrency).toBe('KES')
  expect(offers.price).toBe(car.price)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/cars/${car.id}$`),
  )
})

test('unknown car: Car Not Found with HTTP 404 and Back to Cars', async ({ page }) => {
  const res = await page.goto('/cars/no-such-car')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Car Not Found' })).toBeVisible()
  await expect(page).toHaveTitle(`Car Not Found | ${SITE_NAME}`)
  await page.getByRole('link', { name: 'Back to Cars' }).click()
  await expect(page).toHaveURL(/\/cars$/)
})

// Issue 34 (item 5): a row without a value is left out, not shown as "N/A" or "0"; this
// test pinned the spec's display defaults before, and now pins that.
test('a car with missing values leaves those rows and sections out', async ({ page, request }) => {
  const { adminToken } = await import('./helpers')
  const brand = queryDb<{ key: string }>('SELECT key FROM brands LIMIT 1')[0]!.key
  const res = await request.post('/api/cars', {
    headers: { authorization: `Bearer ${await adminToken()}` },
    data: {
      brand,
      model: 'Sparse Test',
      year: 2021,
      price: 0,
      fuel: 'Petrol',
      transmission: 'Automatic',
      engine: 'V6',
      horsepower: 0,
    },
  })
  expect(res.status()).toBe(201)
  const { id } = (await res.json()) as { id: string }
  await page.goto(`/cars/${id}`)
  const specs = page.locator('.specs')
  await expect(specs.locator('dt:text-is("Engine") + dd')).toHaveText('V6')
  await expect(specs.locator('dt:text-is("Year") + dd')).toHaveText('2021')
  await expect(specs.locator('dt:text-is("Transmission") + dd')).toHaveText('Automatic')
  for (const label of [
    'Mileage',
    'Drivetrain',
    'Gearbox',
    'Doors',
    'Seats',
    'Horsepower',
    'Warranty',
  ]) {
    await expect(specs.locator(`dt:text-is("${label}")`), label).toHaveCount(0)
  }
  await expect(page.locator('.specs dd').filter({ hasText: /^(N\/A|0)$/ })).toHaveCount(0)
  // The Comfort group has no row at all: it is left out whole.
  await expect(specs.getByRole('heading', { name: 'Comfort' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Awards' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Safety Features' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Description' })).toContainText(
    'No description available',
  )
  // No image: the placeholder stands in.
  await expect(page.locator('.gallery-main img')).toHaveAttribute('src', '/placeholder.svg')
})

test('car page has no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  const car = galleryCar()
  await expectNoAxeViolations(browser, `/cars/${car.id}`)
  await expectNoAxeViolations(browser, `/cars/${car.id}?image=2&enlarge=1`)
  await expectNoAxeViolations(browser, '/cars/no-such-car')
})

test('the body style and colour are specs; the VIN / chassis number shows only when staff chose so', async ({
  page,
  browser,
}) => {
  const shown = queryDb<{ id: string; vin: string; body_style: string; exterior_color: string }>(
    'SELECT id, vin, body_style, exterior_color FROM cars WHERE vin IS NOT NULL AND show_vin = 1 AND exterior_color IS NOT NULL LIMIT 1',
  )[0]!
  const hidden = queryDb<{ id: string; vin: string }>(
    'SELECT id, vin FROM cars WHERE vin IS NOT NULL AND show_vin = 0 LIMIT 1',
  )[0]!
  await page.goto(`/cars/${shown.id}`)
  const specs = page.locator('.specs')
  await expect(specs).toContainText('Body Style')
  await expect(specs).toContainText(shown.body_style)
  const colour = specs
    .locator('.spec')
    .filter({ has: page.locator('dt', { hasText: 'Exterior Colour' }) })
  await expect(colour.locator('dd')).toHaveText(shown.exterior_color)
  await expect(specs).toContainText('VIN / chassis number')
  await expect(specs).toContainText(shown.vin)
  expect((await jsonLd(page)).find((d) => d['@type'] === 'Car')).toMatchObject({
    bodyType: shown.body_style,
    color: shown.exterior_color,
    vehicleIdentificationNumber: shown.vin,
  })

  const res = await page.goto(`/cars/${hidden.id}`)
  await expect(page.locator('.specs')).not.toContainText('VIN / chassis number')
  expect(await res!.text()).not.toContain(hidden.vin)
  await expectNoAxeViolations(browser, `/cars/${shown.id}`)
})

test("the transmission's kind and the gearbox's name are two specs", async ({ page }) => {
  const car = queryDb<{ id: string; transmission: string; gearbox: string }>(
    'SELECT id, transmission, gearbox FROM cars WHERE gearbox IS NOT NULL LIMIT 1',
  )[0]!
  expect(['Automatic', 'Manual']).toContain(car.transmission)
  await page.goto(`/cars/${car.id}`)
  const specs = page.locator('.specs')
  await expect(specs.locator('dt:text-is("Transmission") + dd')).toHaveText(car.transmission)
  await expect(specs.locator('dt:text-is("Gearbox") + dd')).toHaveText(car.gearbox)
  expect((await jsonLd(page)).find((d) => d['@type'] === 'Car')).toMatchObject({
    vehicleTransmission: car.gearbox,
  })
})
