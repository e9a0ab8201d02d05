// Every staff route against every kind of caller: accounts that are not staff,
// deactivated staff, and each role. Refused calls answer 401/403 and change nothing.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  INACTIVE_STAFF_MESSAGE,
  NOT_STAFF_MESSAGE,
  roleForbiddenMessage,
  SALES_CAR_EDIT_MESSAGE,
  type StaffRole,
} from '../contract'
import { blogs } from '../resources/blogs/blogs.table'
import { brands } from '../resources/brands/brands.table'
import { cars } from '../resources/cars/cars.table'
import { contactMessages } from '../resources/leads/leads.table'
import { limitedOffers } from '../resources/limited-offers/limited-offers.table'
import { staff } from '../resources/staff/staff.table'
import { buildBlog, buildBrand, buildCar, buildContactMessage } from '../seed/factories'
import { emulatorAccount, makeApp, staffAccount, tableSnapshot } from '../../test/helpers'

const { app, db } = makeApp()

type Caller = 'non-staff' | 'anonymous account' | 'deactivated' | StaffRole
const CALLERS: Caller[] = [
  'non-staff',
  'anonymous account',
  'deactivated',
  'admin',
  'editor',
  'sales',
]
const tokens = {} as Record<Caller, string>

/** Fresh records for one call, written straight to the database. */
function fixture() {
  const brand = db.insert(brands).values(buildBrand()).returning().get()
  const { isFeatured: _f, ...car } = buildCar({ brand: brand.key })
  const carRow = db.insert(cars).values(car).returning().get()
  const offer = db
    .insert(limitedOffers)
    .values({ carId: carRow.id, expiryDate: '2999-01-01' })
    .returning()
    .get()
  const blog = db.insert(blogs).values(buildBlog()).returning().get()
  const spareBrand = db.insert(brands).values(buildBrand()).returning().get()
  const lead = db.insert(contactMessages).values(buildContactMessage()).returning().get()
  const member = db
    .insert(staff)
    .values({ email: `member-${carRow.id}@example.com`, role: 'editor', addedBy: 'test' })
    .returning()
    .get()
  return { brand, spareBrand, car: carRow, offer, blog, lead, member }
}
type Fixture = ReturnType<typeof fixture>

async function pngForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new File([new Uint8Array(png)], 'red.png', { type: 'image/png' }))
  return form
}

type Route = {
  name: string
  /** The roles that may; every other caller is refused. */
  allowed: StaffRole[]
  /** A more precise refusal than the role's general one. */
  refusal?: Partial<Record<StaffRole, string>>
  request: (
    f: Fixture,
  ) => Promise<{ method: string; path: string; body?: BodyInit; json?: unknown }>
}

const carPayload = (f: Fixture, changes: Record<string, unknown>) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = f.car
  return { ...rest, isFeatured: false, ...changes }
}

const ROUTES: Route[] = [
  ...(['contact-messages', 'import-requests', 'sell-requests'] as const).flatMap((r) => [
    {
      name: `GET /api/${r}`,
      allowed: ['admin', 'sales'] as StaffRole[],
      request: async () => ({ method: 'GET', path: `/api/${r}` }),
    },
  ]),
  {
    name: 'GET /api/contact-messages/:id',
    allowed: ['admin', 'sales'],
    request: async (f) => ({ method: 'GET', path: `/api/contact-messages/${f.lead.id}` }),
  },
  {
    name: 'POST /api/cars',
    allowed: ['admin', 'editor'],
    request: async (f) => ({
      method: 'POST',
      path: '/api/cars',
      json: buildCar({ brand: f.brand.key }),
    }),
  },
  {
    name: 'PUT /api/cars/:id (price)',
    allowed: ['admin', 'editor'],
    refusal: { sales: SALES_CAR_EDIT_MESSAGE },
    request: async (f) => ({
      method: 'PUT',
      path: `/api/cars/${f.car.id}`,
      json: carPayload(f, { price: f.car.price + 1000 }),
    }),
  },
  {
    name: 'PUT /api/cars/:id (availability only)',
    allowed: ['admin', 'editor', 'sales'],
    request: async (f) => ({
      method: 'PUT',
      path: `/api/cars/${f.car.id}`,
      json: carPayload(f, {
        availability: f.car.availability === 'Pre-Order' ? 'In Stock' : 'Pre-Order',
      }),
    }),
  },
  {
    name: 'DELETE /api/cars/:id',
    allowed: ['admin', 'editor'],
    request: async (f) => ({ method: 'DELETE', path: `/api/cars/${f.car.id}` }),
  },
  {
    name: 'POST /api/brands',
    allowed: ['admin', 'editor'],
    request: async () => ({ method: 'POST', path: '/api/brands', json: buildBrand() }),
  },
  {
    name: 'PUT /api/brands/:key',
    allowed: ['admin', 'editor'],
    request: async (f) => ({
      method: 'PUT',
      path: `/api/brands/${f.brand.key}`,
      json: { ...buildBrand({ key: f.brand.key }), name: 'Renamed' },
    }),
  },
  {
    name: 'DELETE /api/brands/:key',
    allowed: ['admin', 'editor'],
    request: async (f) => ({ method: 'DELETE', path: `/api/brands/${f.spareBrand.key}` }),
  },
  {
    name: 'POST /api/blogs',
    allowed: ['admin', 'editor'],
    request: async () => ({ method: 'POST', path: '/api/blogs', json: buildBlog() }),
  },
  {
    name: 'PUT /api/blogs/:id',
    allowed: ['admin', 'editor'],
    request: async (f) => ({
      method: 'PUT',
      path: `/api/blogs/${f.blog.id}`,
      json: buildBlog({ title: 'A new title' }),
    }),
  },
  {
    name: 'DELETE /api/blogs/:id',
    allowed: ['admin', 'editor'],
    request: async (f) => ({ method: 'DELETE', path: `/api/blogs/${f.blog.id}` }),
  },
  {
    name: 'POST /api/limited-offers',
    allowed: ['admin', 'editor'],
    request: async (f) => ({
      method: 'POST',
      path: '/api/limited-offers',
      json: { carId: f.car.id, expiryDate: '2999-02-02' },
    }),
  },
  {
    name: 'DELETE /api/limited-offers/:id',
    allowed: ['admin', 'editor'],
    request: async (f) => ({ method: 'DELETE', path: `/api/limited-offers/${f.offer.id}` }),
  },
  {
    name: 'POST /api/featured-cars',
    allowed: ['admin', 'editor'],
    request: async (f) => ({
      method: 'POST',
      path: '/api/featured-cars',
      json: { carIds: [f.car.id] },
    }),
  },
  {
    name: 'POST /api/uploads',
    allowed: ['admin', 'editor'],
    request: async () => ({ method: 'POST', path: '/api/uploads', body: await pngForm() }),
  },
  {
    name: 'GET /api/staff',
    allowed: ['admin'],
    request: async () => ({ method: 'GET', path: '/api/staff' }),
  },
  {
    name: 'PUT /api/staff/:id',
    allowed: ['admin'],
    request: async (f) => ({
      method: 'PUT',
      path: `/api/staff/${f.member.id}`,
      json: { role: 'sales' },
    }),
  },
  {
    name: 'GET /api/audit-log',
    allowed: ['admin'],
    request: async () => ({ method: 'GET', path: '/api/audit-log' }),
  },
  {
    name: 'GET /api/me',
    allowed: ['admin', 'editor', 'sales'],
    request: async () => ({ method: 'GET', path: '/api/me' }),
  },
]

/** An anonymous Firebase account: valid token, no email. */
async function anonymousToken(): Promise<string> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"returnSecureToken":true}',
    },
  )
  expect(res.ok).toBe(true)
  return ((await res.json()) as { idToken: string }).idToken
}

beforeAll(async () => {
  // Anyone can sign up to a Firebase project: such an account is not staff.
  tokens['non-staff'] = (await emulatorAccount(`stranger-${Date.now()}@example.com`)).token
  tokens['anonymous account'] = await anonymousToken()
  tokens.deactivated = (await staffAccount(db, 'admin', { active: false, tag: 'former' })).token
  for (const role of ['admin', 'editor', 'sales'] as const) {
    tokens[role] = (await staffAccount(db, role)).token
  }
})

function expectedError(route: Route, caller: Caller): string {
  if (caller === 'deactivated') return INACTIVE_STAFF_MESSAGE
  if (caller === 'non-staff' || caller === 'anonymous account') return NOT_STAFF_MESSAGE
  return route.refusal?.[caller] ?? roleForbiddenMessage(caller)
}

describe.each(ROUTES)('$name', (route) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const f = fixture()
    const { method, path, body, json } = await route.request(f)
    const before = tableSnapshot(db)
    const res = await app.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${tokens[caller]}`,
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? body : JSON.stringify(json),
    })
    const allowed = (route.allowed as string[]).includes(caller)
    if (allowed) {
      expect(res.status, await res.clone().text()).toBeLessThan(300)
      return
    }
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: expectedError(route, caller) })
    expect(tableSnapshot(db)).toBe(before)
  })
})

describe('sales and cars', () => {
  it('refuses a price change with a message that says what sales may change', async () => {
    const f = fixture()
    const res = await app.request(`/api/cars/${f.car.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tokens.sales}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(carPayload(f, { price: 1, availability: 'Pre-Order' })),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: SALES_CAR_EDIT_MESSAGE })
    expect(
      db
        .select()
        .from(cars)
        .all()
        .find((c) => c.id === f.car.id)?.price,
    ).toBe(f.car.price)
  })

  it('sees the leads and no staff data', async () => {
    const list = await app.request('/api/contact-messages', {
      headers: { Authorization: `Bearer ${tokens.sales}` },
    })
    expect(list.status).toBe(200)
    expect(list.headers.get('Content-Range')).toMatch(/^contact-messages /)
  })
})

describe('public routes stay public', () => {
  it.each(['/api/cars', '/api/brands', '/api/blogs', '/api/limited-offers', '/api/featured-cars'])(
    'GET %s needs no account, and a non-staff token is not refused',
    async (path) => {
      expect((await app.request(path)).status).toBe(200)
      const res = await app.request(path, {
        headers: { Authorization: `Bearer ${tokens['non-staff']}` },
      })
      expect(res.status).toBe(200)
    },
  )

  it('drafts are listed for staff only', async () => {
    const draft = db
      .insert(blogs)
      .values({ ...buildBlog({ isPublished: false }), title: `Draft ${Date.now()}` })
      .returning()
      .get()
    const titles = async (token?: string) => {
      const res = await app.request('/api/blogs', {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      })
      return ((await res.json()) as { id: string }[]).map((b) => b.id)
    }
    expect(await titles()).not.toContain(draft.id)
    expect(await titles(tokens['non-staff'])).not.toContain(draft.id)
    expect(await titles(tokens.editor)).toContain(draft.id)
  })
})
