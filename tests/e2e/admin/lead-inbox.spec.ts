// The one lead inbox in the console: every kind in one table, a lead's page with its car,
// quick actions, status, assignee, follow-up and notes, "My leads", a bulk status change
// and the CSV export of what the filters show.
import { expect, test, type Browser, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { parse } from 'csv-parse/sync'
import { readFile } from 'node:fs/promises'
import { E2E_BASE_URL, E2E_DB_PATH } from '../support'
import {
  addStaffViaScreen,
  type ApiBrand,
  choose,
  field,
  signIn,
  signInAs,
  unique,
} from './helpers'

/** A salesperson added by an admin on the staff screen, in a context of its own. */
async function newSalesperson(browser: Browser, email: string) {
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL })
  try {
    const adminPage = await admin.newPage()
    await adminPage.setViewportSize({ width: 1440, height: 900 })
    await signIn(adminPage)
    return { email, password: await addStaffViaScreen(adminPage, { email, role: 'Sales' }) }
  } finally {
    await admin.close()
  }
}

/** Clicks Export and reads the file it downloads: one record a row, by column title. */
async function exportedRows(page: Page): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ])
  return parse(await readFile((await download.path())!, 'utf8'), {
    bom: true,
    columns: true,
  }) as Record<string, string>[]
}

test('lead inbox: work a lead from its page, then bulk-change and export', async ({
  page,
  request,
}) => {
  const tag = unique()
  const cars = (await (await request.get('/api/cars?perPage=1')).json()) as {
    id: string
    model: string
    brand: string
    year: number
  }[]
  const car = cars[0]!
  const brands = (await (await request.get('/api/brands')).json()) as ApiBrand[]
  const carName = `${car.year} ${brands.find((b) => b.key === car.brand)?.name} ${car.model}`
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/${path}`, { data })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()) as { id: string; reference?: string }
  }
  await post('contact-messages', {
    name: `Inbox contact ${tag}`,
    email: 'inbox@example.co.ke',
    subject: 'Sales Inquiry',
    message: 'Do you take trade-ins?',
  })
  const enquiry = await post('enquiries', {
    carId: car.id,
    name: `Inbox enquiry ${tag}`,
    phone: '0712 345 678',
    message: 'Is the price negotiable?',
    preferredContact: 'WhatsApp',
  })

  await signIn(page)
  await page.getByRole('menuitem', { name: 'Leads' }).click()
  await expect(page).toHaveURL(/\/admin\/leads/)
  await page.getByPlaceholder('Name, email, phone or reference').fill(tag)
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('Car enquiry')
  // The car by name, not the lead's reference.
  await expect(rows.nth(0).getByRole('cell').nth(4)).toHaveText(carName)
  await expect(rows.nth(0)).not.toContainText(enquiry.reference!)
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText('-')
  await expect(rows.nth(1)).toContainText('Contact message')
  await expect(rows.nth(1)).toContainText('New')

  // The lead's page: fields, car, quick actions.
  await rows.nth(0).getByText(`Inbox enquiry ${tag}`).click()
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${enquiry.id}$`))
  await expect(page.getByRole('heading', { name: new RegExp(enquiry.reference!) })).toBeVisible()
  await expect(page.getByText('Is the price negotiable?')).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(car.model) })).toHaveAttribute(
    'href',
    new RegExp(`/cars/${car.id}$`),
  )
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:0712345678')
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/254712345678',
  )
  await expect(page.getByText('No notes or changes yet.')).toBeVisible()

  // Status, assignee and follow-up, saved in place and on the timeline.
  await choose(page, 'Status', 'Contacted')
  await choose(page, 'Assignee', /^(Demo admin|admin@example\.com)$/)
  await field(page, 'Next follow-up').fill('2030-01-15')
  await page.getByRole('button', { name: 'Save' }).click()
  // The save says what was saved (not react-admin's "Element updated").
  await expect(page.getByText('Lead updated', { exact: true })).toBeVisible()
  const events = page.getByTestId('lead-event')
  await expect(events).toHaveCount(3)
  await expect(events.nth(0)).toContainText('Status: New → Contacted')
  await expect(events.nth(1)).toContainText('Assigned to')
  await expect(events.nth(2)).toContainText('Next follow-up: 15 Jan 2030')

  // A note, and an empty one refused with the API's message.
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Note is required')).toBeVisible()
  await page.getByLabel('Add a note').fill('Sent the price list on WhatsApp.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(events).toHaveCount(4)
  await expect(events.nth(3)).toContainText('Sent the price list on WhatsApp.')
  await expect(page.getByLabel('Add a note')).toHaveValue('')

  // "My leads": only the one now assigned to the signed-in admin.
  await page.goto(`/admin/leads?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`)
  await expect(rows).toHaveCount(2)
  await page.getByRole('button', { name: 'My leads' }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows.nth(0)).toContainText('Contacted')
  await page.getByRole('button', { name: 'All leads' }).click()
  await expect(rows).toHaveCount(2)

  // Bulk: both marked Qualified.
  await page.getByRole('checkbox', { name: 'Select all' }).check()
  await page.getByRole('button', { name: 'Set status' }).click()
  await page.getByRole('menuitem', { name: 'Qualified' }).click()
  await expect(page.getByText('2 lead(s) marked Qualified')).toBeVisible()
  await expect(rows.filter({ hasText: 'Qualified' })).toHaveCount(2)

  // The export holds what the filter shows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ])
  const csv = await readFile((await download.path())!, 'utf8')
  const lines = csv.trim().split('\n')
  expect(lines).toHaveLength(3)
  expect(lines[0]).toContain('Kind')
  expect(csv).toContain(`Inbox contact ${tag}`)
  expect(csv).toContain(`Inbox enquiry ${tag}`)
  expect(lines.slice(1).every((l) => l.includes('Qualified'))).toBe(true)
  // Names, not ids: the car's title, the assignee's name, and what the visitor wrote.
  expect(csv).toContain(car.model)
  expect(csv).toContain('Is the price negotiable?')
  expect(csv).not.toContain(car.id)
})

test('lead inbox: a sell or import request names its car, and the export writes phones as phones', async ({
  page,
  request,
}) => {
  const tag = unique()
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/${path}`, { data })
    expect(res.status(), await res.text()).toBe(201)
  }
  await post('sell-requests', {
    name: `Seller ${tag}`,
    email: `seller-${tag}@example.co.ke`,
    phone: '+254712345678',
    carMake: 'Toyota',
    carModel: 'Land Cruiser Prado',
    carYear: 2019,
    mileage: 84000,
    condition: 'Good',
  })
  await post('import-requests', {
    name: `Importer ${tag}`,
    email: `importer-${tag}@example.co.ke`,
    phone: '+44 20 7946 0958',
    carMake: 'Lexus',
    carModel: 'LX 600',
    carYear: 2022,
    budget: '20-25M',
  })

  await signIn(page)
  await page.goto(`/admin/leads?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`)
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: `Seller ${tag}` })).toContainText(
    'Their car: 2019 Toyota Land Cruiser Prado',
  )
  await expect(rows.filter({ hasText: `Importer ${tag}` })).toContainText(
    'To import: 2022 Lexus LX 600',
  )

  const records = await exportedRows(page)
  const byName = new Map(records.map((r) => [r['Name'], r]))
  expect(byName.get(`Seller ${tag}`)).toMatchObject({
    Phone: '0712 345 678',
    Car: 'Their car: 2019 Toyota Land Cruiser Prado',
  })
  expect(byName.get(`Importer ${tag}`)).toMatchObject({
    Phone: ' +44 20 7946 0958',
    Car: 'To import: 2022 Lexus LX 600',
  })
})

test('outbox: without a mail server, a new lead and its messages wait for admins to see', async ({
  page,
  request,
}) => {
  const tag = unique()
  const email = `outbox-${tag}@example.co.ke`
  const res = await request.post('/api/import-requests', {
    data: {
      name: `Outbox ${tag}`,
      email,
      phone: '+254 700 000 009',
      carMake: 'Lexus',
      carModel: 'LX 600',
      budget: '25M+',
    },
  })
  // The lead is stored and acknowledged with no mail server anywhere.
  expect(res.status()).toBe(201)

  await signIn(page)
  await page.getByRole('menuitem', { name: 'Outbox' }).click()
  const rows = page.locator('tbody tr').filter({ hasText: `from Outbox ${tag}` })
  const confirmation = page.locator('tbody tr').filter({ hasText: email })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(`New import request from Outbox ${tag}`)
  await expect(rows).toContainText('Waiting (0 attempts)')
  await expect(confirmation).toContainText('Customer confirmation')
  await rows.getByText(`New import request from Outbox ${tag}`).click()
  await expect(page.getByText('Budget: 25M+')).toBeVisible()
  await expect(page.getByText(/Open it in the console: .*\/admin\/leads\//)).toBeVisible()
})

test('dashboard: the lead figures, with the oldest lead waiting one click away', async ({
  page,
}) => {
  await signIn(page)
  const figures = page.getByTestId('lead-figures')
  for (const label of [
    'New today',
    'New this week',
    'Waiting for a first contact',
    'Median time to first contact',
  ]) {
    await expect(figures.getByRole('heading', { name: label })).toBeVisible()
  }
  // The demo data has enquiries on its cars, and untouched leads.
  await expect(page.getByTestId('top-cars').getByRole('listitem').first()).toContainText(
    /enquir(y|ies)/,
  )
  await figures.getByText('Oldest:').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f]+$/)
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible()
})

test("dashboard: sales see their day first, today's test drives and follow-ups a click away", async ({
  browser,
  page,
  request,
}) => {
  const tag = unique()
  const sales = await newSalesperson(browser, `e2e-day-sales-${tag}@example.com`)
  const [car] = (await (await request.get('/api/cars?perPage=1')).json()) as { id: string }[]
  const drive = await request.post('/api/test-drives', {
    data: {
      carId: car!.id,
      name: `Day drive ${tag}`,
      phone: '0712 345 678',
      preferredDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      preferredTime: '10:00',
    },
  })
  expect(drive.status(), await drive.text()).toBe(201)
  const { id } = (await drive.json()) as { id: string }
  // Booked for today (the form takes days ahead only), and due for a follow-up.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date())
  const db = new Database(E2E_DB_PATH)
  try {
    db.prepare(
      'UPDATE test_drives SET preferred_date = ?, preferred_time = ?, next_follow_up = ? WHERE id = ?',
    ).run(today, '09:30', today, id)
  } finally {
    db.close()
  }

  await signInAs(page, sales.email, sales.password)
  const main = page.getByRole('main')
  // The first section is the day, before the catalogue's counts.
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Today')
  const day = page.getByTestId('todays-work')
  for (const label of ['New today', 'Follow-ups due', 'Test drives today', 'Deposits to act on'])
    await expect(day.getByRole('heading', { name: label })).toBeVisible()
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings.indexOf('Today')).toBeLessThan(headings.indexOf('Overview'))
  await expect(page.getByTestId('test-drives-today')).toContainText(`09:30 Day drive ${tag}`)
  await day.getByRole('link', { name: "Today's and overdue" }).click()
  await expect(page).toHaveURL(/\/admin\/leads\?/)
  await expect(page.locator('tbody tr').filter({ hasText: `Day drive ${tag}` })).toHaveCount(1)
  await page.goto('/admin')
  await page
    .getByTestId('test-drives-today')
    .getByRole('link', { name: `09:30 Day drive ${tag}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`))
  // The deposits' link opens the console's reservations, filtered to the held ones.
  await page.goto('/admin')
  await page.getByTestId('todays-work').getByRole('link', { name: 'Cars held for buyers' }).click()
  await expect(page).toHaveURL(/\/admin\/reservations\?filter=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservations')
})

test("import orders: staff move the stage on the lead's page, with the tracking link", async ({
  page,
  request,
}) => {
  const tag = unique()
  const res = await request.post('/api/import-requests', {
    data: {
      name: `Stage ${tag}`,
      email: `stage-${tag}@example.co.ke`,
      phone: '+254 700 000 010',
      carMake: 'Toyota',
      carModel: 'Land Cruiser 300 GR Sport',
      budget: '20-25M',
    },
  })
  const order = (await res.json()) as { id: string; trackingToken: string }
  await signIn(page)
  await page.goto(`/admin/leads/${order.id}`)
  await expect(page.getByRole('link', { name: /\/import\/track\// })).toHaveAttribute(
    'href',
    `/import/track/${order.trackingToken}`,
  )
  await choose(page, 'Import stage', 'Sourcing')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('lead-event').last()).toContainText('Stage: Received → Sourcing')

  // Cancelling asks for the reason the customer will read.
  await choose(page, 'Import stage', 'Cancelled')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Give the customer a reason for cancelling')).toBeVisible()
  await field(page, 'Reason for cancelling (shown to the customer)').fill('Out of budget.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('lead-event').last()).toContainText(
    'Stage: Sourcing → Cancelled (Out of budget.)',
  )
  const tracking = await request.get(`/api/import-tracking/${order.trackingToken}`)
  expect(await tracking.json()).toMatchObject({
    stage: 'cancelled',
    cancelReason: 'Out of budget.',
  })
})

test('lead export: what visitors typed as a formula reaches the spreadsheet as text', async ({
  page,
  request,
}) => {
  const tag = unique()
  const formulas = ['=1+1', '=HYPERLINK("http://x.example","y")', '+254 1+1', '-2+3', '@SUM(1)']
  for (const [i, formula] of formulas.entries()) {
    const res = await request.post('/api/contact-messages', {
      data: {
        name: `${formula} ${tag}`,
        email: `formula-${i}-${tag}@example.co.ke`,
        subject: 'Other',
        message: `${formula} said the visitor`,
      },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  // The forms trim a leading tab or carriage return away; a row stored before that rule
  // (or by another way in) can still begin with one, so two are written directly.
  const db = new Database(E2E_DB_PATH)
  try {
    const insert = db.prepare(
      `INSERT INTO contact_messages (id, name, email, subject, message) VALUES (?, ?, ?, 'Other', ?)`,
    )
    insert.run(`tab-${tag}`, `\t=1+1 ${tag}`, `tab-${tag}@example.co.ke`, '\t=2+2')
    insert.run(`cr-${tag}`, `\r=1+1 ${tag}`, `cr-${tag}@example.co.ke`, '\r=3+3')
  } finally {
    db.close()
  }

  await signIn(page)
  await page.goto(`/admin/leads?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`)
  await expect(page.locator('tbody tr')).toHaveCount(formulas.length + 2)
  const records = await exportedRows(page)
  expect(records).toHaveLength(formulas.length + 2)
  const names = records.map((r) => r['Name']).sort()
  const expected = [...formulas, '\t=1+1', '\r=1+1'].map((f) => `'${f} ${tag}`).sort()
  expect(names).toEqual(expected)
  for (const r of records) {
    // Every cell a spreadsheet would run begins with an apostrophe instead.
    for (const [column, cell] of Object.entries(r)) {
      expect(cell, `${column}: ${JSON.stringify(cell)}`).not.toMatch(/^[=+@\t\r]|^-(?!\d+$)/)
    }
  }
  expect(records.map((r) => r['Message']).sort()).toEqual(
    [...formulas.map((f) => `'${f} said the visitor`), "'\t=2+2", "'\r=3+3"].sort(),
  )
})

test("an erased buyer's lead says so where their name was", async ({ page }) => {
  const tag = unique().toUpperCase()
  const reference = `MSG-E${tag.slice(-5)}`
  // As erasure leaves it: the person gone, the lead kept for the books.
  const db = new Database(E2E_DB_PATH)
  try {
    db.prepare(
      `INSERT INTO contact_messages (id, name, email, phone, subject, message, reference)
       VALUES (?, '', '', '', 'Sales Inquiry', '', ?)`,
    ).run(`erased-${tag}`, reference)
  } finally {
    db.close()
  }
  await signIn(page)
  await page.goto(`/admin/leads?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`)
  const row = page.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText("Erased at the buyer's request")
  await row.getByText("Erased at the buyer's request").click()
  await expect(
    page.getByRole('heading', { name: new RegExp(`${reference}: Erased at the buyer's request`) }),
  ).toBeVisible()
})

test('lead inbox on a phone: sales get cards, and the filters wait behind "Add filter"', async ({
  browser,
  page,
  request,
}) => {
  const tag = unique()
  const sales = await newSalesperson(browser, `e2e-phone-sales-${tag}@example.com`)
  const [car] = (await (await request.get('/api/cars?perPage=1')).json()) as {
    id: string
    model: string
    brand: string
    year: number
  }[]
  const brands = (await (await request.get('/api/brands')).json()) as ApiBrand[]
  const carName = `${car!.year} ${brands.find((b) => b.key === car!.brand)?.name} ${car!.model}`
  const enquiry = await request.post('/api/enquiries', {
    data: {
      carId: car!.id,
      name: `Phone enquiry ${tag}`,
      phone: '0712 345 678',
      message: 'Still available?',
      preferredContact: 'Call',
    },
  })
  expect(enquiry.status()).toBe(201)
  const { id } = (await enquiry.json()) as { id: string }

  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, sales.email, sales.password)
  await page.goto('/admin/leads')
  const main = page.getByRole('main')
  const search = page.getByPlaceholder('Name, email, phone or reference')
  await expect(search).toBeVisible()
  // The first screen is the leads, not six filters; nothing runs off the right.
  await expect(main.getByRole('table')).toHaveCount(0)
  for (const label of ['Kind', 'Status', 'Assignee', 'From', 'To'])
    await expect(field(page, label)).toHaveCount(0)
  await expect(main.getByRole('link').first()).toBeInViewport()
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(await overflow()).toBeLessThanOrEqual(0)

  await search.fill(tag)
  const card = main.getByRole('link', { name: new RegExp(`Phone enquiry ${tag}`) })
  // The search applied (the newest lead is this one, so the card alone proves nothing):
  // a filter added while the search's debounce is pending is dropped by react-admin.
  await expect(main.getByText(/^1-1 of 1$/)).toBeVisible()
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Car enquiry')
  await expect(card).toContainText('New')
  await expect(card).toContainText(carName)

  // A filter when wanted.
  await page.getByRole('button', { name: 'Add filter' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click()
  await page.keyboard.press('Escape')
  await expect(field(page, 'Status')).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)

  await card.click()
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`))
})
