// One currency label in the console too: prices read "Ksh 1,234", so the forms' labels,
// the rates' columns and a lead's cost estimate say "Ksh", never "KES".
import { expect, test } from '@playwright/test'
import { queryDb } from '../support'
import { signInThenOpen } from './helpers'

test('the console’s forms and lists say Ksh, never KES', async ({ page }) => {
  const car = queryDb<{ id: string }>('SELECT id FROM cars ORDER BY id LIMIT 1')[0]!
  const estimated = queryDb<{ id: string }>(
    'SELECT id FROM import_requests WHERE cost_estimate IS NOT NULL ORDER BY id LIMIT 1',
  )[0]!
  const screens: [path: string, shows: string | RegExp][] = [
    ['/admin/cars', /Ksh\s[\d,]+/],
    ['/admin/cars/create', 'Price (Ksh)'],
    [`/admin/cars/${car.id}`, 'Price (Ksh)'],
    ['/admin/import-rates', 'Ksh/USD'],
    ['/admin/import-rates/create', 'Ksh per US dollar'],
    ['/admin/finance-settings', 'Bank presets'],
    [`/admin/leads/${estimated.id}`, /Landed cost Ksh [\d,]+/],
  ]
  await signInThenOpen(page, '/admin', async () => {})
  for (const [path, shows] of screens) {
    await page.goto(path)
    const main = page.locator('#main-content, main').first()
    await expect(main, path).toContainText(shows)
    const text = await page.evaluate(() =>
      [
        document.body.innerText,
        ...Array.from(document.querySelectorAll('label, option'), (e) => e.textContent ?? ''),
      ].join('\n'),
    )
    expect(text, path).not.toMatch(/\bKES\b/)
  }
})
