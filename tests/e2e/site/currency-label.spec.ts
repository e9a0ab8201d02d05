// One currency label: prices read "Ksh 1,234" (the Kenyan locale's own), so every label,
// message and description says "Ksh" too. "KES" stays only where machines read it
// (schema.org's priceCurrency, the feeds' price fields, a select's value).
import { expect, test, type Page } from './fixtures'
import { publicPagePaths } from './helpers'

/** What a visitor reads on the page, the choices of its selects and what search shows. */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      document.body.innerText,
      ...Array.from(document.querySelectorAll('option'), (o) => o.label),
      ...Array.from(document.querySelectorAll('[aria-label]'), (e) => e.getAttribute('aria-label')),
    ].join('\n'),
  )
}

test('no page says "KES" where people read it', async ({ page }) => {
  const paths = [
    ...publicPagePaths(),
    '/finance',
    // A mistake's message, and a deposit in shillings.
    '/finance?price=abc&deposit=2000000&depositUnit=kes&term=48&rate=14',
    '/import/cost?value=20000&currency=USD&year=2020&engineCc=2998&fuel=petrol',
  ]
  for (const path of paths) {
    await page.goto(path)
    const text = await readableText(page)
    expect(text, path).not.toMatch(/\bKES\b/)
  }
})
