// `npm run bench`: a report, not a test. Seeds a throw-away database with the demo data
// and 100,000 extra cars, starts the production server, then measures the API and the
// pages under load (autocannon), the server's memory under a long mixed load, the
// JavaScript each page ships, and Lighthouse scores. Each section carries on when
// another fails. Results also go to data/bench/last.json.
//   --cars N        bench cars to add (default 100000)
//   --duration S    seconds per load target (default 10)
//   --reliability-seconds S  seconds of the mixed reliability load (default 180)
//   --lighthouse-runs N  runs of each page, the median one reported (default 3)
//   --skip-lighthouse
//   --only KEYS     only these sections (comma-separated: cold, ceilings, hits, misses, api,
//                   load, reliability, bytes, plans, publicJs, backofficeJs, lighthouse);
//                   the seed and the server always run
//   --help          this text
// The sections are in scripts/bench/sections/, the tools they use in scripts/bench/.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runLoad } from './bench/http.mjs'
import { createReport, reportFailure, writeReport } from './bench/report.mjs'
import {
  apiPage,
  cacheHits,
  cacheMisses,
  coldMisses,
  otherTargets,
} from './bench/sections/load.mjs'
import { backOfficeJs, lighthouse, publicPagesJs, visitSizes } from './bench/sections/pages.mjs'
import { listingQueryPlans } from './bench/sections/queries.mjs'
import { reliabilityLoad } from './bench/sections/reliability.mjs'
import { seedDatabase, startBenchServer, startCeilings } from './bench/sections/setup.mjs'
import { checkTargets } from './bench/sections/targets.mjs'
import { ROOT } from './lib/root.mjs'

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) {
  const text = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n')
  const usage = text.slice(
    0,
    text.findIndex((l) => !l.startsWith('//')),
  )
  console.log(usage.map((l) => l.replace(/^\/\/ ?/, '')).join('\n'))
  process.exit(0)
}
const opt = (name, fallback) => {
  const i = argv.indexOf(name)
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback
}
const CARS = opt('--cars', 100_000)
const DURATION = opt('--duration', 10)
const RELIABILITY_SECONDS = opt('--reliability-seconds', 180)
const LIGHTHOUSE_RUNS = opt('--lighthouse-runs', 3)
const CONNECTIONS = 10
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]?.split(',') : null
const ALWAYS = ['seed', 'server', 'stop']
// The ceilings are what the hits and the API page are compared with.
const wanted = (key) =>
  !only ||
  ALWAYS.includes(key) ||
  only.includes(key) ||
  (key === 'ceilings' && (only.includes('hits') || only.includes('api')))

const section = (title) =>
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 66 - title.length))}`)
const report = createReport({
  cars: CARS,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  reliabilitySeconds: RELIABILITY_SECONDS,
  lighthouseRuns: LIGHTHOUSE_RUNS,
})

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
// Seed images are kept between runs: they are drawn once and reused.
const uploadsDir = join(ROOT, 'data', 'bench', 'uploads')
// The server's own output of this run (a JSON line per request).
const serverLog = join(ROOT, 'data', 'bench', 'server.log')
mkdirSync(join(ROOT, 'data', 'bench'), { recursive: true })
rmSync(serverLog, { force: true })

/** What the sections share: settings, paths, the server, and the report they fill. */
const ctx = {
  root: ROOT,
  report,
  work,
  dbFile: join(work, 'bench.sqlite'),
  uploadsDir,
  serverLog,
  brand: 'mercedes-benz',
  cars: CARS,
  connections: CONNECTIONS,
  reliabilitySeconds: RELIABILITY_SECONDS,
  lighthouseRuns: LIGHTHOUSE_RUNS,
  server: null,
  /** The ceiling servers, stopped at the end. */
  ceilings: {},
  carId: null,
  /** The server's resident memory when it first answered, in MB. */
  readyRssMB: null,
  pages: [],
  needServer() {
    if (!ctx.server) throw new Error('skipped: the server is not running')
    return ctx.server
  },
  load: (targets, base) => runLoad(base, targets, { connections: CONNECTIONS, duration: DURATION }),
}

/** Runs one section; a failure is reported and the next section still runs. */
async function step(key, title, fn) {
  if (!wanted(key)) return undefined
  section(title)
  try {
    return await fn()
  } catch (err) {
    reportFailure(report, key, err)
    return undefined
  }
}

try {
  const seeded = await step('seed', `Seed: demo data + ${CARS.toLocaleString('en-KE')} cars`, () =>
    seedDatabase(ctx),
  )
  await step('server', 'Server', () => startBenchServer(ctx, seeded))
  ctx.pages = [
    { name: '/', path: '/', file: 'home.html' },
    { name: '/cars', path: '/cars', file: 'cars.html' },
    ctx.carId && { name: '/cars/:id', path: `/cars/${ctx.carId}`, file: 'car.html' },
    { name: '/blogs', path: '/blogs', file: 'blogs.html' },
  ].filter(Boolean)

  // First, before any page has been asked for: as after a start or a write.
  await step('cold', 'Cold misses: filtered pages straight after the start, each URL once', () =>
    coldMisses(ctx),
  )
  await step('ceilings', 'Ceilings: a bare static file server and a bare SQLite server', () =>
    startCeilings(ctx),
  )
  await step(
    'hits',
    `Cache hits vs the static ceiling (${CONNECTIONS} connections, ${DURATION}s)`,
    () => cacheHits(ctx),
  )
  await step('misses', `Cache misses: filtered pages and API reads, each URL once`, () =>
    cacheMisses(ctx),
  )
  await step('api', 'The API page of 24 vs a bare node:http + better-sqlite3 server', () =>
    apiPage(ctx),
  )
  await step('load', `Other targets`, () => otherTargets(ctx))
  await step(
    'reliability',
    `Reliability: mixed reads and writes for ${RELIABILITY_SECONDS}s, the server's memory`,
    () => reliabilityLoad(ctx),
  )
  await step('bytes', 'Bytes of a first and a repeat visit (phone, Chromium)', () =>
    visitSizes(ctx),
  )
  await step('plans', 'Listing queries at this size: plan and time', () => listingQueryPlans(ctx))
  await step('publicJs', 'JavaScript per public page (gzip -9)', () => publicPagesJs(ctx))
  await step('backofficeJs', 'JavaScript of the back office (gzip -9)', () => backOfficeJs(ctx))
  if (!argv.includes('--skip-lighthouse')) {
    const runs = `median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? '' : 's'}`
    await step('lighthouse', `Lighthouse 12 (mobile, ${runs})`, () => lighthouse(ctx))
  }

  section('Targets')
  checkTargets(report)
} finally {
  for (const c of Object.values(ctx.ceilings)) await c.stop()
  if (ctx.server) {
    await step('stop', 'Stopping the server', async () => {
      const res = await ctx.server.stop()
      console.log(`Stopped (${res.signal ?? `exit ${res.code}`}).`)
    })
  }
  rmSync(work, { recursive: true, force: true })
  writeReport(ROOT, report)
}
