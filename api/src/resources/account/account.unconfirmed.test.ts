// Anyone can type anyone's address into a form: the customer portal shows a record in
// full only when its address is confirmed as its sender's. Sent while signed in as that
// address (the API checks the session cookie itself), or confirmed by the button of the
// link in the mail the record sent there (reading the link changes nothing). Until then
// the overview and the download list it in brief, without what its sender typed, and
// erasing takes only the address off it, keeping the rest for the dealer.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountErasedRecord,
  accountExportRecord,
  accountOverviewRecord,
  addressConfirmationRecord,
  type AccountOverview,
  type Car,
} from '../../contract'
import { MailWorker } from '../../mail/worker'
import { startDarajaStandIn, type StandIn } from '../../mpesa/stand-in'
import { addressConfirmations } from './account.table'
import {
  carEnquiries,
  contactMessages,
  importRequests,
  leadEvents,
  sellRequests,
} from '../leads/leads.table'
import { outbox } from '../outbox/outbox.table'
import { reservations } from '../reservations/reservations.table'
import {
  buildCar,
  buildCarEnquiry,
  buildContactMessage,
  buildSellRequest,
} from '../../seed/factories'
import {
  asBuyer,
  postForm,
  postLeadOfEachForm,
  signInBuyer,
  type FormSender,
} from '../../../test/buyer'
import { authHeaders, jsonInit, makeApp, postNewCar, staffAccount } from '../../../test/helpers'
import { startSmtp } from '../../../test/smtp'
import { answerAndCallBack } from '../../../test/stand-in'

const SITE = 'https://dealer.example.com'
const { app, db, env } = makeApp({ env: { PUBLIC_URL: SITE } })
let admin: string
let car: Car

beforeAll(async () => {
  admin = (await staffAccount(db, 'admin')).token
  const { res } = await postNewCar(app, admin, {
    prefix: 'unconf',
    car: { availability: 'In Stock' },
  })
  expect(res.status).toBe(201)
  car = (await res.json()) as Car
})

const uniqueEmail = (tag: string) =>
  `${tag}-${Math.random().toString(36).slice(2, 8)}@buyer.example.com`

/** What a stranger types, and looks for nowhere in the address owner's view. */
const STRANGER = {
  name: 'Otieno Stranger',
  phone: '+254 733 999 111',
  message: 'STRANGER-WORDS please call me after five',
}
const strangerWords = [STRANGER.name, '733 999', STRANGER.message, 'Stranger']

const signIn = (email: string) => signInBuyer(app, db, email)

/** A public form's post to /api/`path`, with a buyer's session cookie when given. */
const send = (path: string, body: unknown, sender?: FormSender) =>
  postForm(app, { path: `/api/${path}`, body }, sender)

async function overview(cookie: string): Promise<AccountOverview> {
  const res = await app.request('/api/account', asBuyer(cookie))
  expect(res.status).toBe(200)
  return accountOverviewRecord.strict().parse(await res.json())
}

async function exported(cookie: string) {
  const res = await app.request('/api/account/export', asBuyer(cookie))
  expect(res.status).toBe(200)
  const text = await res.text()
  return { text, data: accountExportRecord.parse(JSON.parse(text)) }
}

/** One lead of every kind a stranger sends under `email`, without signing in. */
async function strangerLeads(email: string) {
  const person = { ...STRANGER, email }
  const { message, ...noMessage } = person
  return postLeadOfEachForm((path, body) => postForm(app, { path, body }), car.id, {
    enquiry: person,
    testDrive: noMessage,
    sell: { ...noMessage, carMake: 'Stranger', carModel: 'Prado', additionalInfo: message },
    contact: { ...person, subject: 'Service' },
    order: { ...noMessage, carMake: 'Stranger', carModel: 'Taycan', additionalInfo: message },
  })
}

/** The token of the newest "Confirm this is your address" link queued to `email`. */
function confirmToken(email: string): string | undefined {
  const mail = db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .all()
    .filter((m) => m.purpose === 'customer-confirmation')
    .at(-1)
  return mail?.text.match(/\/account\/confirm\/([A-Za-z0-9_-]+)/)?.[1]
}

/** The console's Outbox, as an admin reads it. */
async function consoleOutbox(): Promise<string> {
  const res = await app.request('/api/outbox?perPage=100', { headers: authHeaders(admin) })
  expect(res.status).toBe(200)
  return res.text()
}

const confirmLink = (token: string, method: 'GET' | 'POST') =>
  app.request(`/api/address-confirmations/${token}`, { method })

describe('a record sent under someone else’s address', () => {
  it('is listed in brief: none of what its sender typed, no private link', async () => {
    const email = uniqueEmail('victim')
    const cookie = await signIn(email)
    const sent = await strangerLeads(email)
    const o = await overview(cookie)
    expect(o.leads).toEqual([])
    expect(o.importOrders).toEqual([])
    expect(o.unconfirmed.map((r) => r.kind).sort()).toEqual(
      ['contact', 'enquiry', 'import', 'sell', 'test-drive'].sort(),
    )
    const byKind = Object.fromEntries(o.unconfirmed.map((r) => [r.kind, r]))
    expect(byKind.contact).toMatchObject({ reference: sent.contact.reference, about: 'Service' })
    // The listed car, as the catalogue names it; never the car the sender described.
    expect(byKind.enquiry).toMatchObject({ reference: sent.enquiry.reference, carId: car.id })
    expect(byKind.enquiry!.about).toContain(car.model)
    expect(byKind.sell).toMatchObject({ reference: sent.sell.reference, about: null })
    expect(byKind.import).toMatchObject({ reference: sent.order.reference, about: null })
    const text = JSON.stringify(o)
    for (const words of [...strangerWords, 'Prado', 'Taycan']) expect(text).not.toContain(words)
    // The import order's tracking link is the sender's: not handed to the address.
    const [order] = db
      .select()
      .from(importRequests)
      .where(eq(importRequests.id, sent.order.id))
      .all()
    expect(text).not.toContain(order!.trackingToken)
  })

  it('is left out of the download but for its kind, reference, date and the listed car', async () => {
    const email = uniqueEmail('export')
    const cookie = await signIn(email)
    const sent = await strangerLeads(email)
    const { text, data } = await exported(cookie)
    expect(data.contactMessages).toEqual([])
    expect(data.enquiries).toEqual([])
    expect(data.testDrives).toEqual([])
    expect(data.sellRequests).toEqual([])
    expect(data.importRequests).toEqual([])
    expect(data.unconfirmed.map((r) => r.reference).sort()).toEqual(
      Object.values(sent)
        .map((s) => s.reference)
        .sort(),
    )
    for (const words of [...strangerWords, 'Prado', 'Taycan']) expect(text).not.toContain(words)
  })

  it('is not confirmed by a confirmed time in the form', async () => {
    const email = uniqueEmail('forged')
    const cookie = await signIn(email)
    const { id } = await send('contact-messages', {
      ...buildContactMessage({ email }),
      addressConfirmedAt: '2024-01-01T00:00:00.000Z',
    })
    const row = db.select().from(contactMessages).where(eq(contactMessages.id, id)).get()!
    expect(row.addressConfirmedAt).toBeNull()
    expect((await overview(cookie)).leads).toEqual([])
  })
})

describe('a record sent while signed in', () => {
  it('under the session’s own address (any case) shows in full, and its mail asks nothing', async () => {
    const email = uniqueEmail('own')
    const cookie = await signIn(email)
    const sent = await send(
      'enquiries',
      { ...buildCarEnquiry({ carId: car.id }), ...STRANGER, email: email.toUpperCase() },
      { cookie },
    )
    const o = await overview(cookie)
    expect(o.unconfirmed).toEqual([])
    expect(o.leads.map((l) => l.reference)).toEqual([sent.reference])
    const { data } = await exported(cookie)
    expect(data.enquiries[0]).toMatchObject({ name: STRANGER.name, message: STRANGER.message })
    // Its confirmation mail has no link to confirm it: there is nothing to confirm.
    expect(confirmToken(email.toUpperCase())).toBeUndefined()
    expect(
      db
        .select()
        .from(addressConfirmations)
        .all()
        .map((l) => l.recordId),
    ).not.toContain(sent.id)
  })

  it('under another address, from another site, or with a dead session, stays unconfirmed', async () => {
    const signedIn = uniqueEmail('signed-in')
    const other = uniqueEmail('other')
    const cookie = await signIn(signedIn)
    const otherCookie = await signIn(other)
    // Signed in as one address, sending under another: that one's owner sees it in brief.
    await send('contact-messages', { ...buildContactMessage({ email: other }) }, { cookie })
    // A page of another site posting with the cookie riding along.
    await send(
      'contact-messages',
      { ...buildContactMessage({ email: signedIn }) },
      {
        cookie,
        headers: { Origin: 'https://elsewhere.example' },
      },
    )
    // A cookie that is no session (ended, made up) is no one: the post is still taken.
    await send(
      'contact-messages',
      { ...buildContactMessage({ email: signedIn }) },
      {
        cookie: 'x'.repeat(43),
      },
    )
    expect((await overview(otherCookie)).unconfirmed).toHaveLength(1)
    expect((await overview(otherCookie)).leads).toEqual([])
    const mine = await overview(cookie)
    expect(mine.leads).toEqual([])
    expect(mine.unconfirmed).toHaveLength(2)
  })
})

describe('the link in the confirmation mail', () => {
  it('reads without confirming; its button confirms, once; the record then shows in full', async () => {
    const email = uniqueEmail('link')
    const cookie = await signIn(email)
    const sent = await send('enquiries', {
      ...buildCarEnquiry({ carId: car.id }),
      ...STRANGER,
      email,
    })
    // Waiting to be sent, it holds the link; the console's Outbox does not show it.
    const waiting = confirmToken(email)!
    expect(waiting).toBeTruthy()
    expect(await consoleOutbox()).not.toContain(waiting)
    // The mail as a real SMTP server receives it carries the link to the site's page.
    const smtp = await startSmtp()
    try {
      const worker = new MailWorker({
        db,
        env: { ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      })
      await worker.drain()
      await worker.stop()
    } finally {
      await smtp.close()
    }
    const received = smtp.received.find(
      (m) => m.to.includes(email) && m.subject.includes('we received your'),
    )!
    expect(received.text).toContain('Confirm this is your address:')
    const link = received.text.match(/https:\/\/\S+\/account\/confirm\/([A-Za-z0-9_-]+)/)
    expect(link?.[0].startsWith(`${SITE}/account/confirm/`)).toBe(true)
    const token = link![1]!
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(16)
    // Only the token's hash is stored; the sent mail keeps the link no more, and the
    // console's Outbox never showed it.
    expect(JSON.stringify(db.select().from(addressConfirmations).all())).not.toContain(token)
    const kept = db.select().from(outbox).where(eq(outbox.to, email)).all()
    expect(JSON.stringify(kept)).not.toContain(token)
    expect(kept.find((m) => m.purpose === 'customer-confirmation')?.text).toContain(
      '[confirmation link hidden]',
    )

    // Reading it (a mail scanner, the page's loader) changes nothing.
    for (let i = 0; i < 2; i++) {
      const read = await confirmLink(token, 'GET')
      expect(read.status).toBe(200)
      expect(read.headers.get('Cache-Control')).toBe('no-store')
      expect(addressConfirmationRecord.strict().parse(await read.json())).toEqual({
        kind: 'enquiry',
        reference: sent.reference,
      })
    }
    expect((await overview(cookie)).leads).toEqual([])

    const confirmed = await confirmLink(token, 'POST')
    expect(confirmed.status).toBe(200)
    expect(addressConfirmationRecord.parse(await confirmed.json()).reference).toBe(sent.reference)
    const row = db.select().from(carEnquiries).where(eq(carEnquiries.id, sent.id)).get()!
    expect(row.addressConfirmedAt).toBeTruthy()
    const o = await overview(cookie)
    expect(o.unconfirmed).toEqual([])
    expect(o.leads.map((l) => l.reference)).toEqual([sent.reference])
    expect((await exported(cookie)).data.enquiries[0]).toMatchObject({
      message: STRANGER.message,
    })

    // Used up; an unknown or malformed token is no link either.
    for (const t of [token, 'A'.repeat(22), 'short']) {
      expect((await confirmLink(t, 'POST')).status, t).toBe(404)
      expect((await confirmLink(t, 'GET')).status, t).toBe(404)
    }
  })

  it('confirms nothing once the address was erased from the record', async () => {
    const email = uniqueEmail('gone')
    await send('contact-messages', { ...buildContactMessage(), email })
    const token = confirmToken(email)!
    expect(token).toBeTruthy()
    const res = await app.request(
      '/api/account/erase',
      asBuyer(await signIn(email), jsonInit('POST', { confirm: true })),
    )
    expect(res.status).toBe(200)
    expect((await confirmLink(token, 'GET')).status).toBe(404)
    expect((await confirmLink(token, 'POST')).status).toBe(404)
  })
})

describe('erasing an address with unconfirmed records', () => {
  it('takes the address off them and keeps the rest; confirmed ones are erased as before', async () => {
    const email = uniqueEmail('erase')
    const cookie = await signIn(email)
    const own = await send(
      'contact-messages',
      { ...buildContactMessage(), name: 'Amina Wanjiru', email, message: 'MY-OWN-WORDS' },
      { cookie },
    )
    const theirs = await send('enquiries', {
      ...buildCarEnquiry({ carId: car.id }),
      ...STRANGER,
      email,
    })
    const sell = await send('sell-requests', { ...buildSellRequest(), ...STRANGER, email })
    await app.request(
      `/api/leads/${theirs.id}/notes`,
      jsonInit('POST', { note: 'Called the stranger back' }, admin),
    )

    const res = await app.request(
      '/api/account/erase',
      asBuyer(cookie, jsonInit('POST', { confirm: true })),
    )
    expect(res.status).toBe(200)
    const { erased } = accountErasedRecord.parse(await res.json())
    expect(erased.leads).toBe(3)

    // Confirmed: erased as before.
    const mine = db.select().from(contactMessages).where(eq(contactMessages.id, own.id)).get()!
    expect(mine).toMatchObject({ name: '', email: '', phone: null, message: '' })
    // Unconfirmed: only the address goes; the sender's words and staff's notes stay.
    const kept = db.select().from(carEnquiries).where(eq(carEnquiries.id, theirs.id)).get()!
    expect(kept).toMatchObject({
      name: STRANGER.name,
      phone: STRANGER.phone,
      message: STRANGER.message,
      email: null,
    })
    const keptSell = db.select().from(sellRequests).where(eq(sellRequests.id, sell.id)).get()!
    expect(keptSell).toMatchObject({ name: STRANGER.name, email: '' })
    const notes = db.select().from(leadEvents).where(eq(leadEvents.leadId, theirs.id)).all()
    expect(notes.map((n) => n.note)).toContain('Called the stranger back')
    // The dealer's alert about it stays, without the address; no mail to the address stays.
    const alert = db
      .select()
      .from(outbox)
      .where(eq(outbox.leadId, theirs.id))
      .all()
      .find((m) => m.purpose === 'lead-alert')!
    expect(alert.text).toContain(STRANGER.name)
    expect(alert.text).not.toContain(email)
    const mail = JSON.stringify(db.select().from(outbox).all()).toLowerCase()
    expect(mail).not.toContain(email)
    expect(
      db
        .select()
        .from(addressConfirmations)
        .where(eq(addressConfirmations.recordId, theirs.id))
        .all(),
    ).toEqual([])

    // Signed in again, the address has nothing left.
    const again = await overview(await signIn(email))
    expect(again.leads).toEqual([])
    expect(again.unconfirmed).toEqual([])
  })
})

describe('a reservation', () => {
  const SECRET = 'test-callback-secret-unconfirmed-0123'
  let standIn: StandIn
  let paying: ReturnType<typeof makeApp>['app']
  beforeAll(async () => {
    standIn = await startDarajaStandIn()
    paying = makeApp({
      env: { PUBLIC_URL: SITE, MPESA_STAND_IN_URL: standIn.url, MPESA_CALLBACK_SECRET: SECRET },
    }).app
  })
  afterAll(() => standIn.close())

  /** A car of its own, reserved through the API (signed in when `cookie`) and paid. */
  async function reservePaid(email: string, phone: string, cookie: string | null) {
    const res = await app.request(
      '/api/cars',
      jsonInit('POST', buildCar({ brand: car.brand, availability: 'In Stock' }), admin),
    )
    const own = (await res.json()) as Car
    const started = await paying.request(
      '/api/reservations',
      asBuyer(
        cookie,
        jsonInit('POST', { carId: own.id, name: STRANGER.name, phone, email, consent: true }),
      ),
    )
    expect(started.status, await started.clone().text()).toBe(201)
    const { token, reference } = (await started.json()) as { token: string; reference: string }
    const paid = { app: paying, db, standIn, secret: SECRET }
    const { row, callback: cb } = await answerAndCallBack(paid, token)
    expect(cb.status).toBe(200)
    const receipt = db
      .select()
      .from(outbox)
      .where(eq(outbox.leadId, row.id))
      .all()
      .find((m) => m.purpose === 'reservation-receipt')!
    return { token, reference, own, receipt }
  }

  it('made by someone else under the address: in brief, no private link, until its receipt’s link confirms it', async () => {
    const email = uniqueEmail('reserve-other')
    const cookie = await signIn(email)
    const r = await reservePaid(email, '0733 999 111', null)
    let o = await overview(cookie)
    expect(o.reservations).toEqual([])
    expect(o.unconfirmed).toEqual([
      expect.objectContaining({ kind: 'reservation', reference: r.reference, carId: r.own.id }),
    ])
    const { text, data } = await exported(cookie)
    expect(data.reservations).toEqual([])
    expect(text).not.toContain(r.token)
    expect(text).not.toContain(STRANGER.name)
    expect(text).not.toContain('733999111')
    expect(JSON.stringify(o)).not.toContain(r.token)

    const token = r.receipt.text.match(/\/account\/confirm\/([A-Za-z0-9_-]+)/)?.[1]
    expect(token).toBeTruthy()
    expect((await confirmLink(token!, 'POST')).status).toBe(200)
    o = await overview(cookie)
    expect(o.unconfirmed).toEqual([])
    expect(o.reservations.map((x) => x.token)).toEqual([r.token])
    expect((await exported(cookie)).data.reservations[0]).toMatchObject({ name: STRANGER.name })
  })

  it('made signed in as the address shows in full; its receipt asks nothing', async () => {
    const email = uniqueEmail('reserve-own')
    const cookie = await signIn(email)
    const r = await reservePaid(email, '0733 999 222', cookie)
    const o = await overview(cookie)
    expect(o.unconfirmed).toEqual([])
    expect(o.reservations.map((x) => x.reference)).toEqual([r.reference])
    expect(r.receipt.text).not.toContain('/account/confirm/')
  })

  it('erased unconfirmed keeps the payer for the dealer, without the address', async () => {
    const email = uniqueEmail('reserve-erase')
    const cookie = await signIn(email)
    const r = await reservePaid(email, '0733 999 333', null)
    const res = await app.request(
      '/api/account/erase',
      asBuyer(cookie, jsonInit('POST', { confirm: true })),
    )
    expect(accountErasedRecord.parse(await res.json()).erased.reservations).toBe(1)
    const kept = db.select().from(reservations).where(eq(reservations.token, r.token)).get()!
    expect(kept).toMatchObject({ name: STRANGER.name, phone: '254733999333', email: null })
  })
})
