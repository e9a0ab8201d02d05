// Erasure leaves nothing of the buyer anywhere in the database: a buyer with leads of
// every kind and a deposit paid through the Daraja stand-in, worked by staff (notes that
// name them, quote their phone and ID number, status changes, a cancellation with its
// reason, a refund with its reference, a mail sent again after it failed), erases their
// data; then every column of every row of every table, read as text, and the database
// file's own bytes, hold none of their name, phone, email or staff's words about them.
// What docs/data-protection.md keeps (a deposit's receipt, amount, reference, car and
// dates) holds none of those.
import { readFileSync, statSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../audit-log/audit-log.table'
import { outbox } from '../outbox/outbox.table'
import type { CarInput } from '../../contract'
import { reservationEvents, reservations } from '../reservations/reservations.table'
import { asBuyer, postForm, postLeadOfEachForm, signInBuyer } from '../../../test/buyer'
import { jsonInit, postNewCar, staffAccount } from '../../../test/helpers'
import { answerAndCallBack, standInApp } from '../../../test/stand-in'

const SECRET = 'erase-traces-callback-secret-0123456789'
const { app, db, standIn } = await standInApp({
  secret: SECRET,
  limits: 'as configured',
  env: { PUBLIC_URL: 'https://dealer.example.com' },
})
let admin: string
let sales: string

beforeAll(async () => {
  admin = (await staffAccount(db, 'admin')).token
  sales = (await staffAccount(db, 'sales')).token
})
afterAll(() => standIn.close())

const tag = Math.random().toString(36).slice(2, 8)
/** The buyer, as they type themselves into the forms. */
const BUYER = {
  first: 'Nyokabi',
  last: 'Wambugu',
  email: `nyokabi.wambugu.${tag}@buyer.example.com`,
  idNumber: '29384756',
}
const NAME = `${BUYER.first} ${BUYER.last}`
/** One number, in each form a form or M-Pesa stores it. */
const PHONES = ['0723 456 789', '0723456789', '+254 723 456 789', '254723456789']
/** What staff write about them: each holds a word found nowhere else. */
const STAFF_WORDS = {
  note: `Spoke to ${NAME} on 0723 456 789, ID ${BUYER.idNumber} seen: wants the Marigold package`,
  reservationNote: `${BUYER.first} will bring ID ${BUYER.idNumber}; Hibiscus finish`,
  cancelReason: `${NAME} (ID ${BUYER.idNumber}) called from 254723456789 to cancel: Tangerine`,
  refundReference: 'RFD Papaya 0723456789',
  importCancel: `Quince: ${BUYER.last} withdrew the order`,
  mailError: `550 5.1.1 <${BUYER.email}>: mailbox unavailable`,
}
/** What must be found nowhere after the erasure (compared without case). */
const NEEDLES = [
  BUYER.first,
  BUYER.last,
  BUYER.email,
  BUYER.idNumber,
  // Every stored form of the number holds one of these.
  '723456789',
  '723 456 789',
  'Marigold',
  'Hibiscus',
  'Tangerine',
  'Papaya',
  'Quince',
]

const signIn = () => signInBuyer(app, db, BUYER.email)

async function newCar(price: number) {
  const car: Partial<CarInput> = { price, availability: 'In Stock' }
  const { res } = await postNewCar(app, admin, { prefix: 'erase', car })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: string }
}

/** A lead the buyer sends while signed in; its id. */
const send = async (cookie: string, path: string, body: unknown) =>
  (await postForm(app, { path, body }, { cookie })).id

const staffPut = async (path: string, body: unknown, token = sales) => {
  const res = await app.request(path, jsonInit('PUT', body, token))
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200)
}
const staffNote = async (leadId: string, note: string) => {
  const res = await app.request(`/api/leads/${leadId}/notes`, jsonInit('POST', { note }, sales))
  expect(res.status).toBe(201)
}

/** A deposit the buyer pays on the stand-in's phone, cancelled by staff and refunded. */
async function paidThenRefunded(cookie: string) {
  const car = await newCar(3_000_000)
  const res = await app.request(
    '/api/reservations',
    asBuyer(cookie, {
      method: 'POST',
      body: JSON.stringify({
        carId: car.id,
        name: NAME,
        phone: '0723456789',
        email: BUYER.email,
        consent: true,
      }),
    }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const { token } = (await res.json()) as { token: string }
  const { row, callback } = await answerAndCallBack({ app, db, standIn, secret: SECRET }, token)
  expect(callback.status).toBe(200)
  const paid = db.select().from(reservations).where(eq(reservations.id, row.id)).get()!
  expect(paid.status).toBe('paid')
  // Worked as a lead, then cancelled (refund due) and refunded.
  await staffPut(`/api/leads/${row.id}`, { status: 'contacted' })
  await staffNote(row.id, STAFF_WORDS.reservationNote)
  await staffPut(`/api/reservations/${row.id}`, {
    action: 'cancel',
    reason: STAFF_WORDS.cancelReason,
  })
  await staffPut(`/api/reservations/${row.id}`, {
    action: 'refund',
    refundReference: STAFF_WORDS.refundReference,
  })
  const refunded = db.select().from(reservations).where(eq(reservations.id, row.id)).get()!
  expect(refunded).toMatchObject({ status: 'refunded', cancelReason: STAFF_WORDS.cancelReason })
  return refunded
}

/** Every text of every column of every row of every table that holds a needle. */
function traces() {
  const tables = db.$client
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .pluck()
    .all() as string[]
  const hits: string[] = []
  let rows = 0
  let cells = 0
  for (const table of tables) {
    for (const row of db.$client.prepare(`select * from "${table}"`).all() as Record<
      string,
      unknown
    >[]) {
      rows++
      for (const [column, value] of Object.entries(row)) {
        if (value === null) continue
        cells++
        const text = (Buffer.isBuffer(value) ? value.toString('utf8') : String(value)).toLowerCase()
        for (const needle of NEEDLES) {
          if (text.includes(needle.toLowerCase())) hits.push(`${table}.${column}: ${needle}`)
        }
      }
    }
  }
  return { tables: tables.length, rows, cells, hits: [...new Set(hits)].sort() }
}

/** The needles in the database file's bytes, once the WAL is written back and emptied. */
function fileTraces() {
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  const file = process.env.TEST_DATABASE_FILE!
  const bytes = readFileSync(file)
  let wal = 0
  try {
    wal = statSync(`${file}-wal`).size
  } catch {
    // No WAL file at all.
  }
  const found = NEEDLES.flatMap((needle) =>
    [needle, needle.toLowerCase(), needle.toUpperCase()].some((form) =>
      bytes.includes(Buffer.from(form, 'utf8')),
    )
      ? [needle]
      : [],
  )
  return { size: bytes.length, wal, found }
}

describe('erasing a buyer worked by staff', () => {
  it('leaves none of their details, nor staff words about them, in any table or the file', async () => {
    const cookie = await signIn()
    const person = (phone: string) => ({ name: NAME, email: BUYER.email, phone })
    const car = await newCar(4_500_000)
    const { enquiry, testDrive, contact, order } = await postLeadOfEachForm(
      (path, body) => send(cookie, path, body),
      car.id,
      {
        enquiry: {
          ...person(PHONES[0]!),
          message: `This is ${BUYER.first}: is the service history complete?`,
        },
        testDrive: person(PHONES[3]!),
        sell: { ...person(PHONES[1]!), additionalInfo: `Logbook in the name of ${NAME}` },
        contact: { ...person(PHONES[2]!), message: `Please call ${BUYER.first} back.` },
        order: person(PHONES[1]!),
      },
    )
    const alert = await app.request(
      '/api/alerts',
      jsonInit('POST', {
        email: BUYER.email,
        frequency: 'daily',
        filters: { maxPrice: 9_000_000 },
      }),
    )
    expect(alert.status).toBe(202)
    await app.request(`/api/account/saved-cars/${car.id}`, asBuyer(cookie, { method: 'POST' }))

    // Staff work the leads: statuses, an assignee, notes naming the buyer, an order cancelled.
    await staffPut(`/api/leads/${enquiry}`, { status: 'contacted', nextFollowUp: '2030-01-15' })
    await staffPut(`/api/leads/${testDrive}`, { status: 'won' })
    await staffPut(`/api/leads/${contact}`, { status: 'lost' })
    await staffNote(enquiry, STAFF_WORDS.note)
    await staffNote(contact, `${BUYER.last} asked again; Marigold`)
    await staffPut(`/api/leads/${order}`, { stage: 'sourcing' })
    await staffPut(`/api/leads/${order}`, {
      stage: 'cancelled',
      cancelReason: STAFF_WORDS.importCancel,
    })
    const reservation = await paidThenRefunded(cookie)

    // A confirmation to the buyer failed (the error names the address); staff send it again.
    const mail = db.select().from(outbox).where(eq(outbox.leadId, enquiry)).all()
    const toBuyer = mail.find((m) => m.to.toLowerCase() === BUYER.email)!
    db.update(outbox)
      .set({ status: 'failed', lastError: STAFF_WORDS.mailError })
      .where(eq(outbox.id, toBuyer.id))
      .run()
    await staffPut(`/api/outbox/${toBuyer.id}`, { status: 'pending' }, admin)

    // Every needle is found before (so the search below can find them).
    const before = traces()
    for (const needle of NEEDLES) {
      expect(
        before.hits.some((h) => h.endsWith(`: ${needle}`)),
        `${needle} before the erasure`,
      ).toBe(true)
    }
    expect(before.hits.filter((h) => h.startsWith('audit_log.')).length).toBeGreaterThan(0)

    const res = await app.request(
      '/api/account/erase',
      asBuyer(cookie, { method: 'POST', body: JSON.stringify({ confirm: true }) }),
    )
    expect(res.status).toBe(200)

    const after = traces()
    expect(after.tables).toBeGreaterThan(25)
    expect(after.rows).toBeGreaterThan(50)
    expect(after.hits).toEqual([])

    // What is kept, as docs/data-protection.md says: the money's record and the timeline.
    const kept = db.select().from(reservations).where(eq(reservations.id, reservation.id)).get()!
    expect(kept).toMatchObject({
      receipt: reservation.receipt,
      amount: reservation.amount,
      reference: reservation.reference,
      carId: reservation.carId,
      paidAt: reservation.paidAt,
      status: 'refunded',
      cancelReason: null,
      refundReference: null,
    })
    expect(kept.receipt).toBeTruthy()
    const timeline = db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, reservation.id))
      .all()
    expect(timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'requested',
        'paid',
        'cancelled',
        'refund-due',
        'refunded',
        'erased',
      ]),
    )
    expect(timeline.find((e) => e.kind === 'paid')!.detail).toContain(reservation.receipt!)
    // The audit log still says who did what to which record, and when.
    const entries = db.select().from(auditLog).where(eq(auditLog.recordId, reservation.id)).all()
    expect(entries.map((e) => [e.resource, e.action])).toEqual(
      expect.arrayContaining([
        ['leads', 'update'],
        ['reservations', 'update'],
      ]),
    )
    const cancel = entries.find(
      (e) => e.resource === 'reservations' && 'cancelReason' in e.changes,
    )!
    expect(cancel.actorEmail).toMatch(/^sales-/)
    expect(cancel.changes.status).toEqual({ before: 'paid', after: 'refund-due' })
    expect(cancel.changes.cancelReason).toEqual({ before: null, after: '[erased]' })
    const lead = entries.find((e) => e.resource === 'leads')!
    expect(lead.changes.leadStatus ?? lead.changes.status).toBeTruthy()

    // Nor in the file's bytes: deleted and rewritten text does not stay in free space.
    const file = fileTraces()
    expect(file.wal).toBe(0)
    expect(file.found).toEqual([])
  })

  it('the audit log refuses every other change: only values made "[erased]"', () => {
    const entry = db.select().from(auditLog).where(eq(auditLog.resource, 'lead-notes')).get()!
    expect(entry.changes).toEqual({ leadId: { before: null, after: expect.any(String) } })
    const refused: Partial<typeof auditLog.$inferInsert>[] = [
      { resource: 'x' },
      { actorEmail: 'someone@example.com' },
      { changes: { leadId: { before: null, after: 'another-lead' } } },
      { changes: {} },
      { changes: { ...entry.changes, note: { before: null, after: '[erased]' } } },
      { changes: { leadId: { before: '[erased]', after: '[erased]' } } },
    ]
    for (const values of refused) {
      expect(() => db.update(auditLog).set(values).where(eq(auditLog.id, entry.id)).run()).toThrow(
        /append-only/,
      )
    }
    expect(() => db.delete(auditLog).where(eq(auditLog.id, entry.id)).run()).toThrow(/append-only/)
    db.update(auditLog)
      .set({ changes: { leadId: { before: null, after: '[erased]' } } })
      .where(eq(auditLog.id, entry.id))
      .run()
    expect(db.select().from(auditLog).where(eq(auditLog.id, entry.id)).get()!.changes).toEqual({
      leadId: { before: null, after: '[erased]' },
    })
    // And nothing can be put back.
    expect(() =>
      db.update(auditLog).set({ changes: entry.changes }).where(eq(auditLog.id, entry.id)).run(),
    ).toThrow(/append-only/)
  })
})
