import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import { chatText, SITE_NAME } from './helpers'

test('header links, brand dropdown and the chat button', async ({ page }) => {
  const res = await page.goto('/')
  expect(res?.status()).toBe(200)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const links: [string, string][] = [
    ['Home', '/'],
    ['Our Cars', '/cars'],
    ['Limited Time Offers', '/offers'],
    ['Blog', '/blogs'],
    ['Import Order', '/import'],
    ['Contact Us', '/contact'],
  ]
  for (const [name, href] of links) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  // Every brand is in the dropdown by its short name.
  const brands = queryDb<{ key: string; name: string }>('SELECT key, name FROM brands')
  expect(brands.length).toBeGreaterThan(0)
  const dropdown = nav.getByRole('list', { name: 'Brands' })
  await expect(dropdown).toBeHidden()
  await nav.getByRole('link', { name: 'Our Cars' }).hover()
  await expect(dropdown).toBeVisible()
  for (const b of brands) {
    await expect(dropdown.getByRole('link', { name: b.name, exact: true })).toHaveAttribute(
      'href',
      `/brand/${b.key}`,
    )
  }
  // The dropdown opens for keyboard users too.
  await page.mouse.move(0, 600)
  await expect(dropdown).toBeHidden()
  await nav.getByRole('link', { name: 'Our Cars' }).focus()
  await expect(dropdown).toBeVisible()

  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ })
  const href = await chat.getAttribute('href')
  expect(href).toMatch(/^https:\/\/wa\.me\/254700123456\?/)
  expect(chatText(href)).toContain('luxury vehicles')
})

test('the mobile menu opens without script and lists full brand names', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.locator('.mobile-menu summary').click()
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile).toBeVisible()
  const brands = queryDb<{ key: string; full_name: string }>('SELECT key, full_name FROM brands')
  for (const b of brands) {
    await expect(mobile.getByRole('link', { name: b.full_name, exact: true })).toHaveAttribute(
      'href',
      `/brand/${b.key}`,
    )
  }
  const brand = brands[0]!
  await mobile.getByRole('link', { name: brand.full_name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/brand/${brand.key}$`))
})

test('footer pages render real content with their titles', async ({ page }) => {
  const pages: [string, string, string][] = [
    ['About Us', '/about', 'About Us'],
    ['Pre-Reserve', '/pre-reserve', 'Pre-Reserve'],
    ['The True Brand', '/true-brand', 'The True Brand'],
    ['Careers', '/careers', 'Careers'],
    ['Customer Portal', '/customer-portal', 'Customer Portal'],
    ['Terms & Conditions', '/terms', 'Terms and Conditions'],
    ['Privacy Notice', '/privacy', 'Privacy Notice'],
  ]
  for (const [link, path, title] of pages) {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(150)
  }
})

test('on a phone the footer lists its links in two columns, each a full target', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/contact')
  const services = page.getByRole('navigation', { name: 'Services' })
  const links = services.getByRole('link')
  const boxes = await links.evaluateAll((all) =>
    all.map((a) => {
      const r = a.getBoundingClientRect()
      return { x: Math.round(r.left), height: r.height }
    }),
  )
  expect(boxes.length).toBeGreaterThan(4)
  // Two columns: the first link on the left, the last one further right.
  expect(boxes.at(-1)!.x).toBeGreaterThan(boxes[0]!.x + 100)
  for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('unknown pages answer 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle(`Page Not Found | ${SITE_NAME}`)
})

test('a page that fails shows its own error screen inside the layout', async ({ page }) => {
  // A post the compare page cannot take (no such intent): its action answers 400 with a
  // sentence, and the page's boundary shows it with the header, the footer and a way back.
  await page.goto('/compare')
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = '/compare'
    form.innerHTML = '<input type="hidden" name="intent" value="bogus">'
    document.body.append(form)
    form.submit()
  })
  expect((await answer).status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Choose a car to compare.')
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Cars' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('robots.txt keeps crawlers out of /admin and /api; the sitemap lists the content', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /api')
  expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/)

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('xml')
  const xml = await sitemap.text()
  const cars = queryDb<{ id: string }>('SELECT id FROM cars')
  const brands = queryDb<{ key: string }>('SELECT key FROM brands')
  const published = queryDb<{ id: string }>('SELECT id FROM blogs WHERE is_published = 1')
  const drafts = queryDb<{ id: string }>('SELECT id FROM blogs WHERE is_published = 0')
  for (const c of cars) expect(xml).toContain(`/cars/${c.id}</loc>`)
  for (const b of brands) expect(xml).toContain(`/brand/${b.key}</loc>`)
  for (const b of published) expect(xml).toContain(`/blogs/${b.id}</loc>`)
  for (const b of drafts) expect(xml).not.toContain(`/blogs/${b.id}</loc>`)
  // The pages admins write, the privacy notice among them, each with when it changed.
  for (const path of ['/terms', '/privacy', '/about', '/true-brand', '/careers']) {
    expect(xml).toMatch(new RegExp(`${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`))
  }
})

test('pages carry a hash-based Content-Security-Policy and SEO tags', async ({
  page,
}, testInfo) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const res = await page.goto('/cars')
  const csp = res?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toContain('unsafe-eval')
  // No per-response secret that a cached copy would share: each inline script the page
  // runs is allowed by its own hash, and nothing else inline.
  expect(csp).not.toContain('nonce-')
  const allowed = new Set(csp.match(/'sha256-[^']+'/g) ?? [])
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''))
  expect(inline.length).toBeGreaterThan(0)
  for (const body of inline) {
    const digest = createHash('sha256').update(body).digest('base64')
    expect(allowed, body.slice(0, 60)).toContain(`'sha256-${digest}'`)
  }
  // The browser agrees: nothing was refused, and with script on the app started.
  if (jsEnabled(testInfo)) {
    await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))
  }
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([])

  await expect(page).toHaveTitle(`Our Cars | ${SITE_NAME}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cars$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Our Cars | ${SITE_NAME}`,
  )
})

test('no axe violations on the static pages', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  for (const path of ['/about', '/terms', '/no-such-page']) {
    await expectNoAxeViolations(browser, path)
  }
})

// The header slims down once the page is scrolled. It must not change the page's
// layout when it does: the content below would move, and within a few pixels of the
// threshold the browser's scroll anchoring would follow it back across the threshold,
// the header would grow again, and so on every frame (a flickering header; a button
// that never stops moving under the finger).
test('the slimmer header on scroll neither moves the content nor flickers', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/cars')
  const main = page.locator('main')
  const mainTop = () => main.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  const before = await mainTop()
  for (const y of [12, 20, 30, 60]) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    // Sample the header and the scroll position over a second.
    const samples: string[] = []
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(50)
      samples.push(
        await page.evaluate(
          () => `${document.querySelector('header')!.className} at ${Math.round(window.scrollY)}`,
        ),
      )
    }
    const settled = samples.slice(samples.length / 2)
    expect(new Set(settled).size, `scrolled to ${y}:\n${samples.join('\n')}`).toBe(1)
    expect(settled[0]).toBe(
      jsEnabled(testInfo) ? `site-header scrolled at ${y}` : `site-header at ${y}`,
    )
    // The content stays where it was in the page.
    expect(await mainTop()).toBeCloseTo(before, 0)
  }
})
