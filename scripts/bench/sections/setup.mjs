// The bench's setup: the throw-away database (demo data and the bench cars), the
// production server on it, and the two ceilings it is compared with.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startBare } from '../bare.mjs'
import { rssMB } from '../rss.mjs'
import { startServer } from '../server.mjs'

/** Seeds the database through `npm run db:seed -- --cars N`'s own command. */
export function seedDatabase(ctx) {
  const { root, report, cars, dbFile, uploadsDir } = ctx
  const started = Date.now()
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const cli = join(root, 'api', 'src', 'seed', 'cli.ts')
  const res = spawnSync(process.execPath, [tsx, cli, '--cars', String(cars)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: dbFile, UPLOADS_DIR: uploadsDir },
  })
  if (res.status !== 0) throw new Error('seeding failed; see the output above')
  report.seed = { cars, seconds: Math.round((Date.now() - started) / 100) / 10 }
  return true
}

/** Starts the server on the seeded database and finds a car of `ctx.brand` to ask for. */
export async function startBenchServer(ctx, seeded) {
  const { root, report, dbFile, uploadsDir, serverLog, brand } = ctx
  if (!seeded) throw new Error('skipped: no seeded database')
  console.log('Starting `node scripts/start.mjs --no-build` (migrations, auth emulator)...')
  ctx.server = await startServer({
    root,
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
  const { url } = ctx.server
  ctx.readyRssMB = rssMB(ctx.server.pid)
  console.log(`Ready on ${url} (its log: ${serverLog})`)
  const res = await fetch(`${url}/api/cars?brand=${brand}&page=1&perPage=24`)
  const body = await res.json()
  const list = Array.isArray(body) ? body : (body.data ?? body.items ?? [])
  ctx.carId = list[0]?._id ?? list[0]?.id ?? null
  report.sample = { brand, carId: ctx.carId, contentRange: res.headers.get('content-range') }
  console.log(`Sample: brand ${brand}, car ${ctx.carId}, ${res.headers.get('content-range') ?? ''}`)
}

/** A bare static file server with our pages' bytes, and a bare SQLite server. */
export async function startCeilings(ctx) {
  const { root, report, work, dbFile, pages, ceilings } = ctx
  const { url } = ctx.needServer()
  const dir = join(work, 'static')
  mkdirSync(dir, { recursive: true })
  for (const p of pages) {
    const res = await fetch(url + p.path, { headers: { 'accept-encoding': 'identity' } })
    writeFileSync(join(dir, p.file), Buffer.from(await res.arrayBuffer()))
  }
  ceilings.static = await startBare(root, 'static', dir)
  ceilings.cars = await startBare(root, 'cars', dbFile)
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
  console.log(`Static ceiling on ${ceilings.static.url}, SQLite ceiling on ${ceilings.cars.url}`)
  console.log(
    `API page of 24: ${report.ceilings.jsonKB} KB; the bare server's answer is ${
      report.ceilings.sameJson ? 'identical' : 'DIFFERENT (the comparison is off)'
    }`,
  )
}
