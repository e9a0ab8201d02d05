// The home page's layout, with JavaScript on and off: on a phone the featured cars are a
// strip that scrolls sideways a card at a time (the next one showing at the edge) and the
// brands are small tiles; on a laptop every grid of cards, here and on the offers and brand
// pages, fills its rows.
import { expect, test, type Page } from './fixtures'
import { queryDb } from '../support'

test('on a phone the featured cars are a strip of one card and a peek, and the brands are compact', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  const featured = page.locator('#featured')
  expect((await featured.boundingBox())!.height, 'the featured section').toBeLessThan(700)
  const brands = page.getByRole('region', { name: 'Luxury Brands' })
  expect((await brands.boundingBox())!.height, 'the brands section').toBeLessThan(800)

  const carousel = page.getByRole('region', { name: 'Featured vehicles carousel' })
  const strip = carousel.getByRole('list')
  const cards = strip.getByRole('listitem')
  await expect(cards).toHaveCount(3)
  const style = await strip.evaluate((el) => {
    const s = getComputedStyle(el)
    return { overflowX: s.overflowX, snap: s.scrollSnapType }
  })
  expect(style.overflowX).toBe('auto')
  expect(style.snap).toMatch(/^x mandatory/)
  // One card most of the screen wide, the next one showing at its edge.
  const first = (await cards.nth(0).boundingBox())!
  const second = (await cards.nth(1).boundingBox())!
  expect(first.width).toBeGreaterThan(390 * 0.7)
  expect(first.width).toBeLessThan(390 * 0.95)
  expect(Math.round(second.y)).toBe(Math.round(first.y))
  expect(second.x).toBeLessThan(390)
  expect(second.x + second.width).toBeGreaterThan(390)

  // A sideways scroll stops with a card at the start.
  const snapped = () =>
    strip.evaluate((el) => {
      const start = el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft)
      return [...el.children].some(
        (li) => Math.abs(li.getBoundingClientRect().left - start) < 2 && el.scrollLeft > 0,
      )
    })
  await strip.evaluate(
    (el, left) => el.scrollBy({ left, behavior: 'instant' }),
    Math.round(first.width * 0.8),
  )
  await expect.poll(snapped).toBe(true)

  // The second card's link, scrolled into view, opens its car.
  const link = cards.nth(1).locator('.card-title a')
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/cars\/[^/]+$/)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('on a phone Next turns the strip to the next three cars, starting at the first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Featured vehicles carousel' })
  const strip = carousel.getByRole('list')
  await strip.evaluate((el) => el.scrollBy({ left: 400, behavior: 'instant' }))
  const second = queryDb<{ id: string }>(
    'SELECT car_id AS id FROM featured_cars ORDER BY position LIMIT 1 OFFSET 3',
  )[0]!
  await carousel.getByRole('link', { name: 'Next' }).click()
  await expect(carousel.locator('.carousel-status')).toHaveText(/^2 \//)
  // One card shows at a time: the phone counts cars, not pages of three.
  await expect(carousel.locator('.carousel-status')).toBeHidden()
  await expect(carousel.locator('.carousel-status-cars')).toBeVisible()
  await expect(carousel.locator('.carousel-status-cars')).toHaveText(/^Cars 4–\d+ of \d+$/)
  await expect(strip.locator(`a[href="/cars/${second.id}"]`)).toBeInViewport()
  expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0)
})

/**
 * Every grid of cards in the page's main content fills its rows at 1280 px: the rows but
 * the last are full, and the grid has no more columns than it has items, nor more empty
 * cells on its last row than some number of columns (two up to the ones it has) leaves:
 * three offers in three columns, not in four with one left empty.
 */
async function expectGridsFillRows(page: Page, least: number) {
  const grids = page.locator('main ul.grid')
  expect(await grids.count()).toBeGreaterThanOrEqual(least)
  for (const grid of await grids.all()) {
    const name = await grid.evaluate(
      (el) => el.closest('section')?.querySelector('h2')?.textContent ?? '',
    )
    const box = (await grid.boundingBox())!
    const { items, columns } = await grid.evaluate((el) => ({
      items: [...el.children].map((li) => {
        const r = li.getBoundingClientRect()
        return { top: Math.round(r.top), right: r.right }
      }),
      columns: getComputedStyle(el).gridTemplateColumns.split(' ').length,
    }))
    const rows = new Map<number, number[]>()
    for (const item of items) rows.set(item.top, [...(rows.get(item.top) ?? []), item.right])
    const counts = [...rows.values()].map((r) => r.length)
    // Every row but the last is full and reaches the grid's right edge.
    for (const rights of [...rows.values()].slice(0, -1)) {
      expect(rights.length, `${name}: rows of ${counts.join(', ')}`).toBe(columns)
      expect(Math.max(...rights), `${name}: a row ends at the grid's edge`).toBeGreaterThan(
        box.x + box.width - 2,
      )
    }
    // No column that no item can reach, and the last row as full as any number of
    // columns could make it: other tests add offers, and seven cards cannot fill rows.
    const n = items.length
    expect(columns, `${name}: ${n} items in ${columns} columns`).toBeLessThanOrEqual(Math.max(n, 2))
    const emptyIn = (c: number) => (c - (n % c)) % c
    const fewestEmpty = Math.min(
      ...Array.from({ length: Math.max(columns - 1, 1) }, (_, i) => emptyIn(i + 2)),
    )
    expect(emptyIn(columns), `${name}: ${n} items in rows of ${counts.join(', ')}`).toBe(
      fewestEmpty,
    )
  }
}

/** Every address a brand tile's logo could be fetched from (its src and srcset). */
async function logoAddresses(page: Page): Promise<string[]> {
  return page.locator('.brand-grid img').evaluateAll((imgs) =>
    imgs.flatMap((img) => {
      const candidates = (img.getAttribute('srcset') ?? '')
        .split(',')
        .map((c) => c.trim().split(/\s+/)[0]!)
        .filter(Boolean)
      return [img.getAttribute('src')!, ...candidates].map((u) => new URL(u, location.href).href)
    }),
  )
}

test('on a phone the brand tiles are names only and fetch no logo; a tablet shows the logos', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (r) => fetched.push(r.url()))
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/', { waitUntil: 'networkidle' })
  const brands = page.getByRole('region', { name: 'Luxury Brands' })
  await brands.scrollIntoViewIfNeeded()
  const tiles = brands.getByRole('link')
  await expect(tiles.first()).toBeVisible()
  const logos = await logoAddresses(page)
  expect(logos.length, 'the tiles carry their logos for wider screens').toBeGreaterThan(0)
  for (const tile of await tiles.all()) {
    await expect(tile.locator('img')).toBeHidden()
    await expect(tile.locator('.card-title')).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((url) => logos.includes(url))).toEqual([])

  await page.setViewportSize({ width: 700, height: 900 })
  await brands.scrollIntoViewIfNeeded()
  for (const tile of await tiles.all()) {
    await expect(tile.locator('img')).toBeVisible()
    await expect
      .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The logo beside the names, at their left.
    const logo = (await tile.locator('img').boundingBox())!
    const name = (await tile.locator('.card-title').boundingBox())!
    expect(logo.x + logo.width).toBeLessThanOrEqual(name.x)
    expect(logo.y + logo.height).toBeGreaterThan(name.y)
  }
})

test('on a laptop each grid of the home page fills its rows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expectGridsFillRows(page, 4)
})

test("on a laptop the offers page's grids fill their rows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/offers')
  await expectGridsFillRows(page, 2)
})

test('on a laptop a brand with a few cars shows them in full rows', async ({ page }) => {
  const [brand] = queryDb<{ key: string; n: number }>(
    `SELECT brand AS key, count(*) AS n FROM cars WHERE availability <> 'Sold'
     GROUP BY brand HAVING n BETWEEN 2 AND 3 ORDER BY n DESC, brand LIMIT 1`,
  )
  expect(brand, 'a brand with two or three cars for sale').toBeDefined()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/brand/${brand!.key}`)
  await expect(page.locator('main ul.grid > li')).toHaveCount(brand!.n)
  await expectGridsFillRows(page, 1)
})
