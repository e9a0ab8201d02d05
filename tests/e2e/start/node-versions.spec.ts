// The Node versions the project supports (README, Node versions). The suite runs on the
// project's own Node 24 (the `node` dev dependency, which npm's scripts put first on the
// PATH); Node 22, the oldest supported line, gets the production server started on it
// (migrations, demo data, render workers and better-sqlite3), from the Node 22 that the
// tests/node22 workspace installs.
import { expect, test } from '@playwright/test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_BASE_URL, E2E_PORT, ROOT, runProductionServer, untilReady } from '../support'

const NODE22_WORKSPACE = join(ROOT, 'tests', 'node22')
const NODE22 = join(NODE22_WORKSPACE, 'node_modules', '.bin', 'node')
const PORT = E2E_PORT + 22

type PackageJson = { devDependencies?: Record<string, string> }
function packageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson
}

/** The Node version a server runs on, as its Prometheus metrics (loopback) report it. */
async function serverNodeVersion(base: string): Promise<string | undefined> {
  const text = await (await fetch(`${base}/metrics`)).text()
  return /^nodejs_version_info\{[^}]*\bversion="(v[^"]+)"/m.exec(text)?.[1]
}

test("the tests and the suite's server run on the project's Node 24", async () => {
  const pinned = packageJson(ROOT).devDependencies?.node
  expect(pinned).toMatch(/^24\.\d+\.\d+$/)
  expect(process.version).toBe(`v${pinned}`)
  expect(await serverNodeVersion(E2E_BASE_URL)).toBe(`v${pinned}`)
})

test('the production server starts, serves and stops on Node 22', async () => {
  test.setTimeout(180_000)
  const pinned = packageJson(NODE22_WORKSPACE).devDependencies?.node
  expect(pinned).toMatch(/^22\.\d+\.\d+$/)
  const dir = mkdtempSync(join(tmpdir(), 'dealership-node22-'))
  const { child, output, exited } = runProductionServer({
    node: NODE22,
    port: PORT,
    database: join(dir, 'node22.sqlite'),
    project: 'demo-node22',
  })
  try {
    await untilReady({ child, output }, 'The server on Node 22')
    expect(output()).toContain('Seeded the empty database with demo data.')

    const base = `http://127.0.0.1:${PORT}`
    expect(await serverNodeVersion(base)).toBe(`v${pinned}`)
    const cars = (await (await fetch(`${base}/api/cars`)).json()) as unknown[]
    expect(cars.length).toBeGreaterThanOrEqual(40)
    for (const path of ['/', '/cars', '/admin/login']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200)
    }
    // A write, through the API the site's forms use.
    const posted = await fetch(`${base}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Node Two-Two',
        email: 'node22@example.co.ke',
        subject: 'Sales Inquiry',
        message: 'Does the server answer on Node 22?',
      }),
    })
    expect(posted.status).toBe(201)

    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output()).toContain('Stopped.')
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
})
