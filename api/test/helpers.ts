// Shared by the integration tests: an app on this file's database copy, emulator
// tokens (real ones and crafted bad ones) and small request helpers.
import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, inject } from 'vitest'
import { randomBytes } from 'node:crypto'
import { emulatorIdToken, ensureEmulatorUser } from '../../server/demo/auth-emulator.mjs'
import type { BrandInput, CarInput, StaffRole } from '../src/contract'
import { buildBrand, buildCar } from '../src/seed/factories'
import { staff } from '../src/resources/staff/staff.table'
import { createApp, openDatabase, parseEnv, type Db } from '../src/index'
import type { RateLimitOptions } from '../src/http/rate-limit'

export type TestApp = ReturnType<typeof createApp>

let sharedDb: Db | null = null

/** This test file's database (a copy of the migrated base). */
export function testDb(): Db {
  const file = process.env.TEST_DATABASE_FILE
  if (!file) throw new Error('test/setup.ts did not run')
  sharedDb ??= openDatabase(file)
  return sharedDb
}

export function testEnv(overrides: Record<string, string> = {}) {
  const uploads = mkdtempSync(join(inject('tempDir'), 'uploads-'))
  return parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_FILE,
    UPLOADS_DIR: uploads,
    FIREBASE_PROJECT_ID: inject('projectId'),
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    // Tests sign in with the emulator; a trusted proxy then has to be allowed outright.
    ...(overrides.TRUST_PROXY ? { ALLOW_DEMO_AUTH_ON_NETWORK: 'true' } : {}),
    ...overrides,
  })
}

export function makeApp(opts: { env?: Record<string, string>; rateLimit?: RateLimitOptions } = {}) {
  const env = testEnv(opts.env)
  const db = testDb()
  const app = createApp({
    db,
    env,
    rateLimit: opts.rateLimit ?? { max: 100_000, windowMs: 60_000 },
  })
  return { app, db, env }
}

/** An emulator account (created when missing) and a fresh ID token for it. */
export async function emulatorAccount(email: string, password = 'test-password-1') {
  const host = inject('emulatorHost')
  const uid: string = await ensureEmulatorUser({
    host,
    projectId: inject('projectId'),
    email,
    password,
  })
  return { uid, email, token: await emulatorIdToken({ host, email, password }) }
}

/** A staff member of `role` (active unless said otherwise) with a fresh token. */
export async function staffAccount(
  db: Db,
  role: StaffRole,
  opts: { active?: boolean; tag?: string } = {},
) {
  const email = `${opts.tag ?? role}-${randomBytes(4).toString('hex')}@example.com`
  const account = await emulatorAccount(email)
  db.insert(staff)
    .values({ email, uid: account.uid, role, active: opts.active ?? true, addedBy: 'test' })
    .run()
  return account
}

/** A fresh ID token of the test user, straight from the emulator. */
export async function validToken(): Promise<string> {
  const { email, password } = inject('testUser')
  return emulatorIdToken({ host: inject('emulatorHost'), email, password })
}

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

/**
 * An unsigned token the emulator-mode verifier would accept if its claims were right:
 * lets tests present expired, other-project and old tokens of the real test user.
 */
export function craftToken(
  claims: { projectId?: string; iat?: number; exp?: number; authTime?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000)
  const projectId = claims.projectId ?? inject('projectId')
  const { uid, email } = inject('testUser')
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: claims.authTime ?? now,
    user_id: uid,
    sub: uid,
    iat: claims.iat ?? now,
    exp: claims.exp ?? now + 3600,
    email,
    email_verified: false,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  })}.`
}

export function badTokens(): Record<string, string | null> {
  const now = Math.floor(Date.now() / 1000)
  return {
    'no token': null,
    'a garbage token': 'not-a-jwt',
    'an expired token': craftToken({ iat: now - 7200, exp: now - 3600, authTime: now - 7200 }),
    "another project's token": craftToken({ projectId: 'demo-other-project' }),
  }
}

export function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {}
}

export function jsonInit(method: string, body: unknown, token: string | null = null): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...authHeaders(token) },
    body: JSON.stringify(body),
  }
}

/**
 * A car posted with staff's `token` under a brand made for it, keyed `prefix` and a random
 * tag; `brand` and `car` go over the factories' fields. The brand's key and the car's
 * response.
 */
export async function postNewCar(
  app: TestApp,
  token: string,
  opts: { prefix: string; brand?: Partial<BrandInput>; car?: Partial<CarInput> },
) {
  const key = `${opts.prefix}-${Math.random().toString(36).slice(2, 8)}`
  await app.request('/api/brands', jsonInit('POST', buildBrand({ key, ...opts.brand }), token))
  const car = buildCar({ brand: key, ...opts.car })
  return { key, res: await app.request('/api/cars', jsonInit('POST', car, token)) }
}

const TABLES = [
  'brands',
  'cars',
  'featured_cars',
  'limited_offers',
  'blogs',
  'contact_messages',
  'import_requests',
  'sell_requests',
  'staff',
  'audit_log',
]

/** Row counts of every table: "nothing changed" checks compare two of these. */
export function tableCounts(db: Db): Record<string, number> {
  return Object.fromEntries(
    TABLES.map((t) => [
      t,
      (db.$client.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n,
    ]),
  )
}

/** Every row of every table, to prove a refused request wrote nothing. */
export function tableSnapshot(db: Db): string {
  return JSON.stringify(
    TABLES.map((t) => db.$client.prepare(`select * from ${t} order by 1`).all()),
  )
}

/**
 * The catalogue's tests' app: a staff token and a brand of this file's own (`key`), made
 * before the tests run; `post` creates a record as staff and expects 201.
 */
export function catalogApp() {
  const { app, db } = makeApp()
  const key = `cat-${Date.now()}`
  const staffSession = { token: '' }
  async function post<T>(path: string, body: unknown): Promise<T> {
    const res = await app.request(path, jsonInit('POST', body, staffSession.token))
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201)
    return (await res.json()) as T
  }
  beforeAll(async () => {
    staffSession.token = await validToken()
    await post('/api/brands', buildBrand({ key }))
  })
  return { app, db, key, post, staffSession }
}

/** Back to the finance settings the migration writes. */
export function resetFinanceSettings(db: Db) {
  db.$client
    .prepare(
      `update finance_settings set deposit_percent = 20, rate_percent = 14, term_months = 48,
       min_term_months = 12, max_term_months = 60, min_deposit_percent = 10, bank_presets = '[]',
       warranty_extra_years = null, warranty_offered_until = null`,
    )
    .run()
}

/** Back to the one dated set of import rates the migration writes. */
export function resetImportRates(db: Db) {
  db.$client.exec(`delete from import_rates where effective_date <> '2025-07-01'`)
}
