// Staff management, the audit log and session revocation, through HTTP with real
// emulator accounts.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { emulatorIdToken } from '../../../../server/demo/auth-emulator.mjs'
import {
  INACTIVE_STAFF_MESSAGE,
  LAST_ADMIN_MESSAGE,
  type AuditEntry,
  type Me,
  type StaffCreated,
  type StaffMember,
} from '../../contract'
import { auditLog } from '../audit-log/audit-log.table'
import { staff } from './staff.table'
import { buildBlog, buildBrand, buildCar } from '../../seed/factories'
import { STAFF_EXISTS_MESSAGE } from './staff.repository'
import {
  emulatorAccount,
  jsonInit,
  makeApp,
  staffAccount,
  tableSnapshot,
} from '../../../test/helpers'

const { app, db, env } = makeApp()
let admin = { uid: '', email: '', token: '' }

beforeAll(async () => {
  admin = await staffAccount(db, 'admin', { tag: 'boss' })
})

const asAdmin = (path: string, init: RequestInit = {}) =>
  app.request(path, {
    ...init,
    headers: { Authorization: `Bearer ${admin.token}`, ...(init.headers ?? {}) },
  })
/** `route` as "VERB /path": a JSON request of `body`, by default as the admin. */
const send = (
  route: `${'POST' | 'PUT' | 'DELETE'} ${string}`,
  body: unknown,
  token = admin.token,
) => {
  const [method, path] = route.split(' ') as [string, string]
  return app.request(path, jsonInit(method, body, token))
}

async function json<T>(res: Response | Promise<Response>, status: number): Promise<T> {
  const r = await res
  const body = await r.text()
  expect(r.status, body).toBe(status)
  return JSON.parse(body) as T
}

const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`

describe('staff management', () => {
  it('adds a staff member with a new Firebase account and a temporary password that signs in', async () => {
    const email = uniqueEmail('new-editor')
    const created = await json<StaffCreated>(
      send('POST /api/staff', {
        email: email.toUpperCase(),
        role: 'editor',
        displayName: 'Wanjiku',
      }),
      201,
    )
    expect(created).toMatchObject({ email, role: 'editor', active: true, displayName: 'Wanjiku' })
    expect(created.addedBy).toBe(admin.email)
    expect(created.uid).toBeTruthy()
    expect(created.temporaryPassword).toMatch(/^\S{12,}$/)
    // The password is shown once and stored nowhere.
    expect(JSON.stringify(db.select().from(staff).all())).not.toContain(created.temporaryPassword)

    const token = await emulatorIdToken({
      host: env.FIREBASE_AUTH_EMULATOR_HOST,
      email,
      password: created.temporaryPassword!,
    })
    const me = await json<Me>(
      app.request('/api/me', { headers: { Authorization: `Bearer ${token}` } }),
      200,
    )
    expect(me).toMatchObject({ email, role: 'editor', uid: created.uid })

    const again = await json<{ error: string }>(
      send('POST /api/staff', { email, role: 'sales' }),
      409,
    )
    expect(again.error).toBe(STAFF_EXISTS_MESSAGE)
  })

  it('adds an existing account without a new password, and validates the input', async () => {
    const existing = await staffAccount(db, 'sales')
    db.delete(staff).where(eq(staff.email, existing.email)).run()
    const created = await json<StaffCreated>(
      send('POST /api/staff', { email: existing.email, role: 'sales' }),
      201,
    )
    expect(created.uid).toBe(existing.uid)
    expect(created.temporaryPassword).toBeNull()

    const before = tableSnapshot(db)
    const bad = await json<{ errors: Record<string, string> }>(
      send('POST /api/staff', { email: 'not-an-email', role: 'owner' }),
      400,
    )
    expect(Object.keys(bad.errors).sort()).toEqual(['email', 'role'])
    expect(tableSnapshot(db)).toBe(before)
  })

  it('changes a role, deactivates (the account is refused at once) and reactivates', async () => {
    const member = await staffAccount(db, 'editor')
    const row = db.select().from(staff).where(eq(staff.email, member.email)).get()!
    const me = () =>
      app.request('/api/me', { headers: { Authorization: `Bearer ${member.token}` } })

    const promoted = await json<StaffMember>(
      send(`PUT /api/staff/${row.id}`, { role: 'sales' }),
      200,
    )
    expect(promoted.role).toBe('sales')
    expect((await json<Me>(me(), 200)).role).toBe('sales')

    await json<StaffMember>(send(`PUT /api/staff/${row.id}`, { active: false }), 200)
    expect(await json<{ error: string }>(me(), 403)).toEqual({ error: INACTIVE_STAFF_MESSAGE })

    await json<StaffMember>(send(`PUT /api/staff/${row.id}`, { active: true }), 200)
    // The deactivation revoked the member's tokens: back in, they sign in again. (The old
    // token outlives the revocation only when both fall in one second: Firebase compares
    // whole seconds, so the next test waits one out.)
    const again = await emulatorAccount(member.email)
    const meAgain = app.request('/api/me', { headers: { Authorization: `Bearer ${again.token}` } })
    expect((await json<Me>(meAgain, 200)).email).toBe(member.email)
  })

  it('tells a deactivated member why, even with a token the deactivation revoked', async () => {
    const member = await staffAccount(db, 'editor', { tag: 'revoked-editor' })
    const row = db.select().from(staff).where(eq(staff.email, member.email)).get()!
    const bearer = { headers: { Authorization: `Bearer ${member.token}` } }
    // Firebase compares whole seconds: the revocation must come after the sign-in's second.
    await new Promise((r) => setTimeout(r, 1100))
    await json<StaffMember>(send(`PUT /api/staff/${row.id}`, { active: false }), 200)

    const before = tableSnapshot(db)
    expect(await json(app.request('/api/me', bearer), 403)).toEqual({
      error: INACTIVE_STAFF_MESSAGE,
    })
    const write = send('POST /api/featured-cars', { carIds: [] }, member.token)
    expect(await json(write, 403)).toEqual({ error: INACTIVE_STAFF_MESSAGE })
    expect(tableSnapshot(db)).toBe(before)

    // Reactivated, the revoked token stays refused: the member signs in again.
    await json<StaffMember>(send(`PUT /api/staff/${row.id}`, { active: true }), 200)
    expect(await json(app.request('/api/me', bearer), 401)).toEqual({
      error: 'User not authenticated',
    })
    const again = await emulatorAccount(member.email)
    const me = app.request('/api/me', { headers: { Authorization: `Bearer ${again.token}` } })
    expect((await json<Me>(me, 200)).email).toBe(member.email)
  })

  it('never leaves the dealership without an active admin', async () => {
    // This file's database: make `admin` the only active admin.
    const others = db.select().from(staff).where(eq(staff.role, 'admin')).all()
    for (const o of others) {
      if (o.uid !== admin.uid)
        db.update(staff).set({ active: false }).where(eq(staff.id, o.id)).run()
    }
    const self = db.select().from(staff).where(eq(staff.uid, admin.uid)).get()!
    const before = tableSnapshot(db)
    for (const change of [{ role: 'editor' }, { active: false }]) {
      const res = await json<{ error: string }>(send(`PUT /api/staff/${self.id}`, change), 409)
      expect(res.error).toBe(LAST_ADMIN_MESSAGE)
    }
    expect(tableSnapshot(db)).toBe(before)

    // With a second admin the first may step down.
    const second = await staffAccount(db, 'admin')
    const demoted = await json<StaffMember>(
      send(`PUT /api/staff/${self.id}`, { role: 'editor' }, second.token),
      200,
    )
    expect(demoted.role).toBe('editor')
    await json(send(`PUT /api/staff/${self.id}`, { role: 'admin' }, second.token), 200)
    for (const o of others)
      db.update(staff).set({ active: o.active }).where(eq(staff.id, o.id)).run()
  })

  it('lists staff for react-admin with Content-Range and no caching', async () => {
    const res = await asAdmin('/api/staff?sort=["email","ASC"]&range=[0,4]&filter={"role":"admin"}')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Range')).toMatch(/^staff 0-\d+\/\d+$/)
    const rows = (await res.json()) as StaffMember[]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.role === 'admin')).toBe(true)
    expect(rows.map((r) => r.email)).toEqual([...rows.map((r) => r.email)].sort())
  })
})

describe('audit log', () => {
  const entriesFor = async (resource: string, recordId: string) =>
    json<AuditEntry[]>(
      asAdmin(
        `/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource, recordId }))}`,
      ),
      200,
    )

  it('records creates, updates and deletes of every catalogue resource with who and what', async () => {
    const editor = await staffAccount(db, 'editor')
    const brand = await json<{ id: string; key: string }>(
      send('POST /api/brands', buildBrand(), editor.token),
      201,
    )
    await json(
      send(
        `PUT /api/brands/${brand.key}`,
        { ...buildBrand({ key: brand.key }), name: 'Audited' },
        editor.token,
      ),
      200,
    )
    const carBody = { ...buildCar({ brand: brand.key, price: 5_000_000 }), isFeatured: false }
    const car = await json<{ id: string; price: number }>(
      send('POST /api/cars', carBody, editor.token),
      201,
    )
    await json(send(`PUT /api/cars/${car.id}`, carBody, editor.token), 200)
    await json(send(`PUT /api/cars/${car.id}`, { ...carBody, price: 4_500_000 }, editor.token), 200)
    const offer = await json<{ id: string }>(
      send('POST /api/limited-offers', { carId: car.id, expiryDate: '2999-03-03' }, editor.token),
      201,
    )
    await json(send(`DELETE /api/limited-offers/${offer.id}`, undefined, editor.token), 200)
    await json(send('POST /api/featured-cars', { carIds: [car.id] }, editor.token), 200)
    const blog = await json<{ id: string }>(send('POST /api/blogs', buildBlog(), editor.token), 201)
    await json(send(`DELETE /api/blogs/${blog.id}`, undefined, editor.token), 200)
    await json(send(`DELETE /api/cars/${car.id}`, undefined, editor.token), 200)

    const carLog = await entriesFor('cars', car.id)
    // Newest first; the PUT that changed nothing is not an entry.
    expect(carLog.map((e) => e.action)).toEqual(['delete', 'update', 'create'])
    const update = carLog[1]!
    expect(update).toMatchObject({
      actorUid: editor.uid,
      actorEmail: editor.email,
      actorRole: 'editor',
    })
    expect(update.changes).toEqual({ price: { before: 5_000_000, after: 4_500_000 } })
    expect(update.clientAddress).toBeTruthy()
    expect(carLog[0]!.changes.price).toEqual({ before: 4_500_000, after: null })
    expect(carLog[2]!.changes.model?.before).toBeNull()

    expect((await entriesFor('brands', brand.id)).map((e) => e.action)).toEqual([
      'update',
      'create',
    ])
    expect((await entriesFor('brands', brand.id))[0]!.changes.name?.after).toBe('Audited')
    expect((await entriesFor('limited-offers', offer.id)).map((e) => e.action)).toEqual([
      'delete',
      'create',
    ])
    expect((await entriesFor('blogs', blog.id)).map((e) => e.action)).toEqual(['delete', 'create'])
    const featured = await entriesFor('featured-cars', 'featured-cars')
    expect(featured[0]!.changes.carIds?.after).toEqual([car.id])
  })

  it('records staff changes and uploads, and filters by staff member and date', async () => {
    const email = uniqueEmail('audited')
    const created = await json<StaffCreated>(send('POST /api/staff', { email, role: 'sales' }), 201)
    await json(send(`PUT /api/staff/${created.id}`, { displayName: 'Otieno' }), 200)
    const staffLog = await entriesFor('staff', created.id)
    expect(staffLog.map((e) => e.action)).toEqual(['update', 'create'])
    expect(staffLog[0]!.changes).toEqual({ displayName: { before: '', after: 'Otieno' } })

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new File([new Uint8Array(png)], 'g.png', { type: 'image/png' }))
    const upload = await json<{ secure_url: string }>(
      asAdmin('/api/uploads', { method: 'POST', body: form }),
      201,
    )
    const name = upload.secure_url.split('/').pop()!
    const uploads = await entriesFor('uploads', name)
    expect(uploads).toHaveLength(1)
    expect(uploads[0]!.changes.url?.after).toBe(upload.secure_url)

    const mine = await json<AuditEntry[]>(
      asAdmin(
        `/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ actorUid: admin.uid }))}`,
      ),
      200,
    )
    expect(mine.length).toBeGreaterThanOrEqual(3)
    expect(mine.every((e) => e.actorUid === admin.uid)).toBe(true)
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
    const dated = (from: string, to: string) =>
      json<AuditEntry[]>(
        asAdmin(
          `/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ actorUid: admin.uid, from, to }))}`,
        ),
        200,
      )
    expect((await dated(today, today)).length).toBe(mine.length)
    expect(await dated('2000-01-01', '2000-01-02')).toEqual([])
  })

  it('is append-only', () => {
    const entry = db.select().from(auditLog).get()
    expect(entry).toBeDefined()
    expect(() => db.update(auditLog).set({ resource: 'x' }).run()).toThrow(/append-only/)
    expect(() => db.delete(auditLog).run()).toThrow(/append-only/)
  })
})

describe('session cookie', () => {
  const cookieOf = (res: Response) => (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''

  it('signing out revokes the session: a replayed cookie gets 401', async () => {
    const member = await staffAccount(db, 'sales', { tag: 'revoked' })
    const created = await app.request(
      'http://localhost/api/session',
      jsonInit('POST', { idToken: member.token }),
    )
    expect(created.status).toBe(200)
    const cookie = cookieOf(created)
    const read = () => app.request('/api/contact-messages', { headers: { Cookie: cookie } })
    expect((await read()).status).toBe(200)

    // Firebase compares whole seconds: the revocation must come after the sign-in's second.
    await new Promise((r) => setTimeout(r, 1100))
    const out = await app.request('http://localhost/api/session', {
      method: 'DELETE',
      headers: { Cookie: cookie },
    })
    expect(out.status).toBe(200)
    expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
    expect((await read()).status).toBe(401)
  })

  it('is refused to accounts that are not staff', async () => {
    const stranger = await staffAccount(db, 'sales', { tag: 'stranger' })
    db.delete(staff).where(eq(staff.email, stranger.email)).run()
    const res = await app.request(
      'http://localhost/api/session',
      jsonInit('POST', { idToken: stranger.token }),
    )
    expect(res.status).toBe(403)
    expect(res.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses a cookie-authenticated write from another origin, and allows it from ours', async () => {
    const created = await app.request(
      'http://localhost/api/session',
      jsonInit('POST', { idToken: admin.token }),
    )
    const cookie = cookieOf(created)
    const before = tableSnapshot(db)
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of foreign) {
      const res = await app.request('http://localhost/api/brands', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(buildBrand()),
      })
      expect(res.status).toBe(403)
    }
    expect(tableSnapshot(db)).toBe(before)
    const ok = await app.request('http://localhost/api/brands', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify(buildBrand()),
    })
    expect(ok.status).toBe(201)
  })

  it('is __Host- and Secure when PUBLIC_URL is https, whatever the request says', async () => {
    const secure = makeApp({ env: { PUBLIC_URL: 'https://cars.example.co.ke' } })
    const res = await secure.app.request(
      'http://internal:3000/api/session',
      jsonInit('POST', { idToken: admin.token }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Set-Cookie')).toMatch(/^__Host-session=[^;]+;.*Path=\/;.*Secure/)
    const cookie = cookieOf(res)
    const read = await secure.app.request('/api/contact-messages', { headers: { Cookie: cookie } })
    expect(read.status).toBe(200)
    // Without it, a client's claim of https changes nothing.
    const plain = await app.request('http://localhost/api/session', {
      ...jsonInit('POST', { idToken: admin.token }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
    })
    expect(plain.headers.get('Set-Cookie')).not.toMatch(/Secure/)
  })
})

describe('npm run staff', () => {
  const run = promisify(execFile)
  const cli = (args: string[]) =>
    run(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../../cli/staff.ts'), ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_FILE,
          FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID,
          FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
        },
      },
    ).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    )

  it('adds, lists, deactivates and reactivates', async () => {
    const email = uniqueEmail('cli-admin')
    const added = await cli(['add', email, '--role', 'admin', '--name', 'First Admin'])
    expect(added.err).toBe('')
    expect(added.code).toBe(0)
    expect(added.out).toMatch(new RegExp(`Added ${email} as admin`))
    expect(added.out).toMatch(/Temporary password \(shown once\):\n {2}\S{12,}/)
    const row = db.select().from(staff).where(eq(staff.email, email)).get()
    expect(row).toMatchObject({ role: 'admin', active: true, displayName: 'First Admin' })
    expect(row?.uid).toBeTruthy()

    expect((await cli(['list'])).out).toMatch(new RegExp(`${email}\\tadmin\\tactive\\tFirst Admin`))
    expect((await cli(['deactivate', email])).code).toBe(0)
    expect(db.select().from(staff).where(eq(staff.email, email)).get()?.active).toBe(false)
    expect((await cli(['reactivate', email])).code).toBe(0)
    expect(db.select().from(staff).where(eq(staff.email, email)).get()?.active).toBe(true)
    const log = db.select().from(auditLog).where(eq(auditLog.recordId, row!.id)).all()
    expect(log.map((e) => e.actorUid)).toEqual(['command-line', 'command-line', 'command-line'])
  })

  it('explains bad usage and unknown emails', async () => {
    const noRole = await cli(['add', uniqueEmail('x')])
    expect(noRole.code).toBe(1)
    expect(noRole.err).toMatch(/add needs --role admin\|editor\|sales/)
    const unknown = await cli(['deactivate', 'nobody@example.com'])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toMatch(/not on the staff list/)
    expect((await cli(['frobnicate'])).err).toMatch(/Unknown command frobnicate/)
  })
})
