// `npm run dev`: one server on one port in development, with Vite in middleware mode in
// front. The site and the back office come from Vite (their modules as written, the HMR
// socket on the same port), pages and the API from the same server as production.
import { type Request, expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_UPLOADS_DIR, runServerScript, untilReady } from '../support'

const PORT = 3198

test('serves the site, the back office and the API on one port with hot reload', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(join(tmpdir(), 'dealership-dev-'))
  const { child, output, exited } = runServerScript(
    { node: process.execPath, script: 'dev.mjs', args: [] },
    {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV')),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'dev.sqlite'),
      // The suite's uploads: the demo pictures are drawn there once, not again here.
      UPLOADS_DIR: E2E_UPLOADS_DIR,
      // The suite's emulator: `npm run dev` uses one that is already running.
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    },
    // Its own process group, so a failed test can stop the server it started too.
    { detached: true },
  )
  try {
    await untilReady({ child, output }, 'npm run dev')
    expect(output()).toContain(`Ready on http://localhost:${PORT} (development mode)`)
    const base = `http://127.0.0.1:${PORT}`

    // The API, from the same server.
    const brands = await fetch(`${base}/api/brands`)
    expect(brands.status).toBe(200)
    expect(((await brands.json()) as unknown[]).length).toBeGreaterThan(0)

    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })

    // On a fresh clone Vite bundles the dependencies it meets on the first pages and may
    // reload them once: visit both apps first, as a developer's first look does.
    const first = await context.newPage()
    for (const path of ['/cars', '/admin/']) {
      await first.goto(`${base}${path}`)
      await first.waitForLoadState('networkidle')
    }
    await first.waitForTimeout(2000)
    await first.close()

    // A page rendered by Remix from Vite's module graph, hydrated, with Vite's HMR
    // client connected over this same port.
    const connected = page.waitForEvent('console', {
      predicate: (m) => m.text().includes('[vite] connected'),
      timeout: 90_000,
    })
    // The source module itself, not a built bundle: the page asks Vite for
    // /app/entry.client.tsx. Watched on the wire, not in the DOM: Remix's <Scripts>
    // renders nothing once hydrated, so the first re-render of the document after
    // hydration takes the module script out of the page.
    const isEntry = (r: Request) => new URL(r.url()).pathname === '/app/entry.client.tsx'
    const entry = page.waitForRequest(isEntry, { timeout: 90_000 })
    await page.goto(`${base}/cars`)
    await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible()
    await connected
    // Vite answers 304 to a module the browser already holds from the first visit.
    expect([200, 304]).toContain((await (await entry).response())?.status())
    // Client-side navigation works, so the page hydrated.
    await page.getByRole('link', { name: 'Contact Us', exact: true }).first().click()
    await expect(page).toHaveURL(`${base}/contact`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // The back office, from its own Vite under /admin/, with its HMR client.
    const adminConnected = page.waitForEvent('console', {
      predicate: (m) => m.text().includes('[vite] connected'),
      timeout: 90_000,
    })
    await page.goto(`${base}/admin/`)
    await expect(page).toHaveURL(`${base}/admin/login`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }),
    ).toBeVisible()
    await adminConnected
    expect(errors).toEqual([])
    await context.close()

    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
})
