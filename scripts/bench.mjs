// `npm run bench`: a report, not a test. Seeds a throw-away database with the demo data
// and 100,000 extra cars, starts the production server, then measures the API and the
// pages under load (autocannon), the JavaScript each page ships, and Lighthouse scores.
// Each section carries on when another fails. Results also go to data/bench/last.json.
//   --cars N        bench cars to add (default 100000)
//   --duration S    seconds per load target (default 10)
//   --skip-lighthouse
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { formatLoad, runLoad, table } from './bench/http.mjs'
import { backofficeJs, publicRouteJs } from './bench/js-size.mjs'
import { runLighthouse } from './bench/lighthouse.mjs'
import { startServer } from './bench/server.mjs'
import { ROOT } from './lib/emulator.mjs'

const argv = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = argv.indexOf(name)
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback
}
const CARS = opt('--cars', 100_000)
const DURATION = opt('--duration', 10)
const CONNECTIONS = 10

const section = (title) =>
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 66 - title.length))}`)
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: { cars: CARS, connections: CONNECTIONS, durationSeconds: DURATION },
  errors: {},
}
const fail = (key, err) => {
  const message = String(err?.message ?? err)
  report.errors[key] = message
  console.log(`  ! ${key} failed: ${message}`)
}

const needed = [
  ['dist/server.js', 'the server bundle'],
  ['site/build/server/index.js', 'the site build'],
  ['backoffice/dist/index.html', 'the back office build'],
]
const missing = needed.filter(([p]) => !existsSync(join(ROOT, p)))
if (missing.some(([p]) => p === 'dist/server.js')) {
  console.error('No production build found. Run `npm run build` first, then `npm run bench`.')
  process.exit(1)
}
for (const [p, what] of missing)
  console.log(`Warning: ${what} (${p}) is missing; its sections will fail.`)

const work = mkdtempSync(join(tmpdir(), 'dealership-bench-'))
const dbFile = join(work, 'bench.sqlite')
// Seed images are kept between runs: they are drawn once and reused.
const uploadsDir = join(ROOT, 'data', 'bench', 'uploads')
const brand = 'mercedes-benz'
let server = null
let carId = null

/** Runs one section; a failure is reported and the next section still runs. */
async function step(key, title, fn) {
  section(title)
  try {
    return await fn()
  } catch (err) {
    fail(key, err)
    return undefined
  }
}

const needServer = () => {
  if (!server) throw new Error('skipped: the server is not running')
  return server
}

try {
  const seeded = await step(
    'seed',
    `Seed: demo data + ${CARS.toLocaleString('en-KE')} cars`,
    () => {
      const started = Date.now()
      const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
      const cli = join(ROOT, 'api', 'src', 'seed', 'cli.ts')
      const res = spawnSync(process.execPath, [tsx, cli, '--cars', String(CARS)], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: dbFile, UPLOADS_DIR: uploadsDir },
      })
      if (res.status !== 0) throw new Error('seeding failed; see the output above')
      report.seed = { cars: CARS, seconds: Math.round((Date.now() - started) / 100) / 10 }
      return true
    },
  )

  await step('server', 'Server', async () => {
    if (!seeded) throw new Error('skipped: no seeded database')
    console.log('Starting `node scripts/start.mjs --no-build` (migrations, auth emulator)...')
    server = await startServer({
      root: ROOT,
      env: {
        DATABASE_URL: dbFile,
        UPLOADS_DIR: uploadsDir,
        // The bench posts thousands of contact messages from one address.
        FORM_RATE_LIMIT: '1000000000',
      },
    })
    console.log(`Ready on ${server.url}`)
    const res = await fetch(`${server.url}/api/cars?brand=${brand}&page=1&perPage=24`)
    const body = await res.json()
    const list = Array.isArray(body) ? body : (body.data ?? body.items ?? [])
    carId = list[0]?._id ?? list[0]?.id ?? null
    report.sample = { brand, carId, contentRange: res.headers.get('content-range') }
    console.log(`Sample: brand ${brand}, car ${carId}, ${res.headers.get('content-range') ?? ''}`)
  })

  await step('load', `Load: ${CONNECTIONS} connections, ${DURATION}s per target`, async () => {
    const { url } = needServer()
    const contact = JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.co.ke',
      phone: '+254 712 345 678',
      subject: 'Sales Inquiry',
      message: 'Is this car still available? I would like to book a viewing.',
    })
    const targets = [
      {
        name: `GET /api/cars?brand=${brand} (24)`,
        path: `/api/cars?brand=${brand}&page=1&perPage=24`,
      },
      carId && { name: 'GET /api/cars/:id', path: `/api/cars/${carId}` },
      {
        name: 'POST /api/contact-messages',
        path: '/api/contact-messages',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: contact,
      },
      { name: 'page /', path: '/' },
      { name: 'page /cars', path: '/cars' },
      carId && { name: 'page /cars/:id', path: `/cars/${carId}` },
    ].filter(Boolean)
    report.load = await runLoad(url, targets, { connections: CONNECTIONS, duration: DURATION })
    console.log(formatLoad(report.load))
  })

  await step('publicJs', 'JavaScript per public page (gzip -9)', async () => {
    const { url } = needServer()
    const pages = ['/', '/cars', carId && `/cars/${carId}`, '/offers', '/blogs', '/contact']
    report.publicJs = await publicRouteJs(url, pages.filter(Boolean))
    console.log(
      table([
        ['page', 'files', 'raw KB', 'gzip KB'],
        ...report.publicJs.map((r) =>
          r.error ? [r.path, `failed: ${r.error}`] : [r.path, r.files, r.rawKB, r.gzipKB],
        ),
      ]),
    )
  })

  await step('backofficeJs', 'JavaScript of the back office (gzip -9)', () => {
    report.backofficeJs = backofficeJs(ROOT)
    const { loginInitial: a, wholeConsole: b } = report.backofficeJs
    console.log(
      table([
        ['bundle', 'files', 'raw KB', 'gzip KB'],
        ['login (first load)', a.files, a.rawKB, a.gzipKB],
        ['whole console', b.files, b.rawKB, b.gzipKB],
      ]),
    )
  })

  if (!argv.includes('--skip-lighthouse')) {
    await step('lighthouse', 'Lighthouse 12 (mobile)', async () => {
      const { url } = needServer()
      const pages = ['/', '/cars', carId && `/cars/${carId}`, '/blogs'].filter(Boolean)
      report.lighthouse = await runLighthouse(url, pages)
      console.log(
        table([
          ['page', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP ms', 'TBT ms', 'CLS'],
          ...report.lighthouse.map((r) =>
            r.error
              ? [r.path, `failed: ${r.error}`]
              : [
                  r.path,
                  r.performance,
                  r.accessibility,
                  r['best-practices'],
                  r.seo,
                  r.lcpMs,
                  r.tbtMs,
                  r.cls,
                ],
          ),
        ]),
      )
      for (const r of report.lighthouse) {
        if (r.failedAudits?.length)
          console.log(`  ${r.path} lost points on: ${r.failedAudits.join(', ')}`)
      }
    })
  }
} finally {
  if (server) {
    await step('stop', 'Stopping the server', async () => {
      const res = await server.stop()
      console.log(`Stopped (${res.signal ?? `exit ${res.code}`}).`)
    })
  }
  rmSync(work, { recursive: true, force: true })
  mkdirSync(join(ROOT, 'data', 'bench'), { recursive: true })
  writeFileSync(join(ROOT, 'data', 'bench', 'last.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log('\nResults written to data/bench/last.json')
}
