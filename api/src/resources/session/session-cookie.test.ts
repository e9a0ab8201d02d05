// The staff session cookie.
import { beforeAll, describe, expect, it } from 'vitest'
import { craftToken, makeApp, validToken } from '../../../test/helpers'

const { app } = makeApp()
let token = ''

beforeAll(async () => {
  token = await validToken()
})

describe('session cookie', () => {
  const sessionPost = (idToken: string, headers: Record<string, string> = {}) =>
    app.request('http://localhost/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ idToken }),
    })

  it('a fresh token sets an HttpOnly, SameSite=Lax cookie that signs requests in', async () => {
    const res = await sessionPost(token, { Origin: 'http://localhost' })
    expect(res.status).toBe(200)
    const setCookie = res.headers.get('Set-Cookie') ?? ''
    expect(setCookie).toMatch(/^session=[^;]+/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).not.toMatch(/Secure/)
    const cookie = setCookie.split(';')[0] ?? ''
    const read = await app.request('/api/contact-messages', { headers: { Cookie: cookie } })
    expect(read.status).toBe(200)
  })

  it('is Secure when the configured PUBLIC_URL is https, not when a request claims it', async () => {
    const https = makeApp({ env: { PUBLIC_URL: 'https://dealer.example' } })
    const res = await https.app.request('http://127.0.0.1:3000/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: token }),
    })
    expect(res.headers.get('Set-Cookie')).toMatch(/Secure/)
    const claimed = await app.request('https://dealer.example/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify({ idToken: token }),
    })
    expect(claimed.status).toBe(200)
    expect(claimed.headers.get('Set-Cookie')).not.toMatch(/Secure/)
  })

  it('refuses a token older than 5 minutes', async () => {
    const now = Math.floor(Date.now() / 1000)
    const res = await sessionPost(craftToken({ iat: now - 600 }))
    expect(res.status).toBe(401)
    expect(((await res.json()) as { error: string }).error).toMatch(/older than 5 minutes/)
    expect(res.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses invalid tokens and cross-origin calls', async () => {
    expect((await sessionPost('garbage')).status).toBe(401)
    const cross = await sessionPost(token, { Origin: 'https://evil.example' })
    expect(cross.status).toBe(403)
    expect(cross.headers.get('Set-Cookie')).toBeNull()
    const crossDelete = await app.request('http://localhost/api/session', {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example' },
    })
    expect(crossDelete.status).toBe(403)
  })

  it('DELETE clears the cookie; a forged cookie is not a session', async () => {
    const res = await app.request('http://localhost/api/session', { method: 'DELETE' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Set-Cookie')).toMatch(/^session=;.*Max-Age=0/)
    const forged = await app.request('/api/contact-messages', {
      headers: { Cookie: `session=${craftToken()}` },
    })
    expect(forged.status).toBe(401)
  })
})
