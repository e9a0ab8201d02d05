// The width of a car's photo a screen downloads, chosen by the browser from the card's
// srcset and sizes: as wide as the picture is drawn on a 1x or 2x screen, and on a screen
// sharper than 2.5x no wider than a 2x screen would take (lib/image-srcset.ts).
import { expect, test, type Browser } from './fixtures'
import { jsEnabled, queryDb } from '../support'

/**
 * A listing whose first card is a seeded car with its photo (other tests add cars
 * without one): the dearest car of a brand, when it has a seed photo.
 */
function listingWithPhotoFirst(): string {
  const cars = queryDb<{ brand: string; image: string | null }>(
    "SELECT brand, main_image AS image FROM cars WHERE availability <> 'Sold' ORDER BY price DESC, id",
  )
  const seen = new Set<string>()
  for (const car of cars) {
    if (seen.has(car.brand)) continue
    seen.add(car.brand)
    if (car.image?.startsWith('/uploads/seed/')) return `/cars?brand=${car.brand}&sort=price-desc`
  }
  throw new Error('No brand lists a seeded photo first')
}

/** The width of the copy the first card's photo shows (`….w800.webp` → 800). */
async function firstCardWidth(
  browser: Browser,
  options: {
    javaScriptEnabled: boolean
    viewport: { width: number; height: number }
    deviceScaleFactor: number
  },
): Promise<number> {
  const context = await browser.newContext(options)
  try {
    const page = await context.newPage()
    await page.goto(listingWithPhotoFirst())
    const img = page.locator('main .car-card img').first()
    await expect(img).toHaveJSProperty('complete', true)
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc)
    const width = /\.w(\d+)\.webp$/.exec(src)?.[1]
    expect(width, `${src} is a sized copy`).toBeDefined()
    return Number(width)
  } finally {
    await context.close()
  }
}

test('a phone downloads the photo width it draws, and a 3x phone the width a 2x one does', async ({
  browser,
}, testInfo) => {
  const js = jsEnabled(testInfo)
  const phone = { width: 390, height: 844 }
  const widthOn = (viewport: { width: number; height: number }, deviceScaleFactor: number) =>
    firstCardWidth(browser, { javaScriptEnabled: js, viewport, deviceScaleFactor })
  // A card is 358 px wide on this phone (the screen less 1rem each side).
  expect(await widthOn(phone, 1)).toBe(400)
  expect(await widthOn(phone, 2)).toBe(800)
  // 358 px at 3x would take the 1200 px copy, at 2.625x the 1000 px one.
  expect(await widthOn(phone, 3)).toBe(800)
  expect(await widthOn(phone, 2.625)).toBe(800)
  // Beside the filters on a laptop, four columns of 260-280 px.
  expect(await widthOn({ width: 1280, height: 800 }, 1)).toBe(400)
})
