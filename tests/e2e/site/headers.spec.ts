// The baseline security headers reach every kind of response of the one server:
// health check, pages, the back office, client assets and the API.
import { expect, test } from './fixtures'

test('every kind of response carries the baseline security headers', async ({ request }) => {
  const home = await request.get('/')
  const asset = home.text().then((html) => html.match(/\/assets\/[\w.-]+\.js/)?.[0])
  for (const path of [
    '/healthz',
    '/',
    '/cars',
    '/admin/',
    (await asset) ?? '/missing-asset',
    '/api/cars',
  ]) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const h = res.headers()
    expect(h['permissions-policy'], path).toMatch(/camera=\(\)/)
    expect(h['cross-origin-opener-policy'], path).toBe('same-origin')
    expect(h['cross-origin-resource-policy'], path).toBe('same-origin')
    expect(h['x-content-type-options'], path).toBe('nosniff')
  }
})

test('the browser recognises every feature the Permissions-Policy names', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/Permissions-Policy|Unrecognized feature/i.test(message.text()))
      warnings.push(message.text())
  })
  for (const path of ['/', '/cars', '/contact']) await page.goto(path)
  expect(warnings).toEqual([])
})
