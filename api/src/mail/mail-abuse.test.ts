// The site must not be a way to mail a stranger one's own words: one-line fields refuse
// control characters, confirmations to one address are capped a day (all kinds together,
// on the normalised address), and what a real SMTP server receives as a confirmation
// holds no link a visitor typed and none of their words outside a quoted block.
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_CONFIRMATIONS_PER_DAY, oneLineMessage } from '../contract'
import { outbox } from '../resources/outbox/outbox.table'
import { confirmationAllowed, recipientKey } from './confirmations'
import { quotedBlock, withoutLinks } from './messages'
import { MailWorker } from './worker'
import {
  buildCarEnquiry,
  buildContactMessage,
  buildImportRequest,
  buildTestDrive,
} from '../seed/factories'
import { jsonInit, makeApp, postNewCar, staffAccount } from '../../test/helpers'
import { smtpDuringTests } from '../../test/smtp'

const smtp = smtpDuringTests()

const { app, db, env } = makeApp({
  env: { PUBLIC_URL: 'https://dealer.example.com', LEAD_ALERT_EMAIL: 'leads@dealer.example.com' },
})

let carId = ''
beforeAll(async () => {
  const { token } = await staffAccount(db, 'admin')
  const { res } = await postNewCar(app, token, {
    prefix: 'abuse',
    brand: { name: 'Lexus' },
    car: { model: 'LX 600', year: 2024 },
  })
  carId = ((await res.json()) as { id: string }).id
})

beforeEach(() => {
  db.delete(outbox).run()
})

const tag = () => Math.random().toString(36).slice(2, 8)
const post = (path: string, body: unknown) => app.request(`/api/${path}`, jsonInit('POST', body))
const confirmationsTo = (key: string) =>
  db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.recipientKey, key),
        inArray(outbox.purpose, ['customer-confirmation', 'alert-confirmation']),
      ),
    )
    .all()

describe('one-line fields', () => {
  it('refuse a line break or control character in every public form, with the message', async () => {
    const name = 'Dear customer\nAccount suspended\r\nVerify now: http://phish.example/k'
    const email = 'stranger@example.com'
    const cases: [string, Record<string, unknown>][] = [
      ['contact-messages', buildContactMessage({ name, email })],
      ['import-requests', buildImportRequest({ name, email })],
      ['enquiries', buildCarEnquiry({ carId, name, email })],
      ['test-drives', buildTestDrive({ carId, name, email })],
      ['contact-messages', buildContactMessage({ name: 'Amina\u202eniamA', email })],
      ['contact-messages', buildContactMessage({ name: 'Amina\tWanjiru', email })],
    ]
    for (const [path, body] of cases) {
      const res = await post(path, body)
      expect(res.status, `${path} ${JSON.stringify(body.name)}`).toBe(400)
      const answer = (await res.json()) as { errors: Record<string, string> }
      expect(answer.errors.name).toBe(oneLineMessage('Name'))
    }
    expect(db.select().from(outbox).all()).toEqual([])
  })

  it('refuse them in the other one-line fields too, and in a saved search', async () => {
    const res = await post(
      'import-requests',
      buildImportRequest({ email: 'x@example.com', carMake: 'Toyota\nhttp://phish.example' }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      carMake: oneLineMessage('Car make'),
    })
    const alert = await post('alerts', {
      email: 'x@example.com',
      frequency: 'daily',
      filters: { fuel: 'Diesel\nVerify now' },
    })
    expect(alert.status).toBe(400)
  })
})

describe('the daily cap of confirmations per address', () => {
  it('normalises an address to the inbox it reaches', () => {
    expect(recipientKey(' Amina.W+cars@Example.com ')).toBe('amina.w@example.com')
    expect(recipientKey('a.m.i.n.a+1@gmail.com')).toBe('amina@gmail.com')
    expect(recipientKey('AMINA@googlemail.com')).toBe('amina@gmail.com')
  })

  it('six enquiries and an import request to one address queue three confirmations, and every lead is kept', async () => {
    const victim = `victim-${tag()}@gmail.com`
    const spellings = [
      victim,
      victim.toUpperCase(),
      victim.replace('@', '+1@'),
      victim.replace('victim', 'v.ictim'),
      victim.replace('@', '+spam@'),
      ` ${victim}`,
    ]
    for (const email of spellings) {
      expect((await post('enquiries', buildCarEnquiry({ carId, email }))).status).toBe(201)
    }
    expect((await post('import-requests', buildImportRequest({ email: victim }))).status).toBe(201)

    expect(confirmationsTo(recipientKey(victim))).toHaveLength(MAX_CONFIRMATIONS_PER_DAY)
    // Staff hear of every lead all the same.
    const alerts = db.select().from(outbox).where(eq(outbox.purpose, 'lead-alert')).all()
    expect(alerts).toHaveLength(7)

    // An alert's opt-in counts against the same cap.
    const asked = await post('alerts', {
      email: victim,
      frequency: 'daily',
      filters: { fuel: 'Diesel' },
    })
    expect(asked.status).toBe(202)
    expect(confirmationsTo(recipientKey(victim))).toHaveLength(MAX_CONFIRMATIONS_PER_DAY)
  })

  it('counts alert opt-ins first and lead confirmations after them alike', async () => {
    const email = `alerts-${tag()}@example.com`
    for (const fuel of ['Diesel', 'Petrol', 'Hybrid']) {
      expect((await post('alerts', { email, frequency: 'daily', filters: { fuel } })).status).toBe(
        202,
      )
    }
    expect(confirmationAllowed(db, email)).toBe(false)
    expect((await post('enquiries', buildCarEnquiry({ carId, email }))).status).toBe(201)
    expect(confirmationsTo(recipientKey(email))).toHaveLength(MAX_CONFIRMATIONS_PER_DAY)
  })

  it('frees the address a day later', () => {
    const email = `later-${tag()}@example.com`
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    for (let i = 0; i < MAX_CONFIRMATIONS_PER_DAY; i++) {
      db.insert(outbox)
        .values({
          purpose: 'customer-confirmation',
          to: email,
          subject: 's',
          text: 't',
          recipientKey: recipientKey(email),
          createdAt: dayAgo,
        })
        .run()
    }
    expect(confirmationAllowed(db, email)).toBe(true)
  })
})

describe('what a confirmation says', () => {
  it('removes every kind of link from quoted text', () => {
    expect(withoutLinks('Verify now: http://phish.example/k')).toBe('Verify now: [link removed]')
    expect(withoutLinks('go to www.phish.example today')).toBe('go to [link removed] today')
    expect(withoutLinks('phish.example/k?x=1 now')).toBe('[link removed] now')
    expect(withoutLinks('write to help@phish.example')).toBe('write to [link removed]')
    expect(withoutLinks('Toyota Land Cruiser 300 4.0 V8')).toBe('Toyota Land Cruiser 300 4.0 V8')
    expect(quotedBlock('What you wrote:', ['a', 'b'])).toEqual([
      '',
      'What you wrote:',
      '> a',
      '> b',
    ])
  })

  it('as a real SMTP server receives it: no link and no words of the visitor outside a quote', async () => {
    const worker = new MailWorker({
      db,
      env: {
        ...env,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'hello@dealer.example.com',
      },
    })
    const victim = `smtp-${tag()}@example.com`
    const name = 'Account suspended Verify now: http://phish.example/k'
    const posts: [string, unknown][] = [
      [
        'enquiries',
        buildCarEnquiry({ carId, email: victim, name, message: 'See phish.example/k' }),
      ],
      [
        'import-requests',
        buildImportRequest({
          email: victim,
          name,
          carMake: 'Verify at www.phish.example',
          carModel: 'phish.example/login now',
          additionalInfo: 'http://phish.example/k',
        }),
      ],
      ['test-drives', buildTestDrive({ carId, email: victim, name })],
    ]
    for (const [path, body] of posts) expect((await post(path, body)).status).toBe(201)
    await worker.drain()
    await worker.stop()

    const received = smtp.received.filter((m) => m.to.includes(victim))
    expect(received).toHaveLength(3)
    for (const mail of received) {
      const all = `${mail.subject}\n${mail.text}`
      expect(all).not.toMatch(/phish\.example/i)
      expect(all).not.toContain('Account suspended')
      expect(all).not.toContain('Verify now')
      // Every link in it is the dealer's own.
      for (const link of all.match(/\bhttps?:\/\/\S+/g) ?? []) {
        expect(link.startsWith('https://dealer.example.com')).toBe(true)
      }
    }
    const importMail = received.find((m) => m.subject.includes('import request'))!
    expect(importMail.text).toContain(
      'The car you asked us to import, as you wrote it:\n> Verify at [link removed] [link removed] now',
    )
    // Staff still see the lead as it was sent.
    const staffAlert = smtp.received.find(
      (m) => m.to.includes('leads@dealer.example.com') && m.subject.includes('import request'),
    )
    expect(staffAlert?.text).toContain('Verify at www.phish.example')
  })
})
