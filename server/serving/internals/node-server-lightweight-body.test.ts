// What lightweightBody relies on in @hono/node-server: when this fails after an upgrade,
// the internal no longer holds; remove it (response-body.ts then reads every body through
// its stream) or follow the new shape, and measure again (decision 0018).
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lightweightBody } from './node-server-lightweight-body'

const NativeResponse = globalThis.Response

describe("@hono/node-server's lightweight Response, as lightweightBody reads it", () => {
  beforeAll(() => {
    // What the server does when it starts: Response becomes node-server's lightweight one.
    getRequestListener(() => new Response('unused'))
    expect(globalThis.Response).not.toBe(NativeResponse)
  })
  afterAll(() => {
    globalThis.Response = NativeResponse
  })

  it('keeps [status, body, headers] under a symbol described "cache"', () => {
    const res = new Response('{"ok":true}', { status: 201 })
    const symbols = Object.getOwnPropertySymbols(res).filter((s) => s.description === 'cache')
    expect(symbols).toHaveLength(1)
    const entry: unknown = Reflect.get(res, symbols[0]!)
    expect(Array.isArray(entry)).toBe(true)
    expect(Array.isArray(entry) && entry[0]).toBe(201)
    expect(Array.isArray(entry) && entry[1]).toBe('{"ok":true}')
  })

  it('hands back the string or bytes the answer was made with', () => {
    expect(lightweightBody(new Response('text'))).toEqual({ body: 'text' })
    const bytes = new TextEncoder().encode('bytes')
    expect(lightweightBody(new Response(bytes))?.body).toBe(bytes)
  })

  it('knows nothing of a response whose web Response was built, or a native one', () => {
    const built = new Response('built')
    expect(built.bodyUsed).toBe(false) // reading a property builds the web Response behind it
    expect(lightweightBody(built)).toBeUndefined()
    expect(lightweightBody(new NativeResponse('native'))).toBeUndefined()
  })
})
