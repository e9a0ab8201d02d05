// `npm run db:migrate`: applies the committed migrations (drizzle/) to DATABASE_URL
// and says which ones ran. The server does the same at start-up; this is for a deploy
// that migrates before it starts the new version. Like the server, it reads the
// repository's .env (on a server, a link to the environment file).
import { existsSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EnvError, parseEnv } from '../config/env'
import { openDatabase } from '../db/client'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

function applied(db: ReturnType<typeof openDatabase>): number {
  const row = db.$client
    .prepare("select count(*) as n from sqlite_master where name = '__drizzle_migrations'")
    .get() as { n: number }
  if (row.n === 0) return 0
  return (
    db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }
  ).n
}

try {
  const envFile = join(ROOT, '.env')
  if (existsSync(envFile) && typeof process.loadEnvFile === 'function') process.loadEnvFile(envFile)
  const env = parseEnv(process.env)
  const file = isAbsolute(env.DATABASE_URL) ? env.DATABASE_URL : resolve(ROOT, env.DATABASE_URL)
  const db = openDatabase(file, { migrationsDir: join(ROOT, 'drizzle') })
  console.log(`Database ${file}: schema up to date (${applied(db)} migrations).`)
  db.$client.close()
} catch (err) {
  console.error(err instanceof EnvError ? err.message : `Migration failed: ${String(err)}`)
  process.exit(1)
}
