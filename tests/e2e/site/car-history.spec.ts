// A car's history and inspection as buyers meet it, with JavaScript on and off: the car
// page's section (the badges, each opening its evidence; the imperfections; what to ask
// for when a car has no records), the history page (every point of the checklist, the
// mileage as a chart and a table, the documents buyers may see, the auction codes in
// words), the mileage rule (a series that does not hold earns no "verified"), and the
// schema.org data the records add. The seed gives the records.
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, JS_ON_CONTEXT, queryDb } from '../support'

type Row = { id: string; model: string }

/** A Japanese import whose records hold: an auction sheet and a verified mileage. */
const japanese = () =>
  queryDb<Row>(
    `SELECT c.id, c.model FROM cars c
       JOIN car_documents d ON d.car_id = c.id AND d.kind = 'auction-sheet'
      WHERE json_extract(d.fields, '$.mileageKm') < c.mileage
        AND c.availability != 'Sold'
      ORDER BY c.brand, c.model LIMIT 1`,
  )[0]!

/** The seed's one car whose auction sheet reads more than the car does today. */
const rolledBack = () =>
  queryDb<Row>(
    `SELECT c.id, c.model FROM cars c
       JOIN car_documents d ON d.car_id = c.id AND d.kind = 'auction-sheet'
      WHERE json_extract(d.fields, '$.mileageKm') > c.mileage LIMIT 1`,
  )[0]!

const withoutRecords = () =>
  queryDb<Row>(
    `SELECT id, model FROM cars
      WHERE id NOT IN (SELECT car_id FROM car_inspections)
        AND id NOT IN (SELECT car_id FROM car_documents)
        AND availability != 'Sold'
      LIMIT 1`,
  )[0]!

const section = (page: Page) => page.getByRole('region', { name: 'History and inspection' })

test('the car page shows the badges its records earn, each opening its evidence', async ({
  page,
}) => {
  const car = japanese()
  await page.goto(`/cars/${car.id}`)
  const history = section(page)
  const inspected = history.getByRole('link', {
    name: /^Inspected \d+ \w+ \d{4}, 157 points, \d+ advis/,
  })
  await expect(inspected).toBeVisible()
  await expect(
    history.getByRole('link', { name: /^Mileage verified across \d+ records$/ }),
  ).toBeVisible()
  await expect(
    history.getByRole('link', {
      name: /^No lender on the logbook \(NTSA search, \d+ \w+ \d{4}\)$/,
    }),
  ).toBeVisible()
  await expect(history.getByRole('link', { name: /^Auction grade [0-9.RAS]+$/ })).toBeVisible()
  // The imperfections' photos, named by what they show.
  await expect(
    history.getByRole('list', { name: 'Imperfections' }).getByRole('img').first(),
  ).toHaveAttribute('alt', /scuff|chips/)

  await history.getByRole('link', { name: /^Auction grade/ }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${car.id}/history#auction-sheet$`))
  const sheet = page.locator('#auction-sheet')
  await expect(sheet.getByRole('heading', { name: /^Auction sheet/ })).toBeVisible()
  await expect(sheet.getByText('Overall grade')).toBeVisible()
  // The sheet's codes, in plain words.
  const codes = sheet.getByRole('table', { name: "The sheet's damage codes, in plain words" })
  await expect(codes.getByRole('row', { name: 'A1 Rear bumper Small scratch' })).toBeVisible()
})

test('the history page gives every point of the checklist, the mileage and the documents buyers may see', async ({
  page,
}) => {
  const car = japanese()
  await page.goto(`/cars/${car.id}/history`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('History and inspection')
  await expect(page).toHaveTitle(/^History and inspection: /)
  const report = page.locator('#inspection')
  await expect(
    report.getByText(
      /^Inspected by [A-Z][a-z]+ [A-Z][a-z]+ on \d+ \w+ \d{4} at [\d,]+ km: 157 points/,
    ),
  ).toBeVisible()
  // Nine groups, 157 points in all, each with its result; the advisories carry their notes.
  await expect(report.locator('table.checklist')).toHaveCount(9)
  await expect(report.locator('tbody tr')).toHaveCount(157)
  const advisories = report.locator('tr.result-advisory')
  expect(await advisories.count()).toBeGreaterThan(0)
  await expect(advisories.first().locator('.point-note')).not.toBeEmpty()
  // What the inspector found, first: each advisory with its note.
  const found = report.locator('.inspection-found li')
  await expect(found).toHaveCount(
    (await advisories.count()) + (await report.locator('tr.result-fail').count()),
  )
  await expect(found.first()).toContainText(/^(Advisory|Fail): /)
  await expect(report.getByRole('table', { name: /^Exterior and paint/ })).toBeVisible()
  await expect(report.getByRole('table', { name: /^Road test/ })).toBeVisible()

  const mileage = page.locator('#mileage')
  await expect(mileage.getByText(/^Verified across \d+ records: no reading is lower/)).toBeVisible()
  await expect(
    mileage.getByRole('img', { name: /^Odometer readings by date, from [\d,]+ km to [\d,]+ km$/ }),
  ).toBeVisible()
  const readings = queryDb<{ n: number }>(
    `SELECT count(*) AS n FROM car_documents
      WHERE car_id = ? AND buyer_visible = 1 AND json_extract(fields, '$.mileageKm') IS NOT NULL`,
    car.id,
  )[0]!.n
  // The visible documents' readings and our inspection's.
  await expect(mileage.locator('tbody tr')).toHaveCount(readings + 1)
  await expect(mileage.getByRole('cell', { name: 'Our inspection' })).toBeVisible()

  const documents = page.locator('#documents')
  await expect(
    documents.getByRole('heading', { name: /^Export \(deregistration\) certificate/ }),
  ).toBeVisible()
  await expect(
    documents.getByRole('heading', { name: /^Pre-shipment inspection certificate/ }),
  ).toBeVisible()
  await expect(documents.getByRole('heading', { name: /^NTSA search/ })).toBeVisible()
  // The KRA import entry is kept for staff: buyers never see it.
  await expect(documents.getByRole('heading', { name: /^KRA import entry/ })).toHaveCount(0)
  await expect(page.locator('#imperfections').getByRole('figure').first()).toBeVisible()
})

test('a mileage series that does not hold earns no "verified", on the car page or its history', async ({
  page,
}) => {
  const car = rolledBack()
  await page.goto(`/cars/${car.id}`)
  const history = section(page)
  await expect(history.getByRole('link', { name: /^Inspected / })).toBeVisible()
  await expect(history.getByText(/Mileage verified/)).toHaveCount(0)
  await page.goto(`/cars/${car.id}/history`)
  await expect(
    page.getByText(
      'We cannot show this mileage as verified. Ask us about the records before you pay a deposit.',
    ),
  ).toBeVisible()
  // Staff read "Mileage inconsistent"; the page says what the buyer can do instead.
  await expect(page.getByText('Mileage inconsistent')).toHaveCount(0)
})

test('a car without records says what to ask for', async ({ page }) => {
  const car = withoutRecords()
  await page.goto(`/cars/${car.id}`)
  const history = section(page)
  await expect(
    history.getByText(/^We have no inspection report or history documents on this car yet\./),
  ).toBeVisible()
  await expect(history.getByRole('link', { name: 'Ask for them' })).toHaveAttribute(
    'href',
    '#enquire',
  )
  await page.goto(`/cars/${car.id}/history`)
  await expect(page.getByText(/^We have no inspection report or history documents/)).toBeVisible()
  await expect(page.locator('#inspection')).toHaveCount(0)
})

test("an unknown car's history is not found", async ({ page }) => {
  const res = await page.goto('/cars/no-such-car/history')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Car Not Found' })).toBeVisible()
})

test("the car page's schema.org data says what the records say", async ({ page }) => {
  const car = japanese()
  await page.goto(`/cars/${car.id}`)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Car')!
  const inspected = queryDb<{ km: number }>(
    'SELECT odometer_km AS km FROM car_inspections WHERE car_id = ?',
    car.id,
  )[0]!
  expect(data.mileageFromOdometer).toMatchObject({ value: inspected.km, unitCode: 'KMT' })
  expect(data.knownVehicleDamages).toContain('Rear bumper: small scratch')
})

test('/compare sets the records side by side: the inspection, the auction grade, the mileage', async ({
  page,
}) => {
  const recorded = japanese()
  const bare = withoutRecords()
  await page.goto(`/compare?ids=${recorded.id},${bare.id}`)
  const cells = (label: string) =>
    page
      .locator('.compare-table tbody tr')
      .filter({ has: page.locator(`th[scope="row"]:text-is("${label}")`) })
      .locator('td')
  await expect(cells('Inspection').nth(0)).toContainText(
    /^\d+ advisor(y|ies), \d+ fails? \(\d+ \w+ \d{4}\)/,
  )
  await expect(cells('Inspection').nth(1)).toContainText('No inspection report')
  await expect(cells('Auction grade').nth(0)).toContainText(/^[0-9.RAS]+$/)
  await expect(cells('Auction grade').nth(1)).toContainText('No auction sheet')
  await expect(cells('Mileage verified').nth(0)).toContainText(/^Verified across \d+ records$/)
  await expect(cells('Mileage verified').nth(1)).toContainText('Not verified')
})

test('the history pages have no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  await expectNoAxeViolations(browser, `/cars/${japanese().id}/history`)
  await expectNoAxeViolations(browser, `/cars/${withoutRecords().id}/history`)
})
