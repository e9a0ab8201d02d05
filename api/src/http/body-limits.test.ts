// The routes that check their path or headers before reading a body (Daraja's callback
// by its secret, the staff session sync and the buyer's sign-in by the origin, an alert's
// change by its token's shape) refuse without reading a byte more than the stream's own
// read-ahead, and take at most 16 KB once the check passes.
import { describe, expect, it } from 'vitest'
import { BODY_TOO_LARGE_MESSAGE, SMALL_BODY_LIMIT } from './body-limits'
import { makeApp } from '../../test/helpers'

const SECRET = 'body-limit-callback-secret-0123456789'
const { app } = makeApp({ env: { MPESA_CALLBACK_SECRET: SECRET } })

const CHUNK = 16 * 1024

/** A JSON-looking body produced chunk by chunk as it is read, counting what was pulled. */
function endlessBody(total = 64 * 1024 * 1024) {
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += CHUNK
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
    },
  })
  return { stream, counter }
}

/** `bytes` of JSON: {"pad":"aaa..."}. */
const jsonOf = (bytes: number) => `{"pad":"${'a'.repeat(Math.max(0, bytes - 10))}"}`

type Case = {
  name: string
  method: 'POST' | 'PUT'
  /** Refused by its check, whatever the body. */
  refused: { path: string; headers?: Record<string, string>; status: number }
  /** Passes the check: a body past the limit is a 413. */
  allowed: { path: string; headers?: Record<string, string> }
}

const CASES: Case[] = [
  {
    name: "Daraja's callback",
    method: 'POST',
    refused: { path: '/api/mpesa-callbacks/not-the-secret-0123456789', status: 404 },
    allowed: { path: `/api/mpesa-callbacks/${SECRET}` },
  },
  {
    name: 'the staff session sync',
    method: 'POST',
    refused: { path: '/api/session', headers: { Origin: 'https://evil.example' }, status: 403 },
    allowed: { path: '/api/session' },
  },
  {
    name: "the buyer's sign-in",
    method: 'POST',
    refused: {
      path: '/api/account/sessions',
      headers: { Origin: 'https://evil.example' },
      status: 403,
    },
    allowed: { path: '/api/account/sessions' },
  },
  {
    name: "an alert's frequency",
    method: 'PUT',
    refused: { path: '/api/alerts/not-a-token', status: 404 },
    allowed: { path: `/api/alerts/${'0'.repeat(32)}` },
  },
]

const json = { 'Content-Type': 'application/json' }

/** Where a body goes: the method, the path and any headers beside the JSON type. */
type Target = { method: string; path: string; headers?: Record<string, string> }

/** A JSON post (or put) of `body`, a string or a stream. */
const send = ({ method, path, headers }: Target, body: string | ReadableStream<Uint8Array>) =>
  app.request(`http://localhost${path}`, {
    method,
    headers: { ...json, ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

describe.each(CASES)('$name', ({ method, refused, allowed }) => {
  it('refuses a body sent without a length before reading it', async () => {
    const { stream, counter } = endlessBody()
    const started = Date.now()
    const res = await send({ method, ...refused }, stream)
    expect(res.status).toBe(refused.status)
    expect(await res.json()).toHaveProperty('error')
    // At most the stream's own read-ahead, nothing the API asked for.
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('refuses a body of declared length before reading it', async () => {
    const size = 900 * 1024
    const { stream, counter } = endlessBody(size)
    const headers = { ...refused.headers, 'Content-Length': String(size) }
    const res = await send({ method, path: refused.path, headers }, stream)
    expect(res.status).toBe(refused.status)
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK)
  })

  it('answers 413 past 16 KB once the check passes, with or without a length', async () => {
    const body = jsonOf(SMALL_BODY_LIMIT + 1024)
    const declared = await send({ method, ...allowed }, body)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE })

    const { stream, counter } = endlessBody()
    const streamed = await send({ method, ...allowed }, stream)
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE })
    expect(counter.pulled).toBeLessThanOrEqual(SMALL_BODY_LIMIT + 2 * CHUNK)
  })

  it('still reads a small body', async () => {
    const res = await send({ method, ...allowed }, jsonOf(SMALL_BODY_LIMIT - 1024))
    // Past the limit check: the route's own answer to a body that means nothing to it.
    expect(res.status).not.toBe(413)
    expect(res.status).toBeLessThan(500)
  })
})

it('leaves the 1 MB limit to every other post', async () => {
  const res = await send(
    { method: 'POST', path: '/api/contact-messages' },
    jsonOf(SMALL_BODY_LIMIT + 1024),
  )
  // Read and validated (a 400 for the missing fields), not refused for its size.
  expect(res.status).toBe(400)
})
