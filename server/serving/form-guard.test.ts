import { describe, expect, it } from 'vitest'
import {
  bodyLimitFor,
  FORM_BODY_LIMIT,
  guardFormPost,
  REFUSALS,
  refusalResponse,
  SELL_BODY_LIMIT,
} from './form-guard'

const URL_BASE = 'http://localhost:3000'

/** A body produced lazily, chunk by chunk, that counts how much was pulled. */
function lazyBody(total: number, chunk = 64 * 1024) {
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      const n = Math.min(chunk, total - counter.pulled)
      counter.pulled += n
      controller.enqueue(new Uint8Array(n).fill(97))
    },
  })
  return { stream, counter }
}

const post = (path: string, init: RequestInit & { duplex?: 'half' }) =>
  new Request(`${URL_BASE}${path}`, { method: 'POST', duplex: 'half', ...init } as RequestInit)

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' }

describe('guardFormPost', () => {
  it('stops reading a 50 MB body right after the limit, without a length header', async () => {
    const { stream, counter } = lazyBody(50 * 1024 * 1024)
    const result = await guardFormPost(post('/contact', { headers: urlencoded, body: stream }))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.refusal.status).toBe(413)
    expect(counter.pulled).toBeLessThanOrEqual(FORM_BODY_LIMIT + 2 * 64 * 1024)
  })

  it('refuses a declared length over the limit without reading at all', async () => {
    const { stream, counter } = lazyBody(1024 * 1024)
    const headers = { ...urlencoded, 'Content-Length': String(1024 * 1024) }
    const result = await guardFormPost(post('/import', { headers, body: stream }))
    expect(result).toMatchObject({ ok: false, refusal: { status: 413 } })
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024)
  })

  it('gives the sell form room for its photos, and only it', () => {
    expect(bodyLimitFor('/sell')).toBe(SELL_BODY_LIMIT)
    expect(bodyLimitFor('/sell.data')).toBe(SELL_BODY_LIMIT)
    expect(bodyLimitFor('/contact')).toBe(FORM_BODY_LIMIT)
    expect(bodyLimitFor('/anything')).toBe(FORM_BODY_LIMIT)
  })

  it.each([
    ['text/plain', 'name=x'],
    ['application/json', '{"name":"x"}'],
    ['', 'name=x'],
    ['multipart/form-data', 'no boundary'],
    ['multipart/form-data; boundary=XYZ', 'garbage without any part'],
    [
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmina', // cut short
    ],
  ])('answers 400 to Content-Type %j', async (type, body) => {
    const headers = type ? { 'Content-Type': type } : undefined
    const result = await guardFormPost(post('/contact', { headers, body }))
    expect(result).toMatchObject({ ok: false, refusal: { status: 400 } })
  })

  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'null' }],
    [{ 'Sec-Fetch-Site': 'cross-site' }],
  ])('answers 403 to a post from another site (%j)', async (extra) => {
    const result = await guardFormPost(
      post('/contact', { headers: { ...urlencoded, ...extra }, body: form({ name: 'x' }) }),
    )
    expect(result).toMatchObject({ ok: false, refusal: { status: 403 } })
  })

  it('lets our own forms through with the body intact', async () => {
    for (const headers of [
      urlencoded,
      { ...urlencoded, Origin: URL_BASE, 'Sec-Fetch-Site': 'same-origin' },
    ]) {
      const result = await guardFormPost(
        post('/contact', { headers, body: form({ name: 'Amina', message: 'Habari · ✓' }) }),
      )
      expect(result.ok).toBe(true)
      if (result.ok) {
        const fields = await result.request.formData()
        expect(fields.get('message')).toBe('Habari · ✓')
      }
    }
    // Behind https at the public address.
    const proxied = await guardFormPost(
      post('/contact', {
        headers: { ...urlencoded, Origin: 'https://cars.example.co.ke' },
        body: 'a=1',
      }),
      { publicUrl: 'https://cars.example.co.ke' },
    )
    expect(proxied.ok).toBe(true)
  })

  // Remix refuses an action whose Origin differs from the host the request names (the
  // first X-Forwarded-Host, else Host) by throwing: a 500. The guard answers 403 first.
  const PUBLIC = 'https://cars.example.co.ke'
  it.each([
    ['our public address, reached under another Host', { Origin: PUBLIC, Host: '10.0.0.5:3000' }],
    ['our public address, reached under the loopback', { Origin: PUBLIC, Host: 'localhost:3000' }],
    [
      'our public address, forwarded for another host',
      { Origin: PUBLIC, Host: 'cars.example.co.ke', 'X-Forwarded-Host': 'other.example' },
    ],
    [
      'this address, forwarded for another host',
      { Origin: URL_BASE, Host: 'localhost:3000', 'X-Forwarded-Host': 'other.example, a.example' },
    ],
  ])('answers 403 to a post from %s', async (_name, extra) => {
    const result = await guardFormPost(
      post('/contact', { headers: { ...urlencoded, ...extra }, body: form({ name: 'x' }) }),
      { publicUrl: PUBLIC },
    )
    expect(result).toEqual({ ok: false, refusal: REFUSALS.crossSite })
  })

  it.each([
    ['the public address itself', { Origin: PUBLIC, Host: 'cars.example.co.ke' }],
    [
      'a proxy that names the public host in X-Forwarded-Host',
      { Origin: PUBLIC, Host: '127.0.0.1:3000', 'X-Forwarded-Host': 'cars.example.co.ke' },
    ],
    ['this address', { Origin: URL_BASE, Host: 'localhost:3000' }],
  ])('lets through a post from %s', async (_name, extra) => {
    const result = await guardFormPost(
      post('/contact', { headers: { ...urlencoded, ...extra }, body: form({ name: 'x' }) }),
      { publicUrl: PUBLIC },
    )
    expect(result.ok).toBe(true)
  })

  it('keeps multipart files', async () => {
    const data = new FormData()
    data.set('name', 'Amina')
    data.set('images', new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }))
    const sent = new Request(`${URL_BASE}/sell`, { method: 'POST', body: data })
    const result = await guardFormPost(sent)
    expect(result.ok).toBe(true)
    if (result.ok) {
      const file = (await result.request.formData()).get('images') as File
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    }
  })

  it('checks every method that carries a body, not only POST', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const json = new Request(`${URL_BASE}/contact`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: 'null',
      })
      expect(await guardFormPost(json), method).toEqual({ ok: false, refusal: REFUSALS.notAForm })
      const foreign = new Request(`${URL_BASE}/contact`, {
        method,
        headers: { Origin: 'https://evil.example' },
      })
      expect(await guardFormPost(foreign), method).toEqual({
        ok: false,
        refusal: REFUSALS.crossSite,
      })
    }
  })

  it('leaves reads alone', async () => {
    const get = new Request(`${URL_BASE}/contact`)
    expect(await guardFormPost(get)).toEqual({ ok: true, request: get })
  })
})

describe('refusalResponse', () => {
  it('is a small page that says what happened, never cached', async () => {
    const res = refusalResponse(
      { status: 413, title: 'Too much <b>', message: 'Send less & try again.' },
      'Savanna Luxury Motors',
    )
    expect(res.status).toBe(413)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<h1>Too much &#60;b&#62;</h1>')
    expect(html).toContain('Send less &#38; try again.')
    expect(html).toContain('<title>Too much &#60;b&#62; | Savanna Luxury Motors</title>')
  })
})
