// A car's share card (its og:image) and "Share on WhatsApp": the card is a 1200x630
// JPEG that names the car and its price, changes address when the price changes and says
// Sold for a sold car; the share link works without JavaScript and, with it, opens the
// browser's share sheet where there is one.
import { expect, test, type Page } from './fixtures'
import sharp from 'sharp'
import { jsEnabled } from '../support'
import { adminToken, brandName, carRows, formatKes, SITE_NAME } from './helpers'

async function ogImage(page: Page): Promise<string> {
  const url = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(url).toBeTruthy()
  return url!
}

test('a car page shares its card: a JPEG of 1200x630 that changes with the price and says Sold', async ({
  page,
  request,
}) => {
  const car = carRows("availability = 'In Stock' AND main_image IS NOT NULL")[0]!
  await page.goto(`/cars/${car.id}`)
  const first = await ogImage(page)
  expect(new URL(first).pathname).toMatch(new RegExp(`^/uploads/cards/cars/${car.id}/\\w+\\.jpg$`))
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    `${brandName(car.brand)} ${car.model} ${car.year}, ${formatKes(car.price).replace(/\s/g, ' ')}, ${(
      await (await request.get(`/api/cars/${car.id}`)).json()
    ).mileage.toLocaleString('en-KE')} km, at ${SITE_NAME}`,
  )
  const res = await request.get(first)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/jpeg')
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const bytes = await res.body()
  const meta = await sharp(bytes).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])

  const headers = { authorization: `Bearer ${await adminToken()}` }
  const before = (await (await request.get(`/api/cars/${car.id}`)).json()) as Record<
    string,
    unknown
  >
  try {
    for (const change of [{ price: car.price + 250000 }, { availability: 'Sold' }]) {
      const put = await request.put(`/api/cars/${car.id}`, {
        headers,
        data: { ...before, ...change },
      })
      expect(put.status()).toBe(200)
      await page.goto(`/cars/${car.id}`)
      const next = await ogImage(page)
      expect(next, 'a new address for a new card').not.toBe(first)
      const card = await request.get(next)
      expect(card.status()).toBe(200)
      expect((await card.body()).equals(bytes)).toBe(false)
      if ('availability' in change) {
        await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
          'content',
          /, Sold, at /,
        )
      }
    }
  } finally {
    const put = await request.put(`/api/cars/${car.id}`, { headers, data: before })
    expect(put.status()).toBe(200)
  }
})

test('Share on WhatsApp: the car, its price and its address, with or without JavaScript', async ({
  page,
}, testInfo) => {
  const car = carRows("availability = 'In Stock'")[0]!
  const pageUrl = `${new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin}/cars/${car.id}`
  await page.goto(`/cars/${car.id}`)
  const link = page.getByRole('link', { name: 'Share on WhatsApp' })
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
  const text = new URL(href!).searchParams.get('text')
  expect(text).toBe(
    `${brandName(car.brand)} ${car.model} ${car.year} for ${formatKes(car.price)} at ${SITE_NAME}: ${pageUrl}`,
  )

  if (!jsEnabled(testInfo)) return
  // Where the browser has the Web Share API, the same words go to its share sheet.
  const shared: unknown[] = []
  await page.exposeFunction('recordShare', (data: unknown) => shared.push(data))
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) =>
        (window as unknown as { recordShare: (d: unknown) => Promise<void> }).recordShare(data),
    })
  })
  await page.goto(`/cars/${car.id}`)
  const native = page.getByRole('link', { name: 'Share this car' })
  await native.click()
  await expect.poll(() => shared.length).toBe(1)
  expect(shared[0]).toEqual({
    title: `${brandName(car.brand)} ${car.model} ${car.year}`,
    text: `${brandName(car.brand)} ${car.model} ${car.year} for ${formatKes(car.price)} at ${SITE_NAME}:`,
    url: pageUrl,
  })
  expect(page.url()).toBe(pageUrl)
})
