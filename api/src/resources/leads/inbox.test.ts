// The one lead inbox: GET /api/leads over every kind, a lead read whole, status,
// assignee and follow-up changes with their timeline and audit entries, and notes.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ImportTracking, Lead, LeadDetail, LeadEvent } from '../../contract'
import {
  ASSIGNEE_NOT_STAFF_MESSAGE,
  CANCEL_REASON_MESSAGE,
  STAGE_NOT_IMPORT_MESSAGE,
  todayInNairobi,
} from '../../contract'
import { auditLog } from '../audit-log/audit-log.table'
import { staff } from '../staff/staff.table'
import {
  buildCarEnquiry,
  buildContactMessage,
  buildImportRequest,
  buildSellRequest,
  buildTestDrive,
  dateInDays,
} from '../../seed/factories'
import { authHeaders, jsonInit, makeApp, postNewCar, staffAccount } from '../../../test/helpers'

const { app, db } = makeApp()

type Account = Awaited<ReturnType<typeof staffAccount>>
let admin: Account
let sales: Account
let editor: Account
let carId: string
const tag = Math.random().toString(36).slice(2, 8)
const ids: Record<string, string> = {}

const staffId = (account: Account) =>
  db.select({ id: staff.id }).from(staff).where(eq(staff.uid, account.uid)).get()!.id

async function list(query: string, token = sales.token) {
  const res = await app.request(`/api/leads?${query}`, { headers: authHeaders(token) })
  expect(res.status, await res.clone().text()).toBe(200)
  return { rows: (await res.json()) as Lead[], range: res.headers.get('Content-Range') }
}
const filter = (f: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify({ q: tag, ...f }))}`

const put = (id: string, body: unknown, token = sales.token) =>
  app.request(`/api/leads/${id}`, jsonInit('PUT', body, token))

beforeAll(async () => {
  ;[admin, sales, editor] = await Promise.all([
    staffAccount(db, 'admin'),
    staffAccount(db, 'sales', { tag: 'sales' }),
    staffAccount(db, 'editor'),
  ])
  db.update(staff).set({ displayName: 'Wanjiru Sales' }).where(eq(staff.uid, sales.uid)).run()
  const { res: car } = await postNewCar(app, admin.token, { prefix: 'inbox' })
  carId = ((await car.json()) as { id: string }).id
  const posts: [string, string, unknown][] = [
    ['contact', 'contact-messages', buildContactMessage({ name: `Contact ${tag}` })],
    ['import', 'import-requests', buildImportRequest({ name: `Import ${tag}` })],
    ['sell', 'sell-requests', buildSellRequest({ name: `Sell ${tag}` })],
    ['enquiry', 'enquiries', buildCarEnquiry({ carId, name: `Enquiry ${tag}` })],
    ['test-drive', 'test-drives', buildTestDrive({ carId, name: `Drive ${tag}` })],
  ]
  // One after another, so the newest-first order is known.
  for (const [kind, path, body] of posts) {
    const res = await app.request(`/api/${path}`, jsonInit('POST', body))
    expect(res.status, await res.clone().text()).toBe(201)
    ids[kind] = ((await res.json()) as { id: string }).id
  }
})

describe('GET /api/leads', () => {
  it('lists every kind, newest first, in the common columns, with a total', async () => {
    const { rows, range } = await list(`${filter({})}&range=[0,9]`)
    expect(rows.map((r) => r.kind)).toEqual(['test-drive', 'enquiry', 'sell', 'import', 'contact'])
    expect(range).toBe('leads 0-4/5')
    const drive = rows[0]!
    expect(drive).toMatchObject({
      id: ids['test-drive'],
      _id: ids['test-drive'],
      status: 'new',
      assigneeId: null,
      carId,
      nextFollowUp: null,
    })
    expect(drive.reference).toMatch(/^TD-/)
    // Every kind has a reference to quote; only the car-page kinds have a car.
    expect(rows.find((r) => r.kind === 'contact')).toMatchObject({
      carId: null,
      carText: null,
      reference: expect.stringMatching(/^MSG-/),
    })
    // An import or sell request names a car of its own: make, model and year, as text.
    expect(rows.find((r) => r.kind === 'import')).toMatchObject({
      carId: null,
      carText: expect.stringMatching(/^20\d\d Porsche Cayenne Turbo GT$/),
    })
    expect(rows.find((r) => r.kind === 'sell')).toMatchObject({
      carId: null,
      carText: expect.stringMatching(/^20\d\d Toyota Land Cruiser 300$/),
    })
    expect(drive.carText).toBeNull()
  })

  it('finds a phone number however it was written, in the search or in the lead', async () => {
    // A number no other lead has: 7 and eight random digits.
    const number = `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`
    const sent = await app.request(
      '/api/contact-messages',
      jsonInit('POST', buildContactMessage({ name: 'Phone caller', phone: `0${spaced}` })),
    )
    expect(sent.status).toBe(201)
    const id = ((await sent.json()) as { id: string }).id
    const found = async (q: string) =>
      (await list(`filter=${encodeURIComponent(JSON.stringify({ q }))}`)).rows.map((r) => r.id)
    for (const q of [
      `254${number}`,
      `+254 ${spaced}`,
      `0${number}`,
      `0${spaced}`,
      number.slice(2, 8),
    ])
      expect(await found(q), q).toEqual([id])
    // Too few digits to be a number: a plain text search, which finds nothing here.
    expect(await found(`+254 ${number.slice(0, 2)}x`)).toEqual([])
  })

  it('filters by kind (one or several), status, car and assignee', async () => {
    expect((await list(filter({ kind: 'sell' }))).rows.map((r) => r.id)).toEqual([ids.sell])
    const both = await list(filter({ kind: ['contact', 'import'] }))
    expect(both.rows.map((r) => r.kind).sort()).toEqual(['contact', 'import'])
    expect((await list(filter({ carId }))).rows).toHaveLength(2)
    expect((await list(filter({ status: 'won' }))).rows).toHaveLength(0)
    expect((await list(filter({ assigneeId: 'none' }))).rows).toHaveLength(5)
    // An unknown kind is no filter at all, never an error.
    expect((await list(filter({ kind: 'nonsense' }))).rows).toHaveLength(5)
  })

  it('filters by creation day in Nairobi, inclusive at both ends', async () => {
    const today = todayInNairobi()
    expect((await list(filter({ createdAt_gte: today, createdAt_lte: today }))).rows).toHaveLength(
      5,
    )
    expect((await list(filter({ createdAt_lte: dateInDays(-1) }))).rows).toHaveLength(0)
    expect((await list(filter({ createdAt_gte: dateInDays(1) }))).rows).toHaveLength(0)
  })

  it('is for staff who work leads: editors and visitors are refused', async () => {
    expect((await app.request('/api/leads')).status).toBe(401)
    const res = await app.request('/api/leads', { headers: authHeaders(editor.token) })
    expect(res.status).toBe(403)
    expect((await list('', admin.token)).rows.length).toBeGreaterThanOrEqual(5)
  })
})

describe('GET /api/leads/assignees', () => {
  it('names the active staff who work leads, for sales too', async () => {
    const res = await app.request('/api/leads/assignees', { headers: authHeaders(sales.token) })
    expect(res.status).toBe(200)
    const people = (await res.json()) as { id: string; name: string }[]
    expect(people).toContainEqual({ id: staffId(sales), name: 'Wanjiru Sales' })
    expect(people.map((p) => p.id)).toContain(staffId(admin))
    expect(people.map((p) => p.id)).not.toContain(staffId(editor))
  })
})

describe('POST /api/chat-clicks', () => {
  it('counts a click through to the chat app against its car, for anyone', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/api/chat-clicks', jsonInit('POST', { carId }))
      expect(res.status).toBe(201)
    }
    const unknown = await app.request('/api/chat-clicks', jsonInit('POST', { carId: 'gone' }))
    expect(unknown.status).toBe(404)
    const empty = await app.request('/api/chat-clicks', jsonInit('POST', {}))
    expect(empty.status).toBe(400)
  })
})

describe('GET /api/leads/stats', () => {
  it("counts today's leads by kind for sales, and is refused to editors", async () => {
    const res = await app.request('/api/leads/stats', { headers: authHeaders(sales.token) })
    expect(res.status).toBe(200)
    const stats = (await res.json()) as { today: Record<string, number>; topCars: unknown[] }
    // This file posted one of each kind just now (other files use other databases).
    for (const kind of ['contact', 'import', 'sell', 'enquiry', 'test-drive']) {
      expect(stats.today[kind]).toBeGreaterThanOrEqual(1)
    }
    expect(stats.topCars).toContainEqual({
      carId,
      title: expect.any(String),
      enquiries: 1,
      chatClicks: 2,
    })
    const refused = await app.request('/api/leads/stats', { headers: authHeaders(editor.token) })
    expect(refused.status).toBe(403)
  })

  it("has the day's work: follow-ups due, open ones only, and today's test drives", async () => {
    const stats = async () =>
      (await (
        await app.request('/api/leads/stats', { headers: authHeaders(sales.token) })
      ).json()) as {
        followUpsDue: number
        testDrivesToday: { id: string; name: string; time: string; carTitle: string | null }[]
      }
    const before = await stats()
    const post = async (name: string) => {
      const res = await app.request(
        '/api/contact-messages',
        jsonInit('POST', buildContactMessage({ name: `${name} ${tag}` })),
      )
      return ((await res.json()) as { id: string }).id
    }
    const overdue = await post('Overdue')
    const dueToday = await post('Due today')
    const later = await post('Later')
    const won = await post('Won')
    for (const [id, body] of [
      [overdue, { nextFollowUp: dateInDays(-2) }],
      [dueToday, { nextFollowUp: todayInNairobi() }],
      [later, { nextFollowUp: dateInDays(3) }],
      [won, { nextFollowUp: dateInDays(-1), status: 'won' }],
    ] as const)
      expect((await put(id, body)).status).toBe(200)
    const after = await stats()
    expect(after.followUpsDue - before.followUpsDue).toBe(2)
    // The inbox lists the same when asked for follow-ups due by today.
    const { rows } = await list(
      filter({ nextFollowUp_lte: todayInNairobi(), status: ['new', 'contacted', 'qualified'] }),
    )
    expect(rows.map((r) => r.id).sort()).toEqual([overdue, dueToday].sort())

    // A test drive booked for today is on the day's list, with its car and time.
    const booked = await app.request(
      '/api/test-drives',
      jsonInit('POST', buildTestDrive({ carId, name: `Today's drive ${tag}` })),
    )
    expect(booked.status).toBe(201)
    const driveId = ((await booked.json()) as { id: string }).id
    db.$client
      .prepare('update test_drives set preferred_date = ?, preferred_time = ? where id = ?')
      .run(todayInNairobi(), '10:30', driveId)
    expect((await stats()).testDrivesToday).toContainEqual({
      id: driveId,
      name: `Today's drive ${tag}`,
      time: '10:30',
      carTitle: expect.any(String),
    })
    // One marked spam is off it.
    expect((await put(driveId, { status: 'spam' })).status).toBe(200)
    expect((await stats()).testDrivesToday.map((d) => d.id)).not.toContain(driveId)
  })
})

describe('GET /api/leads/:id', () => {
  it("answers the lead whole: its kind's fields, its car and an empty timeline", async () => {
    const res = await app.request(`/api/leads/${ids.enquiry}`, {
      headers: authHeaders(sales.token),
    })
    expect(res.status).toBe(200)
    const lead = (await res.json()) as LeadDetail
    expect(lead.kind).toBe('enquiry')
    expect(lead.details).toMatchObject({
      message: expect.any(String),
      preferredContact: expect.any(String),
    })
    expect(lead.car).toEqual({ id: carId, title: expect.stringMatching(/^\d{4} .+ .+$/) })
    expect(lead.events).toEqual([])
  })

  it('answers 404 for an unknown id', async () => {
    const res = await app.request('/api/leads/nope', { headers: authHeaders(sales.token) })
    expect(res.status).toBe(404)
  })
})

describe('PUT /api/leads/:id', () => {
  it('changes status, assignee and follow-up, each on the timeline and in the audit log', async () => {
    const me = staffId(sales)
    const res = await put(ids.import!, {
      status: 'contacted',
      assigneeId: me,
      nextFollowUp: dateInDays(3),
      // react-admin sends the whole record: the rest is ignored.
      name: 'Changed',
      kind: 'sell',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const lead = (await res.json()) as LeadDetail
    expect(lead).toMatchObject({
      status: 'contacted',
      assigneeId: me,
      nextFollowUp: dateInDays(3),
      name: `Import ${tag}`,
      kind: 'import',
    })
    expect(lead.firstContactAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(lead.events.map((e) => [e.type, e.before, e.after, e.actorName])).toEqual([
      ['status', 'new', 'contacted', 'Wanjiru Sales'],
      ['assignee', null, me, 'Wanjiru Sales'],
      ['follow-up', null, dateInDays(3), 'Wanjiru Sales'],
    ])
    const entry = db.select().from(auditLog).where(eq(auditLog.recordId, ids.import!)).get()
    expect(entry).toMatchObject({ action: 'update', resource: 'leads', actorUid: sales.uid })
    expect(Object.keys(entry!.changes).sort()).toEqual([
      'assigneeId',
      'firstContactAt',
      'nextFollowUp',
      'status',
    ])
    expect((await list(filter({ assigneeId: me }))).rows.map((r) => r.id)).toEqual([ids.import])
  })

  it('keeps the first-contact time when the status moves on, and records nothing unchanged', async () => {
    const first = ((await (await put(ids.sell!, { status: 'contacted' })).json()) as LeadDetail)
      .firstContactAt
    const later = (await (await put(ids.sell!, { status: 'won' })).json()) as LeadDetail
    expect(later.firstContactAt).toBe(first)
    const same = (await (await put(ids.sell!, { status: 'won' })).json()) as LeadDetail
    expect(same.events.map((e) => e.after)).toEqual(['contacted', 'won'])
  })

  it('does not count spam as a first contact, and clears a follow-up date with null or ""', async () => {
    const spam = (await (await put(ids.contact!, { status: 'spam' })).json()) as LeadDetail
    expect(spam.firstContactAt).toBeNull()
    await put(ids.contact!, { nextFollowUp: dateInDays(1) })
    const cleared = (await (await put(ids.contact!, { nextFollowUp: '' })).json()) as LeadDetail
    expect(cleared.nextFollowUp).toBeNull()
  })

  it('refuses a bad status, a bad date and an assignee who does not work leads', async () => {
    const bad = await put(ids.enquiry!, { status: 'sold', nextFollowUp: '2026-02-30' })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { errors: Record<string, string> }
    expect(body.errors.status).toMatch(/^Status must be one of: new, contacted/)
    expect(body.errors.nextFollowUp).toBe('Next follow-up must be a valid date')
    for (const assigneeId of [staffId(editor), 'no-such-staff']) {
      const res = await put(ids.enquiry!, { assigneeId })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
        assigneeId: ASSIGNEE_NOT_STAFF_MESSAGE,
      })
    }
    const editorPut = await put(ids.enquiry!, { status: 'won' }, editor.token)
    expect(editorPut.status).toBe(403)
  })
})

describe('import orders: stages and the tracking link', () => {
  it('moves an import order through its stages, on the timeline and on the tracking link', async () => {
    const lead = (await (
      await app.request(`/api/leads/${ids.import}`, { headers: authHeaders(sales.token) })
    ).json()) as LeadDetail
    expect(lead.stage).toBe('received')
    const token = lead.trackingToken!
    expect(token).toMatch(/^[0-9a-f]{32}$/)

    for (const stage of ['sourcing', 'shipped']) {
      const res = await put(ids.import!, { stage })
      expect(res.status, await res.clone().text()).toBe(200)
    }
    const moved = (await (await put(ids.import!, { stage: 'shipped' })).json()) as LeadDetail
    expect(moved.stage).toBe('shipped')
    expect(moved.events.filter((e) => e.type === 'stage').map((e) => [e.before, e.after])).toEqual([
      ['received', 'sourcing'],
      ['sourcing', 'shipped'],
    ])

    // The customer's view: no sign-in, nothing personal, never cached.
    const res = await app.request(`/api/import-tracking/${token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const tracking = (await res.json()) as ImportTracking
    expect(tracking.stage).toBe('shipped')
    // The reference to quote, which is no personal data.
    expect(tracking.reference).toMatch(/^IMP-/)
    expect(tracking.history.map((h) => h.stage)).toEqual(['received', 'sourcing', 'shipped'])
    expect(JSON.stringify(tracking)).not.toContain(`Import ${tag}`)
  })

  it('asks a reason to cancel, and shows it on the tracking link', async () => {
    const bad = await put(ids.import!, { stage: 'cancelled' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      cancelReason: CANCEL_REASON_MESSAGE,
    })
    const ok = await put(ids.import!, {
      stage: 'cancelled',
      cancelReason: 'The seller withdrew the car.',
    })
    const lead = (await ok.json()) as LeadDetail
    expect(lead).toMatchObject({ stage: 'cancelled', cancelReason: 'The seller withdrew the car.' })
    const tracking = (await (
      await app.request(`/api/import-tracking/${lead.trackingToken}`)
    ).json()) as ImportTracking
    expect(tracking).toMatchObject({
      stage: 'cancelled',
      cancelReason: 'The seller withdrew the car.',
    })
  })

  it('has no stage on other kinds, and no tracking for an unknown token', async () => {
    const res = await put(ids.contact!, { stage: 'shipped' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      stage: STAGE_NOT_IMPORT_MESSAGE,
    })
    // react-admin sends null for a lead without a stage: nothing changes.
    expect((await put(ids.contact!, { stage: null })).status).toBe(200)
    for (const token of ['0'.repeat(32), 'nope']) {
      const unknown = await app.request(`/api/import-tracking/${token}`)
      expect(unknown.status).toBe(404)
      expect(unknown.headers.get('Cache-Control')).toBe('no-store')
    }
  })
})

describe('POST /api/leads/:id/notes', () => {
  it('adds a note to the timeline, by its author, and audits it', async () => {
    const res = await app.request(
      `/api/leads/${ids['test-drive']}/notes`,
      jsonInit('POST', { note: '  Called, wants Saturday morning instead. ' }, sales.token),
    )
    expect(res.status).toBe(201)
    const event = (await res.json()) as LeadEvent
    expect(event).toMatchObject({ type: 'note', note: 'Called, wants Saturday morning instead.' })
    const lead = (await (
      await app.request(`/api/leads/${ids['test-drive']}`, { headers: authHeaders(sales.token) })
    ).json()) as LeadDetail
    expect(lead.events.map((e) => [e.type, e.note, e.actorName])).toEqual([
      ['note', 'Called, wants Saturday morning instead.', 'Wanjiru Sales'],
    ])
    const entry = db.select().from(auditLog).where(eq(auditLog.recordId, event.id)).get()
    expect(entry).toMatchObject({ action: 'create', resource: 'lead-notes' })
  })

  it('refuses an empty note, an unknown lead, a visitor and an editor', async () => {
    const path = `/api/leads/${ids.contact}/notes`
    const empty = await app.request(path, jsonInit('POST', { note: ' ' }, sales.token))
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toEqual({
      note: 'Note is required',
    })
    const unknown = await app.request(
      '/api/leads/nope/notes',
      jsonInit('POST', { note: 'x' }, sales.token),
    )
    expect(unknown.status).toBe(404)
    expect((await app.request(path, jsonInit('POST', { note: 'x' }))).status).toBe(401)
    expect((await app.request(path, jsonInit('POST', { note: 'x' }, editor.token))).status).toBe(
      403,
    )
  })
})

describe('public lead posts', () => {
  it('cannot set the staff side of a lead', async () => {
    const res = await app.request(
      '/api/contact-messages',
      jsonInit('POST', { ...buildContactMessage(), status: 'won', assigneeId: staffId(admin) }),
    )
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const lead = (await (
      await app.request(`/api/leads/${id}`, { headers: authHeaders(admin.token) })
    ).json()) as LeadDetail
    expect(lead).toMatchObject({ status: 'new', assigneeId: null })
  })
})
