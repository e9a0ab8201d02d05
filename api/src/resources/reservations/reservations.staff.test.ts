// Staff and reservations: the list with its filters, one read with its timeline, the
// four actions (extend, sell, cancel, refund) each with its audit entry and its timeline
// event by the staff member's email, who may do what (editor none, sales work them),
// the mail a payment queues (sales told of the deposit, staff's refund alert, the buyer's
// receipt) and the buyer's mail of every later change, and the lead's status following
// the reservation.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HOLD_NOT_LATER_MESSAGE,
  leadStatsRecord,
  RESERVATION_STATE_MESSAGES,
  reservationDetailRecord,
  reservationRecord,
  DEFAULT_RESERVATION_SETTINGS,
  formatNairobiDateTime,
  type CarInput,
} from '../../contract'
import { auditLog } from '../audit-log/audit-log.table'
import { cars } from '../cars/cars.table'
import { outbox } from '../outbox/outbox.table'
import { leadEvents } from '../leads/leads.table'
import { reservationSettings } from '../reservation-settings/reservation-settings.table'
import { reservations } from './reservations.table'
import { findCarTitle } from '../cars/car-title'
import { authHeaders, jsonInit, postNewCar, staffAccount } from '../../../test/helpers'
import { standInApp } from '../../../test/stand-in'
import { startSmtp } from '../../../test/smtp'
import { MailWorker } from '../../mail/worker'

const SECRET = 'test-callback-secret-staff-0123456789'
const smtp = await startSmtp()
const { app, db, env, standIn } = await standInApp({
  secret: SECRET,
  limits: 'off',
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEAD_ALERT_EMAIL: 'sales-desk@example.com',
    PUBLIC_URL: 'https://dealer.example',
  },
})
let admin: { token: string; email: string }
let sales: { token: string; email: string }
let editor: { token: string; email: string }

beforeAll(async () => {
  // Every refund here is recorded in one step: one above the threshold waits for a second
  // staff member (reservation-limits.test.ts).
  db.insert(reservationSettings)
    .values({ id: 'current', ...DEFAULT_RESERVATION_SETTINGS, refundConfirmAbove: 250_000 })
    .run()
  ;[admin, sales, editor] = await Promise.all([
    staffAccount(db, 'admin'),
    staffAccount(db, 'sales'),
    staffAccount(db, 'editor'),
  ])
})
afterAll(async () => {
  standIn.close()
  await smtp.close()
})

async function newCar(over: Partial<CarInput> = {}) {
  const car: Partial<CarInput> = { availability: 'In Stock', ...over }
  const { res } = await postNewCar(app, admin.token, { prefix: 'rss', car })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: string; price: number }
}

const callback = (body: unknown) =>
  app.request(`/api/mpesa-callbacks/${SECRET}`, jsonInit('POST', body))

/** A reservation for the car; `approve`: the buyer pays on the phone. */
async function reservation(carId: string, opts: { pay?: boolean; email?: string | null } = {}) {
  const res = await app.request(
    '/api/reservations',
    jsonInit('POST', {
      carId,
      name: 'Achieng Otieno',
      phone: '0712 345 678',
      email: opts.email === undefined ? 'achieng@example.co.ke' : opts.email,
      consent: true,
    }),
  )
  expect(res.status).toBe(201)
  const { token } = (await res.json()) as { token: string }
  const row = db.select().from(reservations).where(eq(reservations.token, token)).get()!
  if (opts.pay) {
    const { push } = await standIn.answer(row.checkoutRequestId!, 'approve', { callback: false })
    expect((await callback(standIn.callbackOf(push))).status).toBe(200)
  }
  return db.select().from(reservations).where(eq(reservations.id, row.id)).get()!
}

const act = (id: string, body: unknown, token = admin.token) =>
  app.request(`/api/reservations/${id}`, jsonInit('PUT', body, token))

async function detail(id: string, token = admin.token) {
  const res = await app.request(`/api/reservations/${id}`, { headers: authHeaders(token) })
  expect(res.status).toBe(200)
  return reservationDetailRecord.strict().parse(await res.json())
}

const availability = (carId: string) =>
  db.select({ a: cars.availability }).from(cars).where(eq(cars.id, carId)).get()?.a

const auditOf = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'reservations'), eq(auditLog.recordId, id)))
    .all()

const mailOf = (id: string) => db.select().from(outbox).where(eq(outbox.leadId, id)).all()

describe('staff and reservations', () => {
  it('lists reservations for admin and sales with the buyer in full, filtered; editors are refused', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    const other = await newCar()
    const waiting = await reservation(other.id, { email: null })

    for (const who of [admin, sales]) {
      const res = await app.request(
        `/api/reservations?filter=${encodeURIComponent(JSON.stringify({ carId: car.id }))}`,
        { headers: authHeaders(who.token) },
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Range')).toMatch(/^reservations 0-0\/1$/)
      const [row] = reservationRecord
        .strict()
        .array()
        .parse(await res.json())
      expect(row).toMatchObject({
        id: paid.id,
        status: 'paid',
        name: 'Achieng Otieno',
        phone: '254712345678',
        email: 'achieng@example.co.ke',
        receipt: paid.receipt,
      })
      expect(row!.carTitle).toBeTruthy()
      expect(JSON.stringify(row)).not.toContain(paid.token)
    }

    const list = async (filter: Record<string, unknown>) => {
      const q = encodeURIComponent(JSON.stringify(filter))
      const res = await app.request(`/api/reservations?filter=${q}&range=[0,99]`, {
        headers: authHeaders(sales.token),
      })
      expect(res.status).toBe(200)
      return ((await res.json()) as { id: string }[]).map((r) => r.id)
    }
    expect(await list({ status: 'awaiting-payment', carId: other.id })).toEqual([waiting.id])
    expect(await list({ status: ['paid', 'awaiting-payment'], carId: other.id })).toEqual([
      waiting.id,
    ])
    expect(await list({ status: 'paid', carId: other.id })).toEqual([])
    expect(await list({ receipt: paid.receipt!.slice(2, 8).toLowerCase() })).toEqual([paid.id])
    expect(await list({ q: waiting.reference })).toEqual([waiting.id])
    expect(await list({ q: 'achieng@example', carId: car.id })).toEqual([paid.id])
    expect(await list({ q: '254712345', carId: other.id })).toEqual([waiting.id])

    for (const path of ['/api/reservations', `/api/reservations/${paid.id}`]) {
      const res = await app.request(path, { headers: authHeaders(editor.token) })
      expect(res.status).toBe(403)
    }
    expect((await act(paid.id, { action: 'sell' }, editor.token)).status).toBe(403)
    expect((await app.request('/api/reservations')).status).toBe(401)
    expect((await act(paid.id, { action: 'sell' }, '')).status).toBe(401)
    expect(availability(car.id)).toBe('Reserved')
  })

  it('reads one reservation with its timeline', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    const read = await detail(paid.id, sales.token)
    expect(read.events.map((e) => [e.kind, e.actor])).toEqual([
      ['requested', 'buyer'],
      ['pushed', 'server'],
      ['paid', 'daraja'],
    ])
    const missing = await app.request('/api/reservations/nope', {
      headers: authHeaders(admin.token),
    })
    expect(missing.status).toBe(404)
  })

  it('extends a paid hold by days or to a date, never earlier; audited and on the timeline', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    const held = Date.parse(paid.heldUntil!)

    const res = await act(paid.id, { action: 'extend', days: 3 }, sales.token)
    expect(res.status).toBe(200)
    const after = reservationDetailRecord.parse(await res.json())
    expect(Date.parse(after.heldUntil!)).toBe(held + 3 * 86_400_000)
    expect(after.events.at(-1)).toMatchObject({ kind: 'hold-extended', actor: sales.email })
    const [entry] = auditOf(paid.id)
    expect(entry).toMatchObject({ action: 'update', actorEmail: sales.email })
    expect(JSON.stringify(entry!.changes)).toContain('heldUntil')

    // A date: held to the end of that Nairobi day (21:00 UTC).
    const day = new Date(held + 20 * 86_400_000).toISOString().slice(0, 10)
    const toDate = reservationDetailRecord.parse(
      await (await act(paid.id, { action: 'extend', heldUntil: day })).json(),
    )
    expect(toDate.heldUntil).toBe(`${day}T21:00:00.000Z`)

    const earlier = await act(paid.id, { action: 'extend', heldUntil: '2020-01-01' })
    expect(earlier.status).toBe(400)
    expect(await earlier.json()).toMatchObject({ errors: { heldUntil: HOLD_NOT_LATER_MESSAGE } })
    expect((await act(paid.id, { action: 'extend' })).status).toBe(400)
    expect((await act(paid.id, { action: 'extend', days: 0 })).status).toBe(400)
    expect(auditOf(paid.id)).toHaveLength(2)
  })

  it('marks the car sold: converted, the car Sold', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    const res = await act(paid.id, { action: 'sell' }, sales.token)
    expect(res.status).toBe(200)
    const after = reservationDetailRecord.parse(await res.json())
    expect(after.status).toBe('converted')
    expect(after.events.at(-1)).toMatchObject({ kind: 'sold', actor: sales.email })
    expect(availability(car.id)).toBe('Sold')
    expect(auditOf(paid.id)[0]).toMatchObject({ action: 'update', actorEmail: sales.email })
    // Once converted, nothing else applies.
    const again = await act(paid.id, { action: 'cancel', reason: 'Changed mind' })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: RESERVATION_STATE_MESSAGES.cancel })
    expect((await act(paid.id, { action: 'extend', days: 1 })).status).toBe(409)
  })

  it('cancels a paid reservation: the car back as it was, the deposit refund due, then refunded', async () => {
    const car = await newCar({ availability: 'Pre-Order' })
    const paid = await reservation(car.id, { pay: true })
    expect(availability(car.id)).toBe('Reserved')

    expect((await act(paid.id, { action: 'cancel', reason: ' ' })).status).toBe(400)
    expect((await act(paid.id, { action: 'refund', refundReference: 'X1' })).status).toBe(409)
    const res = await act(paid.id, { action: 'cancel', reason: 'Buyer found financing elsewhere' })
    expect(res.status).toBe(200)
    const cancelled = reservationDetailRecord.parse(await res.json())
    expect(cancelled).toMatchObject({
      status: 'refund-due',
      cancelReason: 'Buyer found financing elsewhere',
    })
    expect(cancelled.events.slice(-2).map((e) => [e.kind, e.actor])).toEqual([
      ['cancelled', admin.email],
      ['refund-due', admin.email],
    ])
    expect(availability(car.id)).toBe('Pre-Order')

    expect((await act(paid.id, { action: 'refund', refundReference: '' })).status).toBe(400)
    const refunded = reservationDetailRecord.parse(
      await (
        await act(paid.id, { action: 'refund', refundReference: 'SKR4T9X2QP' }, sales.token)
      ).json(),
    )
    expect(refunded).toMatchObject({ status: 'refunded', refundReference: 'SKR4T9X2QP' })
    expect(refunded.events.at(-1)).toMatchObject({
      kind: 'refunded',
      actor: sales.email,
      detail: 'M-Pesa reference SKR4T9X2QP',
    })
    expect(auditOf(paid.id).map((e) => e.actorEmail)).toEqual([admin.email, sales.email])
  })

  it('cancels a reservation awaiting payment; a payment that still arrives is refund due', async () => {
    const car = await newCar()
    const waiting = await reservation(car.id)
    const res = await act(waiting.id, { action: 'cancel', reason: 'Duplicate request' })
    expect(res.status).toBe(200)
    expect(reservationDetailRecord.parse(await res.json())).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Duplicate request',
    })
    expect(availability(car.id)).toBe('In Stock')
    const { push } = await standIn.answer(waiting.checkoutRequestId!, 'approve', {
      callback: false,
    })
    await callback(standIn.callbackOf(push))
    expect((await detail(waiting.id)).status).toBe('refund-due')
    expect(availability(car.id)).toBe('In Stock')
    // The buyer is told of the cancellation, then of the refund due; staff are alerted.
    expect(mailOf(waiting.id).map((m) => [m.purpose, m.to])).toEqual([
      ['reservation-update', 'achieng@example.co.ke'],
      ['reservation-alert', 'sales-desk@example.com'],
      ['reservation-update', 'achieng@example.co.ke'],
    ])
    const [cancelled, , due] = mailOf(waiting.id)
    expect(cancelled!.subject).toContain(`reservation ${waiting.reference} cancelled`)
    expect(cancelled!.text).toContain('Reason: Duplicate request')
    expect(cancelled!.text).toContain('No deposit was taken')
    expect(due!.subject).toContain(`reservation ${waiting.reference} refund due`)
    expect(due!.text).toContain(
      `Your payment of Ksh ${waiting.amount.toLocaleString('en-KE')} arrived`,
    )
    expect(due!.text).toContain('the reservation was cancelled before the payment arrived')
  })
})

describe('the dashboard', () => {
  it('counts deposits paid today and this week, and the reservations staff act on', async () => {
    const stats = async () => {
      const res = await app.request('/api/leads/stats', { headers: authHeaders(sales.token) })
      expect(res.status).toBe(200)
      return leadStatsRecord.parse(await res.json()).reservations
    }
    const before = await stats()
    const paid = await reservation((await newCar()).id, { pay: true })
    await reservation((await newCar()).id)
    const refund = await reservation((await newCar()).id, { pay: true })
    await act(refund.id, { action: 'cancel', reason: 'Buyer asked' })
    expect(await stats()).toEqual({
      paidToday: before.paidToday + 2,
      paidThisWeek: before.paidThisWeek + 2,
      awaitingPayment: before.awaitingPayment + 1,
      held: before.held + 1,
      refundDue: before.refundDue + 1,
    })
    expect(paid.status).toBe('paid')
  })
})

describe('the mail a payment queues', () => {
  it("queues the buyer's receipt with the private link when paid", async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    const [alert, receipt, ...rest] = mailOf(paid.id)
    expect(rest).toEqual([])
    expect(alert).toMatchObject({ purpose: 'reservation-alert', to: 'sales-desk@example.com' })
    expect(receipt).toMatchObject({
      purpose: 'reservation-receipt',
      to: 'achieng@example.co.ke',
      status: 'pending',
    })
    expect(receipt!.subject).toContain(paid.reference)
    // One money format, the site's (Ksh 196,000).
    expect(receipt!.text).toContain(`Amount: Ksh ${paid.amount.toLocaleString('en-KE')}`)
    expect(receipt!.text).toContain(paid.receipt!)
    expect(receipt!.text).toContain(paid.reference)
    expect(receipt!.text).toContain('Held until: ')
    expect(receipt!.text).toContain(`https://dealer.example/reservations/${paid.token}`)

    // No address, no receipt: sales are still told.
    const other = await newCar()
    const anonymous = await reservation(other.id, { pay: true, email: null })
    expect(anonymous.status).toBe('paid')
    expect(mailOf(anonymous.id).map((m) => m.purpose)).toEqual(['reservation-alert'])
  })

  it('tells sales of every paid deposit: the buyer, the car, the amount and the link', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    const alert = mailOf(paid.id).find((m) => m.purpose === 'reservation-alert')!
    expect(alert.to).toBe('sales-desk@example.com')
    expect(alert.subject).toBe(
      `Deposit paid: Ksh ${paid.amount.toLocaleString('en-KE')} for ${findCarTitle(db, car.id)!.title}, reservation ${paid.reference}`,
    )
    expect(alert.text).toContain('Achieng Otieno paid a reservation deposit by M-Pesa')
    expect(alert.text).toContain(`M-Pesa phone: +${paid.phone}`)
    expect(alert.text).toContain('Email: achieng@example.co.ke')
    expect(alert.text).toContain(`M-Pesa receipt: ${paid.receipt}`)
    expect(alert.text).toContain(`https://dealer.example/admin/reservations/${paid.id}/show`)
  })

  it('alerts staff at once when a payment is refund due', async () => {
    const car = await newCar()
    const first = await reservation(car.id, { pay: true })
    // The car is sold meanwhile; a second buyer's payment (forced through) is refund due.
    await act(first.id, { action: 'sell' })
    db.update(cars).set({ availability: 'In Stock' }).where(eq(cars.id, car.id)).run()
    const second = await reservation(car.id, { email: null })
    db.update(cars).set({ availability: 'Sold' }).where(eq(cars.id, car.id)).run()
    const { push } = await standIn.answer(second.checkoutRequestId!, 'approve', {
      callback: false,
    })
    await callback(standIn.callbackOf(push))
    expect((await detail(second.id)).status).toBe('refund-due')
    const [alert, ...rest] = mailOf(second.id)
    expect(rest).toEqual([])
    expect(alert).toMatchObject({ purpose: 'reservation-alert', to: 'sales-desk@example.com' })
    expect(alert!.subject).toContain(second.reference)
    expect(alert!.text).toContain('The car is sold')
    expect(alert!.text).toContain(`https://dealer.example/admin/reservations/${second.id}/show`)
  })
})

describe("the buyer's mail of each change", () => {
  const updates = (id: string) => mailOf(id).filter((m) => m.purpose === 'reservation-update')
  const ksh = (n: number) => `Ksh ${n.toLocaleString('en-KE')}`

  it('tells the buyer of an extended hold, a cancellation with its reason and the refund with its reference', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    await act(paid.id, { action: 'extend', days: 2 }, sales.token)
    const extended = updates(paid.id)
    expect(extended).toHaveLength(1)
    expect(extended[0]).toMatchObject({ to: 'achieng@example.co.ke', status: 'pending' })
    expect(extended[0]!.subject).toMatch(
      new RegExp(`: reservation ${paid.reference} hold extended$`),
    )
    const heldUntil = (await detail(paid.id)).heldUntil!
    expect(extended[0]!.text).toContain(`Held until: ${formatNairobiDateTime(heldUntil)}`)
    expect(extended[0]!.text).toContain(`Deposit paid: ${ksh(paid.amount)}`)
    expect(extended[0]!.text).toContain(`Your reference: ${paid.reference}`)
    expect(extended[0]!.text).toContain(`https://dealer.example/reservations/${paid.token}`)

    await act(paid.id, { action: 'cancel', reason: 'The buyer asked us to' })
    const cancelled = updates(paid.id)[1]!
    expect(cancelled.subject).toMatch(new RegExp(`: reservation ${paid.reference} cancelled$`))
    expect(cancelled.text).toContain('Reason: The buyer asked us to')
    expect(cancelled.text).toContain(`Your deposit of ${ksh(paid.amount)} is due back to you`)
    expect(cancelled.text).toContain(`your M-Pesa number ending ${paid.phone.slice(-3)}`)

    await act(paid.id, { action: 'refund', refundReference: 'SKR4T9X2QP' }, sales.token)
    const refunded = updates(paid.id)[2]!
    expect(refunded.subject).toMatch(
      new RegExp(`: reservation ${paid.reference} deposit refunded$`),
    )
    expect(refunded.text).toContain(`We refunded your payment of ${ksh(paid.amount)}`)
    expect(refunded.text).toContain('Refund M-Pesa reference: SKR4T9X2QP')
    expect(updates(paid.id)).toHaveLength(3)
  })

  it('reaches a real mail server: the deposit to sales, then each change to the buyer', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true })
    await act(paid.id, { action: 'extend', days: 1 })
    await act(paid.id, { action: 'cancel', reason: 'The buyer changed their mind' })
    await act(paid.id, { action: 'refund', refundReference: 'SKR7SMTPREF' })
    const worker = new MailWorker({ db, env })
    await worker.drain()
    await worker.stop()
    const about = smtp.received.filter((m) => m.subject.includes(paid.reference))
    expect(about.map((m) => [m.to, m.subject.replace(/^.*reservation \S+ ?/, '')])).toEqual([
      [['sales-desk@example.com'], ''],
      [['achieng@example.co.ke'], ''],
      [['achieng@example.co.ke'], 'hold extended'],
      [['achieng@example.co.ke'], 'cancelled'],
      [['achieng@example.co.ke'], 'deposit refunded'],
    ])
    expect(about[0]!.subject).toMatch(/^Deposit paid: Ksh /)
    expect(about[1]!.subject).toContain('deposit received')
    expect(about[4]!.text).toContain('Refund M-Pesa reference: SKR7SMTPREF')
  })

  it('tells the buyer of a refund over the threshold once an admin confirms it', async () => {
    db.update(reservationSettings).set({ refundConfirmAbove: 1 }).run()
    try {
      const car = await newCar()
      const paid = await reservation(car.id, { pay: true })
      await act(paid.id, { action: 'cancel', reason: 'Car failed inspection' }, sales.token)
      await act(paid.id, { action: 'refund', refundReference: 'SKR5BIGREF' }, sales.token)
      expect(updates(paid.id).map((m) => m.subject.split(' ').at(-1))).toEqual(['cancelled'])
      expect((await act(paid.id, { action: 'confirm-refund' })).status).toBe(200)
      const refunded = updates(paid.id)[1]!
      expect(refunded.subject).toContain('deposit refunded')
      expect(refunded.text).toContain('Refund M-Pesa reference: SKR5BIGREF')
    } finally {
      db.update(reservationSettings).set({ refundConfirmAbove: 250_000 }).run()
    }
  })

  it('sends nothing to a buyer who gave no address, and nothing for a refused action', async () => {
    const car = await newCar()
    const paid = await reservation(car.id, { pay: true, email: null })
    await act(paid.id, { action: 'extend', days: 1 })
    await act(paid.id, { action: 'cancel', reason: 'No answer' })
    expect(updates(paid.id)).toEqual([])
    const other = await reservation((await newCar()).id, { pay: true })
    expect((await act(other.id, { action: 'refund', refundReference: 'X1' })).status).toBe(409)
    expect(updates(other.id)).toEqual([])
  })
})

describe("the reservation's lead", () => {
  const leadOf = async (id: string) => (await detail(id)).lead
  const statusEvents = (id: string) =>
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), eq(leadEvents.type, 'status')))
      .all()
      .map((e) => [e.before, e.after, e.actorName])

  it('is qualified once paid, won when the car is sold to the buyer', async () => {
    const paid = await reservation((await newCar()).id, { pay: true })
    expect((await leadOf(paid.id))!.status).toBe('qualified')
    await act(paid.id, { action: 'sell' }, sales.token)
    expect((await leadOf(paid.id))!.status).toBe('won')
    expect(statusEvents(paid.id)).toEqual([
      ['new', 'qualified', 'M-Pesa payment'],
      ['qualified', 'won', sales.email],
    ])
  })

  it('is lost when the reservation is cancelled, and stays lost when refunded', async () => {
    const paid = await reservation((await newCar()).id, { pay: true })
    await act(paid.id, { action: 'cancel', reason: 'Buyer asked' })
    expect((await leadOf(paid.id))!.status).toBe('lost')
    await act(paid.id, { action: 'refund', refundReference: 'SKR4T9X2QQ' })
    expect((await leadOf(paid.id))!.status).toBe('lost')
    expect(statusEvents(paid.id)).toEqual([
      ['new', 'qualified', 'M-Pesa payment'],
      ['qualified', 'lost', admin.email],
    ])
  })

  it('keeps what staff set where the reservation says nothing new (a lead marked spam)', async () => {
    const paid = await reservation((await newCar()).id, { pay: true })
    const res = await app.request(
      `/api/leads/${paid.id}`,
      jsonInit('PUT', { status: 'spam' }, sales.token),
    )
    expect(res.status).toBe(200)
    await act(paid.id, { action: 'cancel', reason: 'Not a real buyer' })
    expect((await leadOf(paid.id))!.status).toBe('spam')
  })
})
