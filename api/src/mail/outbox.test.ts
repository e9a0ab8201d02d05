// Email that never loses a lead: every new lead's alert and the customer's confirmation
// go through the outbox, written with the lead, and reach a real SMTP server (smtp-server
// on a loopback port) through nodemailer; a lead posted while the server is down is
// stored and acknowledged, and its mail is delivered when the server comes back.
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OutboxMessage } from '../contract'
import { outbox } from '../resources/outbox/outbox.table'
import { MAX_ATTEMPTS, MailWorker, retryDelay } from './worker'
import {
  buildCarEnquiry,
  buildContactMessage,
  buildImportRequest,
  buildSellRequest,
  buildTestDrive,
} from '../seed/factories'
import { authHeaders, jsonInit, makeApp, postNewCar, staffAccount } from '../../test/helpers'
import { freePort, smtpDuringTests, startSmtp } from '../../test/smtp'

const smtp = smtpDuringTests()

const ALERTS = 'leads@dealer.example.com'

function setup(smtpPort: number) {
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_ALERT_EMAIL: ALERTS,
    MAIL_FROM: 'Savanna Luxury Motors <hello@dealer.example.com>',
    PUBLIC_URL: 'https://dealer.example.com',
  }
  const made = makeApp({ env })
  return { ...made, worker: new MailWorker({ db: made.db, env: made.env }) }
}

async function newCar(
  app: ReturnType<typeof makeApp>['app'],
  db: ReturnType<typeof makeApp>['db'],
) {
  const { token } = await staffAccount(db, 'admin')
  const { res } = await postNewCar(app, token, {
    prefix: 'mail',
    brand: { name: 'Porsche' },
    car: { model: 'Cayenne Turbo', year: 2024 },
  })
  return ((await res.json()) as { id: string }).id
}

describe('mail for new leads', () => {
  // The file's tests share a database: each starts with an empty outbox.
  beforeEach(() => {
    makeApp().db.delete(outbox).run()
  })

  it('alerts staff of every kind of lead and confirms to the customer where it should', async () => {
    const { app, db, worker } = setup(smtp.port)
    const carId = await newCar(app, db)
    const tag = `T${Date.now().toString(36)}`
    // An address per lead: one address gets at most three confirmations a day.
    const domain = `${tag.toLowerCase()}.customer.example.com`
    const email = (kind: string) => `${kind}@${domain}`
    const posts: [string, unknown][] = [
      [
        'contact-messages',
        buildContactMessage({ name: `Contact ${tag}`, email: email('contact') }),
      ],
      [
        'import-requests',
        buildImportRequest({
          name: `Import ${tag}`,
          email: email('import'),
          carMake: 'Toyota',
          carModel: 'Land Cruiser 300',
        }),
      ],
      ['sell-requests', buildSellRequest({ name: `Sell ${tag}`, email: email('sell') })],
      ['enquiries', buildCarEnquiry({ carId, name: `Enquiry ${tag}`, email: email('enquiry') })],
      [
        'test-drives',
        buildTestDrive({
          carId,
          name: `Drive ${tag}`,
          email: email('drive'),
          preferredTime: '10:30',
        }),
      ],
    ]
    const ids: Record<string, { id: string; reference: string }> = {}
    for (const [path, body] of posts) {
      const res = await app.request(`/api/${path}`, jsonInit('POST', body))
      expect(res.status, await res.clone().text()).toBe(201)
      ids[path] = (await res.json()) as { id: string; reference: string }
    }
    // Every kind of lead has a reference to quote, of its own prefix.
    expect(Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v.reference]))).toEqual({
      'contact-messages': expect.stringMatching(/^MSG-[2-9A-HJKMNP-Z]{6}$/),
      'import-requests': expect.stringMatching(/^IMP-[2-9A-HJKMNP-Z]{6}$/),
      'sell-requests': expect.stringMatching(/^SELL-[2-9A-HJKMNP-Z]{6}$/),
      enquiries: expect.stringMatching(/^ENQ-[2-9A-HJKMNP-Z]{6}$/),
      'test-drives': expect.stringMatching(/^TD-[2-9A-HJKMNP-Z]{6}$/),
    })
    // Written with the leads, before anything is sent.
    const queued = db.select().from(outbox).all()
    expect(queued.filter((m) => m.purpose === 'lead-alert')).toHaveLength(5)
    expect(queued.filter((m) => m.purpose === 'customer-confirmation')).toHaveLength(5)
    expect(queued.every((m) => m.status === 'pending')).toBe(true)

    expect(await worker.drain()).toBe(10)
    await worker.stop()

    const alerts = smtp.received.filter((m) => m.to.includes(ALERTS) && m.subject.includes(tag))
    expect(alerts.map((m) => m.subject).sort()).toEqual(
      [
        `New car enquiry from Enquiry ${tag}: 2024 Porsche Cayenne Turbo`,
        `New contact message from Contact ${tag}`,
        `New import request from Import ${tag}`,
        `New sell request from Sell ${tag}`,
        `New test drive from Drive ${tag}: 2024 Porsche Cayenne Turbo`,
      ].sort(),
    )
    for (const alert of alerts) expect(alert.from).toBe('hello@dealer.example.com')
    const enquiryAlert = alerts.find((m) => m.subject.startsWith('New car enquiry'))!
    expect(enquiryAlert.text).toContain(`https://dealer.example.com/cars/${carId}`)
    expect(enquiryAlert.text).toContain(
      `Open it in the console: https://dealer.example.com/admin/leads/${ids.enquiries!.id}`,
    )
    expect(enquiryAlert.text).toContain(`Reference: ${ids.enquiries!.reference}`)

    const confirmations = smtp.received.filter((m) => m.to.some((to) => to.endsWith(`@${domain}`)))
    const subject = (what: string, path: string) =>
      `Savanna Luxury Motors: we received your ${what} (${ids[path]!.reference})`
    expect(confirmations.map((m) => m.subject).sort()).toEqual(
      [
        subject('enquiry', 'enquiries'),
        subject('import request', 'import-requests'),
        subject('message', 'contact-messages'),
        subject('car details', 'sell-requests'),
        subject('test drive request', 'test-drives'),
      ].sort(),
    )
    const drive = confirmations.find((m) => m.subject.includes('test drive'))!
    // Greeted without the name: a confirmation repeats nothing a visitor typed as is.
    expect(drive.text.startsWith('Hello,\n')).toBe(true)
    expect(drive.text).not.toContain(`Drive ${tag}`)
    expect(drive.text).toContain('about the 2024 Porsche Cayenne Turbo')
    expect(drive.text).toContain('at 10:30')
    expect(drive.text).toContain(`Your reference: ${ids['test-drives']!.reference}`)
    const importMail = confirmations.find((m) => m.subject.includes('import'))!.text
    expect(importMail).toContain('Toyota Land Cruiser 300')
    const token = (ids['import-requests'] as { trackingToken?: string }).trackingToken
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    expect(importMail).toContain(
      `Follow your order at any time: https://dealer.example.com/import/track/${token}`,
    )
    // The contact and sell confirmations: the reference the page showed, and the promise.
    for (const [path, promise] of [
      ['contact-messages', 'We will get back to you shortly.'],
      ['sell-requests', 'initial valuation within 24 hours'],
      ['import-requests', 'Our sales team will contact you shortly.'],
    ] as const) {
      const mail = confirmations.find((m) => m.subject.includes(ids[path]!.reference))!.text
      expect(mail).toContain(`Your reference: ${ids[path]!.reference}. Please quote it`)
      expect(mail).toContain(promise)
      expect(mail).not.toContain(tag)
    }
    expect(db.select().from(outbox).where(eq(outbox.status, 'sent')).all()).toHaveLength(10)
  })

  it('sends no confirmation to a customer who gave no email', async () => {
    const { app, db, worker } = setup(smtp.port)
    const carId = await newCar(app, db)
    const res = await app.request(
      '/api/enquiries',
      jsonInit('POST', buildCarEnquiry({ carId, email: '' })),
    )
    expect(res.status).toBe(201)
    expect(
      db
        .select()
        .from(outbox)
        .all()
        .map((m) => m.purpose),
    ).toEqual(['lead-alert'])
    await worker.drain()
    await worker.stop()
  })

  it('sends a lead that arrives while a slow server holds the last one, without waiting to poll', async () => {
    let release = () => {}
    const slow = await startSmtp(0, new Promise<void>((resolve) => (release = resolve)))
    const { app, db, env } = setup(slow.port)
    // Only a new lead wakes this worker: its poll is an hour away.
    const worker = new MailWorker({ db, env, pollMs: 3_600_000 }).start()
    try {
      const tag = `Slow${Date.now().toString(36)}`
      const post = async (name: string) => {
        const res = await app.request(
          '/api/contact-messages',
          jsonInit('POST', buildContactMessage({ name })),
        )
        expect(res.status).toBe(201)
        return ((await res.json()) as { reference: string }).reference
      }
      const first = await post(`First ${tag}`)
      // The first alert is on the wire, held by the server, when the second lead comes.
      await vi.waitFor(() => expect(slow.arriving()).toBe(1), { timeout: 10_000 })
      expect(slow.received).toHaveLength(0)
      const second = await post(`Second ${tag}`)
      release()
      // Each lead's alert, and its customer's confirmation.
      await vi.waitFor(
        () =>
          expect(slow.received.map((m) => m.subject).sort()).toEqual(
            [
              `New contact message from First ${tag}`,
              `New contact message from Second ${tag}`,
              `Savanna Luxury Motors: we received your message (${first})`,
              `Savanna Luxury Motors: we received your message (${second})`,
            ].sort(),
          ),
        { timeout: 10_000 },
      )
      // The server has the fourth message before the worker reads its answer and
      // marks the row sent: wait for that too.
      await vi.waitFor(
        () =>
          expect(db.select().from(outbox).where(eq(outbox.status, 'sent')).all()).toHaveLength(4),
        { timeout: 10_000 },
      )
    } finally {
      release()
      await worker.stop()
      await slow.close()
    }
  })

  it('stores the lead while the mail server is down, and delivers when it is back', async () => {
    const port = await freePort()
    const { app, db, env } = setup(port)
    // The worker's clock, from just after the lead was queued.
    let now = new Date(Date.now() + 1000)
    const logs: string[] = []
    const worker = new MailWorker({ db, env, now: () => now, log: (l) => logs.push(l) })
    const tag = `Down${Date.now().toString(36)}`

    const res = await app.request(
      '/api/contact-messages',
      jsonInit('POST', buildContactMessage({ name: `Patient ${tag}` })),
    )
    expect(res.status).toBe(201)
    // This test follows one message, the alert: the customer's confirmation goes.
    db.delete(outbox).where(eq(outbox.purpose, 'customer-confirmation')).run()
    // Nothing listens: the attempt fails, is recorded, and waits for its retry.
    expect(await worker.drain()).toBe(0)
    let [message] = db.select().from(outbox).all() as OutboxMessage[]
    expect(message).toMatchObject({ status: 'pending', attempts: 1 })
    expect(message!.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(message!.nextAttemptAt).toBe(new Date(now.getTime() + retryDelay(1)).toISOString())
    expect(logs[0]).toMatch(/not sent \(attempt 1\), retrying at/)
    // Not due yet: nothing is tried.
    expect(await worker.drain()).toBe(0)
    expect(db.select().from(outbox).get()!.attempts).toBe(1)

    const back = await startSmtp(port)
    try {
      now = new Date(now.getTime() + retryDelay(1))
      expect(await worker.drain()).toBe(1)
      ;[message] = db.select().from(outbox).all() as OutboxMessage[]
      expect(message).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
      expect(back.received.map((m) => m.subject)).toEqual([
        `New contact message from Patient ${tag}`,
      ])
    } finally {
      await worker.stop()
      await back.close()
    }
  })

  it('gives up after the last retry, and an admin can send it again', async () => {
    const port = await freePort()
    const { app, db, env } = setup(port)
    // The worker's clock, from just after the lead was queued.
    let now = new Date(Date.now() + 1000)
    const worker = new MailWorker({ db, env, now: () => now })
    await app.request('/api/contact-messages', jsonInit('POST', buildContactMessage()))
    // This test follows one message, the alert: the customer's confirmation goes.
    db.delete(outbox).where(eq(outbox.purpose, 'customer-confirmation')).run()
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await worker.drain()
      now = new Date(now.getTime() + retryDelay(attempt))
    }
    const failed = db.select().from(outbox).get()!
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    expect(await worker.drain()).toBe(0)

    const { token } = await staffAccount(db, 'admin')
    const list = await app.request('/api/outbox?filter={"status":"failed"}', {
      headers: authHeaders(token),
    })
    expect(((await list.json()) as OutboxMessage[]).map((m) => m.id)).toEqual([failed.id])
    const retry = await app.request(
      `/api/outbox/${failed.id}`,
      jsonInit('PUT', { status: 'pending' }, token),
    )
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({ status: 'pending' })

    const back = await startSmtp(port)
    try {
      now = new Date()
      expect(await worker.drain()).toBe(1)
      expect(back.received).toHaveLength(1)
      const again = await app.request(
        `/api/outbox/${failed.id}`,
        jsonInit('PUT', { status: 'pending' }, token),
      )
      expect(again.status).toBe(409)
    } finally {
      await worker.stop()
      await back.close()
    }
  })

  it('shows the outbox to admins only', async () => {
    const { app, db } = setup(smtp.port)
    const sales = await staffAccount(db, 'sales')
    expect((await app.request('/api/outbox', { headers: authHeaders(sales.token) })).status).toBe(
      403,
    )
    expect((await app.request('/api/outbox')).status).toBe(401)
  })
})
