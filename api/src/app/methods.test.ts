// Every method to every API route, anonymous and as an admin, with a body that is no
// payload at all: never a 5xx, nothing stored, and a method a path does not take is a
// 405 that names the ones it does.
import { describe, expect, it } from 'vitest'
import type { Db } from '../index'
import { makeApp, staffAccount } from '../../test/helpers'

const { app, db } = makeApp()

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']

/** Row counts of every table in the database. */
function everyTableCount(db: Db): Record<string, number> {
  const tables = db.$client
    .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
    .all() as { name: string }[]
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (db.$client.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
    ]),
  )
}

/** Each route's path with made-up values for its parameters (no record has them). */
const routePaths = () => [
  ...new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => r.path.replace(/:[^/]+/g, 'no-such-record-0000').replace(/\/\*$/, '/x')),
  ),
]

describe('every method on every API route', () => {
  it('lists the routes it sends to', () => {
    expect(routePaths()).toEqual(
      expect.arrayContaining(['/api/cars', '/api/cars/no-such-record-0000', '/api/leads']),
    )
  })

  for (const who of ['anonymous', 'admin'] as const) {
    it(`answers ${who} without a 5xx and stores nothing`, async () => {
      const token = who === 'admin' ? (await staffAccount(db, 'admin')).token : null
      const before = everyTableCount(db)
      const failures: string[] = []
      for (const path of routePaths()) {
        for (const method of METHODS) {
          for (const body of ['null', 'x=1']) {
            const hasBody = method !== 'GET' && method !== 'HEAD'
            const res = await app.request(path, {
              method,
              headers: {
                ...(token ? { Authorization: `Bearer ${token}` } : {}),
                ...(hasBody
                  ? {
                      'Content-Type':
                        body === 'null' ? 'application/json' : 'application/x-www-form-urlencoded',
                    }
                  : {}),
              },
              body: hasBody ? body : undefined,
            })
            if (res.status >= 500) failures.push(`${method} ${path} (${body}): ${res.status}`)
          }
        }
      }
      expect(failures).toEqual([])
      expect(everyTableCount(db)).toEqual(before)
    })
  }

  it('answers a method a path does not take with 405 and an Allow header', async () => {
    const res = await app.request('/api/public-config', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: 'null',
    })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS')
    expect(await res.json()).toEqual({
      error: 'PUT is not allowed here; this address takes GET, HEAD, OPTIONS.',
    })
    const contact = await app.request('/api/contact-messages', { method: 'PATCH' })
    // Staff resources ask who is calling before anything else.
    expect(contact.status).toBe(401)
  })

  it('answers OPTIONS without an Origin with the methods a path takes', async () => {
    const res = await app.request('/api/import-tracking/no-such-record-0000', {
      method: 'OPTIONS',
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('still answers an unknown path with 404', async () => {
    for (const method of ['GET', 'PUT', 'OPTIONS']) {
      const res = await app.request('/api/no-such-resource', { method })
      expect(res.status, method).toBe(404)
    }
  })

  it('tells an admin which methods a staff path takes', async () => {
    const { token } = await staffAccount(db, 'admin')
    const res = await app.request('/api/contact-messages', {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toMatch(/^GET, HEAD, POST(, [A-Z]+)*, OPTIONS$/)
  })
})
