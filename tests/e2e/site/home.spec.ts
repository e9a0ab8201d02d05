import { expect, test } from './fixtures'
import { expectNoAxeViolations, queryDb, JS_ON_CONTEXT } from '../support'
import { brandName, formatKes, jsonLd, SITE_NAME } from './helpers'

type Featured = { id: string; brand: string; model: string }

function featuredCars(): Featured[] {
  return queryDb<Featured>(
    `SELECT c.id, c.brand, c.model FROM featured_cars f JOIN cars c ON c.id = f.car_id
     ORDER BY f.position`,
  )
}

test('home: hero, brands, offers, import promo, testimonials and the dealer JSON-LD', async ({
  page,
}) => {
  const res = await page.goto('/')
  expect(res?.status()).toBe(200)
  await expect(page).toHaveTitle(`Luxury Cars in Nairobi | ${SITE_NAME}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const brands = queryDb<{ key: string }>('SELECT key FROM brands')
  const grid = page.getByRole('region', { name: 'Luxury Brands' })
  for (const b of brands) await expect(grid.locator(`a[href="/brand/${b.key}"]`)).toHaveCount(1)

  // At most two live offers, each with Reserve Now.
  const offers = page.getByRole('region', { name: 'Limited Time Offers' })
  const reserve = offers.getByRole('link', { name: /^Reserve Now/ })
  const count = await reserve.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(2)

  await expect(page.getByRole('link', { name: 'Start an Import Order' })).toHaveAttribute(
    'href',
    '/import',
  )
  const testimonials = page.getByRole('region', { name: 'What Our Clients Say' })
  await expect(testimonials.locator('blockquote').first()).toBeVisible()

  const dealer = (await jsonLd(page)).find((d) => d['@type'] === 'AutoDealer')
  expect(dealer).toBeTruthy()
  expect(JSON.stringify(dealer?.openingHoursSpecification)).toContain('Saturday')
})

test('featured carousel: three a page, previous and next wrap around', async ({ page }) => {
  const featured = featuredCars()
  expect(featured.length).toBeGreaterThan(3)
  const pages = Math.ceil(featured.length / 3)
  const carousel = page.getByRole('region', { name: 'Featured vehicles carousel' })
  const titles = carousel.locator('.card-title')
  const expected = (p: number) =>
    featured.slice((p - 1) * 3, p * 3).map((c) => `${brandName(c.brand)} ${c.model}`)

  await page.goto('/')
  await expect(titles).toHaveText(expected(1))
  await expect(carousel.locator('.carousel-status')).toHaveText(`1 / ${pages}`)

  // Previous from the first page wraps to the last.
  await carousel.getByRole('link', { name: 'Previous' }).click()
  await expect(carousel.locator('.carousel-status')).toHaveText(`${pages} / ${pages}`)
  await expect(titles).toHaveText(expected(pages))

  // Next from the last page wraps to the first.
  await carousel.getByRole('link', { name: 'Next' }).click()
  await expect(carousel.locator('.carousel-status')).toHaveText(`1 / ${pages}`)
  await expect(titles).toHaveText(expected(1))

  await carousel.getByRole('link', { name: 'Next' }).click()
  await expect(carousel.locator('.carousel-status')).toHaveText(`2 / ${pages}`)
  await expect(titles).toHaveText(expected(2))
})

test('cards show prices in KES', async ({ page }) => {
  const first = featuredCars()[0]!
  const price = queryDb<{ price: number }>('SELECT price FROM cars WHERE id = ?', first.id)[0]!
  await page.goto('/')
  const card = page.locator('.car-card', { has: page.locator(`a[href="/cars/${first.id}"]`) })
  await expect(card.locator('.price')).toHaveText(formatKes(price.price))
  expect(formatKes(price.price)).toMatch(/^Ksh\s[\d,]+$/)
})

test('home has no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  await expectNoAxeViolations(browser, '/')
})
