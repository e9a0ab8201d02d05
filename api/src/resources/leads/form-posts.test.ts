// The public forms and what staff read of them.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ContactMessage, ImportRequest, SellRequest } from '../../contract'
import { buildContactMessage, buildImportRequest, buildSellRequest } from '../../seed/factories'
import { authHeaders, jsonInit, makeApp, tableSnapshot, validToken } from '../../../test/helpers'

const { app, db } = makeApp()
let token = ''

beforeAll(async () => {
  token = await validToken()
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
