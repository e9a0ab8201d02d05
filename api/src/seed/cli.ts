// `npm run db:seed [-- --reset] [-- --cars N]`
//   (no flag)   seed the demo data if the database is empty
//   --reset     wipe every table first, then seed the demo data
//   --cars N    add N generated cars for scale tests (seeds the demo data first if empty)
// Paths in DATABASE_URL and UPLOADS_DIR are relative to the repository root, like the
// server's, whatever directory npm runs this from.
import { existsSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../db/client'
import { EnvError, parseEnv } from '../config/env'
import { isEmpty, resetDatabase, seedBenchCars, seedDemoData } from './seed'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

const USAGE = `Usage: npm run db:seed -- [--reset] [--cars N]
  (no flag)   seed the demo data if the database is empty
  --reset     delete all data first, then seed the demo data
  --cars N    add N generated cars (for example 100000) for scale tests`

function parseArgs(argv: string[]) {
  const out = { reset: false, cars: 0 }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--reset') out.reset = true
    else if (a === '--cars' || a?.startsWith('--cars=')) {
      const raw = a === '--cars' ? argv[++i] : a.slice('--cars='.length)
      const n = Number(raw?.replace(/[_,]/g, ''))
      if (!Number.isInteger(n) || n < 1) throw new Error(`--cars needs a positive whole number`)
      out.cars = n
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else throw new Error(`Unknown option ${a}`)
  }
  return out
}

async function run() {
  const args = parseArgs(process.argv.slice(2))
  const envFile = join(ROOT, '.env')
  if (existsSync(envFile) && typeof process.loadEnvFile === 'function') process.loadEnvFile(envFile)
  const env = parseEnv(process.env)
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(ROOT, p))
  const dbFile = fromRoot(env.DATABASE_URL)
  const uploadsDir = fromRoot(env.UPLOADS_DIR)
  const log = (s: string) => console.log(s)

  console.log(`Database: ${dbFile}`)
  console.log(`Uploads:  ${uploadsDir}`)
  const db = openDatabase(dbFile)
  const started = Date.now()
  try {
    if (args.reset) {
      console.log('--reset: deleting every brand, car, offer, blog post, message and request...')
      resetDatabase(db)
    }
    if (isEmpty(db)) {
      console.log('Seeding the demo data...')
      await seedDemoData(db, { uploadsDir, siteName: env.SITE_NAME, log })
    } else if (!args.cars) {
      console.log('The database already has brands or cars: nothing seeded.')
      console.log('Run `npm run db:seed -- --reset` to replace everything with the demo data.')
    }
    if (args.cars) {
      console.log(`Adding ${args.cars.toLocaleString('en-KE')} generated cars...`)
      seedBenchCars(db, { cars: args.cars, log })
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)}s.`)
  } finally {
    db.$client.close()
  }
}

run().catch((err: unknown) => {
  if (err instanceof EnvError) console.error(err.message)
  else console.error(err instanceof Error ? err.message : err)
  console.error(USAGE)
  process.exit(1)
})
