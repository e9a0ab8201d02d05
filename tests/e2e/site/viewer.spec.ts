// The enlarged photo viewer of a car page, with JavaScript on (a modal dialog) and off
// (?enlarge=1, a layer of the page): the whole screen at every width, a Close that can be
// seen and reached, previous and next, a swipe and the arrow keys with JavaScript.
import { expect, hydrated, test, type Locator, type Page } from './fixtures'
import { E2E_BASE_URL, expectNoAxeViolations, JS_ON_CONTEXT, jsEnabled } from '../support'
import { galleryCar, photoSrc, swipe } from './helpers'

/** WCAG contrast ratio of an element's text colour on its own background colour. */
function contrast(el: Locator): Promise<number> {
  return el.evaluate((node) => {
    const style = getComputedStyle(node)
    const rgb = (c: string) =>
      c
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number)
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x)
    return (a! + 0.05) / (b! + 0.05)
  })
}

/** Whether the element at the centre of `el`'s box is `el` or inside it. */
function onTop(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return !!hit && (hit === node || node.contains(hit))
  })
}

async function openViewer(page: Page, js: boolean, carId: string) {
  await page.goto(`/cars/${carId}`)
  // A page from a context of the test's own is not the fixture's, which waits for this.
  if (js) await hydrated(page)
  await page.getByRole('link', { name: 'Enlarge image' }).click()
  // With JavaScript it opens in place; without, it is a page of its own.
  if (js) expect(page.url()).not.toContain('enlarge')
  else await expect(page).toHaveURL(/enlarge=1/)
  const viewer = page.getByRole('dialog', { name: /enlarged image$/ })
  await expect(viewer).toBeVisible()
  return viewer
}

for (const width of [320, 390, 768, 1280]) {
  test(`at ${width} px the viewer fills the screen with a visible Close, previous and next`, async ({
    page,
  }, testInfo) => {
    const height = width < 800 ? 844 : 800
    await page.setViewportSize({ width, height })
    const js = jsEnabled(testInfo)
    const car = galleryCar()
    const n = car.gallery.length
    const viewer = await openViewer(page, js, car.id)
    const photo = viewer.locator('img')
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, 0))

    // The whole screen, the page behind it held still.
    const box = (await viewer.boundingBox())!
    expect(box.x).toBe(0)
    expect(box.y).toBe(0)
    expect(box.width).toBe(width)
    expect(box.height).toBe(height)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    // The photo is inside the screen, whole.
    const img = (await photo.boundingBox())!
    expect(img.x).toBeGreaterThanOrEqual(0)
    expect(img.x + img.width).toBeLessThanOrEqual(width + 0.5)
    expect(img.y + img.height).toBeLessThanOrEqual(height + 0.5)

    const close = viewer.getByRole(js ? 'button' : 'link', { name: 'Close' })
    const prev = viewer.getByRole('link', { name: 'Previous image' })
    const next = viewer.getByRole('link', { name: 'Next image' })
    for (const control of [close, prev, next]) {
      await expect(control).toBeVisible()
      expect(await onTop(control)).toBe(true)
      const b = (await control.boundingBox())!
      expect(b.height).toBeGreaterThanOrEqual(44)
      expect(b.x).toBeGreaterThanOrEqual(0)
      expect(b.x + b.width).toBeLessThanOrEqual(width)
    }
    // Close's word can be read on its button (it was white on white).
    expect(await contrast(close)).toBeGreaterThanOrEqual(4.5)
    await expect(viewer).toContainText(`1 / ${n}`)

    await next.click()
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, 1))
    await expect(viewer).toContainText(`2 / ${n}`)
    if (!js) await expect(page).toHaveURL(/image=2&enlarge=1/)
    await prev.click()
    await prev.click()
    // Previous from the first photo wraps to the last.
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, n - 1))
    await expect(viewer).toContainText(`${n} / ${n}`)

    await close.click()
    await expect(page.getByRole('dialog')).toBeHidden()
    // The gallery shows the photo the visitor was looking at.
    await expect(page.locator('.gallery-main img')).toHaveAttribute(
      'src',
      photoSrc(car.gallery, n - 1),
    )
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
  })
}

test(
  'with JavaScript a swipe and the arrow keys turn the viewer, Escape closes it',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      javaScriptEnabled: true,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    const car = galleryCar()
    const viewer = await openViewer(page, true, car.id)
    const photo = viewer.locator('img')
    const stage = viewer.locator('.viewer-stage')
    await swipe(stage, 300, 80)
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, 1))
    await swipe(stage, 80, 300)
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, 0))
    // A short drag is not a swipe.
    await swipe(stage, 200, 180)
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, 0))
    await page.keyboard.press('ArrowRight')
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, 1))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(photo).toHaveAttribute('src', photoSrc(car.gallery, car.gallery.length - 1))
    // Focus starts on Close, so a keyboard user can leave at once.
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await context.close()
  },
)

test('the open viewer has no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  const car = galleryCar()
  await expectNoAxeViolations(browser, `/cars/${car.id}`, async (page) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('link', { name: 'Enlarge image' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
  await expectNoAxeViolations(browser, `/cars/${car.id}?image=2&enlarge=1`)
})
