// The API's HTTP manners: headers, CORS, error bodies, limits.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { buildContactMessage } from '../seed/factories'
import { clientAddress, securityHeaders, type ApiEnv } from '../index'
import { jsonInit, makeApp, tableCounts } from '../../test/helpers'

const { app, db } = makeApp({
  env: { CORS_ORIGINS: 'https://admin.example, https://other.example' },
})

describe('security headers', () => {
  it('are on every API response, including errors', async () => {
    for (const path of ['/api/cars', '/api/nope', '/api/cars/unknown']) {
      const res = await app.request(path)
      expect(res.headers.get('Strict-Transport-Security')).toMatch(
        /max-age=31536000; includeSubDomains/,
      )
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('X-Frame-Options')).toBe('DENY')
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })

  it('keep a page its own CSP and add the rest', async () => {
    const site = new Hono()
    site.use('*', securityHeaders())
    site.get('/', (c) => {
      c.header('Content-Security-Policy', "script-src 'nonce-abc'")
      return c.html('<p>hi</p>')
    })
    const res = await site.request('/')
    expect(res.headers.get('Content-Security-Policy')).toBe("script-src 'nonce-abc'")
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
  })
})

describe('CORS', () => {
  it('allows configured origins with credentials and exposes Content-Range', async () => {
    const res = await app.request('/api/cars', { headers: { Origin: 'https://admin.example' } })
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://admin.example')
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    expect(res.headers.get('Access-Control-Expose-Headers')).toMatch(/Content-Range/)
  })

  it('gives a request without an Origin no CORS headers, and tells caches the answer varies', async () => {
    const res = await app.request('/api/cars')
    expect(res.status).toBe(200)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    expect(res.headers.get('Vary')).toMatch(/\bOrigin\b/)
    const other = await app.request('/api/cars', { headers: { Origin: 'https://evil.example' } })
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(other.headers.get('Vary')).toMatch(/\bOrigin\b/)
  })

  it('answers preflights with the allowed headers', async () => {
    const res = await app.request('/api/cars', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://other.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://other.example')
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/)
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Range/)
  })

  it('allows the same origin and nobody else', async () => {
    const same = await app.request('http://localhost/api/cars', {
      headers: { Origin: 'http://localhost' },
    })
    expect(same.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost')
    const evil = await app.request('/api/cars', { headers: { Origin: 'https://evil.example' } })
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('errors', () => {
  it('unknown routes answer 404 JSON', async () => {
    for (const path of ['/api/nope', '/api', '/uploads/missing.png']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ error: 'Not found' })
    }
  })

  it('malformed JSON answers 400 with an error field', async () => {
    const before = tableCounts(db)
    const res = await app.request('/api/contact-messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Amina",',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/Malformed JSON/)
    expect(tableCounts(db)).toEqual(before)
  })

  it('a body over 1 MB answers 413', async () => {
    const body = JSON.stringify(buildContactMessage({ message: 'x'.repeat(1_100_000) }))
    const withLength = await app.request('/api/contact-messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    })
    expect(withLength.status).toBe(413)
    // Without Content-Length the body is counted as it streams.
    const streamed = await app.request('/api/contact-messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toEqual({ error: 'The request body is too large.' })
  })

  it('an unexpected failure answers 500 without a stack, with the request id to quote', async () => {
    const broken = makeApp()
    broken.db.$client.exec('alter table contact_messages rename to contact_messages_gone')
    try {
      const res = await broken.app.request(
        '/api/contact-messages',
        jsonInit('POST', buildContactMessage()),
      )
      expect(res.status).toBe(500)
      // Logged once with its stack (http/request-log.test.ts), never in the answer.
      const id = res.headers.get('X-Request-Id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(await res.json()).toEqual({ error: 'Internal server error', requestId: id })
    } finally {
      broken.db.$client.exec('alter table contact_messages_gone rename to contact_messages')
    }
  })
})

describe('rate limit on public form posts', () => {
  it('answers 429 with Retry-After once an address is over the limit', async () => {
    const limited = makeApp({ rateLimit: { max: 2, windowMs: 60_000 } }).app
    const send = (ip: string) =>
      limited.request('/api/contact-messages', {
        ...jsonInit('POST', buildContactMessage()),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${ip}, 10.0.0.1` },
      })
    expect((await send('203.0.113.5')).status).toBe(201)
    expect((await send('203.0.113.5')).status).toBe(201)
    const before = tableCounts(db)
    const third = await send('203.0.113.5')
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({
      error: 'Too many requests. Please try again in a few minutes.',
    })
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(tableCounts(db)).toEqual(before)
    // Another visitor is not affected.
    expect((await send('198.51.100.7')).status).toBe(201)
  })

  it('limits import and sell requests too', async () => {
    const limited = makeApp({ rateLimit: { max: 1, windowMs: 60_000 } }).app
    for (const path of ['/api/import-requests', '/api/sell-requests']) {
      await limited.request(path, jsonInit('POST', {}))
      expect((await limited.request(path, jsonInit('POST', {}))).status, path).toBe(429)
    }
  })
})

describe('clientAddress', () => {
  const probe = new Hono<ApiEnv>().get('/', (c) => c.text(clientAddress(c)))
  it('trusts the first x-forwarded-for entry for in-process calls', async () => {
    const res = await probe.request('/', {
      headers: { 'X-Forwarded-For': '203.0.113.9, 10.0.0.2' },
    })
    expect(await res.text()).toBe('203.0.113.9')
  })
  it('uses the socket address when there is one, ignoring the header', async () => {
    const res = await probe.request(
      '/',
      { headers: { 'X-Forwarded-For': '203.0.113.9' } },
      { incoming: { socket: { remoteAddress: '192.0.2.44' } } },
    )
    expect(await res.text()).toBe('192.0.2.44')
  })
  it("falls back to 'unknown'", async () => {
    expect(await (await probe.request('/')).text()).toBe('unknown')
  })
})

describe('over a real socket', () => {
  it('serves the API and counts the socket address, not x-forwarded-for', async () => {
    const limited = makeApp({ rateLimit: { max: 1, windowMs: 60_000 } }).app
    const server = serve({ fetch: limited.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    const { port } = server.address() as AddressInfo
    try {
      const base = `http://127.0.0.1:${port}`
      const list = await fetch(`${base}/api/cars`)
      expect(list.status).toBe(200)
      expect(list.headers.get('Content-Range')).toMatch(/^cars /)
      const send = (ip: string) =>
        fetch(`${base}/api/contact-messages`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
          body: JSON.stringify(buildContactMessage()),
        })
      expect((await send('203.0.113.1')).status).toBe(201)
      // A different claimed address does not reset the count: the socket is what counts.
      expect((await send('203.0.113.2')).status).toBe(429)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
