// What a signed-in buyer reads and does in the customer portal: their own reservations,
// import orders, leads (in a customer's words, never staff's notes), saved cars and
// alerts, matched by address whatever its case, nobody else's and nothing sent without
// an address; the saved cars merged from a device; the data download; erasure and what
// it keeps; staff's view of buyer accounts by role.
import { eq, getTableName } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ACCOUNT_SAVED_MAX,
  accountErasedRecord,
  accountExportRecord,
  accountOverviewRecord,
  accountSavedCarsRecord,
  buyerAccountRecord,
  ERASE_CONFIRM_MESSAGE,
  SAVED_CARS_FULL_MESSAGE,
  type AccountOverview,
  type Car,
} from '../../contract'
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../contract/responsive-images'
import { imageWorkStats } from '../../images/work'
import { accountSavedCars, buyerSessions } from './account.table'
import { savedSearches } from '../saved-searches/saved-searches.table'
import { auditLog } from '../audit-log/audit-log.table'
import { buyerAccounts } from '../buyer-accounts/buyer-accounts.table'
import { carEnquiries, contactMessages, leadEvents, sellRequests } from '../leads/leads.table'
import { ADDRESS_TABLES } from './account.confirm'
import { sameAddress } from './account.records'
import { outbox } from '../outbox/outbox.table'
import { startReservation } from '../reservations/reservations.repository'
import { reservations } from '../reservations/reservations.table'
import {
  buildBrand,
  buildCar,
  buildCarEnquiry,
  buildContactMessage,
  buildSellRequest,
} from '../../seed/factories'
import {
  asBuyer,
  BUYER_SESSION_COOKIE,
  postForm,
  postLeadOfEachForm,
  signInBuyer,
} from '../../../test/buyer'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../../test/helpers'

const { app, db, env } = makeApp({ env: { PUBLIC_URL: 'https://dealer.example.com' } })
let admin: string
let brand: string

beforeAll(async () => {
  admin = (await staffAccount(db, 'admin')).token
  brand = `acct-${Math.random().toString(36).slice(2, 8)}`
  expect(
    (await app.request('/api/brands', jsonInit('POST', buildBrand({ key: brand }), admin))).status,
  ).toBe(201)
})

const uniqueEmail = (tag: string) =>
  `${tag}-${Math.random().toString(36).slice(2, 8)}@buyer.example.com`

async function newCar(over: Record<string, unknown> = {}): Promise<Car> {
  const res = await app.request(
    '/api/cars',
    jsonInit('POST', buildCar({ brand, availability: 'In Stock', ...over }), admin),
  )
  expect(res.status).toBe(201)
  return (await res.json()) as Car
}

/** A public form's post; with a buyer's session cookie, sent signed in as that buyer. */
const post = (path: string, body: unknown, cookie?: string) =>
  postForm(app, { path, body }, { cookie })

const signIn = (email: string) => signInBuyer(app, db, email)

async function overview(cookie: string): Promise<AccountOverview> {
  const res = await app.request('/api/account', asBuyer(cookie))
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  expect(res.headers.get('X-Robots-Tag')).toBe('noindex')
  const body: unknown = await res.json()
  return accountOverviewRecord.strict().parse(body)
}

/**
 * A paid reservation of `car` by `email` (the M-Pesa side as the payment records it),
 * its address confirmed as the buyer's (they reserved signed in as it).
 */
function paidReservation(car: Car, email: string | null, receipt: string) {
  const started = startReservation(db, {
    carId: car.id,
    name: 'Amina Wanjiru',
    phone: '254712345678',
    email,
    amount: 100_000,
    payBy: new Date(Date.now() + 60_000),
  })
  if (!started.ok) throw new Error(started.reason)
  const heldUntil = new Date(Date.now() + 7 * 86_400_000).toISOString()
  db.update(reservations)
    .set({
      status: 'paid',
      outcome: 'paid',
      receipt,
      paidAt: new Date().toISOString(),
      heldUntil,
      addressConfirmedAt: email ? new Date().toISOString() : null,
    })
    .where(eq(reservations.id, started.row.id))
    .run()
  return started.row
}

/**
 * A buyer with one record of every kind, sent under `typed` (any case) while signed in as
 * that address (`cookie`): records whose address is confirmed, shown in full.
 */
async function buyerWithRecords(typed: string, cookie: string) {
  const car = await newCar()
  const other = await newCar()
  const receipt = `QK${Math.random().toString(36).slice(2, 10).toUpperCase()}`
  const reservation = paidReservation(car, typed, receipt)
  const person = { name: 'Amina Wanjiru', email: typed, phone: '+254 712 345 678' }
  const { enquiry, testDrive, sell, contact, order } = await postLeadOfEachForm(
    (path, body) => post(path, body, cookie),
    other.id,
    {
      enquiry: { ...person, message: 'Is the service history complete?' },
      testDrive: person,
      sell: { ...person, carMake: 'Toyota', carModel: 'Prado', carYear: 2016 },
      contact: { ...person, subject: 'Service', message: 'Please call me about servicing.' },
      order: {
        ...person,
        estimate: { value: 30_000, currency: 'USD', year: 2021, engineCc: 2500, fuel: 'petrol' },
      },
    },
  )
  // Staff work two of them: a status in the customer's words, a stage with its day, a note.
  await app.request(`/api/leads/${enquiry.id}`, jsonInit('PUT', { status: 'contacted' }, admin))
  await app.request(`/api/leads/${contact.id}`, jsonInit('PUT', { status: 'won' }, admin))
  await app.request(`/api/leads/${order.id}`, jsonInit('PUT', { stage: 'sourcing' }, admin))
  await app.request(
    `/api/leads/${enquiry.id}/notes`,
    jsonInit('POST', { note: 'STAFF-NOTE: buyer sounded keen, push the financing' }, admin),
  )
  const alert = await app.request(
    '/api/alerts',
    jsonInit('POST', { email: typed, frequency: 'daily', filters: { brand } }),
  )
  expect(alert.status).toBe(202)
  return { car, other, receipt, reservation, enquiry, testDrive, sell, contact, order }
}

describe('the overview', () => {
  it("shows the buyer's records of every kind, matched whatever the address's case", async () => {
    const email = uniqueEmail('overview')
    const cookie = await signIn(email)
    const r = await buyerWithRecords(
      email.replace(/^./, (c) => c.toUpperCase()).toUpperCase(),
      cookie,
    )
    const o = await overview(cookie)
    expect(o.email).toBe(email)

    expect(o.reservations).toHaveLength(1)
    expect(o.reservations[0]).toMatchObject({
      reference: r.reservation.reference,
      status: 'paid',
      receipt: r.receipt,
      amount: 100_000,
      token: r.reservation.token,
      car: { id: r.car.id },
    })
    expect(o.reservations[0]!.heldUntil).toBeTruthy()

    expect(o.importOrders).toHaveLength(1)
    const order = o.importOrders[0]!
    expect(order.reference).toBe(r.order.reference)
    expect(order.stage).toBe('sourcing')
    expect(order.history.map((h) => h.stage)).toEqual(['received', 'sourcing'])
    expect(order.costEstimate?.value).toBe(30_000)
    expect(order.trackingToken).toMatch(/^[0-9a-f]{32}$/)

    const byKind = Object.fromEntries(o.leads.map((l) => [l.kind, l]))
    expect(Object.keys(byKind).sort()).toEqual(['contact', 'enquiry', 'sell', 'test-drive'])
    expect(byKind.enquiry).toMatchObject({
      reference: r.enquiry.reference,
      status: 'in-progress',
      carId: r.other.id,
    })
    expect(byKind['test-drive']!.status).toBe('received')
    expect(byKind.contact).toMatchObject({ status: 'closed', about: 'Service' })
    expect(byKind.sell!.about).toBe('2016 Toyota Prado')

    expect(o.alerts).toHaveLength(1)
    expect(o.alerts[0]).toMatchObject({ status: 'pending', frequency: 'daily' })
    // Its private link's routes manage it.
    const token = o.alerts[0]!.token
    const put = await app.request(`/api/alerts/${token}`, jsonInit('PUT', { frequency: 'instant' }))
    expect(put.status).toBe(200)
    expect((await overview(cookie)).alerts[0]!.frequency).toBe('instant')
    await app.request(`/api/alerts/${token}/pause`, { method: 'POST' })
    expect((await overview(cookie)).alerts[0]!.pausedAt).toBeTruthy()
    await app.request(`/api/alerts/${token}/unsubscribe`, { method: 'POST' })
    expect((await overview(cookie)).alerts).toEqual([])

    const text = JSON.stringify(o)
    expect(text).not.toContain('STAFF-NOTE')
    expect(text).not.toContain('assignee')
    expect(text).not.toContain('nextFollowUp')
  })

  it("shows nobody else's records, nor records sent without an address", async () => {
    const a = uniqueEmail('buyer-a')
    const b = uniqueEmail('buyer-b')
    const cookieA = await signIn(a)
    const ra = await buyerWithRecords(a, cookieA)
    // An enquiry and a reservation without an address are nobody's here.
    const car = await newCar()
    await post('/api/enquiries', { ...buildCarEnquiry({ carId: car.id }), email: '' })
    paidReservation(car, null, `QN${Date.now().toString(36).toUpperCase()}`)
    const cookieB = await signIn(b)
    const ob = await overview(cookieB)
    expect(ob).toMatchObject({
      email: b,
      reservations: [],
      importOrders: [],
      leads: [],
      savedCars: [],
      alerts: [],
    })
    // Staff routes by id stay staff's: the buyer's cookie reads none of A's records.
    for (const path of [
      `/api/leads/${ra.enquiry.id}`,
      `/api/enquiries/${ra.enquiry.id}`,
      `/api/reservations/${ra.reservation.id}`,
      `/api/reservation-status/${ra.reservation.token}x`,
    ]) {
      const res = await app.request(path, asBuyer(cookieB))
      expect([401, 404], path).toContain(res.status)
    }
    // A sees their own and nothing of B's (B has nothing) nor the address-less ones.
    const oa = await overview(cookieA)
    expect(oa.reservations).toHaveLength(1)
    expect(oa.leads).toHaveLength(4)
  })
})

describe('saved cars', () => {
  it('merges the device’s cars into the account’s, in order, leaving unknown ids out', async () => {
    const cookie = await signIn(uniqueEmail('saved'))
    const [c1, c2, c3, c4] = [await newCar(), await newCar(), await newCar(), await newCar()]
    const put = (carIds: string[]) =>
      app.request(
        '/api/account/saved-cars',
        asBuyer(cookie, { method: 'PUT', body: JSON.stringify({ carIds }) }),
      )
    let res = await put([c1!.id, c2!.id, 'no-such-car'])
    expect(res.status).toBe(200)
    let body = accountSavedCarsRecord.strict().parse(await res.json())
    expect(body.savedCars.map((c) => c.id)).toEqual([c1!.id, c2!.id])
    expect(body.savedCars[0]).toMatchObject({ price: c1!.price, brand, model: c1!.model })
    expect(body.savedCars[0]!.title).toContain(c1!.model)

    // Another device: the union, the account's first.
    res = await put([c3!.id, c2!.id])
    body = accountSavedCarsRecord.parse(await res.json())
    expect(body.savedCars.map((c) => c.id)).toEqual([c1!.id, c2!.id, c3!.id])

    res = await app.request(
      `/api/account/saved-cars/${c4!.id}`,
      asBuyer(cookie, { method: 'POST' }),
    )
    expect(res.status).toBe(200)
    res = await app.request(
      `/api/account/saved-cars/${c1!.id}`,
      asBuyer(cookie, { method: 'DELETE' }),
    )
    body = accountSavedCarsRecord.parse(await res.json())
    expect(body.savedCars.map((c) => c.id)).toEqual([c2!.id, c3!.id, c4!.id])
    expect((await overview(cookie)).savedCars.map((c) => c.id)).toEqual([c2!.id, c3!.id, c4!.id])

    const missing = await app.request(
      '/api/account/saved-cars/no-such-car',
      asBuyer(cookie, { method: 'POST' }),
    )
    expect(missing.status).toBe(404)
  })

  it(`keeps at most ${ACCOUNT_SAVED_MAX}, like the cookie`, async () => {
    const cookie = await signIn(uniqueEmail('full'))
    const ids: string[] = []
    for (let i = 0; i < ACCOUNT_SAVED_MAX + 2; i++) ids.push((await newCar()).id)
    const res = await app.request(
      '/api/account/saved-cars',
      asBuyer(cookie, { method: 'PUT', body: JSON.stringify({ carIds: ids }) }),
    )
    const { savedCars } = accountSavedCarsRecord.parse(await res.json())
    expect(savedCars.map((c) => c.id)).toEqual(ids.slice(0, ACCOUNT_SAVED_MAX))
    const one = await app.request(
      `/api/account/saved-cars/${ids.at(-1)}`,
      asBuyer(cookie, { method: 'POST' }),
    )
    expect(one.status).toBe(409)
    expect(await one.json()).toEqual({ error: SAVED_CARS_FULL_MESSAGE })
  })
})

describe('download my data', () => {
  it("is a JSON file of the buyer's own data, without staff's notes or anyone else's", async () => {
    const email = uniqueEmail('export')
    const bystander = uniqueEmail('bystander')
    const cookie = await signIn(email)
    await buyerWithRecords(email, cookie)
    await post('/api/contact-messages', {
      ...buildContactMessage(),
      email: bystander,
      name: 'Otieno Bystander',
    })
    const car = await newCar()
    await app.request(`/api/account/saved-cars/${car.id}`, asBuyer(cookie, { method: 'POST' }))

    const res = await app.request('/api/account/export', asBuyer(cookie))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const text = await res.text()
    const data = accountExportRecord.parse(JSON.parse(text))
    expect(data.email).toBe(email)
    expect(data.account?.firstSignedInAt).toBeTruthy()
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(data.reservations[0]).toMatchObject({ name: 'Amina Wanjiru', phone: '254712345678' })
    expect(data.enquiries[0]).toMatchObject({
      name: 'Amina Wanjiru',
      phone: '+254 712 345 678',
      message: 'Is the service history complete?',
      status: 'in-progress',
    })
    expect(data.contactMessages[0]).toMatchObject({ message: 'Please call me about servicing.' })
    expect(data.importRequests[0]).toMatchObject({ stage: 'sourcing' })
    expect(data.testDrives).toHaveLength(1)
    expect(data.sellRequests).toHaveLength(1)
    expect(data.alerts).toHaveLength(1)
    expect(data.savedCars.map((c) => c.id)).toEqual([car.id])

    expect(text).not.toContain('STAFF-NOTE')
    for (const staffField of ['assigneeId', 'nextFollowUp', 'firstContactAt', 'tokenHash']) {
      expect(text).not.toContain(staffField)
    }
    expect(text).not.toContain(bystander)
    expect(text).not.toContain('Otieno')
  })
})

describe('erase my data', () => {
  it('asks for confirmation', async () => {
    const cookie = await signIn(uniqueEmail('confirm'))
    const res = await app.request(
      '/api/account/erase',
      asBuyer(cookie, { method: 'POST', body: '{}' }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.confirm).toBe(
      ERASE_CONFIRM_MESSAGE,
    )
    expect((await app.request('/api/account', asBuyer(cookie))).status).toBe(200)
  })

  it('removes the personal data, keeps the receipt and amount, audits without the address', async () => {
    const email = uniqueEmail('erase')
    const cookie = await signIn(email)
    const r = await buyerWithRecords(email, cookie)
    const other = await signIn(email)
    await app.request(`/api/account/saved-cars/${r.car.id}`, asBuyer(cookie, { method: 'POST' }))
    const contactsBefore = db.select().from(contactMessages).all().length

    const res = await app.request(
      '/api/account/erase',
      asBuyer(cookie, { method: 'POST', body: JSON.stringify({ confirm: true }) }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Set-Cookie')).toMatch(/^__Host-buyer=;.*Max-Age=0/)
    const { erased } = accountErasedRecord.strict().parse(await res.json())
    expect(erased).toEqual({ leads: 5, reservations: 1, alerts: 1, savedCars: 1, sessions: 2 })

    // Signed out everywhere; the address has nothing left to show.
    expect((await app.request('/api/account', asBuyer(cookie))).status).toBe(401)
    expect((await app.request('/api/account', asBuyer(other))).status).toBe(401)
    const again = await overview(await signIn(email))
    expect(again).toMatchObject({
      reservations: [],
      importOrders: [],
      leads: [],
      savedCars: [],
      alerts: [],
    })

    // The reservation keeps the money's record, without the person.
    const kept = db.select().from(reservations).where(eq(reservations.id, r.reservation.id)).get()!
    expect(kept).toMatchObject({
      receipt: r.receipt,
      amount: 100_000,
      name: '',
      phone: '',
      email: null,
    })
    // The leads stay as rows (the figures count them), without anyone in them.
    expect(db.select().from(contactMessages).all()).toHaveLength(contactsBefore)
    const contact = db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, r.contact.id))
      .get()!
    expect(contact).toMatchObject({ name: '', email: '', phone: null, message: '', status: 'won' })
    const enquiry = db.select().from(carEnquiries).where(eq(carEnquiries.id, r.enquiry.id)).get()!
    expect(enquiry).toMatchObject({ name: '', email: null, phone: '', message: '' })
    const notes = db.select().from(leadEvents).where(eq(leadEvents.leadId, r.enquiry.id)).all()
    expect(notes.filter((n) => n.type === 'note')).toEqual([])
    expect(notes.filter((n) => n.type === 'status')).toHaveLength(1)
    expect(db.select().from(savedSearches).where(eq(savedSearches.email, email)).all()).toEqual([])
    expect(
      db.select().from(accountSavedCars).where(eq(accountSavedCars.email, email)).all(),
    ).toEqual([])
    // The mail about the leads and the reservation, to staff and to the buyer, is gone.
    const mail = db.select().from(outbox).all()
    expect(JSON.stringify(mail)).not.toContain(r.enquiry.id)
    const toBuyer = mail.filter((m) => JSON.stringify(m).toLowerCase().includes(email))
    expect(toBuyer.map((m) => m.purpose)).toEqual(['sign-in-link']) // the new sign-in only

    const entry = db.select().from(auditLog).where(eq(auditLog.resource, 'account')).all().at(-1)!
    expect(entry).toMatchObject({
      actorUid: 'buyer',
      actorRole: 'buyer',
      actorEmail: null,
      action: 'delete',
    })
    expect(entry.changes).toEqual({
      leads: { before: 5, after: null },
      reservations: { before: 1, after: null },
      alerts: { before: 1, after: null },
      savedCars: { before: 1, after: null },
      sessions: { before: 2, after: null },
    })
    expect(JSON.stringify(db.select().from(auditLog).all()).toLowerCase()).not.toContain(email)
    // The console's audit log reads the entry.
    const log = await app.request('/api/audit-log', { headers: authHeaders(admin) })
    expect(log.status).toBe(200)
  })
})

describe("erasure and a sell request's photos", () => {
  const onDisk = (url: string) => existsSync(join(env.UPLOADS_DIR, url.replace('/uploads/', '')))
  const variantsOnDisk = (url: string) =>
    IMAGE_VARIANT_WIDTHS.filter((w) => onDisk(imageVariantUrl(url, w))).length

  it('removes the files of the photos it sent, but not one a car now shows', async () => {
    const email = uniqueEmail('photos')
    const form = new FormData()
    const { images: _none, ...fields } = buildSellRequest({ email })
    for (const [k, v] of Object.entries(fields)) if (v != null) form.set(k, String(v))
    for (const colour of ['#a40', '#04a']) {
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: colour },
      })
        .png()
        .toBuffer()
      form.append('images', new File([new Uint8Array(png)], 'side.png', { type: 'image/png' }))
    }
    // The share cards of the cars made above take their turns in the same image queue:
    // let them finish, so the photos are not turned away for a queue that is full.
    await expect
      .poll(() => imageWorkStats().waiting + imageWorkStats().running, { timeout: 30_000 })
      .toBe(0)
    // Sent signed in as the address: the photos are the address owner's to erase.
    const cookie = await signIn(email)
    const sent = await app.request('/api/sell-requests', {
      method: 'POST',
      body: form,
      headers: { Cookie: `${BUYER_SESSION_COOKIE}=${cookie}` },
    })
    expect(sent.status, await sent.clone().text()).toBe(201)
    const [row] = db.select().from(sellRequests).where(sameAddress(sellRequests.email, email)).all()
    const [own, listed] = row!.images
    expect(own && onDisk(own) && listed && onDisk(listed)).toBe(true)
    expect(variantsOnDisk(own!)).toBe(IMAGE_VARIANT_WIDTHS.length)
    // The dealer bought the car and listed it with one of the buyer's photos.
    await newCar({ mainImage: listed })

    const res = await app.request(
      '/api/account/erase',
      asBuyer(cookie, { method: 'POST', body: JSON.stringify({ confirm: true }) }),
    )
    expect(res.status).toBe(200)
    expect(onDisk(own!)).toBe(false)
    expect(variantsOnDisk(own!)).toBe(0)
    expect(onDisk(listed!)).toBe(true)
    expect(variantsOnDisk(listed!)).toBe(IMAGE_VARIANT_WIDTHS.length)
    expect(
      db.select().from(sellRequests).where(eq(sellRequests.id, row!.id)).get()!.images,
    ).toEqual([])
  })
})

describe("staff's view of buyer accounts", () => {
  it('shows roles that work leads whether and when a buyer signed in; admins end their sessions', async () => {
    const email = uniqueEmail('staff-view')
    const cookie = await signIn(email)
    await signIn(email)
    const sales = (await staffAccount(db, 'sales')).token
    const editor = (await staffAccount(db, 'editor')).token
    const query = `/api/buyer-accounts?email=${encodeURIComponent(email.toUpperCase())}`

    expect((await app.request(query)).status).toBe(401)
    expect((await app.request(query, { headers: authHeaders(editor) })).status).toBe(403)
    const res = await app.request(query, { headers: authHeaders(sales) })
    expect(res.status).toBe(200)
    const [account] = z.array(buyerAccountRecord.strict()).parse(await res.json())
    expect(account).toMatchObject({ email, activeSessions: 2 })
    expect(account!.firstSignedInAt).toBeTruthy()
    expect(JSON.stringify(account)).not.toMatch(/token/i)
    const one = await app.request(`/api/buyer-accounts/${account!.id}`, {
      headers: authHeaders(sales),
    })
    expect(buyerAccountRecord.strict().parse(await one.json())).toEqual(account)

    const end = `/api/buyer-accounts/${account!.id}/sessions`
    expect((await app.request(end, { method: 'DELETE', headers: authHeaders(sales) })).status).toBe(
      403,
    )
    const ended = await app.request(end, { method: 'DELETE', headers: authHeaders(admin) })
    expect(ended.status).toBe(200)
    expect(buyerAccountRecord.parse(await ended.json()).activeSessions).toBe(0)
    expect((await app.request('/api/account', asBuyer(cookie))).status).toBe(401)
    const live = db.select().from(buyerSessions).where(eq(buyerSessions.email, email)).all()
    expect(live.every((s) => s.revokedAt)).toBe(true)
    const entry = db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'buyer-accounts'))
      .all()
      .at(-1)!
    expect(entry).toMatchObject({ recordId: account!.id, action: 'update', actorRole: 'admin' })
    expect(entry.changes).toEqual({ activeSessions: { before: 2, after: 0 } })
    expect(db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email)).get()).toBeTruthy()

    expect(
      (await app.request('/api/buyer-accounts/nope', { headers: authHeaders(admin) })).status,
    ).toBe(404)
  })
})

describe('finding records by address', () => {
  it('reads each table through its lower(email) index', () => {
    for (const table of Object.values(ADDRESS_TABLES)) {
      const name = getTableName(table)
      const query = db.select().from(table).where(sameAddress(table.email, 'a@example.com')).toSQL()
      const plan = db.$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as {
        detail: string
      }[]
      expect(plan.map((p) => p.detail).join('\n'), name).toContain(`USING INDEX ${name}_email_idx`)
    }
  })
})
