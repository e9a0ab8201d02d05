import { expect, test } from './fixtures'
import { gzipSync } from 'node:zlib'
import { E2E_BASE_URL, JS_ON_CONTEXT, queryDb } from '../support'

// The budget from the issue: at most 100 KB of gzipped JavaScript per public route.
const BUDGET = 100 * 1024

test(
  'each public route loads at most 100 KB of gzipped JavaScript',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    const car = queryDb<{ id: string }>('SELECT id FROM cars LIMIT 1')[0]!
    const blog = queryDb<{ id: string }>('SELECT id FROM blogs WHERE is_published = 1 LIMIT 1')[0]!
    // JavaScript on whatever the project: the budget is about what script-running visitors load.
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    try {
      for (const path of [
        '/',
        '/cars',
        `/cars/${car.id}`,
        '/blogs',
        `/blogs/${blog.id}`,
        '/contact',
      ]) {
        const page = await context.newPage()
        const scripts: Promise<number>[] = []
        page.on('response', (res) => {
          if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) {
            scripts.push(res.body().then((b) => gzipSync(b).length))
          }
        })
        await page.goto(path, { waitUntil: 'networkidle' })
        const sizes = await Promise.all(scripts)
        expect(sizes.length, `scripts on ${path}`).toBeGreaterThan(0)
        const total = sizes.reduce((a, b) => a + b, 0)
        expect(total, `gzipped JavaScript on ${path}`).toBeLessThanOrEqual(BUDGET)
        await page.close()
      }
    } finally {
      await context.close()
    }
  },
)
