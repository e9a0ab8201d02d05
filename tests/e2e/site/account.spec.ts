// The customer portal (/account), with JavaScript on and off: a buyer asks for a sign-in
// link, reads it in the mail a real SMTP server received, signs in with the page's
// button, and finds their reservation, import order, messages (in brief until confirmed
// from the links in their mail), saved cars (this device's merged in) and alert;
// downloads their data, signs out everywhere, and erases it.
// The mail needs a mail server: this file runs a production server of its own, on a copy
// of its slot's database, that sends to an SMTP server the test runs on a loopback port.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type Page } from './fixtures'
import { startSmtp } from '../../../api/test/smtp'
import { startDeployServer, type Server } from '../deploy/server'
import {
  E2E_DATA_DIR,
  E2E_UPLOADS_DIR,
  expectNoAxeViolations,
  FORM_LIMITS_OFF,
  JS_ON_CONTEXT,
} from '../support'
import { freePort } from '../../../scripts/bench/server.mjs'
import { answerByRequest } from './stand-in'

test.describe.configure({ mode: 'serial' })

let smtp: Awaited<ReturnType<typeof startSmtp>>
let server: Server
let api: APIRequestContext
let dbPath: string

test.beforeAll(async ({ javaScriptEnabled }, testInfo) => {
  testInfo.setTimeout(180_000)
  smtp = await startSmtp()
  const port = await freePort()
  const dir = join(E2E_DATA_DIR, `account-${javaScriptEnabled ? 'js' : 'nojs'}`)
  dbPath = join(dir, 'dealership.sqlite')
  server = await startDeployServer(dir, {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    UPLOADS_DIR: E2E_UPLOADS_DIR,
    ...FORM_LIMITS_OFF,
  })
  api = await playwrightRequest.newContext({ baseURL: server.url })
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
  await smtp?.close()
})

/** Reads this file's server's database. */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The sign-in mails the SMTP server received for `email`, oldest first. */
const signInMails = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && /sign-in link/.test(m.subject))

/** The newest sign-in link the SMTP server received for `email`, after `count` earlier ones. */
async function signInLinkFor(email: string, count: number): Promise<string> {
  await expect.poll(() => signInMails(email).length, { timeout: 30_000 }).toBeGreaterThan(count)
  const text = signInMails(email).at(-1)!.text
  const link = /https?:\/\/\S+\/account\/sign-in\/[A-Za-z0-9_-]+/.exec(text)?.[0]
  expect(link, text).toBeTruthy()
  return link!
}

/** Asks for a link on /account and signs in with it; resolves on the signed-in page. */
async function signIn(page: Page, email: string) {
  const before = signInMails(email).length
  await page.goto(`${server.url}/account`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'We sent a sign-in link' }),
  ).toContainText(email)
  const link = await signInLinkFor(email, before)
  await page.goto(link)
  // Opening the link signs no one in: the button does.
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  return link
}

/**
 * Opens each "Confirm this is your address" link the SMTP server received for `email`
 * (there are `count`) and presses its page's button: opening it alone confirms nothing.
 */
async function confirmAddresses(page: Page, email: string, count: number) {
  const links = () =>
    smtp.received
      .filter((m) => m.to.some((to) => to.toLowerCase() === email))
      .flatMap((m) => /https?:\/\/\S+\/account\/confirm\/[A-Za-z0-9_-]+/.exec(m.text)?.[0] ?? [])
  await expect.poll(() => links().length, { timeout: 30_000 }).toBe(count)
  for (const link of links()) {
    await page.goto(link)
    await expect(
      page.getByRole('heading', { name: 'Confirm Your Address', level: 1 }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Confirm this is my address' }).click()
    await expect(page.getByText('your address is confirmed')).toBeVisible()
  }
}

/**
 * Records of one buyer, sent as a visitor would (the address in another case), without
 * signing in: the portal shows them in full once their links confirm the address (the
 * contact message's, the import order's and the deposit receipt's: three).
 */
async function recordsOf(email: string) {
  const shouted = email.toUpperCase()
  const post = async (path: string, data: Record<string, unknown>, status = 201) => {
    const res = await api.post(`/api/${path}`, { data })
    expect(res.status(), await res.text()).toBe(status)
    return (await res.json()) as { reference: string; token: string }
  }
  const message = await post('contact-messages', {
    name: 'Achieng Otieno',
    email: shouted,
    phone: '0712 345 678',
    subject: 'Sales Inquiry',
    message: 'Please call me about the Range Rover.',
  })
  const order = await post('import-requests', {
    name: 'Achieng Otieno',
    email: shouted,
    phone: '0712 345 678',
    carMake: 'Porsche',
    carModel: 'Taycan',
    budget: '20-25M',
  })
  await post('alerts', { email: shouted, frequency: 'daily', filters: { fuel: 'Electric' } }, 202)
  const [car] = query<{ id: string }>(
    `SELECT id FROM cars WHERE availability = 'In Stock' AND id NOT IN
       (SELECT car_id FROM reservations) ORDER BY id LIMIT 1`,
  )
  const reservation = await post('reservations', {
    carId: car!.id,
    name: 'Achieng Otieno',
    phone: '0712345678',
    email: shouted,
    consent: true,
  })
  await answerByRequest(api, reservation, 'approve')
  await expect
    .poll(
      () =>
        query<{ status: string }>(
          'SELECT status FROM reservations WHERE reference = ?',
          reservation.reference,
        )[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('paid')
  // Someone else's message: never shown to this buyer.
  await post('contact-messages', {
    name: 'Someone Else',
    email: `other-${unique()}@example.co.ke`,
    subject: 'Service',
    message: 'Not for the buyer to see.',
  })
  return { message, order, reservation }
}

test('a buyer signs in by an emailed link and finds every record of their address', async ({
  page,
  context,
  browser,
}) => {
  // One buyer's whole journey (seven forms sent, a deposit paid, the mail read, every
  // record and alert worked through): more than the default time per test when the
  // machine is busy.
  test.setTimeout(150_000)
  const email = `buyer-${unique()}@example.co.ke`
  const { message, order, reservation } = await recordsOf(email)

  // A car saved on this device, before signing in: it joins the account. Not a Taycan:
  // the import order's Porsche Taycan must not show until its address is confirmed.
  const [saved] = query<{ id: string; model: string }>(
    `SELECT id, model FROM cars WHERE availability = 'In Stock' AND model NOT LIKE '%Taycan%'
     ORDER BY id DESC LIMIT 1`,
  )
  await page.goto(`${server.url}/cars/${saved!.id}`)
  await page.getByRole('button', { name: /^Save/ }).first().click()
  await expect(page.getByRole('button', { name: /^Saved/ }).first()).toBeVisible()

  await signIn(page, email)
  const section = (name: string) => page.getByRole('region', { name })
  // Sent without signing in: listed in brief, none of what was typed, until confirmed.
  await expect(section('Not yet confirmed')).toContainText(message.reference)
  await expect(section('Not yet confirmed')).toContainText(reservation.reference)
  await expect(section('Not yet confirmed')).toContainText(
    'Sent from this address, not yet confirmed',
  )
  await expect(page.getByText('Porsche Taycan')).toHaveCount(0)
  await confirmAddresses(page, email, 3)
  await page.goto(`${server.url}/account`)
  await expect(section('Not yet confirmed')).toHaveCount(0)
  await expect(section('Reservations')).toContainText('Your car is reserved')
  await expect(section('Reservations')).toContainText(reservation.reference)
  await expect(section('Import orders')).toContainText('Porsche Taycan')
  await expect(section('Import orders')).toContainText(order.reference)
  await expect(section('Enquiries and requests')).toContainText('Contact message')
  await expect(section('Enquiries and requests')).toContainText(message.reference)
  await expect(section('Enquiries and requests')).toContainText('Received')
  await expect(page.getByText('Not for the buyer to see.')).toHaveCount(0)
  await expect(section('Saved cars')).toContainText(saved!.model)
  await expect(section('Saved searches and alerts')).toContainText('Waiting for your confirmation')

  // The alert is managed on its own page, one click away, and the portal shows the change.
  await section('Saved searches and alerts')
    .getByRole('link', { name: /^Change or stop/ })
    .click()
  await page.getByRole('button', { name: 'Confirm alert' }).click()
  const often = page.getByRole('form', { name: 'Change how often' })
  await often.getByLabel('How often').selectOption({ label: 'As soon as they arrive' })
  await often.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved: your alert now comes at the pace you chose.')).toBeVisible()
  await page.goto(`${server.url}/account`)
  await expect(section('Saved searches and alerts')).toContainText('As soon as they arrive')
  const manageAlert = () =>
    section('Saved searches and alerts')
      .getByRole('link', { name: /^Change or stop/ })
      .click()
  await manageAlert()
  await page.getByRole('button', { name: 'Pause alert' }).click()
  await expect(page.getByText('Your alert is paused')).toBeVisible()
  await page.goto(`${server.url}/account`)
  await expect(section('Saved searches and alerts')).toContainText('Paused')
  await manageAlert()
  await page.getByRole('button', { name: 'Resume alert' }).click()
  await expect(page.getByText('Your alert is on again.')).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You are unsubscribed')).toBeVisible()
  await page.goto(`${server.url}/account`)
  await expect(section('Saved searches and alerts')).toContainText('No alerts')
  // The cookie is the server's: HttpOnly and Lax.
  const cookie = (await context.cookies()).find((c) => c.name === 'buyer')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  // Public pages are the same, byte for byte and as cacheable, signed in or not.
  for (const path of ['/', '/cars', `/cars/${saved!.id}`, '/customer-portal']) {
    const signedIn = await page.request.get(`${server.url}${path}`)
    const anonymous = await api.get(path)
    expect(signedIn.status(), path).toBe(200)
    expect(await signedIn.text(), path).toBe(await anonymous.text())
    expect(signedIn.headers()['cache-control'], path).toBe(anonymous.headers()['cache-control'])
    expect(signedIn.headers()['cache-control'], path).toMatch(/public/)
  }

  // The page fits a phone and a laptop.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0)
  }

  // Download my data: a JSON file of the address's records, without staff notes.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data' }).click()
  const file = await download
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as Record<string, unknown>
  expect(data.email).toBe(email)
  expect(JSON.stringify(data)).toContain(message.reference)
  expect(JSON.stringify(data)).toContain(reservation.reference)
  expect(JSON.stringify(data)).not.toContain('Not for the buyer to see.')

  // A second device signed in; Sign out everywhere ends both.
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await signIn(second, email)
    await page.goto(`${server.url}/account`)
    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page.getByText('You are signed out on every device.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible()
    await second.goto(`${server.url}/account`)
    await expect(second.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible()
  } finally {
    await other.close()
  }

  // A used link does not sign in again.
  const usedLink = /https?:\/\/\S+\/account\/sign-in\/[A-Za-z0-9_-]+/.exec(
    signInMails(email)[0]!.text,
  )![0]
  await page.goto(usedLink)
  await expect(page.getByRole('alert')).toContainText('expired or was already used')
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0)
})

test('a buyer erases their data; the deposit stays on the books without them', async ({ page }) => {
  const email = `erase-${unique()}@example.co.ke`
  const { message, reservation } = await recordsOf(email)
  await signIn(page, email)
  // Confirmed as the buyer's, so erased in full (unconfirmed ones only lose the address).
  await confirmAddresses(page, email, 3)
  await page.goto(`${server.url}/account`)
  await page.getByRole('link', { name: 'Erase my data' }).click()
  await expect(page.getByRole('heading', { name: 'Erase My Data', level: 1 })).toBeVisible()
  // Not without the box ticked.
  await page.getByRole('button', { name: 'Erase my data' }).click()
  await expect(page.getByRole('alert')).toContainText('Tick the box')
  await page.getByLabel('Yes, erase my data').check()
  await page.getByRole('button', { name: 'Erase my data' }).click()
  await expect(page.getByText('Your data is erased.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible()

  const [lead] = query<{ name: string; email: string | null; message: string }>(
    'SELECT name, email, message FROM contact_messages WHERE reference = ?',
    message.reference,
  )
  expect(lead?.name).not.toBe('Achieng Otieno')
  expect(lead?.email ?? '').not.toContain(email.split('@')[0]!)
  expect(lead?.message).not.toContain('Range Rover')
  const [paid] = query<{ name: string; phone: string; receipt: string | null; amount: number }>(
    'SELECT name, phone, receipt, amount FROM reservations WHERE reference = ?',
    reservation.reference,
  )
  expect(paid?.receipt).toBeTruthy()
  expect(paid?.amount).toBeGreaterThan(0)
  expect(paid?.name).not.toBe('Achieng Otieno')
  expect(paid?.phone ?? '').not.toContain('345678')

  // Signing in again finds nothing of theirs.
  await signIn(page, email)
  await expect(page.getByRole('region', { name: 'Enquiries and requests' })).toContainText(
    'No enquiries',
  )
  await expect(page.getByRole('region', { name: 'Reservations' })).toContainText('No reservations')
})

test('the request log names no address and no token', async () => {
  const lines = server.output.join('\n')
  expect(lines).toContain('/account/sign-in/:token')
  expect(lines).not.toMatch(/@example\.co\.ke/i)
  expect(lines).not.toMatch(/\/account\/sign-in\/[A-Za-z0-9_-]{22}/)
  expect(lines).not.toMatch(/\/(account\/confirm|address-confirmations)\/[A-Za-z0-9_-]{22}/)
})

test('every portal page passes axe', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  const email = `axe-${unique()}@example.co.ke`
  await expectNoAxeViolations(browser, `${server.url}/account`)
  await expectNoAxeViolations(browser, `${server.url}/account`, async (page) => {
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  })
  await expectNoAxeViolations(browser, await signInLinkFor(email, 0))
  await expectNoAxeViolations(browser, `${server.url}/account`, async (page) => {
    await signIn(page, email)
  })
  await expectNoAxeViolations(browser, `${server.url}/account`, async (page) => {
    await signIn(page, email)
    await page.goto(`${server.url}/account/erase`)
    await expect(page.getByRole('heading', { name: 'Erase My Data' })).toBeVisible()
  })
  await expectNoAxeViolations(browser, `${server.url}/account/sign-in/${'x'.repeat(22)}`)
  await expectNoAxeViolations(browser, `${server.url}/account/confirm/${'x'.repeat(22)}`)
})
