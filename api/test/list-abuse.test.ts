// List queries can't be made expensive or crash the server: deep pages are refused with
// a clear message, and odd sort, range and filter values never answer 500.
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_ADMIN_OFFSET, MAX_LIST_PAGE, PAGE_TOO_DEEP_MESSAGE } from '../src/contract'
import { makeApp, staffAccount } from './helpers'

const { app, db } = makeApp()
let token = ''
beforeAll(async () => {
  token = (await staffAccount(db, 'admin')).token
})

const LISTS = [
  'cars',
  'brands',
  'blogs',
  'limited-offers',
  'contact-messages',
  'import-requests',
  'sell-requests',
  'staff',
  'audit-log',
]
const get = (path: string) => app.request(path, { headers: { Authorization: `Bearer ${token}` } })
const q = (v: unknown) => encodeURIComponent(JSON.stringify(v))

describe.each(LISTS)('GET /api/%s', (list) => {
  it('refuses pages past the cap with a clear 400, in both dialects', async () => {
    for (const path of [
      `/api/${list}?page=${MAX_LIST_PAGE + 1}&perPage=24`,
      `/api/${list}?page=4000`,
      `/api/${list}?range=${q([MAX_ADMIN_OFFSET, MAX_ADMIN_OFFSET + 24])}`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await res.json()).toEqual({ error: PAGE_TOO_DEEP_MESSAGE })
    }
    expect((await get(`/api/${list}?page=${MAX_LIST_PAGE}&perPage=24`)).status).toBe(200)
    expect(
      (await get(`/api/${list}?range=${q([MAX_ADMIN_OFFSET - 25, MAX_ADMIN_OFFSET - 1])}`)).status,
    ).toBe(200)
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    'sorts by %s without a 500',
    async (field) => {
      const res = await get(`/api/${list}?sort=${q([field, 'ASC'])}&range=${q([0, 9])}`)
      expect(res.status).toBe(200)
      expect(Array.isArray(await res.json())).toBe(true)
    },
  )

  it('shrugs off malformed and prototype-named parameters', async () => {
    for (const query of [
      `sort=${q(['constructor'])}`,
      'sort=[',
      'range=[0',
      `range=${q(['a', 'b'])}`,
      `range=${q([-5, -1])}`,
      'filter={',
      `filter=${q({ __proto__: { polluted: 1 }, constructor: 'x', toString: 1 })}`,
      `filter=${q({ id: { constructor: 1 } })}`,
      `filter=${q([1, 2])}`,
      'page=-1&perPage=0',
      'page=1e9',
      `sort=${q([{ toString: 1 }, 'DESC'])}`,
    ]) {
      const res = await get(`/api/${list}?${query}`)
      expect(res.status, query).toBeLessThan(500)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
