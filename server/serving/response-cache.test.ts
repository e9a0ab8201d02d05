import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PUBLIC_CACHE_CONTROL } from '@dealership/api/http/cache-control'
import { acceptedEncodings, compressResponse } from './compression'
import { hasPersonalCookie, ResponseCache } from './response-cache'

const URL_ = 'http://shop.test/cars?fuel=Diesel'
const page = (n: number) => `<!doctype html><p>${'Range Rover Vogue '.repeat(200)} version ${n}</p>`

/** A handler that renders a public page and counts its renders. */
function app(opts: { cacheControl?: string; status?: number; cookie?: boolean } = {}) {
  let renders = 0
  const handler = async (req: Request) => {
    renders++
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': opts.cacheControl ?? PUBLIC_CACHE_CONTROL,
    }
    if (opts.cookie) headers['set-cookie'] = 'flash=1'
    return new Response(`${page(renders)} for ${new URL(req.url).search}`, {
      status: opts.status ?? 200,
      headers,
    })
  }
  return { handler, renders: () => renders }
}

function setup(over: Partial<ConstructorParameters<typeof ResponseCache>[0]> = {}) {
  const state = { generation: 'g1', now: 1_700_000_000_000 }
  const cache = new ResponseCache({
    maxBytes: 1024 * 1024,
    ttlMs: 60_000,
    generation: () => state.generation,
    now: () => state.now,
    ...over,
  })
  return { cache, state }
}

const get = (headers: Record<string, string> = {}, url = URL_) => new Request(url, { headers })

describe('ResponseCache', () => {
  it('renders a public page once and serves it again until the data changes', async () => {
    const { cache, state } = setup()
    const a = app()
    const first = await cache.handle(get(), a.handler)
    const second = await cache.handle(get(), a.handler)
    expect(a.renders()).toBe(1)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))

    state.generation = 'g2' // a write
    const third = await cache.handle(get(), a.handler)
    expect(a.renders()).toBe(2)
    expect(await third.text()).toContain('version 2')
    expect(third.headers.get('etag')).not.toBe(first.headers.get('etag'))
  })

  it('expires entries after the TTL and at midnight, when offers count down a day', async () => {
    const { cache, state } = setup({ ttlMs: 3_600_000 })
    const a = app()
    // 20:30 UTC: Nairobi's midnight (21:00 UTC) comes before the TTL runs out.
    state.now = Date.UTC(2026, 10, 23, 20, 30)
    await cache.handle(get(), a.handler)
    state.now = Date.UTC(2026, 10, 23, 20, 59)
    await cache.handle(get(), a.handler)
    expect(a.renders()).toBe(1)
    state.now = Date.UTC(2026, 10, 23, 21, 0, 1)
    await cache.handle(get(), a.handler)
    expect(a.renders()).toBe(2)
    state.now += 3_600_000 + 1
    await cache.handle(get(), a.handler)
    expect(a.renders()).toBe(3)
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { cache } = setup()
    const a = app()
    const etag = (await cache.handle(get(), a.handler)).headers.get('etag')!
    const again = await cache.handle(get({ 'if-none-match': etag }), a.handler)
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const other = await cache.handle(get({ 'if-none-match': 'W/"old"' }), a.handler)
    expect(other.status).toBe(200)
  })

  it('keeps brotli and gzip variants that decode to the page', async () => {
    const { cache } = setup()
    const a = app()
    const plain = await (await cache.handle(get(), a.handler)).text()
    const br = await cache.handle(get({ 'accept-encoding': 'gzip, br' }), a.handler)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/)
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.byteLength).toBeLessThan(plain.length)
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain)
    const gz = await cache.handle(get({ 'accept-encoding': 'gzip' }), a.handler)
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain)
    expect(a.renders()).toBe(1)
  })

  it('never keeps or shares what may be personal', async () => {
    for (const opts of [
      { cacheControl: 'no-store' },
      { cacheControl: 'private, max-age=60' },
      { cookie: true },
      { status: 404 },
    ]) {
      const { cache } = setup()
      const a = app(opts)
      await cache.handle(get(), a.handler)
      await cache.handle(get(), a.handler)
      expect(a.renders(), JSON.stringify(opts)).toBe(2)
      expect(cache.size).toBe(0)
    }
    // A request with a cookie, a token or an Origin neither reads nor fills the cache.
    const { cache } = setup()
    const a = app()
    await cache.handle(get(), a.handler)
    const personal: Record<string, string>[] = [
      { cookie: 'session=x' },
      { authorization: 'Bearer x' },
      { origin: 'https://o.test' },
    ]
    for (const h of personal) {
      await cache.handle(get(h), a.handler)
    }
    expect(a.renders()).toBe(4)
    expect(cache.size).toBe(1)
    const post = new Request(URL_, { method: 'POST', body: 'x' })
    await cache.handle(post, a.handler)
    expect(a.renders()).toBe(5)
  })

  it('shares pages with visitors whose only cookies are the shared ones', async () => {
    const { cache } = setup({ sharedCookies: ['saved_cars'] })
    const a = app()
    // A visitor holding only the saved-cars cookie fills the cache...
    const filled = await cache.handle(get({ cookie: 'saved_cars=v1.abc.sig' }), a.handler)
    expect(cache.size).toBe(1)
    // ...and an anonymous visitor, and another one with other saved cars, get those bytes.
    const anonymous = await cache.handle(get(), a.handler)
    const other = await cache.handle(get({ cookie: ' saved_cars="v1.xyz.sig" ; ' }), a.handler)
    expect(a.renders()).toBe(1)
    const body = await filled.text()
    expect(await anonymous.text()).toBe(body)
    expect(await other.text()).toBe(body)

    // Any other cookie beside it, or instead of it, is personal again.
    for (const cookie of ['saved_cars=a; session=x', 'session=x', 'saved_carsX=1', 'flag']) {
      await cache.handle(get({ cookie }), a.handler)
    }
    expect(a.renders()).toBe(5)
    // A route that reads the cookie answers no-store: never kept, whoever asks.
    const personal = app({ cacheControl: 'no-store' })
    const savedUrl = 'http://shop.test/saved'
    await cache.handle(get({ cookie: 'saved_cars=a' }, savedUrl), personal.handler)
    await cache.handle(get({}, savedUrl), personal.handler)
    expect(personal.renders()).toBe(2)
    expect(cache.size).toBe(1)
  })

  it('treats every cookie as personal unless told otherwise', () => {
    expect(hasPersonalCookie(null, new Set())).toBe(false)
    expect(hasPersonalCookie('saved_cars=a', new Set())).toBe(true)
    expect(hasPersonalCookie('saved_cars=a', new Set(['saved_cars']))).toBe(false)
    expect(hasPersonalCookie('saved_cars=a;  ', new Set(['saved_cars']))).toBe(false)
    expect(hasPersonalCookie('saved_cars=a; b=c', new Set(['saved_cars']))).toBe(true)
  })

  it('keeps no images: they stream from their files', async () => {
    const { cache } = setup()
    let served = 0
    const image = async () => {
      served++
      return new Response(new Uint8Array(4096), {
        headers: {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
        },
      })
    }
    const res = await cache.handle(get({ 'accept-encoding': 'br' }), image)
    await cache.handle(get(), image)
    expect(served).toBe(2)
    expect(cache.size).toBe(0)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect((await res.arrayBuffer()).byteLength).toBe(4096)
  })

  it('renders once for concurrent misses of one URL', async () => {
    const { cache } = setup()
    const a = app()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.handle(get(), a.handler)),
    )
    expect(a.renders()).toBe(1)
    expect(new Set(await Promise.all(answers.map((r) => r.text()))).size).toBe(1)
  })

  it('stays within its memory bound, evicting the least recently used', async () => {
    const { cache } = setup({ maxBytes: 20_000 })
    const a = app()
    for (let i = 0; i < 20; i++) {
      await cache.handle(
        get({ 'accept-encoding': 'br' }, `http://shop.test/cars?page=${i}`),
        a.handler,
      )
    }
    expect(cache.size).toBeGreaterThan(0)
    expect(cache.size).toBeLessThan(20)
    // The newest is kept, the oldest is gone.
    const renders = a.renders()
    await cache.handle(get({}, 'http://shop.test/cars?page=19'), a.handler)
    expect(a.renders()).toBe(renders)
    await cache.handle(get({}, 'http://shop.test/cars?page=0'), a.handler)
    expect(a.renders()).toBe(renders + 1)
  })

  it('is off with no memory, still tagging and compressing', async () => {
    const { cache } = setup({ maxBytes: 0 })
    const a = app()
    const res = await cache.handle(get({ 'accept-encoding': 'br' }), a.handler)
    await cache.handle(get(), a.handler)
    expect(a.renders()).toBe(2)
    expect(res.headers.get('etag')).toMatch(/^W\/"/)
    expect(res.headers.get('content-encoding')).toBe('br')
  })
})

describe('compression', () => {
  it('reads Accept-Encoding weights', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br'])
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('identity')).toEqual([])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings(null)).toEqual([])
  })

  it('compresses a streamed answer chunk by chunk, each chunk readable as it arrives', async () => {
    let push!: (s: string) => void
    let close!: () => void
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (s) => controller.enqueue(new TextEncoder().encode(s))
        close = () => controller.close()
      },
    })
    const res = compressResponse(
      new Request(URL_, { headers: { 'accept-encoding': 'gzip' } }),
      new Response(body, { headers: { 'content-type': 'text/x-script' } }),
    )
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const reader = res.body!.getReader()
    push('first chunk '.repeat(100))
    const first = await reader.read()
    // The first chunk is out before the stream ends: a flushed gzip member prefix.
    expect(first.value!.byteLength).toBeGreaterThan(0)
    const parts = [first.value!]
    close()
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value)
    expect(gunzipSync(Buffer.concat(parts)).toString()).toBe('first chunk '.repeat(100))
  })

  it('leaves images and small bodies alone', () => {
    const img = compressResponse(
      new Request(URL_, { headers: { 'accept-encoding': 'br' } }),
      new Response(new Uint8Array(5000), { headers: { 'content-type': 'image/webp' } }),
    )
    expect(img.headers.get('content-encoding')).toBeNull()
  })
})
