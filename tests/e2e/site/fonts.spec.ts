// The brand typefaces appear with JavaScript off as on, and nothing moves when they do.
// Which font draws a node is the browser's own answer (the DevTools protocol's
// CSS.getPlatformFontsForNode), which needs no script in the page: it holds in the
// site-nojs project exactly as in site-js.
import { expect, test, type Page } from './fixtures'
import { E2E_BASE_URL, jsEnabled, queryDb } from '../support'

declare global {
  interface Window {
    __shift: number
  }
}

/** The fonts that draw the first element matching `selector`, custom ones marked `*`. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((f) => `${f.familyName}${f.isCustomFont ? '*' : ''}`)
  } finally {
    await cdp.detach()
  }
}

function carPath(): string {
  const car = queryDb<{ id: string }>(
    `SELECT id FROM cars WHERE availability = 'In Stock' ORDER BY id LIMIT 1`,
  )[0]!
  return `/cars/${car.id}`
}

test('the headings and the text are drawn in the brand typefaces, each file fetched once', async ({
  page,
}) => {
  // A first visit fetches the preloaded files. Whether it also draws with them depends on
  // their arriving within the moment Chromium holds the first render for a preloaded
  // `font-display: optional` face, which the machine's load can outlast (then the page is
  // drawn, as designed, in the fallback, and stays so). Once the files are in the
  // browser's cache the face is always used: the faces are checked there, on `/` opened
  // again and on the pages after it.
  const fonts: string[] = []
  const listener = (res: { url(): string }) => {
    if (res.url().endsWith('.woff2')) fonts.push(new URL(res.url()).pathname)
  }
  page.on('response', listener)
  await page.goto('/', { waitUntil: 'load' })
  page.off('response', listener)
  // The preloads are the stylesheet's fonts: two files, not four.
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/^\/assets\/bodoni-moda-600-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/jost-400-[\w-]+\.woff2$/),
  ])
  for (const [path, text] of [
    ['/', '.hero p'],
    ['/cars', '.car-meta'],
    [carPath(), '.spec dt'],
  ] as const) {
    await page.goto(path, { waitUntil: 'load' })
    await expect
      .poll(() => fontsDrawing(page, 'h1'), { message: `${path}: the h1` })
      .toEqual([expect.stringMatching(/^Bodoni Moda.*\*$/)])
    await expect
      .poll(() => fontsDrawing(page, text), { message: `${path}: the text` })
      .toEqual([expect.stringMatching(/^Jost.*\*$/)])
  }
})

test('a first visit (nothing cached) shifts nothing while the fonts come in', async ({
  browser,
}, testInfo) => {
  for (const path of ['/', carPath()]) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      // A new context each time: an empty cache. The observer needs script in the page,
      // so without JavaScript the page's own scripts are refused instead.
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        viewport,
        javaScriptEnabled: true,
      })
      if (!jsEnabled(testInfo)) await context.route('**/assets/*.js', (route) => route.abort())
      const page = await context.newPage()
      await page.addInitScript(() => {
        window.__shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            window.__shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))))
      expect(await page.evaluate(() => document.fonts.check("600 1em 'Bodoni Moda'"))).toBe(true)
      expect(
        await page.evaluate(() => window.__shift),
        `${path} at ${viewport.width} px`,
      ).toBeLessThan(0.01)
      await context.close()
    }
  }
})
