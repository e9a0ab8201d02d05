// Reservations in the lead inbox: a buyer who paid the deposit is a lead of kind
// "reservation" (attempts never paid are not), listed and filtered like the others, read
// with the payment summed up (never the private link's token), worked like any lead
// (status, assignee, follow-up, notes: each on the lead's timeline and in the audit log,
// the payment's own timeline untouched), counted on the dashboard, and hidden from roles
// without the reservations.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  leadDetailRecord,
  leadRecord,
  leadStatsRecord,
  reservationDetailRecord,
  type Lead,
  type CarInput,
} from '../../contract'
import { type PhoneAnswer } from '../../mpesa/stand-in'
import { auditLog } from '../audit-log/audit-log.table'
import { leadEvents } from '../leads/leads.table'
import { endHolds } from './reservations.repository'
import { reservationEvents, reservations } from './reservations.table'
import { staff } from '../staff/staff.table'
import { dateInDays } from '../../seed/factories'
import { authHeaders, jsonInit, postNewCar, staffAccount } from '../../../test/helpers'
import { answerAndCallBack, standInApp } from '../../../test/stand-in'

const SECRET = 'test-callback-secret-leads-0123456789'
type Account = Awaited<ReturnType<typeof staffAccount>>
const { app, db, standIn } = await standInApp({ secret: SECRET, limits: 'off' })
let admin: Account
let sales: Account
let editor: Account
const tag = Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  ;[admin, sales, editor] = await Promise.all([
    staffAccount(db, 'admin'),
    staffAccount(db, 'sales'),
    staffAccount(db, 'editor'),
  ])
})
afterAll(() => standIn.close())

const staffId = (account: Account) =>
  db.select({ id: staff.id }).from(staff).where(eq(staff.uid, account.uid)).get()!.id

async function newCar() {
  const car: Partial<CarInput> = { availability: 'In Stock' }
  const { res } = await postNewCar(app, admin.token, { prefix: 'rl', car })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** A reservation by a buyer named after this file's tag; `answer`: what the phone does. */
async function reservation(carId: string, answer?: PhoneAnswer, name = `Buyer ${tag}`) {
  const res = await app.request(
    '/api/reservations',
    jsonInit('POST', {
      carId,
      name,
      phone: '0722 000 111',
      email: 'buyer@example.co.ke',
      consent: true,
    }),
  )
  expect(res.status).toBe(201)
  const { token } = (await res.json()) as { token: string }
  if (!answer) return db.select().from(reservations).where(eq(reservations.token, token)).get()!
  const paying = { app, db, standIn, secret: SECRET }
  const { row, callback: done } = await answerAndCallBack(paying, token, answer)
  expect(done.status).toBe(200)
  return db.select().from(reservations).where(eq(reservations.id, row.id)).get()!
}

async function list(f: Record<string, unknown>, token = sales.token) {
  const q = encodeURIComponent(JSON.stringify({ q: tag, ...f }))
  const res = await app.request(`/api/leads?filter=${q}&range=[0,99]`, {
    headers: authHeaders(token),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return leadRecord.array().parse(await res.json()) as Lead[]
}

async function lead(id: string, token = sales.token) {
  const res = await app.request(`/api/leads/${id}`, { headers: authHeaders(token) })
  expect(res.status, await res.clone().text()).toBe(200)
  return leadDetailRecord.strict().parse(await res.json())
}

const put = (id: string, body: unknown, token = sales.token) =>
  app.request(`/api/leads/${id}`, jsonInit('PUT', body, token))

const paymentEvents = (id: string) =>
  db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id)).all()

describe('reservations in the lead inbox', () => {
  it('lists a buyer who paid as a Reservation lead, never an attempt that was not paid', async () => {
    const carId = await newCar()
    const paid = await reservation(carId, 'approve')
    const waiting = await reservation(await newCar())
    const failed = await reservation(await newCar(), 'cancel')
    expect([paid.status, waiting.status, failed.status]).toEqual([
      'paid',
      'awaiting-payment',
      'payment-failed',
    ])

    const rows = await list({ kind: 'reservation' })
    expect(rows.map((r) => r.id)).toEqual([paid.id])
    expect(rows[0]).toMatchObject({
      kind: 'reservation',
      name: `Buyer ${tag}`,
      phone: '+254 722 000 111',
      email: 'buyer@example.co.ke',
      carId,
      reference: paid.reference,
      message: null,
      // A paid deposit makes the buyer a qualified lead, still waiting for a first contact.
      status: 'qualified',
      assigneeId: null,
      nextFollowUp: null,
      firstContactAt: null,
      createdAt: paid.createdAt,
      paymentStatus: 'paid',
    })
    // Like any lead: by car, by reference, among several kinds, unassigned, today.
    expect((await list({ carId })).map((r) => r.id)).toEqual([paid.id])
    expect((await list({ q: paid.reference.toLowerCase() })).map((r) => r.id)).toEqual([paid.id])
    expect((await list({ q: '722 000 111' })).map((r) => r.id)).toEqual([paid.id])
    expect((await list({ kind: ['contact', 'reservation'] })).map((r) => r.id)).toEqual([paid.id])
    expect((await list({ kind: 'contact' })).map((r) => r.id)).toEqual([])
    expect((await list({ assigneeId: 'none', status: 'qualified' })).map((r) => r.id)).toEqual([
      paid.id,
    ])
    // Admins see it too; the unpaid attempts are no lead to open.
    expect((await list({ kind: 'reservation' }, admin.token)).map((r) => r.id)).toEqual([paid.id])
    for (const id of [waiting.id, failed.id]) {
      const res = await app.request(`/api/leads/${id}`, { headers: authHeaders(sales.token) })
      expect(res.status).toBe(404)
    }
  })

  it('keeps a paid buyer in the inbox whatever became of the reservation since', async () => {
    const name = `Later ${tag}`
    const ended = await reservation(await newCar(), 'approve', name)
    db.update(reservations)
      .set({ heldUntil: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(reservations.id, ended.id))
      .run()
    endHolds(db)
    const cancelled = await reservation(await newCar(), 'approve', name)
    const cancel = await app.request(
      `/api/reservations/${cancelled.id}`,
      jsonInit('PUT', { action: 'cancel', reason: 'Buyer changed plans' }, admin.token),
    )
    expect(cancel.status).toBe(200)
    const sold = await reservation(await newCar(), 'approve', name)
    const sell = await app.request(
      `/api/reservations/${sold.id}`,
      jsonInit('PUT', { action: 'sell' }, admin.token),
    )
    expect(sell.status).toBe(200)

    const rows = await list({ q: name })
    expect(rows.map((r) => r.id).sort()).toEqual([ended.id, cancelled.id, sold.id].sort())
    // The list says where each deposit stands.
    expect(Object.fromEntries(rows.map((r) => [r.id, r.paymentStatus]))).toEqual({
      [ended.id]: 'expired',
      [cancelled.id]: 'refund-due',
      [sold.id]: 'converted',
    })
    const statusOf = async (id: string) => (await lead(id)).reservation?.status
    expect(await statusOf(ended.id)).toBe('expired')
    expect(await statusOf(cancelled.id)).toBe('refund-due')
    expect(await statusOf(sold.id)).toBe('converted')
  })

  it("reads the lead with the payment summed up and the car, never the private link's token", async () => {
    const carId = await newCar()
    const paid = await reservation(carId, 'approve')
    const read = await lead(paid.id)
    expect(read).toMatchObject({
      kind: 'reservation',
      name: `Buyer ${tag}`,
      details: {
        reference: paid.reference,
        name: `Buyer ${tag}`,
        phone: '+254 722 000 111',
        email: 'buyer@example.co.ke',
      },
      car: { id: carId },
      stage: null,
      trackingToken: null,
      reservation: {
        id: paid.id,
        status: 'paid',
        amount: paid.amount,
        receipt: paid.receipt,
        paidAt: paid.paidAt,
        heldUntil: paid.heldUntil,
        refundReference: null,
      },
      // The payment made it a qualified lead: the one entry so far.
      events: [{ type: 'status', before: 'new', after: 'qualified', actorName: 'M-Pesa payment' }],
    })
    expect(read.car!.title).toBeTruthy()
    expect(JSON.stringify(read)).not.toContain(paid.token)
    // Other kinds have no reservation.
    const contact = await app.request(
      '/api/contact-messages',
      jsonInit('POST', {
        name: `Contact ${tag}`,
        email: 'c@example.com',
        subject: 'Sales Inquiry',
        message: 'Hello there',
      }),
    )
    expect(contact.status, await contact.clone().text()).toBe(201)
    const { id } = (await contact.json()) as { id: string }
    expect(await lead(id)).toMatchObject({ reservation: null, paymentStatus: null })
  })

  it('is worked like any lead: status, assignee, follow-up and notes, on its timeline and audited', async () => {
    const paid = await reservation(await newCar(), 'approve')
    const before = paymentEvents(paid.id)
    const followUp = dateInDays(2)
    const res = await put(paid.id, {
      status: 'contacted',
      assigneeId: staffId(sales),
      nextFollowUp: followUp,
      // The payment's status is not the lead's to change, nor a stage.
      stage: null,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const after = leadDetailRecord.parse(await res.json())
    expect(after).toMatchObject({
      status: 'contacted',
      assigneeId: staffId(sales),
      nextFollowUp: followUp,
      reservation: { status: 'paid' },
    })
    expect(after.firstContactAt).toBeTruthy()
    expect(after.events.map((e) => [e.type, e.before, e.after])).toEqual([
      ['status', 'new', 'qualified'],
      ['status', 'qualified', 'contacted'],
      ['assignee', null, staffId(sales)],
      ['follow-up', null, followUp],
    ])

    const note = await app.request(
      `/api/leads/${paid.id}/notes`,
      jsonInit('POST', { note: 'Coming on Saturday to see the car' }, sales.token),
    )
    expect(note.status).toBe(201)
    expect((await lead(paid.id)).events.at(-1)).toMatchObject({
      type: 'note',
      note: 'Coming on Saturday to see the car',
    })

    // The reservation's payment and its own timeline are as they were.
    const row = db.select().from(reservations).where(eq(reservations.id, paid.id)).get()!
    expect(row).toMatchObject({ status: 'paid', leadStatus: 'contacted' })
    expect(paymentEvents(paid.id)).toEqual(before)
    // Its page says where sales are with the buyer.
    const page = await app.request(`/api/reservations/${paid.id}`, {
      headers: authHeaders(sales.token),
    })
    expect(reservationDetailRecord.strict().parse(await page.json()).lead).toEqual({
      status: 'contacted',
      assigneeId: staffId(sales),
      nextFollowUp: followUp,
    })

    const audited = db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, paid.id), eq(auditLog.resource, 'leads')))
      .all()
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ action: 'update', actorEmail: sales.email })
    expect(JSON.stringify(audited[0]!.changes)).toContain('contacted')
    const notes = db.select().from(auditLog).where(eq(auditLog.resource, 'lead-notes')).all()
    expect(notes.some((e) => JSON.stringify(e.changes).includes(paid.id))).toBe(true)
    // Stages are an import order's, not a reservation's.
    expect((await put(paid.id, { stage: 'shipped' })).status).toBe(400)
    // The payment's entry, three changes and a note.
    expect(db.select().from(leadEvents).where(eq(leadEvents.leadId, paid.id)).all()).toHaveLength(5)
  })

  it('moves only the lead status on later changes, never the payment', async () => {
    const one = await reservation(await newCar(), 'approve')
    for (const status of ['qualified', 'won'] as const) {
      expect((await put(one.id, { status })).status).toBe(200)
    }
    const row = db.select().from(reservations).where(eq(reservations.id, one.id)).get()!
    expect(row.leadStatus).toBe('won')
    expect(row.status).toBe('paid')
  })

  it('is for staff who work leads and reservations: editors are refused', async () => {
    const paid = await reservation(await newCar(), 'approve')
    const q = encodeURIComponent(JSON.stringify({ kind: 'reservation' }))
    for (const [path, init] of [
      [`/api/leads?filter=${q}`, { headers: authHeaders(editor.token) }],
      [`/api/leads/${paid.id}`, { headers: authHeaders(editor.token) }],
      [`/api/leads/${paid.id}`, jsonInit('PUT', { status: 'spam' }, editor.token)],
      [`/api/leads/${paid.id}/notes`, jsonInit('POST', { note: 'x' }, editor.token)],
    ] as const) {
      expect((await app.request(path, init)).status).toBe(403)
    }
    expect((await app.request(`/api/leads/${paid.id}`)).status).toBe(401)
    // Unchanged: as the payment left it.
    expect(db.select().from(reservations).where(eq(reservations.id, paid.id)).get()).toMatchObject({
      leadStatus: 'qualified',
    })
    // Sales and admins read it.
    expect((await lead(paid.id, admin.token)).id).toBe(paid.id)
  })
})

describe('the dashboard', () => {
  it('counts a paid reservation among new leads and those waiting for a first contact', async () => {
    const stats = async () => {
      const res = await app.request('/api/leads/stats', { headers: authHeaders(sales.token) })
      expect(res.status).toBe(200)
      return leadStatsRecord.strict().parse(await res.json())
    }
    const before = await stats()
    const paid = await reservation(await newCar(), 'approve')
    await reservation(await newCar())
    await reservation(await newCar(), 'wrong-pin')
    const after = await stats()
    expect(after.today.reservation).toBe(before.today.reservation + 1)
    expect(after.thisWeek.reservation).toBe(before.thisWeek.reservation + 1)
    expect(after.awaitingFirstContact.count).toBe(before.awaitingFirstContact.count + 1)
    expect(after.today.contact).toBe(before.today.contact)

    expect((await put(paid.id, { status: 'contacted' })).status).toBe(200)
    const contacted = await stats()
    expect(contacted.awaitingFirstContact.count).toBe(before.awaitingFirstContact.count)
    expect(contacted.medianMinutesToFirstContact).not.toBeNull()
  })
})
