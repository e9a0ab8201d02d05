// Nothing moves once shown: on every public page, on a phone (Lighthouse's Moto G
// screen) and on a desktop, loading the page, its fonts and (with JavaScript) hydrating
// it adds up to no layout shift at all. Lighthouse measures the same (cumulative layout
// shift); this says which element moved. The observer needs scripts in the page, so
// without JavaScript the page's own scripts are refused instead (the visitor's case).
import { expect, test } from './fixtures'
import { E2E_BASE_URL, JS_ON_CONTEXT, jsEnabled } from '../support'
import { publicPagePaths } from './helpers'

declare global {
  interface Window {
    __shifts: string[]
  }
}

for (const screen of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`at ${screen.width} px no public page shifts while it loads`, async ({
    browser,
  }, testInfo) => {
    test.slow()
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: screen,
      javaScriptEnabled: true,
    })
    if (!jsEnabled(testInfo)) await context.route('**/assets/*.js', (route) => route.abort())
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          sources: { node?: Node | null }[]
        })[]) {
          const moved = entry.sources
            .map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : 'text'))
            .join(' | ')
          window.__shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`,
          )
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const report: string[] = []
    for (const path of publicPagePaths()) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      // A frame for anything the fonts or hydration moved to be reported.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))))
      for (const shift of await page.evaluate(() => window.__shifts))
        report.push(`${path}: ${shift}`)
    }
    await context.close()
    expect(report).toEqual([])
  })
}

test(
  'the two typefaces load and draw the headings and the text',
  { tag: JS_ON_CONTEXT },
  async ({ browser }) => {
    // JavaScript on whatever the project: it reads document.fonts. (Every page preloads
    // the fonts either way; fonts.spec.ts checks them drawn with JavaScript off.)
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
    const page = await context.newPage()
    const refused: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && /font|Content Security Policy/i.test(m.text()))
        refused.push(m.text())
    })
    await page.goto('/cars', { waitUntil: 'networkidle' })
    const faces = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].map((f) => `${f.family.replace(/"/g, '')} ${f.weight} ${f.status}`)
    })
    expect(faces).toEqual(expect.arrayContaining(['Jost 400 loaded', 'Bodoni Moda 600 loaded']))
    expect(refused).toEqual([])
    const fontOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily)
    expect(await fontOf('h1')).toMatch(/^"?Bodoni Moda"?,/)
    expect(await fontOf('.car-meta')).toMatch(/^"?Jost"?,/)
    await context.close()
  },
)
