// Shared helpers for the browser tests.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import type { ClientRequest, IncomingHttpHeaders } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
/**
 * Playwright runs the browser tests in E2E_WORKERS worker slots at once, each against a
 * production server and database of its own (global-setup.ts), so tests that change data
 * never meet. A worker learns its slot from TEST_PARALLEL_INDEX, which Playwright sets
 * in each worker process; the runner itself (global setup) is slot 0.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
export const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100)
// Another E2E_PORT gets its own data folder, so two runs can go side by side.
export const E2E_ROOT_DIR = join(ROOT, 'data', process.env.E2E_PORT ? `e2e-${FIRST_PORT}` : 'e2e')

/** Where the server of a worker slot listens and keeps its data. */
export function e2eSlot(slot: number) {
  const dir = join(E2E_ROOT_DIR, `slot-${slot}`)
  return {
    port: FIRST_PORT + slot,
    baseUrl: `http://127.0.0.1:${FIRST_PORT + slot}`,
    dataDir: dir,
    dbPath: join(dir, 'dealership.sqlite'),
    uploadsDir: join(dir, 'uploads'),
    // An admin of each slot's own: signing out revokes the account's tokens, which must
    // not cut off the other slot's tests in the shared Auth Emulator.
    adminEmail: slot === 0 ? 'admin@example.com' : `admin-${slot}@example.com`,
  }
}

const slot = e2eSlot(E2E_SLOT)
export const E2E_PORT = slot.port
export const E2E_BASE_URL = slot.baseUrl
export const E2E_DATA_DIR = slot.dataDir
export const E2E_DB_PATH = slot.dbPath
export const E2E_UPLOADS_DIR = slot.uploadsDir
export const ADMIN_EMAIL = slot.adminEmail
export const ADMIN_PASSWORD = 'dealership-admin'

/**
 * The limits a test server runs without: many form posts come from one address in a run,
 * and its buyers share a few phone numbers, also across a database copied from a slot
 * (the limits themselves: api/src/resources/reservations/reservations.limits.test.ts).
 */
export const FORM_LIMITS_OFF = {
  FORM_RATE_LIMIT: '10000',
  RESERVATION_HOLDS_PER_CLIENT: '10000',
  RESERVATION_WAITING_PER_PHONE: '10000',
  RESERVATION_PROMPTS_PER_PHONE: '10000',
}

/** Reads the e2e database directly: proof that a post really stored a row. */
export function queryDb<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DB_PATH, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

/** The tag of a test that drives only contexts of its own with JavaScript on. */
export const JS_ON_CONTEXT = '@js-on-context'

const AXE_CHECK_BUDGET_MS = 40_000

export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.name !== 'site-nojs'
}

/**
 * Asserts axe-core finds no violations on `url`. axe needs JavaScript in the page, so
 * it runs in a fresh context with JS on whatever the project's setting: a test that only
 * does this carries the JS_ON_CONTEXT tag, and the JS-off project leaves it out, as it
 * would run the very same check again.
 *
 * Each check opens a context of its own and often signs in first, slow on a busy
 * machine: it adds AXE_CHECK_BUDGET_MS to the test's time, so a test that checks
 * several pages is given time for each of them.
 */
export async function expectNoAxeViolations(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
) {
  const info = test.info()
  info.setTimeout(info.timeout + AXE_CHECK_BUDGET_MS)
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
  try {
    const page = await context.newPage()
    await page.goto(url)
    if (prepare) await prepare(page)
    // axe reads colours as they are painted: a transition still under way (a button
    // enabled a moment ago, fading in) would read as a contrast failure. Endless
    // animations (a spinner) are left running.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    // axe.run in the page itself. The default runs axe in each frame and merges the
    // results in a blank page of its own, for cross-origin frames: ours are third-party
    // embeds only, so that work buys nothing (docs/decisions/0016-browser-test-isolation.md).
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
    expect(summary, `axe violations on ${url}`).toEqual([])
  } finally {
    await context.close()
  }
}

/**
 * Runs one of the server scripts (`scripts/start.mjs`, `scripts/dev.mjs`) on `node` from
 * the repository, keeping all it prints. `exited` resolves with its exit code; a
 * `detached` one leads a process group of its own, so a test can stop all it started.
 */
export function runServerScript(
  { node, script, args }: { node: string; script: string; args: string[] },
  env: NodeJS.ProcessEnv,
  { detached = false } = {},
) {
  const child = spawn(node, [join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  })
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)))
  return { child, output: () => output, exited }
}

/**
 * `npm start`'s server without its build step (`start.mjs --no-build`) in production mode
 * on its own port and database file, with the suite's uploads (the demo pictures are
 * drawn there once, not again) and the suite's emulator under a project of its own.
 */
export function runProductionServer(
  opts: { port: number; database: string; project: string; node?: string; detached?: boolean },
  env: NodeJS.ProcessEnv = {},
) {
  return runServerScript(
    {
      node: opts.node ?? join(ROOT, 'node_modules', '.bin', 'node'),
      script: 'start.mjs',
      args: ['--no-build'],
    },
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.database,
      UPLOADS_DIR: E2E_UPLOADS_DIR,
      FIREBASE_PROJECT_ID: opts.project,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      ...env,
    },
    { detached: opts.detached ?? false },
  )
}

/**
 * Resolves once a started server has printed `Press Ctrl-C to stop.`; throws with its
 * output when it exits first or takes longer than `timeoutMs`.
 */
export async function untilReady(
  { child, output }: { child: { exitCode: number | null }; output: () => string },
  what: string,
  timeoutMs = 150_000,
): Promise<void> {
  const started = Date.now()
  while (!output().includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${output()}`)
    if (Date.now() - started > timeoutMs) throw new Error(`${what} is not ready:\n${output()}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** Sends `req` (from http.request or https.request) with `body`; the answer as it came off the wire. */
export function rawAnswer(req: ClientRequest, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}
