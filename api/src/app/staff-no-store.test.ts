// Every answer that staff get is kept by no cache: each GET route of every resource staff
// reach (by role or signed in), read from the app's own routes so a new resource is
// covered the day it is added; refusals too. Anonymous public reads stay public.
import { beforeAll, describe, expect, it } from 'vitest'
import { RESOURCE_NAMES, rulesOf } from '../contract/resources'
import { PUBLIC_CACHE_CONTROL } from '../http/cache-control'
import { makeApp, staffAccount } from '../../test/helpers'

const { app, db } = makeApp()
const tokens = { admin: '', sales: '' }

beforeAll(async () => {
  tokens.admin = (await staffAccount(db, 'admin')).token
  tokens.sales = (await staffAccount(db, 'sales')).token
})

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

/** The resource a route path is under (`/api/leads/:id` is under leads). */
const resourceOf = (path: string) => path.split('/')[2] ?? ''

/** Every GET route of the app under a resource of the registry, with its ids filled in. */
const getRoutes = [
  ...new Set(
    app.routes
      .filter((r) => r.method === 'GET' && RESOURCE_NAMES.some((n) => n === resourceOf(r.path)))
      .map((r) => r.path.replace(/:[^/]+/g, 'no-such-id').replace(/\/\*$/, '')),
  ),
]
const staffRead = (path: string) => {
  const rules = rulesOf(resourceOf(path))
  return rules.staff !== undefined || rules.signedIn === true
}
const staffRoutes = getRoutes.filter(staffRead)
const staffOnlyRoutes = staffRoutes.filter((p) => !rulesOf(resourceOf(p)).publicRead)

describe('staff answers are no-store', () => {
  it('finds the staff routes in the registry', () => {
    for (const path of [
      '/api/leads',
      '/api/leads/stats',
      '/api/reservations',
      '/api/buyer-accounts',
      '/api/enquiries',
      '/api/outbox',
      '/api/staff',
      '/api/audit-log',
    ]) {
      expect(staffRoutes).toContain(path)
    }
  })

  it.each(staffRoutes)('GET %s as an admin', async (path) => {
    const res = await app.request(path, bearer(tokens.admin))
    expect(res.status, path).toBeLessThan(500)
    expect(res.headers.get('Cache-Control'), `${path} (${res.status})`).toBe('no-store')
  })

  it.each(staffOnlyRoutes)(
    'GET %s refused (anonymous, or sales where not granted)',
    async (path) => {
      const anonymous = await app.request(path)
      expect(anonymous.status, path).toBe(401)
      expect(anonymous.headers.get('Cache-Control'), path).toBe('no-store')
      const sales = await app.request(path, bearer(tokens.sales))
      expect(sales.status, path).toBeLessThan(500)
      expect(sales.headers.get('Cache-Control'), `${path} (${sales.status})`).toBe('no-store')
    },
  )

  it('on the lead inbox and its figures, over every list a staff member reads', async () => {
    for (const path of ['/api/leads', '/api/leads/stats', '/api/reservations', '/api/outbox']) {
      const res = await app.request(path, bearer(tokens.admin))
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cache-Control'), path).toBe('no-store')
    }
  })

  it('keeps anonymous public reads public', async () => {
    const publicLists = getRoutes.filter(
      (p) => rulesOf(resourceOf(p)).publicRead && p === `/api/${resourceOf(p)}`,
    )
    expect(publicLists).toEqual(expect.arrayContaining(['/api/cars', '/api/brands']))
    for (const path of publicLists) {
      const res = await app.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cache-Control'), path).toBe(PUBLIC_CACHE_CONTROL)
    }
  })
})
