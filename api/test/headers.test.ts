// Baseline security headers on every API answer, errors included, and no caching of
// anything that carries leads, staff or audit data.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeApp, staffAccount } from './helpers'

const { app, db } = makeApp()
const tokens = { admin: '', sales: '', none: '' }

beforeAll(async () => {
  tokens.admin = (await staffAccount(db, 'admin')).token
  tokens.sales = (await staffAccount(db, 'sales')).token
})

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

function expectBaseline(res: Response, corp = 'same-origin') {
  expect(res.headers.get('Permissions-Policy')).toMatch(
    /camera=\(\), microphone=\(\), geolocation=\(\)/,
  )
  expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe(corp)
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
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

  it('on a session answer, and not on public reads', async () => {
    const out = await app.request('http://localhost/api/session', { method: 'DELETE' })
    expect(out.headers.get('Cache-Control')).toBe('no-store')
    const cars = await app.request('/api/cars')
    expect(cars.headers.get('Cache-Control')).not.toBe('no-store')
  })
})
