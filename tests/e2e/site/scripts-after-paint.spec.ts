// The page's JavaScript is fetched after its first contentful paint, and the page then
// hydrates what the server rendered (site/app/lib/html-stream.server.ts,
// docs/decisions/0010-scripts-after-first-paint.md).
import { expect, test } from './fixtures'
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
        await page.goto(path)
        await page.waitForFunction(() =>
          Boolean((window as { __remixRouter?: unknown }).__remixRouter),
        )
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime })),
        }))
        expect(timing.paint, path).not.toBeNull()
        // Remix's entry, the shared chunks and the page's route modules.
        expect(timing.scripts.length, path).toBeGreaterThanOrEqual(4)
        for (const s of timing.scripts)
          expect(s.start, `${path}: ${s.url}`).toBeGreaterThan(timing.paint!)
        const urls = timing.scripts.map((s) => s.url)
        expect(new Set(urls).size, `${path}: a script fetched twice`).toBe(urls.length)
        // The preloads became module preloads once the page had painted.
        const preloads = page.locator('link[data-after-paint]')
        expect(await preloads.count(), path).toBeGreaterThanOrEqual(4)
        await expect(page.locator('link[data-after-paint]:not([rel="modulepreload"])')).toHaveCount(
          0,
        )
        await expect(page.locator('link[data-after-paint][media]')).toHaveCount(0)
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
