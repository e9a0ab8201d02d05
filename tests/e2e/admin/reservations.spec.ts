// Reservations in the console: admin and sales list them (filtered by status, buyer and
// receipt), open one with its timeline and act on it (extend the hold, mark the car
// sold, cancel with a reason, record the refund, which an admin confirms above the
// threshold); a paid one is a lead in the inbox,
// linked both ways; an editor has no Reservations at all.
// Reservations are made as a buyer makes them, through the API, and paid on the
// Daraja stand-in's phone page that the test server runs.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN_EMAIL, expectNoAxeViolations, queryDb } from '../support'
import {
  addStaffLogins,
  api,
  type ApiBrand,
  type ApiCar,
  choose,
  field,
  signIn,
  signInAs,
  signInThenOpen,
  signOutViaMenu,
  type StaffLogin,
  unique,
} from './helpers'

const DENIED = "Your role doesn't allow this page."

type Status = { status: string; reference: string; standInPhone: string | null }

async function newCar(request: APIRequestContext, availability = 'In Stock') {
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  const model = `E2E Reserve ${unique()}`
  const car = await api<ApiCar>(request, 'POST cars', {
    brand: brands[0]!.key,
    model,
    year: 2023,
    price: 8_500_000,
    mileage: 12_000,
    availability,
    fuel: 'Petrol',
    transmission: 'Automatic',
    engine: '3.0L',
    horsepower: 380,
  })
  return { ...car, model }
}

type Reserved = { id: string; reference: string; token: string; checkout: string }

/** A buyer reserves the car; the M-Pesa prompt waits on the stand-in's phone. */
async function reserve(
  request: APIRequestContext,
  carId: string,
  buyer: { name: string; email: string },
): Promise<Reserved> {
  const res = await request.post('/api/reservations', {
    data: { carId, phone: '0712 345 678', consent: true, ...buyer },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { token, reference } = (await res.json()) as { token: string; reference: string }
  const [row] = queryDb<{ id: string; checkout: string }>(
    'select id, checkout_request_id as checkout from reservations where token = ?',
    token,
  )
  return { id: row!.id, reference, token, checkout: row!.checkout }
}

/** A buyer reserves the car and approves the prompt on the stand-in's phone. */
async function reservePaid(
  request: APIRequestContext,
  carId: string,
  buyer: { name: string; email: string },
): Promise<Reserved> {
  const reserved = await reserve(request, carId, buyer)
  const { token, checkout } = reserved
  const status = (await (await request.get(`/api/reservation-status/${token}`)).json()) as Status
  expect(status.standInPhone, 'the test server runs the Daraja stand-in').toBeTruthy()
  const answered = await request.post(`${status.standInPhone}/${checkout}`, {
    form: { answer: 'approve' },
    maxRedirects: 0,
  })
  expect(answered.status()).toBe(303)
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/reservation-status/${token}`)).json()) as Status).status,
    )
    .toBe('paid')
  return reserved
}

const availability = (carId: string) =>
  queryDb<{ a: string }>('select availability as a from cars where id = ?', carId)[0]?.a

const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline' })

test.describe('reservations', () => {
  const sales: StaffLogin = { email: `e2e-rsv-sales-${unique()}@example.com`, password: '' }
  const editor: StaffLogin = { email: `e2e-rsv-editor-${unique()}@example.com`, password: '' }

  test.beforeAll(async ({ browser }) => {
    await addStaffLogins(browser, [
      { login: sales, role: 'Sales' },
      { login: editor, role: 'Editor' },
    ])
  })

  test('an admin finds a paid reservation, extends its hold and marks the car sold', async ({
    page,
    request,
  }) => {
    const car = await newCar(request)
    const buyer = { name: `Wambui ${unique()}`, email: 'wambui@example.co.ke' }
    const paid = await reservePaid(request, car.id, buyer)
    const [{ receipt, heldUntil } = { receipt: '', heldUntil: '' }] = queryDb<{
      receipt: string
      heldUntil: string
    }>('select receipt, held_until as heldUntil from reservations where id = ?', paid.id)

    await signIn(page)
    await page.getByRole('menuitem', { name: 'Reservations' }).click()
    await expect(page).toHaveURL(/\/admin\/reservations/)
    await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible()
    // By the M-Pesa receipt, then by the buyer's name.
    await field(page, 'M-Pesa receipt').fill(receipt)
    await expect(page.getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('cell', { name: buyer.name })).toBeVisible()
    await field(page, 'M-Pesa receipt').fill('')
    await page.getByPlaceholder('Name, phone, email or reference').fill(buyer.name)
    await expect(page.getByRole('row')).toHaveCount(2)
    await page.getByRole('cell', { name: buyer.name }).click()

    await expect(page.getByRole('heading', { name: `Reservation ${paid.reference}` })).toBeVisible()
    await expect(page.getByText(receipt, { exact: true })).toBeVisible()
    await expect(timeline(page).getByRole('listitem')).toHaveCount(3)
    await expect(timeline(page)).toContainText('M-Pesa receipt')

    // Extend by three days.
    await field(page, 'By days').fill('3')
    await page.getByRole('button', { name: 'Extend hold' }).click()
    await expect(page.getByText('Hold extended', { exact: true })).toBeVisible()
    await expect(timeline(page).getByRole('listitem')).toHaveCount(4)
    const [after] = queryDb<{ heldUntil: string }>(
      'select held_until as heldUntil from reservations where id = ?',
      paid.id,
    )
    expect(Date.parse(after!.heldUntil) - Date.parse(heldUntil)).toBe(3 * 86_400_000)

    // Mark sold, after the confirmation.
    await page.getByRole('button', { name: 'Mark the car sold' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Mark sold' }).click()
    await expect(page.getByText('The car is marked sold', { exact: true })).toBeVisible()
    await expect(page.getByText('Converted to sale').first()).toBeVisible()
    await expect(timeline(page).getByRole('listitem').last()).toContainText('sold')
    await expect(timeline(page).getByRole('listitem').last()).toContainText(ADMIN_EMAIL)
    expect(availability(car.id)).toBe('Sold')
    const audit = queryDb<{ n: number }>(
      "select count(*) as n from audit_log where resource = 'reservations' and record_id = ?",
      paid.id,
    )
    expect(audit[0]!.n).toBe(2)
    // Other tests count the cars on sale against the table: a car with a reservation is
    // never deleted, so this one goes back on sale.
    await api(request, `PUT cars/${car.id}`, { ...car, availability: 'In Stock' })
    expect(availability(car.id)).toBe('In Stock')
  })

  test('sales cancel a paid reservation and record the refund; an admin confirms a large one', async ({
    page,
    request,
  }) => {
    const car = await newCar(request, 'Pre-Order')
    const buyer = { name: `Kiprono ${unique()}`, email: 'kiprono@example.co.ke' }
    const paid = await reservePaid(request, car.id, buyer)
    expect(availability(car.id)).toBe('Reserved')

    await signInAs(page, sales.email, sales.password)
    await page.getByRole('menuitem', { name: 'Reservations' }).click()
    // Beside the list: the attempts to reserve that were refused, by reason.
    await expect(page.getByRole('region', { name: 'Refused attempts' })).toBeVisible()
    await page.getByPlaceholder('Name, phone, email or reference').fill(paid.reference)
    await expect(page.getByRole('row')).toHaveCount(2)
    await page.getByRole('cell', { name: buyer.name }).click()
    await expect(page.getByRole('heading', { name: `Reservation ${paid.reference}` })).toBeVisible()

    // No reason: the API's message by the field.
    await page.getByRole('button', { name: 'Cancel reservation' }).click()
    await expect(page.getByText('Cancel reason is required')).toBeVisible()
    await field(page, 'Reason').fill('The buyer chose another car')
    // Money is held: the console asks first, saying what follows; "Keep it" changes nothing.
    await page.getByRole('button', { name: 'Cancel reservation' }).click()
    const ask = page.getByRole('dialog', { name: 'Cancel this paid reservation?' })
    await expect(ask).toContainText('goes back on sale')
    await expect(ask).toContainText('becomes refund due to +254712345678')
    await expect(ask).toContainText(`${buyer.name} is told by mail, with your reason.`)
    await ask.getByRole('button', { name: 'Keep it' }).click()
    await expect(ask).toHaveCount(0)
    expect(availability(car.id)).toBe('Reserved')
    await page.getByRole('button', { name: 'Cancel reservation' }).click()
    await ask.getByRole('button', { name: 'Cancel reservation' }).click()
    await expect(page.getByText('Reservation cancelled', { exact: true })).toBeVisible()
    await expect(page.getByText('Refund due').first()).toBeVisible()
    expect(availability(car.id)).toBe('Pre-Order')

    await field(page, 'M-Pesa refund reference').fill('SKR4T9X2QP')
    await page.getByRole('button', { name: 'Record refund' }).click()
    await expect(page.getByText('Refund recorded', { exact: true })).toBeVisible()
    await expect(timeline(page).getByRole('listitem').last()).toContainText(
      'M-Pesa reference SKR4T9X2QP',
    )
    await expect(timeline(page).getByRole('listitem').last()).toContainText(sales.email)
    // The deposit (2% of KES 8,500,000) is over the KES 100,000 threshold: an admin
    // confirms it, and sales cannot.
    await expect(page.getByRole('heading', { name: 'Confirm the refund' })).toBeVisible()
    await expect(page.getByText('You recorded it, so another admin confirms it.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirm refund' })).toHaveCount(0)
    await expect(page.getByText('Refund due').first()).toBeVisible()
    const show = page.url()

    await signOutViaMenu(page)
    await expect(page).toHaveURL(/\/admin\/login/)
    await signIn(page)
    await page.goto(show)
    await expect(page.getByRole('heading', { name: `Reservation ${paid.reference}` })).toBeVisible()
    await page.getByRole('button', { name: 'Confirm refund' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm refund' }).click()
    await expect(page.getByText('Refund confirmed', { exact: true })).toBeVisible()
    await expect(page.getByText('Refunded').first()).toBeVisible()
    await expect(timeline(page).getByRole('listitem').last()).toContainText(
      `M-Pesa reference SKR4T9X2QP, recorded by ${sales.email}, confirmed by ${ADMIN_EMAIL}`,
    )
    await expect(page.getByText(`Refund confirmed by`)).toBeVisible()

    // The list's status filter finds it among the refunded.
    await page.goto(
      `/admin/reservations?filter=${encodeURIComponent(JSON.stringify({ status: 'refunded', q: paid.reference }))}`,
    )
    await expect(page.getByRole('row')).toHaveCount(2)
  })

  test('a paid reservation is a Reservation lead in the inbox, linked both ways', async ({
    page,
    request,
  }) => {
    const tag = unique()
    const car = await newCar(request)
    const buyer = { name: `Inbox buyer ${tag}`, email: 'inbox-buyer@example.co.ke' }
    const paid = await reservePaid(request, car.id, buyer)
    // Still on the phone: no one to call yet, so not in the inbox.
    const other = await newCar(request)
    await reserve(request, other.id, { name: `Inbox waiting ${tag}`, email: 'w@example.co.ke' })
    const [{ receipt } = { receipt: '' }] = queryDb<{ receipt: string }>(
      'select receipt from reservations where id = ?',
      paid.id,
    )

    await signInAs(page, sales.email, sales.password)
    await page.getByRole('menuitem', { name: 'Leads' }).click()
    await expect(page).toHaveURL(/\/admin\/leads/)
    await page.getByPlaceholder('Name, email, phone or reference').fill(tag)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await choose(page, 'Kind', 'Reservation')
    await expect(rows).toHaveCount(1)
    const row = rows.nth(0)
    await expect(row).toContainText('Reservation')
    await expect(row.getByRole('cell').nth(1)).toContainText('Paid')
    await expect(row).toContainText(buyer.name)
    await expect(row).toContainText('+254 712 345 678')
    await expect(row).toContainText(buyer.email)
    await expect(row).toContainText(car.model)
    // A paid deposit makes the buyer a qualified lead.
    await expect(row).toContainText('Qualified')

    // The lead's page: the buyer, the car, the deposit summed up, worked like any lead.
    await row.getByText(buyer.name).click()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${paid.id}$`))
    await expect(
      page.getByRole('heading', { name: `Reservation ${paid.reference}: ${buyer.name}` }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    )
    await expect(page.getByRole('link', { name: new RegExp(car.model) })).toHaveAttribute(
      'href',
      new RegExp(`/cars/${car.id}$`),
    )
    const payment = page.getByTestId('reservation-payment')
    await expect(payment).toContainText('Paid')
    await expect(payment).toContainText(receipt)
    await expect(payment).toContainText(/Ksh\s?[\d,]+/)
    await choose(page, 'Status', 'Contacted')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Lead updated', { exact: true })).toBeVisible()
    // The payment's entry (New to Qualified), then this change.
    await expect(page.getByTestId('lead-event')).toHaveCount(2)

    // To the reservation's page, where the money is, and back.
    const open = payment.getByRole('link', { name: 'Open the reservation' })
    await expect(open).toHaveAttribute('href', `/admin/reservations/${paid.id}/show`)
    await open.click()
    await expect(page.getByRole('heading', { name: `Reservation ${paid.reference}` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark the car sold' })).toBeVisible()
    const lead = page.getByTestId('reservation-lead')
    await expect(lead).toContainText('Contacted')
    await lead.getByRole('link', { name: 'Open the lead' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${paid.id}$`))
    await expect(page.getByTestId('reservation-payment')).toBeVisible()

    // Other tests count the cars on sale: the hold ends (cancelled), the car is on sale again.
    await api(request, `PUT reservations/${paid.id}`, { action: 'cancel', reason: 'Test over' })
    expect(availability(car.id)).toBe('In Stock')
  })

  test('an editor has no Reservations: not in the menu, denied by URL', async ({
    page,
    request,
  }) => {
    const car = await newCar(request)
    const waiting = await reserve(request, car.id, {
      name: `Njeri ${unique()}`,
      email: 'njeri@example.co.ke',
    })
    await signInAs(page, editor.email, editor.password)
    await expect(page.getByRole('menuitem', { name: 'Cars', exact: true })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Reservations' })).toHaveCount(0)
    await page.goto('/admin/reservations')
    await expect(page.getByText(DENIED)).toBeVisible()
    await page.goto(`/admin/reservations/${waiting.id}/show`)
    await expect(page.getByText(DENIED)).toBeVisible()
  })

  test('the reservations list and page, and the lead page, have no axe violations', async ({
    browser,
    request,
  }) => {
    const car = await newCar(request)
    const paid = await reservePaid(request, car.id, {
      name: `Axe ${unique()}`,
      email: 'axe@example.co.ke',
    })
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, '/admin/reservations', async (p) => {
        await expect(p.getByRole('row').nth(1)).toBeVisible()
      }),
    )
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, `/admin/reservations/${paid.id}/show`, async (p) => {
        await expect(timeline(p).getByRole('listitem')).toHaveCount(3)
        await expect(p.getByTestId('reservation-lead')).toBeVisible()
      }),
    )
    // The buyer as a lead, with the deposit summed up.
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, `/admin/leads/${paid.id}`, async (p) => {
        await expect(p.getByTestId('reservation-payment')).toBeVisible()
      }),
    )
  })
})
