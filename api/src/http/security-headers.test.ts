// Baseline security headers on every API answer, errors included, and no caching of
// anything that carries leads, staff or audit data.
import { Hono } from 'hono'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../index'
import { jsonInit, makeApp, staffAccount } from '../../test/helpers'

const { app, db } = makeApp()
const tokens = { admin: '', sales: '', none: '' }

beforeAll(async () => {
  tokens.admin = (await staffAccount(db, 'admin')).token
  tokens.sales = (await staffAccount(db, 'sales')).token
})

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

function expectBaseline(res: Response, corp = 'same-origin') {
  const policy = res.headers.get('Permissions-Policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(policy).toContain(`${feature}=()`)
  }
  expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe(corp)
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains')
  expect(res.headers.get('X-Frame-Options')).toBe('DENY')
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
}

describe('security headers', () => {
  it.each([
    ['a public list', '/api/cars', 200],
    ['an unknown path', '/api/nothing-here', 404],
    ['a refused call', '/api/staff', 401],
    ['an unknown record', '/api/cars/nope', 404],
  ])('are on %s', async (_name, path, status) => {
    const res = await app.request(path)
    expect(res.status).toBe(status)
    expectBaseline(res)
    expect(res.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'/)
  })

  it('are on a page without touching its own CSP, and on responses with immutable headers', async () => {
    const site = new Hono()
    site.use('*', securityHeaders())
    site.get('/page', (c) => {
      c.header('Content-Security-Policy', "script-src 'nonce-abc'")
      return c.html('<p>hi</p>')
    })
    // Response.redirect() and fetch() answers can't be changed in place.
    site.get('/moved', () => Response.redirect('http://localhost/page', 302))
    const page = await site.request('/page')
    expect(page.status).toBe(200)
    expectBaseline(page)
    expect(page.headers.get('Content-Security-Policy')).toBe("script-src 'nonce-abc'")
    expect(page.headers.get('Cache-Control')).toBeNull()
    const moved = await site.request('/moved')
    expect(moved.status).toBe(302)
    expect(moved.headers.get('Location')).toBe('http://localhost/page')
    expectBaseline(moved)
  })

  it('let other sites show uploaded images (share cards), and nothing else', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new File([new Uint8Array(png)], 'b.png', { type: 'image/png' }))
    const up = await app.request('/api/uploads', {
      method: 'POST',
      body: form,
      ...bearer(tokens.admin),
    })
    expect(up.status).toBe(201)
    const { secure_url } = (await up.json()) as { secure_url: string }
    const image = await app.request(secure_url)
    expect(image.status).toBe(200)
    expectBaseline(image, 'cross-origin')
    expect(image.headers.get('Cache-Control')).toMatch(/immutable/)

    // A browser revalidating the image it holds: 304, no body; never for a missing file.
    const etag = image.headers.get('ETag')!
    const lastModified = image.headers.get('Last-Modified')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const conditionals: Record<string, string>[] = [
      { 'If-None-Match': etag },
      { 'If-Modified-Since': lastModified },
    ]
    for (const conditional of conditionals) {
      const again = await app.request(secure_url, { headers: conditional })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('Cache-Control')).toMatch(/immutable/)
    }
    const changed = await app.request(secure_url, { headers: { 'If-None-Match': 'W/"other"' } })
    expect(changed.status).toBe(200)
    for (const path of ['/uploads/no-such-file.webp', '/uploads/%2e%2e/package.json']) {
      const missing = await app.request(path, { headers: { 'If-None-Match': etag } })
      expect(missing.status, path).toBe(404)
    }
  })

  it('marks anonymous public reads public for caches, a staff read no-store', async () => {
    const anonymous = await app.request('/api/cars')
    expect(anonymous.headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    const staff = await app.request('/api/cars', bearer(tokens.admin))
    expect(staff.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('Cache-Control: no-store', () => {
  it.each([
    ['/api/contact-messages', 'sales', 200],
    ['/api/import-requests', 'sales', 200],
    ['/api/sell-requests', 'admin', 200],
    ['/api/staff', 'admin', 200],
    ['/api/audit-log', 'admin', 200],
    ['/api/me', 'sales', 200],
    // Refusals too: nothing on these paths is kept by a browser or a proxy.
    ['/api/staff', 'sales', 403],
    ['/api/contact-messages', 'none', 401],
  ] as const)('on %s as %s (status %s)', async (path, who, status) => {
    const token = tokens[who]
    const res = await app.request(path, token ? bearer(token) : {})
    expect(res.status).toBe(status)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expectBaseline(res)
  })

  it.each([
    { method: 'POST', path: '/api/staff', who: 'sales', status: 403 },
    { method: 'PUT', path: '/api/staff/nobody', who: 'sales', status: 403 },
    { method: 'DELETE', path: '/api/contact-messages/nothing', who: 'none', status: 401 },
    { method: 'PATCH', path: '/api/sell-requests/nothing', who: 'none', status: 401 },
    { method: 'GET', path: '/api/import-requests/nothing', who: 'sales', status: 404 },
    { method: 'GET', path: '/api/me', who: 'none', status: 401 },
  ] as const)(
    'on $method $path as $who (status $status)',
    async ({ method, path, who, status }) => {
      const res = await app.request(
        `http://localhost${path}`,
        jsonInit(method, method === 'GET' || method === 'DELETE' ? undefined : {}, tokens[who]),
      )
      expect(res.status).toBe(status)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expectBaseline(res)
    },
  )

  it('on a CORS preflight of a private path', async () => {
    const res = await app.request('/api/staff', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('not on session answers nor on public reads', async () => {
    // A session answer carries no lead, staff or audit data; with no-store Chromium
    // never settled the background token sync of the console (networkidle hung).
    const out = await app.request('http://localhost/api/session', { method: 'DELETE' })
    expect(out.status).toBe(200)
    expect(out.headers.get('Cache-Control')).not.toBe('no-store')
    const cars = await app.request('/api/cars')
    expect(cars.headers.get('Cache-Control')).not.toBe('no-store')
  })
})
