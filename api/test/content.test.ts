// Blogs, the public forms and what staff read of them, public config, session cookies.
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  Blog,
  ContactMessage,
  ImportRequest,
  PublicConfig,
  SellRequest,
} from '../src/contract'
import {
  buildBlog,
  buildContactMessage,
  buildImportRequest,
  buildSellRequest,
} from '../src/seed/factories'
import { authHeaders, craftToken, jsonInit, makeApp, tableSnapshot, validToken } from './helpers'

const { app, db } = makeApp()
let token = ''

beforeAll(async () => {
  token = await validToken()
})

async function createBlog(overrides: Parameters<typeof buildBlog>[0] = {}) {
  const res = await app.request('/api/blogs', jsonInit('POST', buildBlog(overrides), token))
  expect(res.status).toBe(201)
  return (await res.json()) as Blog
}

describe('blogs', () => {
  it('publishedAt is set on first publication and null for drafts', async () => {
    const draft = await createBlog({ isPublished: false })
    expect(draft.publishedAt).toBeNull()
    const put = await app.request(
      `/api/blogs/${draft.id}`,
      jsonInit('PUT', { ...draft, isPublished: true }, token),
    )
    const published = (await put.json()) as Blog
    expect(published.publishedAt).not.toBeNull()
    // Unpublish and publish again: the first publication date is kept.
    await app.request(
      `/api/blogs/${draft.id}`,
      jsonInit('PUT', { ...draft, isPublished: false }, token),
    )
    const again = await app.request(
      `/api/blogs/${draft.id}`,
      jsonInit('PUT', { ...draft, isPublished: true }, token),
    )
    expect(((await again.json()) as Blog).publishedAt).toBe(published.publishedAt)
  })

  it('the public list shows published posts only, newest first; status=all adds drafts', async () => {
    const older = await createBlog({ title: 'Older' })
    // Two posts can share a millisecond: make the order unambiguous.
    db.$client
      .prepare(`update blogs set published_at = '2020-01-01T00:00:00.000Z' where id = ?`)
      .run(older.id)
    const newer = await createBlog({ title: 'Newer' })
    const draft = await createBlog({ title: 'Draft', isPublished: false })
    const pub = (await (await app.request('/api/blogs')).json()) as Blog[]
    const ids = pub.map((b) => b.id)
    expect(ids).not.toContain(draft.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(pub.every((b) => b.isPublished)).toBe(true)
    const all = (await (await app.request('/api/blogs?status=all')).json()) as Blog[]
    expect(all.map((b) => b.id)).toContain(draft.id)
    // The back office (signed in) sees drafts too.
    const admin = await app.request('/api/blogs', { headers: authHeaders(token) })
    expect(((await admin.json()) as Blog[]).map((b) => b.id)).toContain(draft.id)
  })

  it('filters by author and publication year', async () => {
    const mine = await createBlog({ author: 'Otieno Filter' })
    await createBlog({ author: 'Someone Else' })
    const byAuthor = (await (
      await app.request('/api/blogs?author=Otieno%20Filter')
    ).json()) as Blog[]
    expect(byAuthor.map((b) => b.id)).toEqual([mine.id])
    const year = mine.publishedAt?.slice(0, 4) ?? ''
    const byYear = (await (await app.request(`/api/blogs?year=${year}`)).json()) as Blog[]
    expect(byYear.map((b) => b.id)).toContain(mine.id)
    const none = (await (await app.request('/api/blogs?year=1999')).json()) as Blog[]
    expect(none).toEqual([])
  })

  it('reads a draft by id publicly; 404 for an unknown id', async () => {
    const draft = await createBlog({ isPublished: false })
    const res = await app.request(`/api/blogs/${draft.id}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Blog).isPublished).toBe(false)
    const missing = await app.request('/api/blogs/nope')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Blog not found' })
  })

  it('requires title, author and content', async () => {
    const before = tableSnapshot(db)
    const res = await app.request('/api/blogs', jsonInit('POST', { isPublished: 'yes' }, token))
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(errors).toMatchObject({
      title: 'Title is required',
      author: 'Author is required',
      content: 'Content is required',
      isPublished: 'Published must be true or false',
    })
    expect(tableSnapshot(db)).toBe(before)
  })

  it('deletes a post', async () => {
    const blog = await createBlog()
    const del = await app.request(`/api/blogs/${blog.id}`, {
      method: 'DELETE',
      headers: authHeaders(token),
    })
    expect(del.status).toBe(200)
    expect((await app.request(`/api/blogs/${blog.id}`)).status).toBe(404)
  })
})

describe('public forms', () => {
  it('contact messages: anyone posts, staff read newest first', async () => {
    const first = await app.request(
      '/api/contact-messages',
      jsonInit('POST', buildContactMessage({ phone: undefined, message: 'first' })),
    )
    expect(first.status).toBe(201)
    const firstMessage = (await first.json()) as ContactMessage
    expect(firstMessage.phone).toBeNull()
    // Two posts can share a millisecond: make the order unambiguous.
    db.$client
      .prepare(`update contact_messages set created_at = '2020-01-01T00:00:00.000Z' where id = ?`)
      .run(firstMessage.id)
    await app.request(
      '/api/contact-messages',
      jsonInit('POST', buildContactMessage({ message: 'second' })),
    )
    const res = await app.request('/api/contact-messages', { headers: authHeaders(token) })
    const list = (await res.json()) as ContactMessage[]
    expect(list.slice(0, 2).map((m) => m.message)).toEqual(['second', 'first'])
    expect(res.headers.get('Content-Range')).toMatch(/^contact-messages 0-\d+\/\d+$/)
  })

  it('contact messages: per-field errors, nothing stored', async () => {
    const before = tableSnapshot(db)
    const res = await app.request(
      '/api/contact-messages',
      jsonInit('POST', { name: 'A', email: 'not-an-email', subject: 'Hello', message: '' }),
    )
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(errors).toEqual({
      email: 'Enter a valid email address',
      subject: 'Choose a subject',
      message: 'Message is required',
    })
    expect(tableSnapshot(db)).toBe(before)
  })

  it('import requests: post, validate the budget, read', async () => {
    const ok = await app.request('/api/import-requests', jsonInit('POST', buildImportRequest()))
    expect(ok.status).toBe(201)
    const created = (await ok.json()) as ImportRequest
    const bad = await app.request(
      '/api/import-requests',
      jsonInit('POST', buildImportRequest({ budget: '5M' as never, phone: '' })),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'budget',
      'phone',
    ])
    const list = await app.request('/api/import-requests', { headers: authHeaders(token) })
    expect(((await list.json()) as ImportRequest[])[0]?.id).toBe(created.id)
  })

  it('staff read one message or request by id; 404 for unknown ids', async () => {
    for (const path of ['/api/contact-messages', '/api/import-requests', '/api/sell-requests']) {
      const res = await app.request(`${path}/nope`, { headers: authHeaders(token) })
      expect(res.status, path).toBe(404)
      expect((await app.request(`${path}/nope`)).status, path).toBe(401)
    }
  })

  it('sell requests: JSON with image URLs', async () => {
    const res = await app.request(
      '/api/sell-requests',
      jsonInit('POST', buildSellRequest({ images: [`/uploads/${'ab'.repeat(16)}.jpg`] })),
    )
    expect(res.status).toBe(201)
    const created = (await res.json()) as SellRequest
    expect(created.images).toEqual([`/uploads/${'ab'.repeat(16)}.jpg`])
    const one = await app.request(`/api/sell-requests/${created.id}`, {
      headers: authHeaders(token),
    })
    expect(await one.json()).toEqual(created)
    const bad = await app.request(
      '/api/sell-requests',
      jsonInit('POST', buildSellRequest({ condition: 'Mint' as never, mileage: '12' as never })),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'condition',
      'mileage',
    ])
  })
})

describe('GET /api/public-config', () => {
  it('serves the browser configuration from env', async () => {
    const res = await app.request('/api/public-config')
    const config = (await res.json()) as PublicConfig
    expect(config.firebase.projectId).toBe('demo-dealership')
    expect(config.firebase.authDomain).toBe('demo-dealership.firebaseapp.com')
    expect(config.firebase.emulatorHost).toMatch(/:\d+$/)
    expect(config.cloudinary).toBeNull()
    expect(config.siteName).toBeTruthy()
    expect(config.dealerWhatsapp).toMatch(/^\d+$/)
    // No Daraja keys and no stand-in: the site offers no online reservation.
    expect(config.reservations).toBe(false)
  })

  it('says reservations are on once M-Pesa is set up', async () => {
    const other = makeApp({ env: { MPESA_STAND_IN_URL: 'http://127.0.0.1:9' } })
    const config = (await (await other.app.request('/api/public-config')).json()) as PublicConfig
    expect(config.reservations).toBe(true)
  })

  it('includes cloudinary when both variables are set', async () => {
    const other = makeApp({
      env: { CLOUDINARY_CLOUD_NAME: 'demo', CLOUDINARY_UPLOAD_PRESET: 'cars' },
    })
    const config = (await (await other.app.request('/api/public-config')).json()) as PublicConfig
    expect(config.cloudinary).toEqual({ cloudName: 'demo', uploadPreset: 'cars' })
    expect(config.cloudinaryApiBase).toBe('https://api.cloudinary.com/v1_1')
  })
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
