// A car page on a phone, with JavaScript on and off: a bar at the bottom of the screen
// keeps the price and the ways to reach the dealer in view while the visitor reads; the
// page leaves room for it, and the chat button sits above it.
import { expect, test, type Page } from '@playwright/test'
import { queryDb } from '../support'
import { formatKes } from './helpers'

type Row = { id: string; price: number }

/** An available demo car (no other test changes it). */
function availableCar(): Row {
  return queryDb<Row>(
    `SELECT id, price FROM cars WHERE availability = 'In Stock' ORDER BY id LIMIT 1`,
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
  // The chat button sits clear of it.
  const chat = (await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).boundingBox())!
  expect(overlap(box, chat), 'the chat button covers the bar').toBe(false)
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
    await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '#enquire')
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

    // Enquire goes to the form.
    await bar.getByRole('link', { name: 'Enquire' }).click()
    await expect(page.getByRole('heading', { name: 'Enquire about this car' })).toBeInViewport()
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
