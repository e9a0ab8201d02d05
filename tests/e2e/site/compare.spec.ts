// Compare at /compare?ids=..., with JavaScript on and off: "Add to compare" on cards and
// car pages (a form post without JavaScript, in place with it), two and four cars side by
// side with differences and best values marked, Remove, a shared address, unknown and
// sold cars, and /compare without ids sending the visitor to their own set.
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, jsEnabled, JS_ON_CONTEXT } from '../support'
import {
  carName,
  cars,
  setGarageCookie,
  cookieFor,
  soldCar,
  type GarageCar,
} from './garage-helpers'
import { formatKes } from './helpers'

const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add to compare ${name}`, exact: true })

/** The table's column headers: the cars, in order. */
const columns = (page: Page) => page.locator('.compare-table thead th[scope="col"]')

/** The cells of one specification row, by its label. */
const rowCells = (page: Page, label: string) =>
  page
    .locator('.compare-table tbody tr')
    .filter({ has: page.locator(`th[scope="row"]:text-is("${label}")`) })
    .locator('td')

const comparePosted = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/compare'))

test('a visitor adds two cars from their pages and compares them', async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo)
  const [a, b] = cars(`availability = 'In Stock' AND price > 0`, 2) as [GarageCar, GarageCar]
  await page.goto(`/cars/${a.id}`)
  await expect(addButton(page, carName(a))).toHaveAttribute('aria-pressed', 'false')
  await Promise.all([js ? comparePosted(page) : null, addButton(page, carName(a)).click()])
  if (js) {
    // In place: the button is pressed and offers the comparison.
    await expect(page.getByRole('button', { name: `In compare ${carName(a)}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('link', { name: 'Compare: add one more' })).toBeVisible()
  } else {
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id}$`))
    await expect(page.getByText('Add at least one more car to compare.')).toBeVisible()
    // "Add another car" keeps the set and goes to the listing.
    await page.getByRole('button', { name: 'Add another car' }).click()
    await expect(page).toHaveURL(/\/cars$/)
  }
  await page.goto(`/cars/${b.id}`)
  await Promise.all([js ? comparePosted(page) : null, addButton(page, carName(b)).click()])
  if (js) await page.getByRole('link', { name: 'Compare 2 cars' }).click()
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id},${b.id}$`))

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Cars')
  await expect(columns(page)).toHaveCount(2)
  // Links back to each car.
  await expect(
    columns(page)
      .nth(0)
      .getByRole('link', { name: carName(a) }),
  ).toHaveAttribute('href', `/cars/${a.id}`)
  await expect(
    columns(page)
      .nth(1)
      .getByRole('link', { name: carName(b) }),
  ).toHaveAttribute('href', `/cars/${b.id}`)
  await expect(rowCells(page, 'Price').nth(0)).toContainText(formatKes(a.price))
  await expect(rowCells(page, 'Price').nth(1)).toContainText(formatKes(b.price))
  if (a.price !== b.price) {
    const cheaper = a.price < b.price ? 0 : 1
    await expect(rowCells(page, 'Price').nth(cheaper)).toContainText('Lowest price')
    await expect(rowCells(page, 'Price').nth(1 - cheaper)).not.toContainText('Lowest price')
  }

  // /compare alone is the visitor's own set.
  await page.goto('/compare')
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id},${b.id}$`))

  // Remove one: the address follows.
  await page.getByRole('button', { name: `Remove ${carName(a)}` }).click()
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${b.id}$`))
  await expect(columns(page)).toHaveCount(1)
})

test('four cars side by side from a shared address, differences and bests marked', async ({
  page,
}) => {
  // Four cars with distinct prices, years, mileages and power, so every rule shows.
  const four = cars(`availability = 'In Stock' AND mileage IS NOT NULL`, 40)
  const pick: GarageCar[] = []
  for (const car of four) {
    if (pick.length === 4) break
    if (pick.some((p) => p.price === car.price || p.brand === car.brand)) continue
    pick.push(car)
  }
  expect(pick).toHaveLength(4)
  await page.goto(`/compare?ids=${pick.map((c) => c.id).join(',')}`)
  await expect(columns(page)).toHaveCount(4)
  await expect(page.locator('.compare-table caption')).toContainText('4 cars side by side')
  // Every specification is a row with its own header.
  for (const label of ['Price', 'Year', 'Mileage', 'Horsepower', 'Engine', 'Seats', 'Fuel']) {
    await expect(page.locator(`.compare-table th[scope="row"]:text-is("${label}")`)).toHaveCount(1)
  }
  // Each row marks its best car, unless every car has the same value.
  const bests = [
    { label: 'Price', word: 'Lowest price', values: pick.map((c) => c.price), lowest: true },
    {
      label: 'Mileage',
      word: 'Lowest mileage',
      values: pick.map((c) => c.mileage ?? 0),
      lowest: true,
    },
    { label: 'Year', word: 'Newest', values: pick.map((c) => c.year), lowest: false },
    {
      label: 'Horsepower',
      word: 'Most power',
      values: pick.map((c) => c.horsepower),
      lowest: false,
    },
  ]
  for (const { label, word, values, lowest } of bests) {
    const target = lowest ? Math.min(...values) : Math.max(...values)
    const cells = rowCells(page, label)
    for (let i = 0; i < values.length; i++) {
      const marked = new Set(values).size > 1 && values[i] === target
      if (marked) await expect(cells.nth(i)).toContainText(word)
      else await expect(cells.nth(i)).not.toContainText(word)
    }
  }
  // The brands all differ: that row is marked; a row that is the same everywhere is not.
  const brandRow = page
    .locator('.compare-table tbody tr')
    .filter({ has: page.locator('th:text-is("Brand")') })
  await expect(brandRow).toHaveClass(/compare-differs/)
  await expect(brandRow.locator('.compare-tag')).toHaveText('Differs')
  // Four is the most: no "Add another car".
  await expect(page.getByRole('button', { name: 'Add another car' })).toHaveCount(0)
})

test('unknown ids, sold cars and too many ids are said plainly', async ({ page, request }) => {
  const sold = await soldCar(request)
  try {
    const [a, b, c, d] = cars(`availability = 'In Stock'`, 4)
    const gone = 'f'.repeat(24)
    await page.goto(`/compare?ids=${a!.id},${gone},${sold.id}`)
    await expect(page.getByText(`We could not find a car with id ${gone}.`)).toBeVisible()
    await expect(columns(page)).toHaveCount(2)
    await expect(columns(page).nth(1)).toContainText('This car has been sold.')
    // A sold car is shown, never marked best.
    await expect(rowCells(page, 'Price').nth(1)).not.toContainText('Lowest price')

    await page.goto(`/compare?ids=${[a, b, c, d, sold].map((x) => x!.id).join(',')}`)
    await expect(columns(page)).toHaveCount(4)
    await expect(page.getByText('Up to 4 cars can be compared at once')).toBeVisible()

    await page.goto('/compare?ids=nope!,')
    await expect(page.getByText('We could not find a car with id nope!.')).toBeVisible()
    await expect(page.locator('.compare-table')).toHaveCount(0)
  } finally {
    await sold.drop()
  }
})

test('/compare with nothing chosen says how to start', async ({ page }) => {
  const res = await page.goto('/compare')
  expect(res?.headers()['cache-control']).toBe('no-store')
  await expect(page.getByText('Nothing to compare yet.')).toBeVisible()
  await expect(page.locator('main').getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
    'href',
    '/cars',
  )
})

test('a comparison address is public: the same page for everyone, cached', async ({ page }) => {
  const [a, b] = cars(`availability = 'In Stock'`, 2)
  const path = `/compare?ids=${a!.id},${b!.id}`
  const anonymous = await page.request.get(path)
  expect(anonymous.headers()['cache-control']).toMatch(/^public,/)
  // A visitor whose own compare set is different still gets the same page.
  await setGarageCookie(page, cookieFor([], [b!.id]))
  const own = await page.request.get(path)
  expect(own.headers()['cache-control']).toMatch(/^public,/)
  expect(own.headers().etag).toBe(anonymous.headers().etag)
})

test('the compare controls are 44 px targets on a phone', async ({ page }) => {
  const ids = cars(`availability = 'In Stock'`, 4).map((c) => c.id)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/compare?ids=${ids.join(',')}`)
  for (const control of await page.locator('main button, main .btn').all()) {
    const box = (await control.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.width).toBeGreaterThanOrEqual(44)
  }
})

for (const width of [320, 390]) {
  test(`at ${width} px the comparison reads on a phone: labels pinned, cars swiped, nothing cut`, async ({
    page,
  }) => {
    const ids = cars(`availability = 'In Stock'`, 4).map((c) => c.id)
    await page.setViewportSize({ width, height: 844 })
    await page.goto(`/compare?ids=${ids.join(',')}`)
    // The page itself does not scroll sideways; the key to the marks is whole on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    const key = (await page.locator('.compare-key').boundingBox())!
    expect(key.x).toBeGreaterThanOrEqual(0)
    expect(key.x + key.width).toBeLessThanOrEqual(width)
    const region = page.getByRole('region', { name: '4 cars side by side' })
    const box = (await region.boundingBox())!
    // A row's label and the first car's value are both on screen at once...
    const price = region.getByRole('rowheader', { name: /^Price/ })
    const firstValue = region
      .locator('tbody tr', { has: page.getByRole('rowheader', { name: /^Price/ }) })
      .locator('td')
      .first()
    const value = (await firstValue.boundingBox())!
    expect(value.x + value.width).toBeLessThanOrEqual(box.x + box.width)
    // ...and after a swipe through the cars the label stays where it was, on top.
    const before = (await price.boundingBox())!
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
    const after = (await price.boundingBox())!
    expect(after.x).toBeCloseTo(before.x, 0)
    const onTop = await price.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + 8, r.top + r.height / 2)
      return !!hit && (hit === el || el.contains(hit))
    })
    expect(onTop).toBe(true)
    // The last car is now in view, whole.
    const last = (await region.locator('thead th.compare-car').last().boundingBox())!
    expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 1)
  })
}

test('compare pages have no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  const ids = cars(`availability = 'In Stock'`, 4).map((c) => c.id)
  await expectNoAxeViolations(browser, `/compare?ids=${ids.slice(0, 2).join(',')}`)
  await expectNoAxeViolations(browser, `/compare?ids=${ids.join(',')}`)
  await expectNoAxeViolations(browser, `/compare?ids=${ids[0]},${'f'.repeat(24)}`)
  await expectNoAxeViolations(browser, '/compare')
})
