// A car page on a phone, with JavaScript on and off: a bar at the bottom of the screen
// keeps the price and the ways to reach the dealer in view while the visitor reads; the
// page leaves room for it, and the chat button has its place in it.
import { expect, test, type Page } from './fixtures'
import { jsEnabled, queryDb } from '../support'
import { formatKes, galleryCar, photoSrc, swipe } from './helpers'

type Row = { id: string; price: number }

// The demo data's cars were listed months ago; cars other tests add, with fewer fields,
// were listed today: the oldest is a demo car, whatever the ids (random) of the others.

/** An available demo car (no other test changes it). */
function availableCar(): Row {
  return queryDb<Row>(
    `SELECT id, price FROM cars WHERE availability = 'In Stock' ORDER BY created_at, id LIMIT 1`,
  )[0]!
}

/** A demo car out of stock: it cannot be reserved online (no other test changes it). */
function outOfStockCar(): Row {
  return queryDb<Row>(
    `SELECT id, price FROM cars WHERE availability = 'Out of Stock'
     ORDER BY created_at, id LIMIT 1`,
  )[0]!
}

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function expectBarInView(page: Page, width: number, height: number) {
  const bar = page.getByRole('region', { name: 'Price and contact' })
  await expect(bar).toBeVisible()
  const box = (await bar.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5)
  expect(box.y).toBeGreaterThan(height / 2)
  expect(box.width).toBeLessThanOrEqual(width)
  // Everything in it fits on the screen.
  for (const link of await bar.getByRole('link').all()) {
    const b = (await link.boundingBox())!
    expect(b.x, 'a link of the bar starts on the screen').toBeGreaterThanOrEqual(0)
    expect(b.x + b.width, 'a link of the bar ends on the screen').toBeLessThanOrEqual(width)
  }
  // The chat button has its place in it, clear of the price and of every link.
  const chat = (await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).boundingBox())!
  expect(overlap(box, chat), 'the chat button sits in the bar').toBe(true)
  const price = (await bar.locator('.car-bar-price').boundingBox())!
  const priceText = (await bar.locator('.car-bar-price').evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const r = range.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height }
  }))!
  expect(price.height, 'the price line').toBeGreaterThan(0)
  expect(overlap(priceText, chat), 'the chat button covers the price').toBe(false)
  for (const link of await bar.getByRole('link').all()) {
    expect(overlap((await link.boundingBox())!, chat), 'the chat button covers a link').toBe(false)
  }
  return bar
}

for (const [width, height] of [
  [390, 844],
  [320, 640],
] as const) {
  test(`at ${width} px the price and contact bar stays in view, covering nothing at the end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    const car = availableCar()
    await page.goto(`/cars/${car.id}`)
    let bar = await expectBarInView(page, width, height)
    await expect(bar).toContainText(formatKes(car.price))
    await expect(bar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `/cars/${car.id}/chat`,
    )
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+\d+$/)
    // The car can be reserved online: Reserve leads the bar, the enquiry form is a scroll away.
    await expect(bar.getByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      `/cars/${car.id}/reserve`,
    )
    await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveCount(0)
    for (const link of await bar.getByRole('link').all()) {
      const b = (await link.boundingBox())!
      expect(b.height, 'a touch target of the bar').toBeGreaterThanOrEqual(44)
    }

    // Half way down, the bar is still there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    bar = await expectBarInView(page, width, height)

    // At the very end, the page's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    bar = await expectBarInView(page, width, height)
    const barTop = (await bar.boundingBox())!.y
    const last = page.locator('.site-footer a').last()
    const lastBox = (await last.boundingBox())!
    expect(
      lastBox.y + lastBox.height,
      "the footer's last link ends above the bar",
    ).toBeLessThanOrEqual(barTop)

    // A car that cannot be reserved online has Enquire instead, and it goes to the form:
    // its heading lands below the sticky header, not under it.
    const other = outOfStockCar()
    await page.goto(`/cars/${other.id}`)
    bar = await expectBarInView(page, width, height)
    await expect(bar.getByRole('link', { name: 'Reserve' })).toHaveCount(0)
    await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '#enquire')
    await bar.getByRole('link', { name: 'Enquire' }).click()
    const heading = page.getByRole('heading', { name: 'Enquire about this car' })
    await expect(heading).toBeInViewport()
    await expect
      .poll(() =>
        heading.evaluate((h) => {
          const r = h.getBoundingClientRect()
          const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2)
          return !!hit && (hit === h || h.contains(hit))
        }),
      )
      .toBe(true)
  })
}

test('on a wide screen the page has no bar: the price and actions are beside the gallery', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/cars/${availableCar().id}`)
  await expect(page.getByRole('region', { name: 'Price and contact' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Contact Dealer' })).toBeVisible()
})

test('the gallery on a phone: icon controls on the photo, one row of thumbnails, a swipe turns it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const car = galleryCar()
  await page.goto(`/cars/${car.id}`)
  const main = page.locator('.gallery-main img')
  const src = (i: number) => photoSrc(car.gallery, i)
  await expect(main).toHaveAttribute('src', src(0))
  const photo = (await main.boundingBox())!
  for (const name of ['Previous image', 'Next image', 'Enlarge image']) {
    const box = (await page.getByRole('link', { name }).boundingBox())!
    expect(box.width, name).toBeGreaterThanOrEqual(44)
    expect(box.height, name).toBeGreaterThanOrEqual(44)
    // On the photo, not in rows of their own below it.
    expect(box.y, name).toBeGreaterThanOrEqual(photo.y)
    expect(box.y + box.height, name).toBeLessThanOrEqual(photo.y + photo.height)
  }
  const thumbs = page.getByRole('list', { name: 'Choose an image' }).getByRole('link')
  const tops = new Set<number>()
  for (const t of await thumbs.all()) tops.add(Math.round((await t.boundingBox())!.y))
  expect([...tops], 'the thumbnails are one row').toHaveLength(1)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)

  if (jsEnabled(testInfo)) {
    // A swipe to the left shows the next photo; to the right, the one before.
    const gallery = page.locator('.gallery-main')
    await swipe(gallery, 300, 80)
    await expect(main).toHaveAttribute('src', src(1))
    await swipe(gallery, 80, 300)
    await expect(main).toHaveAttribute('src', src(0))
    // A short drag is not a swipe.
    await swipe(gallery, 200, 180)
    await expect(main).toHaveAttribute('src', src(0))
  } else {
    await page.getByRole('link', { name: 'Next image' }).click()
    await expect(main).toHaveAttribute('src', src(1))
  }
  await page.getByRole('link', { name: `Show image 3 of ${car.gallery.length}` }).click()
  await expect(main).toHaveAttribute('src', src(2))
})

test('specifications come in groups, two to a row on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/cars/${availableCar().id}`)
  const specs = page.locator('.specs')
  await expect(specs.getByRole('heading')).toHaveText(['Overview', 'Performance', 'Comfort'])
  const terms = specs.locator('.spec-group').first().locator('dt')
  const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => terms.nth(i).boundingBox()))
  expect(Math.round(a!.y)).toBe(Math.round(b!.y))
  expect(b!.x).toBeGreaterThan(a!.x)
  expect(c!.y).toBeGreaterThan(a!.y)
})
