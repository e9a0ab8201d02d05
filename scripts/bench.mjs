// `npm run bench`: a report, not a test. Seeds a throw-away database with the demo data
// and 100,000 extra cars, starts the production server, then measures the API and the
// pages under load (autocannon), the JavaScript each page ships, and Lighthouse scores.
// Each section carries on when another fails. Results also go to data/bench/last.json.
//   --cars N        bench cars to add (default 100000)
//   --duration S    seconds per load target (default 10)
//   --lighthouse-runs N  runs of each page, the median one reported (default 3)
//   --skip-lighthouse
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { startBare } from './bench/bare.mjs'
import { formatLoad, runLoad, table } from './bench/http.mjs'
import { missUrls } from './bench/miss-urls.mjs'
import { backofficeJs, publicRouteJs } from './bench/js-size.mjs'
import { runLighthouse } from './bench/lighthouse.mjs'
import { startServer } from './bench/server.mjs'
import { visitBytes } from './bench/visit-bytes.mjs'
import { ROOT } from './lib/root.mjs'

const argv = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = argv.indexOf(name)
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback
}
const CARS = opt('--cars', 100_000)
const DURATION = opt('--duration', 10)
const LIGHTHOUSE_RUNS = opt('--lighthouse-runs', 3)
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
  settings: {
    cars: CARS,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    lighthouseRuns: LIGHTHOUSE_RUNS,
  },
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
// The server's own output of this run (a JSON line per request).
const serverLog = join(ROOT, 'data', 'bench', 'server.log')
mkdirSync(join(ROOT, 'data', 'bench'), { recursive: true })
rmSync(serverLog, { force: true })
const brand = 'mercedes-benz'
let server = null
/** The ceiling servers, stopped at the end. */
const ceilings = {}
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
      // Request lines go to a file, as a service's go to the journal: not through this
      // process, whose CPU the load generator needs.
      stdoutFile: serverLog,
    })
    console.log(`Ready on ${server.url} (its log: ${serverLog})`)
    const res = await fetch(`${server.url}/api/cars?brand=${brand}&page=1&perPage=24`)
    const body = await res.json()
    const list = Array.isArray(body) ? body : (body.data ?? body.items ?? [])
    carId = list[0]?._id ?? list[0]?.id ?? null
    report.sample = { brand, carId, contentRange: res.headers.get('content-range') }
    console.log(`Sample: brand ${brand}, car ${carId}, ${res.headers.get('content-range') ?? ''}`)
  })

  const pages = [
    { name: '/', path: '/', file: 'home.html' },
    { name: '/cars', path: '/cars', file: 'cars.html' },
    carId && { name: '/cars/:id', path: `/cars/${carId}`, file: 'car.html' },
    { name: '/blogs', path: '/blogs', file: 'blogs.html' },
  ].filter(Boolean)

  await step(
    'ceilings',
    'Ceilings: a bare static file server and a bare SQLite server',
    async () => {
      const { url } = needServer()
      const dir = join(work, 'static')
      mkdirSync(dir, { recursive: true })
      for (const p of pages) {
        const res = await fetch(url + p.path, { headers: { 'accept-encoding': 'identity' } })
        writeFileSync(join(dir, p.file), Buffer.from(await res.arrayBuffer()))
      }
      ceilings.static = await startBare(ROOT, 'static', dir)
      ceilings.cars = await startBare(ROOT, 'cars', dbFile)
      // The bare server must answer what the API answers, byte for byte.
      const path = '/api/cars?page=1&perPage=24'
      const [ours, bare] = await Promise.all(
        [url, ceilings.cars.url].map((u) =>
          fetch(u + path, { headers: { 'accept-encoding': 'identity' } }).then(async (r) => ({
            body: await r.text(),
            range: r.headers.get('content-range'),
          })),
        ),
      )
      report.ceilings = {
        sameJson: ours.body === bare.body && ours.range === bare.range,
        jsonKB: Math.round(ours.body.length / 102.4) / 10,
      }
      console.log(
        `Static ceiling on ${ceilings.static.url}, SQLite ceiling on ${ceilings.cars.url}`,
      )
      console.log(
        `API page of 24: ${report.ceilings.jsonKB} KB; the bare server's answer is ${
          report.ceilings.sameJson ? 'identical' : 'DIFFERENT (the comparison is off)'
        }`,
      )
    },
  )

  const ratioRow = (ours, ceiling) =>
    ours && ceiling && !ours.error && !ceiling.error
      ? Math.round((ours.reqPerSec / ceiling.reqPerSec) * 100) / 100
      : null
  const load = (targets, base) =>
    runLoad(base, targets, { connections: CONNECTIONS, duration: DURATION })

  await step(
    'hits',
    `Cache hits vs the static ceiling (${CONNECTIONS} connections, ${DURATION}s)`,
    async () => {
      const { url } = needServer()
      if (!ceilings.static) throw new Error('skipped: no static ceiling')
      report.hits = []
      for (const p of pages) {
        const [ours] = await load([{ name: `page ${p.name}`, path: p.path }], url)
        const [ceiling] = await load(
          [{ name: `static ${p.file}`, path: `/${p.file}` }],
          ceilings.static.url,
        )
        report.hits.push({ page: p.name, ours, ceiling, ratio: ratioRow(ours, ceiling) })
      }
      console.log(
        table([
          ['page', 'req/s', 'p50 ms', 'p99 ms', 'static req/s', 'ratio'],
          ...report.hits.map((h) => [
            h.page,
            h.ours.reqPerSec ?? h.ours.error,
            h.ours.p50Ms,
            h.ours.p99Ms,
            h.ceiling.reqPerSec ?? h.ceiling.error,
            h.ratio ?? '-',
          ]),
        ]),
      )
    },
  )

  await step('misses', `Cache misses: filtered pages and API reads, each URL once`, async () => {
    const { url } = needServer()
    const brands = (await (await fetch(`${url}/api/brands`)).json()).map((b) => b.key)
    const facets = await (await fetch(`${url}/api/cars/facets`)).json()
    const all = missUrls({ brands, facets })
    // The first 200 warm the server (JIT, statement cache) and are not counted.
    const [warm, filterUrls] = [all.slice(0, 200), all.slice(200)]
    await load(
      [
        { name: 'warm-up', paths: warm.map((q) => `/cars?${q}`), once: true },
        { name: 'warm-up', paths: warm.map((q) => `/api/cars?${q}&perPage=24`), once: true },
      ],
      url,
    )
    const targets = [
      { name: 'page /cars?<filters>', paths: filterUrls.map((q) => `/cars?${q}`), once: true },
      {
        name: 'GET /api/cars?<filters>',
        paths: filterUrls.map((q) => `/api/cars?${q}&perPage=24`),
        once: true,
      },
    ]
    report.misses = await load(targets, url)
    for (const r of report.misses) r.distinctUrls = filterUrls.length
    console.log(formatLoad(report.misses))
    console.log(
      `  (${filterUrls.length} distinct URLs, each asked for once: every answer rendered)`,
    )
  })

  await step('api', 'The API page of 24 vs a bare node:http + better-sqlite3 server', async () => {
    const { url } = needServer()
    if (!ceilings.cars) throw new Error('skipped: no SQLite ceiling')
    const path = '/api/cars?page=1&perPage=24'
    const [hit, uncached] = await load(
      [
        { name: 'API, cache hit', path },
        // A cookie keeps a request out of the page cache: the whole API path every time.
        { name: 'API, uncached', path, headers: { cookie: 'bench=1' } },
      ],
      url,
    )
    const [bare] = await load([{ name: 'bare server', path }], ceilings.cars.url)
    report.api = {
      hit,
      uncached,
      bare,
      hitRatio: ratioRow(hit, bare),
      uncachedRatio: ratioRow(uncached, bare),
    }
    console.log(formatLoad([hit, uncached, bare]))
    console.log(
      `  ratio to the bare server: hit ${report.api.hitRatio}, uncached ${report.api.uncachedRatio}`,
    )
  })

  await step('load', `Other targets`, async () => {
    const { url } = needServer()
    const contact = JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.co.ke',
      phone: '+254 712 345 678',
      subject: 'Sales Inquiry',
      message: 'Is this car still available? I would like to book a viewing.',
    })
    const targets = [
      carId && { name: 'GET /api/cars/:id', path: `/api/cars/${carId}` },
      {
        name: 'POST /api/contact-messages',
        path: '/api/contact-messages',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: contact,
      },
    ].filter(Boolean)
    report.load = await load(targets, url)
    console.log(formatLoad(report.load))
  })

  await step('bytes', 'Bytes of a first and a repeat visit (phone, Chromium)', async () => {
    const { url } = needServer()
    report.bytes = await visitBytes(
      url,
      pages.slice(0, 3).map((p) => p.path),
    )
    console.log(
      table([
        ['page', 'first KB', 'requests', 'repeat KB', 'repeat answers'],
        ...report.bytes.map((r) =>
          r.error
            ? [r.path, `failed: ${r.error}`]
            : [
                r.path,
                r.first.kb,
                r.first.requests,
                r.repeat.kb,
                Object.entries(r.repeat.statuses)
                  .map(([k, v]) => `${v}x ${k}`)
                  .join(', '),
              ],
        ),
      ]),
    )
  })

  await step('plans', 'Listing queries at this size: plan and time', () => {
    const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
    const cli = join(ROOT, 'api', 'src', 'db', 'query-plans-cli.ts')
    const res = spawnSync(process.execPath, [tsx, cli, dbFile, '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (res.status !== 0) throw new Error(res.stderr || 'the query-plan command failed')
    report.plans = JSON.parse(res.stdout)
    console.log(
      table([
        ['filter', 'sort', 'page 1 ms', `page ${report.plans.deepPage} ms`, 'count ms', 'plan'],
        ...report.plans.rows.map((r) => [
          r.filter,
          r.sort,
          r.firstMs,
          r.deepMs,
          r.countMs,
          r.ok ? 'index' : r.problem,
        ]),
      ]),
    )
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
    const runs = `median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? '' : 's'}`
    await step('lighthouse', `Lighthouse 12 (mobile, ${runs})`, async () => {
      const { url } = needServer()
      const pages = ['/', '/cars', carId && `/cars/${carId}`, '/blogs'].filter(Boolean)
      report.lighthouse = await runLighthouse(url, pages, { runs: LIGHTHOUSE_RUNS })
      console.log(
        table([
          ['page', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'perf, each run'],
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
                  r.performanceScores.join(' '),
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

  section('Targets')
  const checks = []
  const check = (what, ok, detail) => checks.push({ what, ok, detail })
  for (const h of report.hits ?? []) {
    if (h.ours.error) continue
    check(`hit ${h.page}: >= 0.5 of static`, h.ratio >= 0.5, `${h.ratio}`)
    check(`hit ${h.page}: p99 <= 30 ms`, h.ours.p99Ms <= 30, `${h.ours.p99Ms} ms`)
  }
  const pageMiss = report.misses?.find((r) => r.name.startsWith('page'))
  if (pageMiss && !pageMiss.error)
    check('miss /cars?<filters>: p99 <= 100 ms', pageMiss.p99Ms <= 100, `${pageMiss.p99Ms} ms`)
  if (report.api) {
    check(
      'API page of 24 (hit): >= 0.8 of bare',
      report.api.hitRatio >= 0.8,
      `${report.api.hitRatio}`,
    )
    check(
      'API page of 24 (uncached): >= 0.8 of bare',
      report.api.uncachedRatio >= 0.8,
      `${report.api.uncachedRatio}`,
    )
  }
  const home = report.bytes?.find((r) => r.path === '/')
  if (home && !home.error)
    check('first visit to / <= 170 KB', home.first.kb <= 170, `${home.first.kb} KB`)
  for (const r of report.bytes ?? []) {
    if (r.error) continue
    const pageAnswer = r.repeat.statuses[304] ?? 0
    check(
      `repeat visit of ${r.path}: page is a 304`,
      pageAnswer >= 1,
      JSON.stringify(r.repeat.statuses),
    )
  }
  for (const r of report.lighthouse ?? []) {
    if (r.error) continue
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => r[c])
    check(
      `Lighthouse ${r.path}: 100 x 4`,
      scores.every((v) => v === 100),
      scores.join('/'),
    )
  }
  report.targets = checks
  console.log(
    table([
      ['target', 'met', 'measured'],
      ...checks.map((c) => [c.what, c.ok ? 'yes' : 'NO', c.detail]),
    ]),
  )
} finally {
  for (const c of Object.values(ceilings)) await c.stop()
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
