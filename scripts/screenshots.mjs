// `npm run screenshots`: the look of the site, for anyone to see and regenerate. Seeds a
// throw-away database with the demo data, starts the production server as `npm start`
// does, and saves the home page, /cars and a car page at 390 and 1280 px wide, JavaScript
// on, into docs/screenshots/: the first screen, as a visitor sees it on arrival.
// Needs a build (`npm run build`).
//   --out DIR   where to write (default docs/screenshots; walk-through/ with --all)
//   --full      also the whole page of each (JPEG; not kept in the repository)
//   --all       the walk-through instead (scripts/lib/walk.mjs): every public page with
//               JavaScript on and off and every console screen as each role, whole pages,
//               with an index.html to read them by; not kept in the repository
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { startServer } from './bench/server.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs'
import { ROOT } from './lib/root.mjs'
import { DEFAULT_EMULATOR_HOST, DEFAULT_PROJECT_ID } from '../server/demo/auth-emulator.mjs'
import { walkThrough } from './lib/walk.mjs'

const argv = process.argv.slice(2)
const outArg = argv.indexOf('--out')
const FULL = argv.includes('--full')
const ALL = argv.includes('--all')
const OUT = resolve(
  ROOT,
  outArg >= 0 && argv[outArg + 1] ? argv[outArg + 1] : ALL ? 'walk-through' : 'docs/screenshots',
)

if (!existsSync(join(ROOT, 'dist', 'server.js'))) {
  console.error('No production build found. Run `npm run build` first.')
  process.exit(1)
}

const WIDTHS = [
  { name: 'phone', width: 390, height: 844, scale: 2 },
  { name: 'desktop', width: 1280, height: 800, scale: 1 },
]

const work = mkdtempSync(join(tmpdir(), 'dealership-shots-'))
const env = {
  DATABASE_URL: join(work, 'shots.db'),
  UPLOADS_DIR: join(work, 'uploads'),
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_EMULATOR_HOST,
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID,
}
let server
let browser
try {
  console.log('Seeding the demo data...')
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const seeded = spawnSync(process.execPath, [tsx, join(ROOT, 'api', 'src', 'seed', 'cli.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (seeded.status !== 0) throw new Error('seeding failed; see the output above')
  console.log('Starting the server...')
  server = await startServer({ root: ROOT, env })
  // The first featured car: a car page a visitor reaches from the home page.
  const featured = await (await fetch(`${server.url}/api/featured-cars`)).json()
  const carId = featured[0]?.id
  if (!carId) throw new Error('the demo data has no featured car')
  const pages = [
    { name: 'home', path: '/' },
    { name: 'cars', path: '/cars' },
    { name: 'car', path: `/cars/${carId}` },
  ]

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  mkdirSync(OUT, { recursive: true })
  if (ALL) {
    const shots = await walkThrough({
      url: server.url,
      database: env.DATABASE_URL,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      out: OUT,
      sizes: WIDTHS.map((size) => ({ ...size, scale: 1 })),
      newContext: (size, js) => browser.newContext(contextOptions(size, js)),
      log: (file) => console.log(`  ${relative(ROOT, file)}`),
    })
    console.log(`${shots.length} pictures; open ${relative(ROOT, join(OUT, 'index.html'))}`)
  } else await firstScreens(pages)
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  await browser?.close()
  await server?.stop()
  rmSync(work, { recursive: true, force: true })
}

function contextOptions(size, javaScriptEnabled) {
  return {
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.scale,
    isMobile: size.name === 'phone',
    hasTouch: size.name === 'phone',
    javaScriptEnabled,
  }
}

/** The first screen of each page at each width, JavaScript on, as PNG. */
async function firstScreens(pages) {
  for (const size of WIDTHS) {
    const context = await browser.newContext(contextOptions(size, true))
    const page = await context.newPage()
    for (const { name, path } of pages) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      const first = join(OUT, `${name}-${size.width}.png`)
      await page.screenshot({ path: first })
      console.log(`  ${name} at ${size.width} px: ${relative(ROOT, first)}`)
      if (FULL) {
        // The whole page as JPEG: a long PNG weighs megabytes.
        const whole = join(OUT, `${name}-${size.width}-full.jpg`)
        await page.screenshot({ path: whole, fullPage: true, type: 'jpeg', quality: 70 })
        console.log(`  ${name} at ${size.width} px, whole page: ${relative(ROOT, whole)}`)
      }
    }
    await context.close()
  }
  console.log(`Screenshots in ${relative(ROOT, OUT)}`)
}
