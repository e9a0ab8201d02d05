// The customer portal's sign-in: a one-time link by email (128 random bits, 15 minutes,
// only its hash stored, never used by a GET), the same answer for every address, three
// links an hour per inbox and the form rate limit per client; the buyer's session cookie
// (rotated at sign-in, signed out here or everywhere), which grants nothing outside
// /api/account; the link hidden from the console's Outbox and blanked once sent; no
// email address or token in the request log.
import { serve, type ServerType } from '@hono/node-server'
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BUYER_NOT_SIGNED_IN_MESSAGE,
  SIGN_IN_LINK_INVALID_MESSAGE,
  SIGN_IN_LINKS_PER_HOUR,
} from '../../contract'
import { createApp } from '../../app/create-app'
import { withRequestLog } from '../../http/request-log'
import { createRouteLabel, handlerPatterns } from '../../http/route-label'
import { createLogger } from '../../ops/log'
import { MailWorker } from '../../mail/worker'
import { buyerSessions, signInLinks } from './account.table'
import { buyerAccounts } from '../buyer-accounts/buyer-accounts.table'
import { outbox } from '../outbox/outbox.table'
import {
  authHeaders,
  jsonInit,
  makeApp,
  staffAccount,
  testDb,
  testEnv,
} from '../../../test/helpers'
import { asBuyer, BUYER_SESSION_COOKIE } from '../../../test/buyer'

const SITE = 'https://dealer.example.com'
const { app, db } = makeApp({ env: { PUBLIC_URL: SITE, SITE_NAME: 'Savanna Luxury Motors' } })
const COOKIE = BUYER_SESSION_COOKIE

const uniqueEmail = (tag: string) =>
  `${tag}-${Math.random().toString(36).slice(2, 8)}@buyer.example.com`

const askLink = (email: string, a = app) =>
  a.request('/api/account/sign-in-links', jsonInit('POST', { email }))

/** The sign-in messages queued to `email`, and the token of the newest one's link. */
function linkMail(email: string) {
  const rows = db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.purpose, 'sign-in-link')))
    .all()
  const mail = rows.at(-1)
  const token = mail?.text.match(/\/account\/sign-in\/([A-Za-z0-9_-]+)/)?.[1]
  return { mail, token, count: rows.length }
}

const useLink = (token: string, cookie?: string, a = app) =>
  a.request('/api/account/sessions', asBuyer(cookie ?? null, jsonInit('POST', { token })))

/** The buyer cookie's value a response sets. */
function sessionCookie(res: Response, name = COOKIE): string {
  const header = res.headers.get('Set-Cookie') ?? ''
  const value = header.match(new RegExp(`^${name}=([^;]*)`))?.[1]
  expect(value, header).toBeTruthy()
  return value!
}

/** Signs `email` in with a fresh link (carrying `cookie` if given); the new session's token. */
async function signIn(email: string, cookie?: string): Promise<string> {
  expect((await askLink(email)).status).toBe(202)
  const res = await useLink(linkMail(email).token!, cookie)
  expect(res.status, await res.clone().text()).toBe(201)
  return sessionCookie(res)
}

describe('asking for a sign-in link', () => {
  it('queues a link of 128 random bits to the address, worded for a customer', async () => {
    const email = uniqueEmail('link')
    const res = await askLink(email.toUpperCase())
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ status: 'check-email' })
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const { mail, token } = linkMail(email)
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(token!, 'base64url')).toHaveLength(16)
    expect(mail!.subject).toBe('Savanna Luxury Motors: your sign-in link')
    expect(mail!.text).toContain(`${SITE}/account/sign-in/${token}`)
    expect(mail!.text).toContain('expires in 15 minutes')
    expect(mail!.text).toContain('If you did not ask to sign in, you can ignore this email')
  })

  it('stores only the hash of the link, for 15 minutes', async () => {
    const email = uniqueEmail('hash')
    const before = Date.now()
    await askLink(email)
    const { token } = linkMail(email)
    const row = db.select().from(signInLinks).where(eq(signInLinks.email, email)).get()!
    expect(row.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'))
    const minutes = (Date.parse(row.expiresAt) - before) / 60_000
    expect(minutes).toBeGreaterThan(14.9)
    expect(minutes).toBeLessThan(15.1)
    const table = JSON.stringify(db.$client.prepare('select * from sign_in_links').all())
    expect(table).not.toContain(token)
  })

  it('answers alike for a known address, an unknown one and one over its limit', async () => {
    const known = uniqueEmail('known')
    await signIn(known)
    const answers = []
    for (const email of [known, uniqueEmail('unknown')]) {
      const res = await askLink(email)
      answers.push({ status: res.status, body: await res.text() })
    }
    expect(answers[1]).toEqual(answers[0])
  })

  it(`sends at most ${SIGN_IN_LINKS_PER_HOUR} links an hour to one inbox; the next is answered alike, unsent`, async () => {
    const email = uniqueEmail('limit')
    const answers = new Set<string>()
    for (let i = 0; i < SIGN_IN_LINKS_PER_HOUR + 1; i++) {
      const res = await askLink(email)
      expect(res.status).toBe(202)
      answers.add(await res.text())
    }
    expect(answers.size).toBe(1)
    expect(linkMail(email).count).toBe(SIGN_IN_LINKS_PER_HOUR)
    expect(db.select().from(signInLinks).where(eq(signInLinks.email, email)).all()).toHaveLength(
      SIGN_IN_LINKS_PER_HOUR,
    )
    // The same inbox under another spelling counts too.
    const [name, domain] = email.split('@')
    await askLink(`${name}+again@${domain}`)
    expect(linkMail(`${name}+again@${domain}`).count).toBe(0)
    // An hour on, the address may have links again.
    db.update(outbox)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where(eq(outbox.to, email))
      .run()
    await askLink(email)
    expect(linkMail(email).count).toBe(SIGN_IN_LINKS_PER_HOUR + 1)
  })

  it('is held to the form rate limit per client', async () => {
    const { app: limited } = makeApp({ rateLimit: { max: 1, windowMs: 60_000 } })
    expect((await askLink(uniqueEmail('rate'), limited)).status).toBe(202)
    const refused = await askLink(uniqueEmail('rate'), limited)
    expect(refused.status).toBe(429)
  })

  it('refuses an address that is not one', async () => {
    const res = await askLink('not an address')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: object }).errors).toHaveProperty('email')
  })
})

describe('using a sign-in link', () => {
  it('a GET tells whether the link works and never uses it', async () => {
    const email = uniqueEmail('scanner')
    await askLink(email)
    const { token } = linkMail(email)
    for (let i = 0; i < 3; i++) {
      const res = await app.request(`/api/account/sign-in-links/${token}`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ valid: true })
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex')
    }
    expect(db.select().from(buyerSessions).where(eq(buyerSessions.email, email)).all()).toEqual([])
    expect((await useLink(token!)).status).toBe(201)
    expect((await app.request(`/api/account/sign-in-links/${token}`)).status).toBe(404)
    expect((await app.request('/api/account/sign-in-links/not-a-token')).status).toBe(404)
  })

  it('signs in once: a session cookie for 30 days, HttpOnly, Lax, __Host- and Secure on https', async () => {
    const email = uniqueEmail('once')
    await askLink(email)
    const { token } = linkMail(email)
    const res = await useLink(token!)
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ email })
    const header = res.headers.get('Set-Cookie')!
    expect(header).toMatch(/^__Host-buyer=[A-Za-z0-9_-]{43};/)
    expect(header).toContain('Max-Age=2592000')
    expect(header).toContain('Path=/')
    expect(header).toContain('HttpOnly')
    expect(header).toContain('Secure')
    expect(header).toContain('SameSite=Lax')
    expect(header).not.toContain('Domain')

    const again = await useLink(token!)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: SIGN_IN_LINK_INVALID_MESSAGE })
    expect(again.headers.get('Set-Cookie')).toBeNull()
  })

  it('stores only the hash of the session token', async () => {
    const email = uniqueEmail('session-hash')
    const cookie = await signIn(email)
    const row = db.select().from(buyerSessions).where(eq(buyerSessions.email, email)).get()!
    expect(row.tokenHash).toBe(createHash('sha256').update(cookie).digest('hex'))
    expect(JSON.stringify(db.$client.prepare('select * from buyer_sessions').all())).not.toContain(
      cookie,
    )
    const expires = (Date.parse(row.expiresAt) - Date.now()) / 86_400_000
    expect(Math.round(expires)).toBe(30)
  })

  it('refuses an expired link, and an unknown one, alike', async () => {
    const email = uniqueEmail('expired')
    await askLink(email)
    const { token } = linkMail(email)
    db.update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(signInLinks.email, email))
      .run()
    expect((await app.request(`/api/account/sign-in-links/${token}`)).status).toBe(404)
    const res = await useLink(token!)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: SIGN_IN_LINK_INVALID_MESSAGE })
    const unknown = await useLink('A'.repeat(22))
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: SIGN_IN_LINK_INVALID_MESSAGE })
  })

  it('records the first and the last sign-in of the address', async () => {
    const email = uniqueEmail('account')
    await signIn(email)
    const first = db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email)).get()!
    expect(first.firstSignedInAt).toBe(first.lastSignedInAt)
    await new Promise((r) => setTimeout(r, 5))
    await signIn(email)
    const second = db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email)).get()!
    expect(second.firstSignedInAt).toBe(first.firstSignedInAt)
    expect(second.lastSignedInAt > first.lastSignedInAt).toBe(true)
  })

  it('names the cookie plainly, without Secure, on a site that is not https', async () => {
    const { app: plain } = makeApp()
    const email = uniqueEmail('plain')
    await askLink(email, plain)
    const res = await useLink(linkMail(email).token!, undefined, plain)
    expect(res.status).toBe(201)
    const header = res.headers.get('Set-Cookie')!
    expect(header).toMatch(/^buyer=[A-Za-z0-9_-]{43};/)
    expect(header).not.toContain('Secure')
    const cookie = sessionCookie(res, 'buyer')
    const me = await plain.request('/api/account', { headers: { Cookie: `buyer=${cookie}` } })
    expect(me.status).toBe(200)
  })
})

describe('the buyer session', () => {
  it('is rotated at sign-in: the session the request carried ends', async () => {
    const email = uniqueEmail('rotate')
    const first = await signIn(email)
    expect((await app.request('/api/account', asBuyer(first))).status).toBe(200)
    const second = await signIn(email, first)
    expect(second).not.toBe(first)
    const old = await app.request('/api/account', asBuyer(first))
    expect(old.status).toBe(401)
    expect(await old.json()).toEqual({ error: BUYER_NOT_SIGNED_IN_MESSAGE })
    expect((await app.request('/api/account', asBuyer(second))).status).toBe(200)
  })

  it('signs out of this session only, clearing the cookie', async () => {
    const email = uniqueEmail('signout')
    const here = await signIn(email)
    const there = await signIn(email)
    const res = await app.request(
      '/api/account/sessions/current',
      asBuyer(here, { method: 'DELETE' }),
    )
    expect(res.status).toBe(204)
    expect(res.headers.get('Set-Cookie')).toMatch(/^__Host-buyer=;.*Max-Age=0/)
    expect((await app.request('/api/account', asBuyer(here))).status).toBe(401)
    expect((await app.request('/api/account', asBuyer(there))).status).toBe(200)
  })

  it('signs out everywhere: every session of the address ends', async () => {
    const email = uniqueEmail('everywhere')
    const other = uniqueEmail('bystander')
    const phone = await signIn(email)
    const laptop = await signIn(email)
    const someoneElse = await signIn(other)
    const res = await app.request('/api/account/sessions', asBuyer(laptop, { method: 'DELETE' }))
    expect(res.status).toBe(204)
    expect(res.headers.get('Set-Cookie')).toMatch(/^__Host-buyer=;.*Max-Age=0/)
    expect((await app.request('/api/account', asBuyer(phone))).status).toBe(401)
    expect((await app.request('/api/account', asBuyer(laptop))).status).toBe(401)
    expect((await app.request('/api/account', asBuyer(someoneElse))).status).toBe(200)
  })

  it('signs out everywhere: a link sent before and not yet used no longer signs in', async () => {
    const email = uniqueEmail('everywhere-link')
    const other = uniqueEmail('bystander-link')
    const cookie = await signIn(email)
    // A link asked for before (on another device, or by whoever reads the mailbox).
    expect((await askLink(email)).status).toBe(202)
    const pending = linkMail(email).token!
    expect((await askLink(other)).status).toBe(202)
    const othersLink = linkMail(other).token!
    const res = await app.request('/api/account/sessions', asBuyer(cookie, { method: 'DELETE' }))
    expect(res.status).toBe(204)
    expect((await app.request(`/api/account/sign-in-links/${pending}`)).status).toBe(404)
    const used = await useLink(pending)
    expect(used.status).toBe(400)
    expect(await used.json()).toEqual({ error: SIGN_IN_LINK_INVALID_MESSAGE })
    expect(used.headers.get('Set-Cookie')).toBeNull()
    // Someone else's link still works; a new link of the address signs in again.
    expect((await useLink(othersLink)).status).toBe(201)
    expect((await app.request('/api/account', asBuyer(await signIn(email)))).status).toBe(200)
  })

  it("reading the buyer's pages writes nothing (the page cache stays), but for the last use once an hour", async () => {
    const email = uniqueEmail('reader')
    const cookie = await signIn(email)
    // Every row this connection has written, read by SQLite's own count.
    const writes = () => db.$client.prepare('select total_changes()').pluck().get()
    const before = writes()
    expect((await app.request('/api/account', asBuyer(cookie))).status).toBe(200)
    expect((await app.request('/api/account/export', asBuyer(cookie))).status).toBe(200)
    expect(writes()).toBe(before)
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString()
    db.update(buyerSessions)
      .set({ lastSeenAt: hourAgo })
      .where(eq(buyerSessions.email, email))
      .run()
    await app.request('/api/account', asBuyer(cookie))
    const row = db.select().from(buyerSessions).where(eq(buyerSessions.email, email)).get()!
    expect(row.lastSeenAt > hourAgo).toBe(true)
  })

  it('ends when it expires', async () => {
    const email = uniqueEmail('stale')
    const cookie = await signIn(email)
    db.update(buyerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(buyerSessions.email, email))
      .run()
    expect((await app.request('/api/account', asBuyer(cookie))).status).toBe(401)
  })

  it('is needed for every route past signing in', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/account'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/erase'],
      ['PUT', '/api/account/saved-cars'],
      ['POST', '/api/account/saved-cars/some-car'],
      ['DELETE', '/api/account/saved-cars/some-car'],
      ['DELETE', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/current'],
    ]
    const { token } = await staffAccount(db, 'admin')
    for (const [method, path] of routes) {
      for (const headers of [
        {},
        { Cookie: `${COOKIE}=${'x'.repeat(43)}` },
        // Staff sign-in grants nothing here.
        authHeaders(token),
      ]) {
        const res = await app.request(path, { method, headers })
        expect(res.status, `${method} ${path}`).toBe(401)
      }
    }
  })

  it('grants nothing anywhere else in /api', async () => {
    const cookie = await signIn(uniqueEmail('elsewhere'))
    const anonymous = async (method: string, path: string) =>
      (await app.request(path, { method })).status
    for (const [method, path] of [
      ['GET', '/api/leads'],
      ['GET', '/api/reservations'],
      ['GET', '/api/contact-messages'],
      ['GET', '/api/buyer-accounts'],
      ['GET', '/api/me'],
      ['GET', '/api/outbox'],
      ['POST', '/api/cars'],
    ] as const) {
      const res = await app.request(path, asBuyer(cookie, { method }))
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(res.status).toBe(await anonymous(method, path))
    }
    // A public read answers the same bytes with the cookie as without it.
    const cars = await app.request('/api/cars', asBuyer(cookie))
    const plain = await app.request('/api/cars')
    expect(await cars.text()).toBe(await plain.text())
    expect(cars.headers.get('Cache-Control')).toBe(plain.headers.get('Cache-Control'))
  })

  it('refuses a write from another site', async () => {
    const cookie = await signIn(uniqueEmail('csrf'))
    const res = await app.request(
      '/api/account/sessions',
      asBuyer(cookie, { method: 'DELETE', headers: { Origin: 'https://evil.example' } }),
    )
    expect(res.status).toBe(403)
    expect((await app.request('/api/account', asBuyer(cookie))).status).toBe(200)
  })
})

describe('the sign-in mail in the outbox', () => {
  it('is hidden from the console, and blanked once sent', async () => {
    const email = uniqueEmail('outbox')
    await askLink(email)
    const { mail, token } = linkMail(email)
    const { token: admin } = await staffAccount(db, 'admin')
    const one = await app.request(`/api/outbox/${mail!.id}`, { headers: authHeaders(admin) })
    expect(one.status).toBe(200)
    expect(await one.text()).not.toContain(token)
    const list = await app.request(
      `/api/outbox?filter=${encodeURIComponent(JSON.stringify({ purpose: 'sign-in-link' }))}`,
      { headers: authHeaders(admin) },
    )
    expect(await list.text()).not.toContain(token)

    const sent: string[] = []
    db.update(outbox).set({ status: 'sent' }).where(eq(outbox.purpose, 'sign-in-link')).run()
    db.update(outbox).set({ status: 'pending' }).where(eq(outbox.id, mail!.id)).run()
    const worker = new MailWorker({
      db,
      env: testEnv({ PUBLIC_URL: SITE }),
      transport: { sendMail: async (m) => void sent.push(m.text) },
    })
    await worker.drain()
    expect(sent.some((text) => text.includes(token!))).toBe(true)
    const after = db.select().from(outbox).where(eq(outbox.id, mail!.id)).get()!
    expect(after.status).toBe('sent')
    expect(after.text).not.toContain(token)
    expect(after.text).toContain('[sign-in link hidden]')
  })
})

describe('the request log', () => {
  const out: string[] = []
  const servers: ServerType[] = []
  afterAll(() => servers.forEach((s) => s.close()))

  it('names no email address and no token of the sign-in', async () => {
    const env = testEnv({ PUBLIC_URL: SITE })
    const log = createLogger({ destination: { write: (l: string) => void out.push(l) } })
    const logged = createApp({ db: testDb(), env, log, rateLimit: { max: 100, windowMs: 60_000 } })
    const fetch = withRequestLog((req, bindings) => logged.fetch(req, bindings), {
      log,
      trustProxy: env.TRUST_PROXY,
      routeLabel: createRouteLabel(handlerPatterns(logged)),
    })
    const base = await new Promise<string>((resolve) => {
      servers.push(
        serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
          resolve(`http://127.0.0.1:${info.port}`),
        ),
      )
    })
    const email = uniqueEmail('logged')
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch_(`${base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(cookie ? { Cookie: `${COOKIE}=${cookie}` } : {}),
        },
        body: JSON.stringify(body),
      })
    expect((await post('/api/account/sign-in-links', { email })).status).toBe(202)
    const { token } = linkMail(email)
    expect((await fetch_(`${base}/api/account/sign-in-links/${token}`)).status).toBe(200)
    const signedIn = await post('/api/account/sessions', { token })
    expect(signedIn.status).toBe(201)
    const cookie = sessionCookie(signedIn)
    const headers = { Cookie: `${COOKIE}=${cookie}` }
    expect((await fetch_(`${base}/api/account`, { headers })).status).toBe(200)
    expect(
      (await fetch_(`${base}/api/account/saved-cars/x`, { method: 'DELETE', headers })).status,
    ).toBe(200)
    await new Promise((r) => setTimeout(r, 50))

    const text = out.join('')
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { route: string })
    expect(lines.map((l) => l.route)).toEqual([
      '/api/account/sign-in-links',
      '/api/account/sign-in-links/:token',
      '/api/account/sessions',
      '/api/account',
      '/api/account/saved-cars/:carId',
    ])
    expect(text).not.toContain(token)
    expect(text).not.toContain(cookie)
    expect(text.toLowerCase()).not.toContain(email)
    expect(text).not.toContain('@')
  })
})

/** The global fetch, named apart from the server's. */
const fetch_ = (input: string, init?: RequestInit) => globalThis.fetch(input, init)
