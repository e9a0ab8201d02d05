// /cars on a 390x844 phone, with JavaScript on and off: results in the first screen, the
// filters in a sheet behind a Filters control (a :target panel without JavaScript, a
// modal dialog with it), the active filters as removable chips, and the sort beside the
// count without opening the sheet.
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import { expectVehicleCount, formatKes } from './helpers'

test.use({ viewport: { width: 390, height: 844 } })

const SCREEN = { width: 390, height: 844 }

function count(where: string, ...params: unknown[]): number {
  return queryDb<{ n: number }>(
    `SELECT count(*) AS n FROM cars WHERE availability <> 'Sold' AND ${where}`,
    ...params,
  )[0]!.n
}

/**
 * The whole box of the element lies inside the first screen (no scrolling), above the
 * chat button's bar along the bottom.
 */
async function expectInFirstScreen(page: Page, selector: string, what: string) {
  const box = await page.locator(selector).first().boundingBox()
  expect(box, what).not.toBeNull()
  const dock = (await page.locator('.chat-dock').boundingBox())!
  const bottom = Math.min(SCREEN.height, dock.y)
  expect(box!.y, what).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${what} ends at ${box!.y + box!.height}`).toBeLessThanOrEqual(
    bottom,
  )
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(SCREEN.width)
}

const filtersControl = (page: Page) => page.getByRole('link', { name: /^Filters/ })
const sheetField = (page: Page) => page.getByLabel('Fuel', { exact: true })

test('a car card, its photo, name and price, is in the first screen of /cars', async ({ page }) => {
  await page.goto('/cars')
  await expectVehicleCount(page, count('1=1'))
  await expectInFirstScreen(page, '.result-count', 'the count')
  const card = 'main .grid li:first-child'
  await expectInFirstScreen(page, `${card} img`, "the first car's photo")
  await expectInFirstScreen(page, `${card} .card-title`, "the first car's name")
  await expectInFirstScreen(page, `${card} .price`, "the first car's price")
  // The filters wait behind their control.
  await expect(filtersControl(page)).toBeVisible()
  await expect(sheetField(page)).toBeHidden()

  // Nothing is wider than the screen, with a chip and the longest sort too.
  for (const url of ['/cars', '/cars?fuel=Diesel&sort=price-asc']) {
    await page.goto(url)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${url} is ${width} px wide`).toBeLessThanOrEqual(SCREEN.width)
  }
})

test('a brand page shows its count and first car in the first screen', async ({ page }) => {
  const brand = queryDb<{ key: string; n: number }>(
    `SELECT brand AS key, count(*) AS n FROM cars WHERE availability <> 'Sold'
     GROUP BY brand ORDER BY n DESC LIMIT 1`,
  )[0]!
  await page.goto(`/brand/${brand.key}`)
  await expectVehicleCount(page, brand.n)
  await expectInFirstScreen(page, '.result-count', 'the count')
  const card = 'main .grid li:first-child'
  await expectInFirstScreen(page, `${card} img`, "the first car's photo")
  await expectInFirstScreen(page, `${card} .price`, "the first car's price")
})

test('the Filters sheet opens, applies a filter, and its chip removes it', async ({
  page,
}, testInfo) => {
  const js = jsEnabled(testInfo)
  const diesel = count(`fuel = 'Diesel'`)
  expect(diesel).toBeGreaterThan(0)
  await page.goto('/cars')
  await filtersControl(page).click()
  await expect(sheetField(page)).toBeVisible()
  if (js) await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
  await sheetField(page).selectOption('Diesel')
  if (js) {
    // The sheet counts before it applies; applying closes it.
    const show = page.getByRole('button', { name: `Show ${diesel} cars` })
    await expect(show).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
    await show.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  } else {
    await page.getByRole('button', { name: 'Apply Filters' }).click()
  }
  await expect(page).toHaveURL(/\/cars\?fuel=Diesel$/)
  await expectVehicleCount(page, diesel)
  await expect(sheetField(page)).toBeHidden()
  await expect(filtersControl(page)).toHaveAccessibleName('Filters, 1 active')

  const chip = page.getByRole('link', { name: 'Remove filter: Diesel' })
  await expect(chip).toBeVisible()
  await chip.click()
  await expect(page).toHaveURL(/\/cars$/)
  await expectVehicleCount(page, count('1=1'))
  await expect(page.getByRole('navigation', { name: 'Active filters' })).toHaveCount(0)
})

test('Clear all takes every filter off and keeps the sort', async ({ page }) => {
  const year = queryDb<{ year: number }>(
    `SELECT year FROM cars WHERE fuel = 'Petrol' GROUP BY year ORDER BY count(*) DESC LIMIT 1`,
  )[0]!.year
  await page.goto(`/cars?year=${year}&fuel=Petrol&sort=price-asc`)
  await expectVehicleCount(page, count(`year = ? AND fuel = 'Petrol'`, year))
  const chips = page.getByRole('navigation', { name: 'Active filters' })
  await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveText(
    [String(year), 'Petrol'].map((t) => new RegExp(t)),
  )
  await chips.getByRole('link', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(/\/cars\?sort=price-asc$/)
  await expectVehicleCount(page, count('1=1'))
})

test('the sort works beside the count, without opening the sheet', async ({ page }, testInfo) => {
  await page.goto('/cars')
  const sort = page.getByLabel('Sort by')
  await expect(sort).toBeVisible()
  await expectInFirstScreen(page, '#filter-sort', 'the sort')
  await sort.selectOption('price-asc')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Sort', exact: true }).click()
  await expect(page).toHaveURL(/\/cars\?sort=price-asc$/)
  const cheapest = queryDb<{ price: number }>(
    // The cars that can be had come first; those out of stock follow in their own order.
    `SELECT min(price) AS price FROM cars WHERE availability NOT IN ('Sold', 'Out of Stock')`,
  )[0]!.price
  await expect(page.locator('main .grid li:first-child .price')).toHaveText(formatKes(cheapest))
})

test('every sort choice is read whole in the sort select', async ({ page }) => {
  await page.goto('/cars')
  // Each choice's text, in the select's own font, against the room inside the select
  // beside its arrow (about 1.5em).
  const fit = await page.getByLabel('Sort by').evaluate((el) => {
    const select = el as HTMLSelectElement
    const style = getComputedStyle(select)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room =
      select.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      1.5 * parseFloat(style.fontSize)
    return [...select.options].map((o) => ({
      choice: o.text,
      text: context.measureText(o.text).width,
      room,
    }))
  })
  expect(fit.length).toBeGreaterThanOrEqual(5)
  for (const { choice, text, room } of fit) {
    expect(text, `"${choice}" is ${text} px in ${room} px`).toBeLessThanOrEqual(room)
  }
})

test("without JavaScript the sheet is the Filters link's target; Close goes back", async ({
  page,
}, testInfo) => {
  await page.goto('/cars')
  const opener = filtersControl(page)
  await opener.click()
  await expect(sheetField(page)).toBeVisible()
  if (!jsEnabled(testInfo)) {
    expect(new URL(page.url()).hash).toBe('#filters-sheet')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  await page.getByRole('link', { name: 'Close filters' }).click()
  await expect(sheetField(page)).toBeHidden()
  expect(new URL(page.url()).search).toBe('')
  await expectVehicleCount(page, count('1=1'))
})

test('with JavaScript the sheet is a modal dialog: focus stays in it, Escape closes it', async ({
  page,
}, testInfo) => {
  await page.goto('/cars')
  const opener = filtersControl(page)
  if (!jsEnabled(testInfo)) {
    // Nothing to trap without JavaScript: the sheet is a plain panel over the page.
    await opener.click()
    await expect(sheetField(page)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('header').first()).not.toHaveAttribute('inert', '')
    return
  }
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  await expect(dialog).toBeVisible()
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  const focusInDialog = () =>
    page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
  expect(await focusInDialog()).toBe(true)
  // The page behind is out of reach.
  await expect(page.locator('header').first()).toHaveAttribute('inert', '')
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInDialog(), `after ${i + 1} Tab presses`).toBe(true)
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInDialog()).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(sheetField(page)).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.locator('header').first()).not.toHaveAttribute('inert', '')

  // Close leaves the list as it was, whatever was changed in the sheet.
  await opener.click()
  await sheetField(page).selectOption('Diesel')
  await page.getByRole('link', { name: 'Close filters' }).click()
  await expect(dialog).toHaveCount(0)
  expect(new URL(page.url()).search).toBe('')
  await opener.click()
  await expect(sheetField(page)).toHaveValue('')
})

test(
  'the phone layout of /cars has no axe violations, the sheet open or not',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    await expectNoAxeViolations(browser, '/cars?fuel=Diesel', async (page) => {
      await page.setViewportSize(SCREEN)
    })
    await expectNoAxeViolations(browser, '/cars', async (page) => {
      await page.setViewportSize(SCREEN)
      await filtersControl(page).click()
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
    })
  },
)
