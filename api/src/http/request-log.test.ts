// The request log over a real socket: one JSON line per request with its id, nothing
// personal in any line (a signed-in request with its cookie, a lead's email and phone),
// the request id's trust rule, and an unhandled error logged once and reported to a
// local stand-in for Sentry without the visitor's details.
import { serve, type ServerType } from '@hono/node-server'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flushErrorReports, initErrorReports } from '../ops/error-reports'
import { withRequestLog } from './request-log'
import { createRouteLabel, handlerPatterns } from './route-label'
import { createLogger } from '../ops/log'
import { createApp } from '../app/create-app'
import { testDb, testEnv, validToken } from '../../test/helpers'

type Line = Record<string, unknown>

const out: string[] = []
const lines = (): Line[] =>
  out
    .join('')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
const servers: ServerType[] = []

function start(overrides: Record<string, string> = {}) {
  const env = testEnv(overrides)
  const db = testDb()
  const log = createLogger({ destination: { write: (l: string) => void out.push(l) } })
  const app = createApp({ db, env, log, rateLimit: { max: 100_000, windowMs: 60_000 } })
  const fetch = withRequestLog((req, bindings) => app.fetch(req, bindings), {
    log,
    trustProxy: env.TRUST_PROXY,
    routeLabel: createRouteLabel(handlerPatterns(app)),
  })
  return new Promise<{ base: string; db: typeof db }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ base: `http://127.0.0.1:${info.port}`, db }),
    )
    servers.push(server)
  })
}

let sentryServer: Server
const envelopes: string[] = []

beforeAll(async () => {
  sentryServer = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      envelopes.push(body)
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((r) => sentryServer.listen(0, '127.0.0.1', () => r()))
  const { port } = sentryServer.address() as AddressInfo
  await initErrorReports({
    SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1`,
    SENTRY_RELEASE: 'dealership@test-release',
    NODE_ENV: 'test',
  })
})

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))
  await new Promise((r) => sentryServer.close(r))
})

const EMAIL = 'private.visitor@example.co.ke'
const PHONE = '+254712999888'

describe('the request log', () => {
  it('has a line per request and nothing personal: no cookie, token, email or phone', async () => {
    const { base } = await start()
    out.length = 0
    const token = await validToken()
    const session = await fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ idToken: token }),
    })
    expect(session.status).toBe(200)
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!
    const cookieValue = cookie.split('=')[1]!
    expect(cookieValue.length).toBeGreaterThan(20)

    const read = await fetch(`${base}/api/contact-messages`, { headers: { Cookie: cookie } })
    expect(read.status).toBe(200)
    const lead = await fetch(`${base}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Private Visitor',
        email: EMAIL,
        phone: PHONE,
        subject: 'Sales Inquiry',
        message: 'Call me about the G-Class',
      }),
    })
    expect(lead.status).toBe(201)
    const leadId = lead.headers.get('x-request-id')
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/)
    await new Promise((r) => setTimeout(r, 50))

    const text = out.join('')
    for (const secret of [cookieValue, token, EMAIL, PHONE, 'Private Visitor', 'G-Class']) {
      expect(text).not.toContain(secret)
    }
    const requests = lines().filter((l) => l.msg === 'request')
    expect(requests).toHaveLength(3)
    const posted = requests.find((l) => l.reqId === leadId)!
    expect(posted).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/api/contact-messages',
      status: 201,
      client: '127.0.0.1',
    })
    expect(posted.ms).toEqual(expect.any(Number))
    expect(posted.bytes).toBeGreaterThan(0)
    expect(requests.map((l) => l.route)).toContain('/api/session')
  })

  it("ignores a client's X-Request-Id, and takes a trusted proxy's", async () => {
    const direct = await start()
    const res = await fetch(`${direct.base}/api/brands`, { headers: { 'X-Request-Id': 'mine-1' } })
    expect(res.headers.get('x-request-id')).not.toBe('mine-1')

    const proxied = await start({ TRUST_PROXY: '127.0.0.1' })
    const viaProxy = await fetch(`${proxied.base}/api/brands`, {
      headers: { 'X-Request-Id': 'proxy-abc.123', 'X-Forwarded-For': '203.0.113.7' },
    })
    expect(viaProxy.headers.get('x-request-id')).toBe('proxy-abc.123')
    await new Promise((r) => setTimeout(r, 50))
    const line = lines().find((l) => l.reqId === 'proxy-abc.123')
    expect(line).toMatchObject({ route: '/api/brands', client: '203.0.113.7', status: 200 })
  })

  it('logs an unhandled error once, on one line with its stack and id, and reports it', async () => {
    const { base, db } = await start()
    out.length = 0
    envelopes.length = 0
    const token = await validToken()
    db.$client.exec('alter table contact_messages rename to contact_messages_away')
    try {
      const res = await fetch(`${base}/api/contact-messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: 'Private Visitor',
          email: EMAIL,
          phone: PHONE,
          subject: 'Sales Inquiry',
          message: 'Call me',
        }),
      })
      expect(res.status).toBe(500)
      const body = (await res.json()) as { error: string; requestId: string }
      expect(body.error).toBe('Internal server error')
      expect(body.requestId).toBe(res.headers.get('x-request-id'))
      await new Promise((r) => setTimeout(r, 50))

      const errors = lines().filter((l) => l.level === 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ reqId: body.requestId, route: '/api/contact-messages' })
      expect((errors[0]!.err as { stack: string }).stack).toMatch(/no such table/)
      // One line each: the stack is inside the JSON string, not spread over lines.
      expect(out.join('').trim().split('\n')).toHaveLength(2)
      for (const secret of [token, EMAIL, PHONE]) expect(out.join('')).not.toContain(secret)

      await flushErrorReports()
      const envelope = envelopes.join('\n')
      expect(envelope).toContain(body.requestId)
      expect(envelope).toContain('dealership@test-release')
      expect(envelope).toContain('/api/contact-messages')
      expect(envelope).toMatch(/no such table/)
      for (const secret of [token, EMAIL, PHONE, 'Private Visitor']) {
        expect(envelope).not.toContain(secret)
      }
    } finally {
      db.$client.exec('alter table contact_messages_away rename to contact_messages')
    }
  })
})
