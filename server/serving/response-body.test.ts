import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyAsMade, hasBody, responseBytes } from './response-body'

const NativeResponse = globalThis.Response

describe("a response's bytes as it was made", () => {
  beforeAll(() => {
    // What the server does when it starts: Response becomes node-server's lightweight one.
    getRequestListener(() => new Response('unused'))
    expect(globalThis.Response).not.toBe(NativeResponse)
  })
  afterAll(() => {
    globalThis.Response = NativeResponse
  })

  it("takes a lightweight answer's string as UTF-8, leaving the answer unread", async () => {
    const res = new Response('{"name":"Range Rover – Vogue"}', {
      headers: { 'content-type': 'application/json' },
    })
    const made = bodyAsMade(res)
    expect(made).toBeDefined()
    expect(Buffer.from(made!).toString('utf8')).toBe('{"name":"Range Rover – Vogue"}')
    expect(hasBody(res)).toBe(true)
    expect((await responseBytes(res)).toString('utf8')).toBe('{"name":"Range Rover – Vogue"}')
    expect(await res.text()).toBe('{"name":"Range Rover – Vogue"}')
  })

  it("keeps a short answer's bytes in memory of their own, as the cache's bound counts them", async () => {
    const res = new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } })
    const bytes = await responseBytes(res)
    expect(bytes.toString()).toBe('{"ok":true}')
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength)
  })

  it('takes bytes as they are', () => {
    const bytes = new TextEncoder().encode('<p>Ksh 5,800,000</p>')
    expect(bodyAsMade(new Response(bytes))).toBe(bytes)
  })

  it('reads a stream, and an answer already made into a web Response, the usual way', async () => {
    const stream = new Response(
      new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode('streamed'))
          c.close()
        },
      }),
    )
    expect(bodyAsMade(stream)).toBeUndefined()
    expect(hasBody(stream)).toBe(true)
    expect((await responseBytes(stream)).toString()).toBe('streamed')

    const built = new Response('built')
    expect(built.bodyUsed).toBe(false) // builds the web Response behind it
    expect(bodyAsMade(built)).toBeUndefined()
    expect((await responseBytes(built)).toString()).toBe('built')
  })

  it('knows an answer without a body, and a native Response', async () => {
    expect(hasBody(new Response(null, { status: 200 }))).toBe(false)
    const native = new NativeResponse('native')
    expect(bodyAsMade(native)).toBeUndefined()
    expect(hasBody(native)).toBe(true)
    expect((await responseBytes(native)).toString()).toBe('native')
  })
})
