// Who may use the console, and what each role sees. The editor and sales accounts are
// added once per run through the Staff screen, as an admin would.
import { expect, test, type Page } from '@playwright/test'
import { NOT_STAFF_MESSAGE, type AuditEntry } from '../../../api/src/contract/staff'
import { emulatorIdToken, ensureEmulatorUser } from '../../../server/demo/auth-emulator.mjs'
import {
  addStaffLogins,
  api,
  type ApiBrand,
  type ApiCar,
  choose,
  signInAs,
  type StaffLogin,
  unique,
} from './helpers'

const LEAD_API = /^\/api\/(contact-messages|import-requests|sell-requests)(\/|$)/
const DENIED = "Your role doesn't allow this page."

/** Every lead request the page makes, by path. */
function watchLeadRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (LEAD_API.test(path)) seen.push(path)
  })
  return seen
}

test('an account that is not on the staff list sees the refusal on the login page', async ({
  page,
}) => {
  const email = `outsider-${unique()}@example.com`
  const password = 'outsider-password'
  await ensureEmulatorUser({ email, password })

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText(NOT_STAFF_MESSAGE)
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()

  // Signed out of Firebase too: the console sends the account back, the reason still shown.
  await page.goto('/admin/cars')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('alert')).toHaveText(NOT_STAFF_MESSAGE)
})

test.describe('roles', () => {
  const editor: StaffLogin = { email: `e2e-editor-${unique()}@example.com`, password: '' }
  const sales: StaffLogin = { email: `e2e-sales-${unique()}@example.com`, password: '' }

  test.beforeAll(async ({ browser }) => {
    await addStaffLogins(browser, [
      { login: editor, role: 'Editor' },
      { login: sales, role: 'Sales' },
    ])
  })

  test('an editor sees no leads: not in the menu, not on the dashboard, not by URL', async ({
    page,
    request,
  }) => {
    const leadRequests = watchLeadRequests(page)
    await signInAs(page, editor.email, editor.password)

    // What an editor may use shows up...
    await expect(page.getByRole('menuitem', { name: 'Cars', exact: true })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Featured Cars' })).toBeVisible()
    await expect(page.getByTestId('count-cars')).toHaveText(/^\d+$/)
    await expect(page.getByTestId('count-featured-cars')).toHaveText(/^\d+$/)
    await expect(page.getByRole('link', { name: 'Add Car' })).toBeVisible()
    // ...and the leads, staff and audit log do not.
    for (const name of [
      'Contact Messages',
      'Import Requests',
      'Sell Requests',
      'Staff',
      'Audit log',
      'Reservation settings',
    ]) {
      await expect(page.getByRole('menuitem', { name })).toHaveCount(0)
      await expect(page.getByRole('link', { name })).toHaveCount(0)
    }
    await expect(page.getByRole('heading', { name: 'Newest leads' })).toHaveCount(0)

    // A direct visit shows no lead data and asks for none.
    await page.goto('/admin/contact-messages')
    await expect(page.getByText(DENIED)).toBeVisible()
    await expect(page.getByTestId('lead-card')).toHaveCount(0)
    await page.goto('/admin/sell-requests')
    await expect(page.getByText(DENIED)).toBeVisible()
    await page.goto('/admin/staff')
    await expect(page.getByText(DENIED)).toBeVisible()
    await page.goto('/admin/reservation-settings')
    await expect(page.getByText(DENIED)).toBeVisible()
    expect(leadRequests).toEqual([])

    // The API agrees with the console.
    const token = await emulatorIdToken({ email: editor.email, password: editor.password })
    const res = await request.get('/api/contact-messages', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(res.status()).toBe(403)
  })

  test("sales work the leads and may change a car's availability but not its price", async ({
    page,
    request,
  }) => {
    const brands = await api<ApiBrand[]>(request, 'GET brands')
    const brand = brands[0]
    expect(brand, 'the demo seed has brands').toBeDefined()
    if (!brand) return
    const model = `E2E Sales ${unique()}`
    type Car = ApiCar & { availability: string } & Record<string, unknown>
    const car = await api<Car>(request, 'POST cars', {
      brand: brand.key,
      model,
      year: 2022,
      price: 9_900_000,
      mileage: 15_000,
      availability: 'In Stock',
      fuel: 'Petrol',
      transmission: 'Automatic',
      engine: '2.0L',
      horsepower: 250,
    })

    try {
      await signInAs(page, sales.email, sales.password)
      await expect(page.getByRole('menuitem', { name: 'Contact Messages' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Newest leads' })).toBeVisible()
      await expect(page.getByTestId('count-cars')).toHaveText(/^\d+$/)
      await expect(page.getByRole('menuitem', { name: 'Featured Cars' })).toHaveCount(0)
      await expect(page.getByRole('menuitem', { name: 'Limited Offers' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Add Car' })).toHaveCount(0)
      await page.goto('/admin/featured-cars')
      await expect(page.getByText(DENIED)).toBeVisible()

      // The car list: a click on the row opens the car; no add or delete.
      await page.goto('/admin/cars')
      await page.getByPlaceholder('Search cars').fill(model)
      const row = page.getByRole('row', { name: new RegExp(model) })
      await expect(row.getByLabel(/^Edit /)).toBeVisible()
      await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Add Car' })).toHaveCount(0)
      await row.getByRole('cell', { name: model, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/cars/${car.id}$`))

      // A compact page: which car it is, and its availability the one thing to change.
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { name: `2022 ${brand.name} ${model}` })).toBeVisible()
      await expect(main).toContainText('9,900,000')
      await expect(page.getByText(/may change only this car's availability/)).toBeVisible()
      await expect(main.getByRole('textbox')).toHaveCount(0)
      await expect(main.getByRole('spinbutton')).toHaveCount(0)
      await expect(main.getByRole('combobox')).toHaveCount(1)
      await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0)
      await choose(page, 'Availability', 'Pre-Order')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page).toHaveURL(/\/admin\/cars(\?.*)?$/)
      await expect(page.getByText(`Saved: 2022 ${brand.name} ${model} (Pre-Order)`)).toBeVisible()

      await expect
        .poll(async () => (await api<Car>(request, `GET cars/${car.id}`)).availability)
        .toBe('Pre-Order')
      const after = await api<Car>(request, `GET cars/${car.id}`)
      expect(after).toMatchObject({ model, price: 9_900_000, mileage: 15_000 })

      // The audit log has the change, by the sales user, and nothing else changed.
      const filter = encodeURIComponent(JSON.stringify({ resource: 'cars', recordId: car.id }))
      const [entry] = await api<AuditEntry[]>(request, `GET audit-log?filter=${filter}`)
      expect(entry).toMatchObject({
        actorEmail: sales.email,
        actorRole: 'sales',
        action: 'update',
        changes: { availability: { before: 'In Stock', after: 'Pre-Order' } },
      })
      expect(Object.keys(entry?.changes ?? {})).toEqual(['availability'])

      // A price change sent by hand is refused by the API.
      const token = await emulatorIdToken({ email: sales.email, password: sales.password })
      const res = await request.put(`/api/cars/${car.id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { ...after, price: 1 },
      })
      expect(res.status()).toBe(403)

      // On a phone, the list is a list of cars and the car's page fits the screen.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/admin/cars')
      await page.getByPlaceholder('Search cars').fill(model)
      await page.getByRole('link', { name: new RegExp(model) }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/cars/${car.id}$`))
      await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    } finally {
      await api(request, `DELETE cars/${car.id}`)
    }
  })
})
