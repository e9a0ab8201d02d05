// A car page's two forms, with JavaScript on and off (both projects run this file):
// an enquiry and a test-drive booking reach the database and confirm with a reference.
import { expect, test, type Page } from './fixtures'
import { queryDb } from '../support'

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

function someCar(): { id: string } {
  const [car] = queryDb<{ id: string }>('SELECT id FROM cars ORDER BY created_at DESC LIMIT 1')
  if (!car) throw new Error('the e2e database has no cars')
  return car
}

/** A Nairobi date `days` ahead that is (or is not) a Sunday, as YYYY-MM-DD. */
function dayAhead(sunday: boolean): string {
  for (let d = 2; ; d++) {
    const day = new Date(Date.now() + 3 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10)
    if ((new Date(`${day}T12:00:00Z`).getUTCDay() === 0) === sunday) return day
  }
}

const enquiryForm = (page: Page) => page.getByRole('form', { name: 'Enquire about this car' })
const testDriveForm = (page: Page) => page.getByRole('form', { name: 'Book a test drive' })

test('an enquiry about the car is stored and confirmed with its reference', async ({ page }) => {
  const car = someCar()
  const name = unique('Enquirer')
  await page.goto(`/cars/${car.id}`)
  const form = enquiryForm(page)
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue(/^I'm interested in the /)
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Phone', { exact: true }).fill('+254 712 345 678')
  await form.getByLabel('Preferred contact').selectOption('WhatsApp')
  await form.getByLabel('Message', { exact: true }).fill('Is it still available?')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()

  const status = page.getByRole('status').filter({ hasText: 'Thank you for your enquiry' })
  await expect(status).toContainText(/Your reference is ENQ-[A-Z0-9]{6}\./)
  const reference = /ENQ-[A-Z0-9]{6}/.exec((await status.textContent()) ?? '')?.[0]
  const rows = queryDb(
    'SELECT reference, car_id AS carId, email, preferred_contact AS contact FROM car_enquiries WHERE name = ?',
    name,
  )
  expect(rows).toEqual([{ reference, carId: car.id, email: null, contact: 'WhatsApp' }])
  // The form is ready for another enquiry.
  await expect(enquiryForm(page).getByLabel('Name', { exact: true })).toHaveValue('')
})

test('a test drive keeps the input on an error, then books and confirms', async ({ page }) => {
  const car = someCar()
  const name = unique('Driver')
  const day = dayAhead(false)
  await page.goto(`/cars/${car.id}`)
  let form = testDriveForm(page)
  await form.getByLabel('Preferred date').fill(day)
  await form.getByLabel('Preferred time').selectOption('10:30')
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Phone', { exact: true }).fill('not a phone')
  await form.getByRole('button', { name: 'Book Test Drive' }).click()

  form = testDriveForm(page)
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
  await expect(page.locator('#test-drive-phone-error')).toHaveText('Enter a valid phone number')
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name)
  await expect(form.getByLabel('Preferred date')).toHaveValue(day)
  // The other form shows none of it.
  await expect(page.locator('#enquiry-phone-error')).toHaveCount(0)
  expect(queryDb('SELECT id FROM test_drives WHERE name = ?', name)).toEqual([])

  await form.getByLabel('Phone', { exact: true }).fill('0712 345 678')
  await form.getByRole('button', { name: 'Book Test Drive' }).click()
  const status = page.getByRole('status').filter({ hasText: 'your test drive is booked' })
  await expect(status).toContainText(/Your reference is TD-[A-Z0-9]{6}\./)
  expect(
    queryDb(
      'SELECT preferred_date AS date, preferred_time AS time, by_appointment AS sunday FROM test_drives WHERE name = ?',
      name,
    ),
  ).toEqual([{ date: day, time: '10:30', sunday: 0 }])
})

test('a past date is named together with the other mistakes, in one answer', async ({ page }) => {
  const car = someCar()
  const name = unique('Late Driver')
  const yesterday = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 10)
  await page.goto(`/cars/${car.id}`)
  let form = testDriveForm(page)
  await form.getByLabel('Preferred date').fill(yesterday)
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Phone', { exact: true }).fill('not a phone')
  await form.getByRole('button', { name: 'Book Test Drive' }).click()

  form = testDriveForm(page)
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
  await expect(page.locator('#test-drive-preferredDate-error')).toHaveText(
    'Preferred date must be today or later',
  )
  await expect(page.locator('#test-drive-preferredTime-error')).toHaveText(
    'Choose a time between 9am and 5:30pm',
  )
  await expect(page.locator('#test-drive-phone-error')).toHaveText('Enter a valid phone number')
  await expect(form.getByLabel('Preferred date')).toHaveValue(yesterday)
  expect(queryDb('SELECT id FROM test_drives WHERE name = ?', name)).toEqual([])
})

test('a Sunday test drive is taken as a request by appointment', async ({ page }) => {
  const car = someCar()
  const name = unique('Sunday Driver')
  await page.goto(`/cars/${car.id}`)
  const form = testDriveForm(page)
  await form.getByLabel('Preferred date').fill(dayAhead(true))
  await form.getByLabel('Preferred time').selectOption('11:00')
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Phone', { exact: true }).fill('+254 733 000 111')
  await form.getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(page.getByRole('status')).toContainText(
    'Sundays are by appointment, so we will call you to confirm the time.',
  )
  expect(queryDb('SELECT by_appointment AS sunday FROM test_drives WHERE name = ?', name)).toEqual([
    { sunday: 1 },
  ])
})

test('a confirmation is never kept for another visitor', async ({ request }) => {
  const car = someCar()
  const confirmed = await request.get(`/cars/${car.id}?sent=enquiry&ref=ENQ-ABC234`)
  expect(confirmed.headers()['cache-control']).toBe('no-store')
  const plain = await request.get(`/cars/${car.id}`)
  expect(plain.headers()['cache-control']).toMatch(/public/)
  expect(await plain.text()).not.toContain('ENQ-ABC234')
})
