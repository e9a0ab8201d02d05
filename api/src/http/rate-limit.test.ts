// Rate limits of the public form posts, and whose address they count: the visitor the
// site forwards in process, the socket over HTTP, X-Forwarded-For only with TRUST_PROXY.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { clientAddress, parseTrustProxy, type TrustProxy } from './client-address'
import { RATE_LIMIT_MESSAGE } from './rate-limit'
import type { ApiEnv } from '../index'
import { buildContactMessage, buildImportRequest } from '../seed/factories'
import { makeApp, tableCounts, type TestApp } from '../../test/helpers'

const contactInit = (xff?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(xff === undefined ? {} : { 'X-Forwarded-For': xff }),
  },
  body: JSON.stringify(buildContactMessage()),
})

const servers: Array<{ close: (cb: () => void) => void }> = []
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(resolve))))
})

/** Serves `app` on a loopback port: requests then arrive over a real socket. */
async function listen(app: { fetch: TestApp['fetch'] }): Promise<string> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  servers.push(server)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('in-process calls (how the site calls the API)', () => {
  it('limit each visitor the site forwards, with the JSON body and Retry-After', async () => {
    const { app, db } = makeApp({ rateLimit: { max: 2, windowMs: 60_000 } })
    const visitor = '203.0.113.10'
    expect((await app.request('/api/contact-messages', contactInit(visitor))).status).toBe(201)
    const second = await app.request('/api/contact-messages', contactInit(visitor))
    expect(second.status).toBe(201)
    expect(second.headers.get('RateLimit-Remaining')).toBe('0')

    const before = tableCounts(db)
    const third = await app.request('/api/contact-messages', contactInit(visitor))
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({ error: RATE_LIMIT_MESSAGE })
    const retryAfter = Number(third.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(tableCounts(db)).toEqual(before)

    // Another visitor of the same site is not affected.
    expect((await app.request('/api/contact-messages', contactInit('198.51.100.20'))).status).toBe(
      201,
    )
  })

  it('keep a separate count per form', async () => {
    const { app } = makeApp({ rateLimit: { max: 1, windowMs: 60_000 } })
    const visitor = '203.0.113.11'
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
        body: JSON.stringify(body),
      })
    expect((await post('/api/contact-messages', buildContactMessage())).status).toBe(201)
    expect((await post('/api/contact-messages', buildContactMessage())).status).toBe(429)
    // The contact form's count does not spend the import form's.
    expect((await post('/api/import-requests', buildImportRequest())).status).toBe(201)
    expect((await post('/api/import-requests', buildImportRequest())).status).toBe(429)
    // Nor the sell form's (an empty body is refused, but counted and not limited yet).
    expect((await post('/api/sell-requests', {})).status).toBe(400)
    expect((await post('/api/sell-requests', {})).status).toBe(429)
  })
})

describe('over a real socket', () => {
  it('count the socket address and ignore a spoofed X-Forwarded-For by default', async () => {
    const { app, env } = makeApp({ rateLimit: { max: 1, windowMs: 60_000 } })
    expect(env.TRUST_PROXY).toEqual({ kind: 'none' })
    const base = await listen(app)
    const send = (xff?: string) => fetch(`${base}/api/contact-messages`, contactInit(xff))
    expect((await send('203.0.113.1')).status).toBe(201)
    // A different claimed address does not reset the count: the socket is what counts.
    expect((await send('203.0.113.2')).status).toBe(429)
    expect((await send()).status).toBe(429)
  })

  it('believe one proxy hop with TRUST_PROXY=1', async () => {
    const { app } = makeApp({
      env: { TRUST_PROXY: '1' },
      rateLimit: { max: 1, windowMs: 60_000 },
    })
    const base = await listen(app)
    const send = (xff: string) => fetch(`${base}/api/contact-messages`, contactInit(xff))
    // The proxy appends the address it saw; whatever the client wrote before it is not believed.
    expect((await send('203.0.113.31')).status).toBe(201)
    expect((await send('198.51.100.1, 203.0.113.31')).status).toBe(429)
    expect((await send('203.0.113.32')).status).toBe(201)
    expect((await send('not-an-ip, 203.0.113.32')).status).toBe(429)
  })

  it('believe only the listed proxies with TRUST_PROXY=addresses', async () => {
    const trusted = makeApp({
      env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' },
      rateLimit: { max: 1, windowMs: 60_000 },
    })
    const viaTrusted = await listen(trusted.app)
    const send = (base: string, xff: string) =>
      fetch(`${base}/api/contact-messages`, contactInit(xff))
    // Socket 127.0.0.1 and hop 10.1.2.3 are proxies: the visitor is left of them.
    expect((await send(viaTrusted, '203.0.113.41, 10.1.2.3')).status).toBe(201)
    expect((await send(viaTrusted, '203.0.113.42, 10.1.2.3')).status).toBe(201)
    expect((await send(viaTrusted, '203.0.113.41')).status).toBe(429)

    // The socket (127.0.0.1) is not in the list: the header is not believed at all.
    const other = makeApp({
      env: { TRUST_PROXY: '10.0.0.0/8' },
      rateLimit: { max: 1, windowMs: 60_000 },
    })
    const viaOther = await listen(other.app)
    expect((await send(viaOther, '203.0.113.43')).status).toBe(201)
    expect((await send(viaOther, '203.0.113.44')).status).toBe(429)
  })

  it("count the visitor behind the site's in-process call (as server/server.ts forwards it)", async () => {
    const { app: api, env } = makeApp({
      env: { TRUST_PROXY: '1' },
      rateLimit: { max: 1, windowMs: 60_000 },
    })
    // A stand-in for the site's form action: resolve the visitor, call the API in process.
    const site = new Hono<ApiEnv>().post('/contact', (c) =>
      api.request('/api/contact-messages', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': clientAddress(c, env.TRUST_PROXY),
        },
        body: JSON.stringify(buildContactMessage()),
      }),
    )
    const base = await listen(site)
    const send = (xff: string) =>
      fetch(`${base}/contact`, { method: 'POST', headers: { 'X-Forwarded-For': xff } })
    expect((await send('203.0.113.51')).status).toBe(201)
    expect((await send('203.0.113.52')).status).toBe(201)
    expect((await send('198.51.100.9, 203.0.113.51')).status).toBe(429)
  })
})

describe('clientAddress', () => {
  const probe = (trust: TrustProxy) =>
    new Hono<ApiEnv>().get('/', (c) => c.text(clientAddress(c, trust)))
  const ask = async (trust: string, remoteAddress: string | undefined, xff?: string) => {
    const res = await probe(parseTrustProxy(trust)).request(
      '/',
      { headers: xff === undefined ? {} : { 'X-Forwarded-For': xff } },
      { incoming: { socket: { remoteAddress } } },
    )
    return res.text()
  }

  it('takes the socket address unless proxies are trusted', async () => {
    expect(await ask('', '192.0.2.1', '203.0.113.9')).toBe('192.0.2.1')
    expect(await ask('1', '192.0.2.1')).toBe('192.0.2.1')
    expect(await ask('10.0.0.0/8', '192.0.2.1', '203.0.113.9')).toBe('192.0.2.1')
  })

  it('counts hops from the right', async () => {
    const xff = '198.51.100.1, 203.0.113.9, 10.0.0.2'
    expect(await ask('1', '10.0.0.1', xff)).toBe('10.0.0.2')
    expect(await ask('2', '10.0.0.1', xff)).toBe('203.0.113.9')
    // More hops than entries: the leftmost entry.
    expect(await ask('5', '10.0.0.1', xff)).toBe('198.51.100.1')
  })

  it('walks listed proxies and stops at the first address that is not one', async () => {
    const xff = '198.51.100.1, 203.0.113.9, 10.0.0.2'
    expect(await ask('10.0.0.0/8', '10.0.0.1', xff)).toBe('203.0.113.9')
    expect(await ask('10.0.0.1', '10.0.0.1', xff)).toBe('10.0.0.2')
    expect(await ask('10.0.0.0/8, 203.0.113.0/24', '10.0.0.1', xff)).toBe('198.51.100.1')
    expect(await ask('2001:db8::/32', '2001:db8::5', '2001:db8:1::7, 2001:db8::6')).toBe(
      '2001:db8:1::7',
    )
  })

  it('strips ports and the IPv4-mapped prefix, and stops at a malformed entry', async () => {
    expect(await ask('', '::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(await ask('127.0.0.1', '::ffff:127.0.0.1', '203.0.113.9:5123')).toBe('203.0.113.9')
    expect(await ask('1', '10.0.0.1', '[2001:DB8::9]:443')).toBe('2001:db8::9')
    expect(await ask('3', '10.0.0.1', '198.51.100.1, <script>, 10.0.0.2')).toBe('10.0.0.2')
    expect(await ask('1', '10.0.0.1', ', ')).toBe('10.0.0.1')
  })

  it("uses the site's forwarded address for in-process calls, whatever TRUST_PROXY says", async () => {
    const res = await probe(parseTrustProxy('10.0.0.0/8')).request('/', {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    })
    expect(await res.text()).toBe('203.0.113.9')
    expect(await (await probe(parseTrustProxy('1')).request('/')).text()).toBe('unknown')
  })
})
