// The phone menu: every item can be reached and tapped (nothing lies over it, the chat bar
// included), the page behind it holds still, and it works with JavaScript on and off.
// And the chat button: a bar on phones, a floating button on a laptop; a control reached
// with Tab is never left under it.
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, JS_ON_CONTEXT } from '../support'

/** What the centre of `selector`'s n-th match shows: itself, or what lies over it. */
async function coveredBy(page: Page, selector: string, n: number): Promise<string | null> {
  return page
    .locator(selector)
    .nth(n)
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      if (hit && (hit === el || el.contains(hit))) return null
      return hit ? hit.outerHTML.slice(0, 80) : 'nothing'
    })
}

const openMenu = async (page: Page) => {
  await page.locator('.mobile-menu summary').click()
  await expect(page.locator('.mobile-menu nav')).toBeVisible()
}

for (const width of [320, 390, 768]) {
  test(`at ${width} px every item of the open menu can be tapped, and the page holds still`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 768 ? 1024 : 700 })
    await page.goto('/cars')
    await openMenu(page)
    const links = page.locator('.mobile-menu nav a')
    const count = await links.count()
    expect(count).toBeGreaterThan(6)
    const covered: string[] = []
    for (let i = 0; i < count; i++) {
      await links.nth(i).scrollIntoViewIfNeeded()
      const over = await coveredBy(page, '.mobile-menu nav a', i)
      if (over) covered.push(`${await links.nth(i).innerText()} is under ${over}`)
    }
    expect(covered).toEqual([])
    // Scrolling on the open menu moves the menu, never the page behind it.
    const nav = (await page.locator('.mobile-menu nav').boundingBox())!
    await page.mouse.move(nav.x + nav.width / 2, nav.y + nav.height / 2)
    await page.mouse.wheel(0, 3000)
    await page.mouse.wheel(0, 3000)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
}

test('Contact Us in the open menu goes to the contact page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/cars')
  await openMenu(page)
  await page.locator('.mobile-menu nav').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  // With JavaScript the header stays on the page: the menu closes behind the visitor.
  await expect(page.locator('.mobile-menu nav')).toBeHidden()
})

test('the open menu has no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  await expectNoAxeViolations(browser, '/cars', async (page) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openMenu(page)
  })
})

test('the chat button is a bar on a phone and floats beside the content on a laptop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/import')
  const dock = page.locator('.chat-dock')
  expect((await dock.boundingBox())!.width).toBe(390)
  await expect(page.locator('.chat-dock-text')).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 800 })
  const box = (await dock.boundingBox())!
  expect(box.width).toBeLessThan(80)
  await expect(page.locator('.chat-dock-text')).toBeHidden()
  // In the margin: right of everything the page's content holds.
  const content = (await page.locator('main').boundingBox())!
  const inner = await page
    .locator('main .page')
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      const pad = parseFloat(getComputedStyle(el).paddingRight)
      return r.right - pad
    })
  expect(box.x).toBeGreaterThanOrEqual(inner)
  expect(content.width).toBeGreaterThan(1000)
})

for (const path of ['/import', '/contact', '/sell']) {
  test(`${path} at 390 px: every field reached with Tab shows clear of the bars`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    // Open every closed section, so its fields are in the tab order too.
    for (const summary of await page.locator('main details:not([open]) > summary').all()) {
      await summary.click()
    }
    const hidden: string[] = []
    await page.locator('main').evaluate((el) => (el as HTMLElement).focus())
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      const found = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body || !el.closest('main')) return { done: true, over: null }
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        const clear = hit && (hit === el || el.contains(hit) || hit.contains(el))
        return {
          done: false,
          over: clear
            ? null
            : `${el.tagName} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30)} under ${hit?.outerHTML.slice(0, 60) ?? 'nothing'}`,
        }
      })
      if (found.done) break
      if (found.over) hidden.push(found.over)
    }
    expect(hidden).toEqual([])
  })
}
