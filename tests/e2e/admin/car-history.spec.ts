// A car's History and inspection part in the console, signed in for real as each role:
// an admin adds a document whose mileage breaks the series and sees "Mileage inconsistent"
// (and the public page loses "Mileage verified"), an editor records an advisory on the
// inspection and the badge counts it, sales read it all and change nothing; every change
// is in the audit log.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, queryDb } from '../support'
import { api, editorAndSalesLogins, signIn, signInAs, signInThenOpen, unique } from './helpers'

type ApiCar = { id: string; mileage: number }

/** A new car with a copy of a seeded car's history, so each test owns what it changes. */
async function carWithHistory(request: APIRequestContext) {
  const source = queryDb<{ id: string }>(
    `SELECT c.id FROM cars c JOIN car_documents d ON d.car_id = c.id AND d.kind = 'auction-sheet'
      WHERE json_extract(d.fields, '$.mileageKm') < c.mileage LIMIT 1`,
  )[0]!
  const seeded = await api<Record<string, unknown> & { mileage: number }>(
    request,
    `GET cars/${source.id}`,
  )
  const car = await api<ApiCar>(request, 'POST cars', {
    brand: seeded.brand,
    model: `History ${unique()}`,
    year: seeded.year,
    price: seeded.price,
    fuel: seeded.fuel,
    transmission: seeded.transmission,
    engine: seeded.engine,
    horsepower: seeded.horsepower,
    mileage: seeded.mileage,
  })
  const history = await api<{
    inspection: { inspector: string; inspectedOn: string; odometerKm: number; results: unknown }
    documents: { kind: string; fields: unknown; buyerVisible: boolean }[]
  }>(request, `GET car-history/${source.id}`)
  const { inspector, inspectedOn, odometerKm, results } = history.inspection
  await api(request, `PUT car-history/${car.id}/inspection`, {
    inspector,
    inspectedOn,
    odometerKm,
    results,
  })
  for (const { kind, fields, buyerVisible } of history.documents) {
    await api(request, `POST car-history/${car.id}/documents`, { kind, fields, buyerVisible })
  }
  return car
}

const part = (page: Page) => page.getByRole('region', { name: 'History and inspection' })

test.describe('a car history in the console', () => {
  const { editor, sales } = editorAndSalesLogins('history')

  test('an admin adds a service record that reads lower: the car is marked Mileage inconsistent', async ({
    page,
    request,
  }) => {
    const car = await carWithHistory(request)
    try {
      await signIn(page)
      await page.goto(`/admin/cars/${car.id}`)
      const history = part(page)
      await expect(history.getByText(/^Mileage verified across \d+ records$/).first()).toBeVisible()
      await history.getByRole('button', { name: 'Add a document' }).click()
      const form = page.getByRole('form', { name: 'Add a document' })
      await form.getByLabel('Kind of document').click()
      await page.getByRole('option', { name: 'Service record' }).click()
      await form.getByLabel('Date of the service').fill('2026-11-30')
      await form.getByLabel('Mileage').fill(String(car.mileage - 20_000))
      await form.getByLabel('Work done').fill('Oil and filters')
      // "By whom" left out: the API's message shows beside it and nothing is stored.
      await form.getByRole('button', { name: 'Add the document' }).click()
      await expect(form.getByText(/By whom/).first()).toBeVisible()
      await expect(form.locator('.Mui-error').first()).toBeVisible()
      await form.getByLabel('By whom').fill('A roadside garage')
      await form.getByRole('button', { name: 'Add the document' }).click()
      await expect(page.getByText('Document added')).toBeVisible()
      await expect(history.getByRole('alert')).toContainText('Mileage inconsistent')
      await expect(history.getByRole('alert')).toContainText('lower than')

      // The public page no longer says the mileage is verified.
      await page.goto(`/cars/${car.id}`)
      const section = page.getByRole('region', { name: 'History and inspection' })
      await expect(section.getByRole('link', { name: /^Inspected / })).toBeVisible()
      await expect(section.getByText(/Mileage verified/)).toHaveCount(0)

      // Removed after a confirmation: the series holds again.
      await page.goto(`/admin/cars/${car.id}`)
      await part(page)
        .getByRole('row', { name: /^Service record/ })
        .getByRole('button', { name: 'Remove' })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Remove this document?' })
      await dialog.getByRole('button', { name: 'Remove' }).click()
      await expect(page.getByText('The document is removed')).toBeVisible()
      await expect(
        part(page)
          .getByText(/^Mileage verified across \d+ records$/)
          .first(),
      ).toBeVisible()
      await expect(part(page).getByRole('alert')).toHaveCount(0)

      const audit = queryDb<{ action: string }>(
        "SELECT action FROM audit_log WHERE resource = 'car-history' AND record_id = ? ORDER BY rowid",
        car.id,
      )
      expect(audit.slice(-2).map((a) => a.action)).toEqual(['create', 'delete'])
    } finally {
      await api(request, `DELETE cars/${car.id}`)
    }
  })

  test('an editor marks a point Advisory with a note: the report and the badge count it', async ({
    page,
    request,
  }) => {
    const car = await carWithHistory(request)
    try {
      await signInAs(page, editor.email, editor.password)
      await page.goto(`/admin/cars/${car.id}`)
      const history = part(page)
      const before = await history.getByText(/^By .*: 157 points, /).textContent()
      const advisories = Number(/(\d+) advisor(?:y|ies)/.exec(before ?? '')?.[1])
      await history.getByRole('button', { name: 'Edit the inspection' }).click()
      const form = page.getByRole('form', { name: 'Inspection' })
      await form.getByRole('button', { name: /^Road test/ }).click()
      const point = form.getByRole('group', { name: 'Cruise control holds its speed' })
      await point.getByLabel('Result').click()
      await page.getByRole('option', { name: 'Advisory', exact: true }).click()
      await point.getByLabel('Note').fill('Drops 3 km/h on the Thika Road climb')
      await form.getByRole('button', { name: 'Save the inspection' }).click()
      await expect(page.getByText('Inspection saved')).toBeVisible()
      await expect(
        history.getByText(new RegExp(`${advisories + 1} advisories`)).first(),
      ).toBeVisible()

      await page.goto(`/cars/${car.id}/history`)
      await expect(
        page.locator('.inspection-found').getByText('Drops 3 km/h on the Thika Road climb'),
      ).toBeVisible()
    } finally {
      await api(request, `DELETE cars/${car.id}`)
    }
  })

  test('sales read the history and are offered no change', async ({ page, request }) => {
    const car = await carWithHistory(request)
    try {
      await signInAs(page, sales.email, sales.password)
      await page.goto(`/admin/cars/${car.id}`)
      const history = part(page)
      await expect(history.getByRole('table', { name: 'Documents' })).toBeVisible()
      await expect(
        history.getByRole('table', { name: 'Mileage readings, oldest first' }),
      ).toBeVisible()
      await expect(history.getByRole('button')).toHaveCount(0)
    } finally {
      await api(request, `DELETE cars/${car.id}`)
    }
  })
})

test('the car page with its history has no axe violations', async ({ browser, request }) => {
  const car = await carWithHistory(request)
  try {
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, `/admin/cars/${car.id}`, async (p) => {
        await expect(part(p).getByRole('table', { name: 'Documents' })).toBeVisible()
      }),
    )
  } finally {
    await api(request, `DELETE cars/${car.id}`)
  }
})
