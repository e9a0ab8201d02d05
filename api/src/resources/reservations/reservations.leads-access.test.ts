// A role that works leads but may not read reservations sees no reservation leads. No
// such role exists today (admin and sales have both, editors neither), so this file
// plays one: sales with the reservations taken away from their role.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { reservations } from './reservations.table'
import { authHeaders, jsonInit, postNewCar, staffAccount } from '../../../test/helpers'
import { answerAndCallBack, standInApp } from '../../../test/stand-in'
import type * as staffModule from '../../contract/staff'

type StaffModule = typeof staffModule

vi.mock('../../contract/staff', async (importOriginal) => {
  const original = await importOriginal<StaffModule>()
  return {
    ...original,
    roleCan: (role: Parameters<typeof original.roleCan>[0], resource: string, action: string) =>
      !(role === 'sales' && resource === 'reservations') &&
      original.roleCan(role, resource, action),
  }
})

const SECRET = 'test-callback-secret-access-0123456789'
const { app, db, standIn } = await standInApp({ secret: SECRET, limits: 'off' })
let admin: Awaited<ReturnType<typeof staffAccount>>
let sales: Awaited<ReturnType<typeof staffAccount>>

beforeAll(async () => {
  ;[admin, sales] = await Promise.all([staffAccount(db, 'admin'), staffAccount(db, 'sales')])
})
afterAll(() => standIn.close())

describe('reservation leads and a role without reservations', () => {
  it('are neither listed nor read nor worked, while the other leads are', async () => {
    const { key, res: car } = await postNewCar(app, admin.token, {
      prefix: 'rla',
      car: { availability: 'In Stock' },
    })
    const carId = ((await car.json()) as { id: string }).id
    const res = await app.request(
      '/api/reservations',
      jsonInit('POST', { carId, name: `Hidden ${key}`, phone: '0711 000 222', consent: true }),
    )
    const { token } = (await res.json()) as { token: string }
    const { row } = await answerAndCallBack({ app, db, standIn, secret: SECRET }, token)
    const enquiry = await app.request(
      '/api/enquiries',
      jsonInit('POST', {
        carId,
        name: `Shown ${key}`,
        phone: '0712 000 333',
        message: 'Still available?',
        preferredContact: 'Call',
      }),
    )
    expect(enquiry.status).toBe(201)

    const names = async (token: string) => {
      const q = encodeURIComponent(JSON.stringify({ carId }))
      const list = await app.request(`/api/leads?filter=${q}`, { headers: authHeaders(token) })
      expect(list.status).toBe(200)
      return ((await list.json()) as { name: string }[]).map((l) => l.name).sort()
    }
    expect(await names(admin.token)).toEqual([`Hidden ${key}`, `Shown ${key}`])
    expect(await names(sales.token)).toEqual([`Shown ${key}`])
    const kind = encodeURIComponent(JSON.stringify({ kind: 'reservation' }))
    const only = await app.request(`/api/leads?filter=${kind}`, {
      headers: authHeaders(sales.token),
    })
    expect(await only.json()).toEqual([])

    for (const [path, init] of [
      [`/api/leads/${row.id}`, { headers: authHeaders(sales.token) }],
      [`/api/leads/${row.id}`, jsonInit('PUT', { status: 'contacted' }, sales.token)],
      [`/api/leads/${row.id}/notes`, jsonInit('POST', { note: 'Called' }, sales.token)],
    ] as const) {
      expect((await app.request(path, init)).status).toBe(404)
    }
    expect(db.select().from(reservations).where(eq(reservations.id, row.id)).get()).toMatchObject({
      status: 'paid',
      // Unchanged: as the payment left it.
      leadStatus: 'qualified',
    })
    expect(
      (await app.request(`/api/leads/${row.id}`, { headers: authHeaders(admin.token) })).status,
    ).toBe(200)
  })
})
