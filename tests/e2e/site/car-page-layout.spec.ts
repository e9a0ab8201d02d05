// A car page's layout, with JavaScript on and off: on a laptop the car's name, price and
// actions stand beside the gallery, the actions are one group of buttons of one size per
// level, clear of every heading, and nothing leaves a tall empty hole under the gallery;
// on a phone nothing runs off the side of the screen.
import { expect, test, type Locator, type Page } from './fixtures'
import { queryDb } from '../support'

type Box = { x: number; y: number; width: number; height: number }

/** An available demo car (no other test changes it). */
function availableCarId(): string {
  return queryDb<{ id: string }>(
    `SELECT id FROM cars WHERE availability = 'In Stock' ORDER BY id LIMIT 1`,
  )[0]!.id
}

const boxOf = async (l: Locator): Promise<Box> => (await l.boundingBox())!

/** The action group's buttons by level: the filled one(s) and the outlined rest. */
async function actionLevels(page: Page): Promise<{ primary: Box[]; secondary: Box[] }> {
  const actions = page.locator('.car-actions').locator('a.btn, button.btn')
  const primary: Box[] = []
  const secondary: Box[] = []
  for (const action of await actions.all()) {
    const outline = await action.evaluate((el) => el.classList.contains('btn-outline'))
    ;(outline ? secondary : primary).push(await boxOf(action))
  }
  return { primary, secondary }
}

/** The vertical distance between two boxes that share some width (null if they share none). */
function verticalGap(a: Box, b: Box): number | null {
  if (a.x >= b.x + b.width || b.x >= a.x + a.width) return null
  return Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height))
}

test('on a laptop the name, price and actions stand beside the gallery, one group of even buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/cars/${availableCarId()}`)
  const gallery = await boxOf(page.locator('.gallery').first())
  const summary = await boxOf(page.locator('.detail-summary'))
  expect(summary.x, 'the details start right of the gallery').toBeGreaterThanOrEqual(
    gallery.x + gallery.width,
  )
  expect(summary.y, 'the details start level with the gallery').toBeLessThan(gallery.y + 50)
  const group = await boxOf(page.locator('.car-actions'))
  expect(group.x).toBeGreaterThanOrEqual(gallery.x + gallery.width)
  expect(group.y + group.height, 'the actions end within the gallery’s height').toBeLessThan(
    gallery.y + gallery.height + 100,
  )

  // One filled button (Contact Dealer), the rest outlined, each level one height.
  const { primary, secondary } = await actionLevels(page)
  expect(primary).toHaveLength(1)
  expect(secondary.length).toBeGreaterThanOrEqual(5)
  for (const level of [primary, secondary]) {
    for (const b of level) expect(Math.abs(b.height - level[0]!.height)).toBeLessThan(1)
  }
  // And within the group's width, in rows.
  for (const b of [...primary, ...secondary]) {
    expect(b.x).toBeGreaterThanOrEqual(group.x - 0.5)
    expect(b.x + b.width).toBeLessThanOrEqual(group.x + group.width + 0.5)
  }

  // No action touches or overlaps a heading: 8 px apart at least.
  const headings = await page.locator('main :is(h1, h2, h3)').all()
  for (const heading of headings) {
    const h = await boxOf(heading)
    if (h.height === 0) continue
    for (const b of [...primary, ...secondary]) {
      const gap = verticalGap(b, h)
      if (gap !== null)
        expect(gap, `an action and "${await heading.innerText()}"`).toBeGreaterThanOrEqual(8)
    }
  }

  // Under the gallery, and under the details, the next heading comes within 200 px.
  const tops = await page
    .locator('main h2')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
  for (const [name, column] of [
    ['gallery', gallery],
    ['details', summary],
  ] as const) {
    const bottom = column.y + column.height
    const next = Math.min(...tops.filter((top) => top >= bottom))
    expect(next - bottom, `the empty space under the ${name}`).toBeLessThan(200)
  }
})

test('on a phone the car page fits the screen, its actions of one size per level', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/cars/${availableCarId()}`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const { primary, secondary } = await actionLevels(page)
  for (const level of [primary, secondary]) {
    for (const b of level) {
      expect(Math.abs(b.height - level[0]!.height)).toBeLessThan(1)
      expect(b.height).toBeGreaterThanOrEqual(44)
      expect(b.x).toBeGreaterThanOrEqual(0)
      expect(b.x + b.width).toBeLessThanOrEqual(390)
    }
  }
})
