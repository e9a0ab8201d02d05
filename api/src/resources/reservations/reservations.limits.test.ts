// The limits that stop anyone from holding every car or flooding a phone with M-Pesa
// prompts, against the Daraja stand-in over real HTTP: one waiting prompt per phone
// number and a daily cap per number, live holds per client (an IPv6 client by its /64,
// as the rate limits count it too), a hold that ends as soon as Daraja says the prompt
// expired, a car that says it is being reserved, the refused attempts staff see, a
// callback whose amount, phone or receipt is not what was asked (kept for staff to
// check, never paid), and a large refund confirmed by a second staff member.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CLIENT_HOLDS_MESSAGE,
  PHONE_WAITING_MESSAGE,
  phoneDailyCapMessage,
  REFUND_CONFIRM_ADMIN_MESSAGE,
  REFUND_CONFIRM_OTHER_MESSAGE,
  reservationRefusalsRecord,
  type CarInput,
} from '../../contract'
import { RATE_LIMIT_MESSAGE } from '../../http/rate-limit'
import { auditLog } from '../audit-log/audit-log.table'
import { cars } from '../cars/cars.table'
import { outbox } from '../outbox/outbox.table'
import { reservationSettings } from '../reservation-settings/reservation-settings.table'
import {
  paymentsFromEnv,
  QUERY_AFTER_MS,
  QUERY_EVERY_MS,
  settlePayments,
} from './reservations.payments'
import { reservations } from './reservations.table'
import { authHeaders, jsonInit, makeApp, postNewCar, staffAccount } from '../../../test/helpers'
import { standInApp } from '../../../test/stand-in'

const SECRET = 'test-callback-secret-limits-0123456789'
const { app, db, env, standIn } = await standInApp({ secret: SECRET, limits: 'as configured' })
let admin: Awaited<ReturnType<typeof staffAccount>>

beforeAll(async () => {
  // The limits as configured by default: one waiting prompt a phone, five a day, two
  // waiting prompts a client.
  admin = await staffAccount(db, 'admin')
})
afterAll(() => standIn.close())

const later = (ms: number) => new Date(Date.now() + ms)
let phones = 0
/** A phone number of its own for each buyer a test makes (07 and eight digits). */
const newPhone = () => `07${String(20_000_000 + ++phones).padStart(8, '0')}`
let addresses = 0
/** A client address of its own for each visitor a test makes. */
const newAddress = () => `198.51.100.${++addresses}`

async function newCar(price = 4_800_000) {
  const car: Partial<CarInput> = { availability: 'In Stock', price }
  const { res } = await postNewCar(app, admin.token, { prefix: 'lim', car })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** The buyer's post, from `address` (the site passes the visitor's in x-forwarded-for). */
function reserve(carId: string, phone: string, address = newAddress()) {
  const init = jsonInit('POST', { carId, name: 'Njeri Mwangi', phone, consent: true })
  return app.request('/api/reservations', {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address },
  })
}

async function reserved(carId: string, phone = newPhone(), address = newAddress()) {
  const res = await reserve(carId, phone, address)
  expect(res.status, await res.clone().text()).toBe(201)
  const { token } = (await res.json()) as { token: string }
  const row = db.select().from(reservations).where(eq(reservations.token, token)).get()!
  return { token, row, push: standIn.pushes.get(row.checkoutRequestId!)! }
}

const status = (id: string) =>
  db.select({ s: reservations.status }).from(reservations).where(eq(reservations.id, id)).get()?.s

const callback = (body: unknown) =>
  app.request(`/api/mpesa-callbacks/${SECRET}`, jsonInit('POST', body))

/** The buyer answers on the phone, and Daraja's callback reaches the app. */
async function answer(checkoutRequestId: string, how: 'approve' | 'cancel') {
  const { push } = await standIn.answer(checkoutRequestId, how, { callback: false })
  expect((await callback(standIn.callbackOf(push))).status).toBe(200)
  return push
}

async function refusedWith(res: Response, status: number, message: string) {
  expect(res.status).toBe(status)
  expect(((await res.json()) as { error: string }).error).toBe(message)
}

const publicCar = async (id: string) => {
  const res = await app.request(`/api/cars/${id}`)
  expect(res.status).toBe(200)
  return (await res.json()) as { beingReservedUntil: string | null; availability: string }
}

describe('M-Pesa prompts per phone number', () => {
  it('sends at most one waiting prompt to a phone; the next once it is answered', async () => {
    const phone = newPhone()
    const first = await reserved(await newCar(), phone)
    const other = await newCar()
    await refusedWith(await reserve(other, phone), 429, PHONE_WAITING_MESSAGE)
    // The number written another way is the same phone.
    const spaced = `+254 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
    await refusedWith(await reserve(other, spaced), 429, PHONE_WAITING_MESSAGE)
    const prompts = [...standIn.pushes.values()].filter((p) => p.phone === first.row.phone)
    expect(prompts).toHaveLength(1)
    await answer(first.row.checkoutRequestId!, 'cancel')
    expect((await reserve(other, phone)).status).toBe(201)
  })

  it('sends at most five prompts a day to a phone, whoever asks from wherever', async () => {
    const phone = newPhone()
    for (let i = 0; i < 5; i++) {
      const { row } = await reserved(await newCar(), phone)
      await answer(row.checkoutRequestId!, 'cancel')
    }
    const sent = () =>
      [...standIn.pushes.values()].filter((p) => p.phone === `254${phone.slice(1)}`)
    expect(sent()).toHaveLength(5)
    await refusedWith(await reserve(await newCar(), phone), 429, phoneDailyCapMessage(5))
    expect(sent()).toHaveLength(5)
    // Another number is not held to this one's cap.
    expect((await reserve(await newCar(), newPhone())).status).toBe(201)
  })
})

describe('holds per client', () => {
  it('lets one client hold two cars at once, not a third; other clients are not held back', async () => {
    const address = '203.0.113.7'
    await reserved(await newCar(), newPhone(), address)
    await reserved(await newCar(), newPhone(), address)
    await refusedWith(await reserve(await newCar(), newPhone(), address), 429, CLIENT_HOLDS_MESSAGE)
    expect((await reserve(await newCar(), newPhone(), '203.0.113.8')).status).toBe(201)
  })

  it('counts an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    await reserved(await newCar(), newPhone(), '2001:db8:aa:1::1')
    await reserved(await newCar(), newPhone(), '2001:db8:aa:1:ffff:ffff:ffff:fffe')
    await refusedWith(
      await reserve(await newCar(), newPhone(), '2001:0db8:00aa:0001:1234::9'),
      429,
      CLIENT_HOLDS_MESSAGE,
    )
    // The next /64 is another client.
    expect((await reserve(await newCar(), newPhone(), '2001:db8:aa:2::1')).status).toBe(201)
  })

  it('frees a client’s place as soon as a prompt is answered', async () => {
    const address = '203.0.113.21'
    const first = await reserved(await newCar(), newPhone(), address)
    await reserved(await newCar(), newPhone(), address)
    await answer(first.row.checkoutRequestId!, 'cancel')
    expect((await reserve(await newCar(), newPhone(), address)).status).toBe(201)
  })

  it('rate limits the reservation post per /64 too, and counts what it refused', async () => {
    const limited = makeApp({
      env: { MPESA_STAND_IN_URL: standIn.url, MPESA_CALLBACK_SECRET: SECRET },
      rateLimit: { max: 2, windowMs: 60_000 },
    }).app
    const post = (address: string) =>
      limited.request('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({}),
      })
    const before = await refusalsOf('rate-limited')
    expect((await post('2001:db8:bb:1::1')).status).toBe(400)
    expect((await post('2001:db8:bb:1::2')).status).toBe(400)
    await refusedWith(await post('2001:db8:bb:1:9::3'), 429, RATE_LIMIT_MESSAGE)
    expect((await post('2001:db8:bb:2::1')).status).toBe(400)
    expect(await refusalsOf('rate-limited')).toBe(before + 1)
  })
})

describe('a car being reserved', () => {
  it('says so while its prompt waits, and no longer once Daraja says the prompt expired', async () => {
    const carId = await newCar()
    const { row } = await reserved(carId)
    expect(await publicCar(carId)).toMatchObject({
      beingReservedUntil: row.payBy,
      availability: 'In Stock',
    })
    const listed = await app.request(`/api/cars?ids=${carId}`)
    expect(((await listed.json()) as { beingReservedUntil: string | null }[])[0]).toMatchObject({
      beingReservedUntil: row.payBy,
    })
    // The buyer never answers: Daraja lets the prompt expire and sends no callback.
    await standIn.answer(row.checkoutRequestId!, 'no-answer')
    const payments = paymentsFromEnv(env)
    await settlePayments(db, payments, { now: later(QUERY_AFTER_MS - 5000) })
    expect(status(row.id)).toBe('awaiting-payment')
    // Half a minute on the server asks Daraja, long before the three-minute pay window.
    await settlePayments(db, payments, { now: later(QUERY_AFTER_MS + 1000) })
    expect(status(row.id)).toBe('payment-failed')
    expect((await publicCar(carId)).beingReservedUntil).toBeNull()
    expect((await reserve(carId, newPhone())).status).toBe(201)
  })

  it('asks Daraja again while the prompt waits, not at every round', async () => {
    const { row } = await reserved(await newCar())
    const payments = paymentsFromEnv(env)
    let queries = 0
    const query = payments.daraja!.stkQuery
    payments.daraja!.stkQuery = (id) => (queries++, query(id))
    const round = (ms: number) =>
      settlePayments(db, payments, {
        now: later(ms),
        only: db.select().from(reservations).where(eq(reservations.id, row.id)).get(),
      })
    await round(QUERY_AFTER_MS + 1000)
    await round(QUERY_AFTER_MS + 5000)
    expect(queries).toBe(1)
    await round(QUERY_AFTER_MS + QUERY_EVERY_MS + 2000)
    expect(queries).toBe(2)
    expect(status(row.id)).toBe('awaiting-payment')
  })

  it('is free again at once when the buyer cancels on the phone, and held when paid', async () => {
    const carId = await newCar()
    const first = await reserved(carId)
    await answer(first.row.checkoutRequestId!, 'cancel')
    expect((await publicCar(carId)).beingReservedUntil).toBeNull()
    const second = await reserved(carId)
    await answer(second.row.checkoutRequestId!, 'approve')
    expect(await publicCar(carId)).toMatchObject({
      beingReservedUntil: null,
      availability: 'Reserved',
    })
  })

  it('is not something staff can set on a car', async () => {
    const carId = await newCar()
    const car = await (
      await app.request(`/api/cars/${carId}`, { headers: authHeaders(admin.token) })
    ).json()
    const res = await app.request(
      `/api/cars/${carId}`,
      jsonInit('PUT', { ...car, beingReservedUntil: '2099-01-01T00:00:00.000Z' }, admin.token),
    )
    expect(res.status).toBe(200)
    const row = db.select({ b: cars.beingReservedUntil }).from(cars).where(eq(cars.id, carId)).get()
    expect(row?.b).toBeNull()
  })
})

async function refusalsOf(reason: string, token = admin.token): Promise<number> {
  const res = await app.request('/api/reservations/refusals', { headers: authHeaders(token) })
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toContain('no-store')
  const body = reservationRefusalsRecord.parse(await res.json())
  return body.rows.filter((r) => r.reason === reason).reduce((n, r) => n + r.count, 0)
}

describe('refused attempts, for staff', () => {
  it('counts each refusal by its reason, for admins and sales; nobody else reads them', async () => {
    const before = {
      phone: await refusalsOf('phone-waiting'),
      busy: await refusalsOf('car-busy'),
    }
    const phone = newPhone()
    const carId = await newCar()
    await reserved(carId, phone)
    expect((await reserve(await newCar(), phone)).status).toBe(429)
    expect((await reserve(carId, newPhone())).status).toBe(409)
    expect(await refusalsOf('phone-waiting')).toBe(before.phone + 1)
    expect(await refusalsOf('car-busy')).toBe(before.busy + 1)
    const sales = await staffAccount(db, 'sales')
    expect(await refusalsOf('car-busy', sales.token)).toBe(before.busy + 1)
    const editor = await staffAccount(db, 'editor')
    const denied = await app.request('/api/reservations/refusals', {
      headers: authHeaders(editor.token),
    })
    expect(denied.status).toBe(403)
    expect((await app.request('/api/reservations/refusals')).status).toBe(401)
  })
})

describe('a callback that is not what was asked', () => {
  it('keeps another amount for staff to check: never paid, the car not held, staff alerted', async () => {
    const carId = await newCar()
    const { row, push } = await reserved(carId)
    await standIn.answer(push.checkoutRequestId, 'approve', { callback: false })
    const body = standIn.callbackOf(push)
    body.Body.stkCallback.CallbackMetadata!.Item[0] = { Name: 'Amount', Value: 1 }
    await callback(body)
    const after = db.select().from(reservations).where(eq(reservations.id, row.id)).get()!
    expect(after).toMatchObject({ status: 'needs-checking', paidAmount: 1, receipt: null })
    expect((await publicCar(carId)).availability).toBe('In Stock')
    const alert = db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, row.id), eq(outbox.purpose, 'reservation-alert')))
      .get()
    expect(alert?.subject).toBe(`Payment to check: reservation ${row.reference}`)
    // The real callback arriving after changes nothing.
    await callback(standIn.callbackOf(push))
    expect(status(row.id)).toBe('needs-checking')
    // Staff cancel it: what was paid is to be refunded.
    const res = await app.request(
      `/api/reservations/${row.id}`,
      jsonInit('PUT', { action: 'cancel', reason: 'Paid KES 1 by mistake' }, admin.token),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'refund-due', amount: 1 })
  })

  it('keeps a payment from another phone for staff to check', async () => {
    const { row, push } = await reserved(await newCar())
    await standIn.answer(push.checkoutRequestId, 'approve', { callback: false })
    const body = standIn.callbackOf(push)
    body.Body.stkCallback.CallbackMetadata!.Item[4] = { Name: 'PhoneNumber', Value: 254799999999 }
    await callback(body)
    expect(db.select().from(reservations).where(eq(reservations.id, row.id)).get()).toMatchObject({
      status: 'needs-checking',
      paidPhone: '254799999999',
    })
  })

  it('takes a phone Daraja masked by the digits it shows', async () => {
    const { row, push } = await reserved(await newCar())
    await standIn.answer(push.checkoutRequestId, 'approve', { callback: false })
    const body = standIn.callbackOf(push)
    const masked = `${row.phone.slice(0, 6)}***${row.phone.slice(-3)}`
    body.Body.stkCallback.CallbackMetadata!.Item[4] = { Name: 'PhoneNumber', Value: masked }
    await callback(body)
    expect(status(row.id)).toBe('paid')
  })

  it('never takes one M-Pesa receipt for two payments', async () => {
    const first = await reserved(await newCar())
    const paid = await answer(first.row.checkoutRequestId!, 'approve')
    const receipt = paid.result!.receipt!
    expect(status(first.row.id)).toBe('paid')
    const second = await reserved(await newCar())
    await standIn.answer(second.push.checkoutRequestId, 'approve', { callback: false })
    const body = standIn.callbackOf(second.push)
    body.Body.stkCallback.CallbackMetadata!.Item[1] = { Name: 'MpesaReceiptNumber', Value: receipt }
    const res = await callback(body)
    expect(res.status).toBe(200)
    expect(status(second.row.id)).toBe('needs-checking')
    const rows = db.select().from(reservations).where(eq(reservations.receipt, receipt)).all()
    expect(rows.map((r) => r.id)).toEqual([first.row.id])
  })
})

describe('a large refund', () => {
  async function refundDue(price: number) {
    const { row } = await reserved(await newCar(price))
    await answer(row.checkoutRequestId!, 'approve')
    const res = await app.request(
      `/api/reservations/${row.id}`,
      jsonInit('PUT', { action: 'cancel', reason: 'The buyer changed their mind' }, admin.token),
    )
    expect(res.status).toBe(200)
    return { ...row, amount: ((await res.json()) as { amount: number }).amount }
  }

  const act = (id: string, body: unknown, token: string) =>
    app.request(`/api/reservations/${id}`, jsonInit('PUT', body, token))

  it('is confirmed by an admin other than whoever recorded it; the audit log names both', async () => {
    const saved = await app.request(
      '/api/reservation-settings/current',
      jsonInit(
        'PUT',
        {
          depositKind: 'fixed',
          depositAmount: 150_000,
          depositPercent: 2,
          depositMin: 50_000,
          depositMax: 250_000,
          holdDays: 7,
          refundTerms: 'Refunded in full within 3 working days.',
          refundConfirmAbove: 100_000,
        },
        admin.token,
      ),
    )
    expect(saved.status).toBe(200)
    const row = await refundDue(9_000_000)
    expect(row.amount).toBe(150_000)
    const sales = await staffAccount(db, 'sales')
    const recorded = await act(
      row.id,
      { action: 'refund', refundReference: 'SLK4H7QW2P' },
      sales.token,
    )
    expect(recorded.status).toBe(200)
    expect(await recorded.json()).toMatchObject({
      status: 'refund-due',
      refundReference: 'SLK4H7QW2P',
      refundRecordedBy: sales.email,
      refundAwaitsConfirmation: true,
    })
    // Sales cannot confirm, nor can it be recorded again meanwhile.
    await refusedWith(
      await act(row.id, { action: 'confirm-refund' }, sales.token),
      403,
      REFUND_CONFIRM_ADMIN_MESSAGE,
    )
    expect(
      (await act(row.id, { action: 'refund', refundReference: 'OTHER' }, sales.token)).status,
    ).toBe(409)
    // An admin who recorded a refund does not confirm it either.
    const second = await refundDue(9_000_000)
    expect(
      (await act(second.id, { action: 'refund', refundReference: 'SLK5' }, admin.token)).status,
    ).toBe(200)
    await refusedWith(
      await act(second.id, { action: 'confirm-refund' }, admin.token),
      409,
      REFUND_CONFIRM_OTHER_MESSAGE,
    )

    const confirmed = await act(row.id, { action: 'confirm-refund' }, admin.token)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({
      status: 'refunded',
      refundRecordedBy: sales.email,
      refundConfirmedBy: admin.email,
      refundAwaitsConfirmation: false,
    })
    const entries = db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'reservations'), eq(auditLog.recordId, row.id)))
      .all()
    const last = entries.at(-1)!
    expect(last.actorEmail).toBe(admin.email)
    // The confirmation's entry: by the admin, naming who recorded it.
    expect(last.changes).toMatchObject({
      status: { before: 'refund-due', after: 'refunded' },
      refundConfirmedBy: { before: null, after: admin.email },
    })
    expect(
      entries.some(
        (e) => e.actorEmail === sales.email && e.changes.refundRecordedBy?.after === sales.email,
      ),
    ).toBe(true)
  })

  it('at or under the threshold is refunded by whoever records it', async () => {
    db.update(reservationSettings).set({ depositAmount: 80_000 }).run()
    const row = await refundDue(9_000_000)
    expect(row.amount).toBe(80_000)
    const sales = await staffAccount(db, 'sales')
    const res = await act(row.id, { action: 'refund', refundReference: 'SLK6' }, sales.token)
    expect(await res.json()).toMatchObject({ status: 'refunded', refundRecordedBy: sales.email })
  })
})
