// Every route that needs a signed-in user refuses missing and bad tokens with 401 and
// leaves the database as it was.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildBlog, buildBrand, buildCar } from '../seed/factories'
import {
  authHeaders,
  badTokens,
  jsonInit,
  makeApp,
  tableSnapshot,
  validToken,
  type TestApp,
} from '../../test/helpers'

const { app, db } = makeApp()
let token = ''
// `brand` holds the car; `spareBrand` has none, so deleting it can succeed.
const ids = { brand: '', spareBrand: '', car: '', offer: '', blog: '' }
const brandKey = `auth-${Date.now()}`

async function created(res: Response | Promise<Response>): Promise<{ id: string }> {
  const r = await res
  expect(r.status).toBe(201)
  return (await r.json()) as { id: string }
}

async function pngForm(): Promise<FormData> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#c00' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new File([new Uint8Array(png)], 'red.png', { type: 'image/png' }))
  return form
}

beforeAll(async () => {
  token = await validToken()
  ids.brand = (
    await created(
      app.request('/api/brands', jsonInit('POST', buildBrand({ key: brandKey }), token)),
    )
  ).id
  ids.car = (
    await created(app.request('/api/cars', jsonInit('POST', buildCar({ brand: brandKey }), token)))
  ).id
  ids.offer = (
    await created(
      app.request(
        '/api/limited-offers',
        jsonInit('POST', { carId: ids.car, expiryDate: '2999-01-01' }, token),
      ),
    )
  ).id
  ids.spareBrand = (
    await created(app.request('/api/brands', jsonInit('POST', buildBrand(), token)))
  ).id
  ids.blog = (await created(app.request('/api/blogs', jsonInit('POST', buildBlog(), token)))).id
})

type Call = {
  name: string
  run: (t: TestApp, token: string | null) => Response | Promise<Response>
}

const withToken = (token: string | null, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...authHeaders(token) },
})

const calls: Call[] = [
  {
    name: 'POST /api/brands',
    run: (a, t) => a.request('/api/brands', jsonInit('POST', buildBrand(), t)),
  },
  {
    name: 'PUT /api/brands/{key}',
    run: (a, t) =>
      a.request(
        `/api/brands/${ids.spareBrand}`,
        jsonInit('PUT', { name: 'Changed', fullName: 'Changed', description: 'Changed' }, t),
      ),
  },
  {
    name: 'POST /api/cars',
    run: (a, t) => a.request('/api/cars', jsonInit('POST', buildCar({ brand: brandKey }), t)),
  },
  {
    name: 'PUT /api/cars/{id}',
    run: (a, t) =>
      a.request(`/api/cars/${ids.car}`, jsonInit('PUT', buildCar({ brand: brandKey }), t)),
  },
  {
    name: 'POST /api/featured-cars',
    run: (a, t) => a.request('/api/featured-cars', jsonInit('POST', { carIds: [] }, t)),
  },
  {
    name: 'POST /api/limited-offers',
    run: (a, t) =>
      a.request(
        '/api/limited-offers',
        jsonInit('POST', { carId: ids.car, expiryDate: '2999-01-01' }, t),
      ),
  },
  {
    name: 'DELETE /api/limited-offers/{id}',
    run: (a, t) =>
      a.request(`/api/limited-offers/${ids.offer}`, withToken(t, { method: 'DELETE' })),
  },
  {
    name: 'POST /api/blogs',
    run: (a, t) => a.request('/api/blogs', jsonInit('POST', buildBlog(), t)),
  },
  {
    name: 'PUT /api/blogs/{id}',
    run: (a, t) => a.request(`/api/blogs/${ids.blog}`, jsonInit('PUT', buildBlog(), t)),
  },
  {
    name: 'DELETE /api/blogs/{id}',
    run: (a, t) => a.request(`/api/blogs/${ids.blog}`, withToken(t, { method: 'DELETE' })),
  },
  {
    name: 'GET /api/contact-messages',
    run: (a, t) => a.request('/api/contact-messages', withToken(t)),
  },
  {
    name: 'GET /api/import-requests',
    run: (a, t) => a.request('/api/import-requests', withToken(t)),
  },
  { name: 'GET /api/sell-requests', run: (a, t) => a.request('/api/sell-requests', withToken(t)) },
  {
    name: 'POST /api/uploads',
    run: async (a, t) =>
      a.request('/api/uploads', withToken(t, { method: 'POST', body: await pngForm() })),
  },
  {
    name: 'DELETE /api/cars/{id}',
    run: (a, t) => a.request(`/api/cars/${ids.car}`, withToken(t, { method: 'DELETE' })),
  },
  {
    name: 'DELETE /api/brands/{key}',
    run: (a, t) => a.request(`/api/brands/${ids.spareBrand}`, withToken(t, { method: 'DELETE' })),
  },
]

describe.each(calls)('$name', ({ run }) => {
  it.each(Object.entries(badTokens()))(
    'answers 401 to %s and changes nothing',
    async (_label, bad) => {
      const before = tableSnapshot(db)
      const res = await run(app, bad)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ error: 'User not authenticated' })
      expect(tableSnapshot(db)).toBe(before)
    },
  )
})

describe('a valid token', () => {
  it('is accepted by the same routes (so the 401s above are about the token)', async () => {
    // In list order: the car and brand deletes come last.
    for (const call of calls) {
      const res = await call.run(app, token)
      expect(res.status, call.name).toBeLessThan(300)
    }
  })
})

describe('the project id comes from configuration', () => {
  it("an app for another project refuses this project's real tokens", async () => {
    const other = makeApp({ env: { FIREBASE_PROJECT_ID: 'demo-other-project' } }).app
    const res = await other.request('/api/contact-messages', { headers: authHeaders(token) })
    expect(res.status).toBe(401)
    // ...while both apps live side by side in one process.
    const mine = await app.request('/api/contact-messages', { headers: authHeaders(token) })
    expect(mine.status).toBe(200)
  })
})
