// The page's JavaScript is fetched after its first contentful paint, and the page then
// hydrates what the server rendered (site/app/lib/document.server.ts,
// docs/decisions/0010-scripts-after-first-paint.md).
import { expect, holdEntryScript, hydrated, test } from './fixtures'
import { E2E_BASE_URL, JS_ON_CONTEXT } from '../support'
import { carRows } from './helpers'

test(
  'scripts load after the first paint, once each, and the page hydrates without an error',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    try {
      const car = carRows()[0]!
      for (const path of ['/', '/cars', `/cars/${car.id}`, '/blogs']) {
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text())
        })
        // Remix's entry is held back, so the page cannot hydrate (and Remix drop its
        // preload links) before they are looked at.
        const release = await holdEntryScript(page)
        const res = await page.goto(path)
        const html = (await res?.text()) ?? ''
        // As sent: preloads for no medium, none a browser would fetch.
        expect(html, path).not.toContain('<link rel="modulepreload"')
        const inert = html.match(/<link rel="preload" as="script" [^>]*media="not all"/g) ?? []
        expect(inert.length, path).toBeGreaterThanOrEqual(4)
        // After the first paint the same links are module preloads.
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
        )
        const links = page.locator('link[data-after-paint]')
        await expect(links.and(page.locator('[rel="modulepreload"]'))).toHaveCount(inert.length)
        await expect(links.and(page.locator('[media]'))).toHaveCount(0)
        release()
        await hydrated(page)
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime })),
        }))
        // Remix's entry, the shared chunks and the page's route modules.
        expect(timing.scripts.length, path).toBeGreaterThanOrEqual(4)
        for (const s of timing.scripts)
          expect(s.start, `${path}: ${s.url}`).toBeGreaterThan(timing.paint)
        const urls = timing.scripts.map((s) => s.url)
        expect(new Set(urls).size, `${path}: a script fetched twice`).toBe(urls.length)
        // The page's markup was kept, not rendered again: React reports a hydration
        // mismatch as an error.
        expect(errors, path).toEqual([])
        await page.close()
      }
    } finally {
      await context.close()
    }
  },
)

test(
  'a page painted before its module runs still hydrates, where the timeline reads empty',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    try {
      const page = await context.newPage()
      // As a test's fake clock or a privacy tool does: the timeline lists no paint.
      await page.addInitScript(() => {
        performance.getEntriesByName = () => []
      })
      // The module waits two frames before it looks for the paint, so the paint has
      // always come first. The page's hashes no longer match its changed module, so its
      // policy is left off here.
      await page.route('/cars', async (route) => {
        const response = await route.fetch()
        const html = await response.text()
        const wait = 'await new Promise((r)=>{const d='
        expect(html).toContain(wait)
        // The page holds its scripts for after the paint. Once it hydrates, Remix renders
        // its own script tags in their place, so this is read from the markup served.
        expect(html).toContain('data-after-paint=""')
        const headers = { ...response.headers() }
        delete headers['content-security-policy']
        delete headers['content-length']
        delete headers['content-encoding']
        await route.fulfill({
          response,
          headers,
          body: html.replace(
            wait,
            `await new Promise((q)=>requestAnimationFrame(()=>requestAnimationFrame(q)));${wait}`,
          ),
        })
      })
      await page.goto('/cars')
      await hydrated(page)
    } finally {
      await context.close()
    }
  },
)
