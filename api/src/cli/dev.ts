// `npm run dev -w api`: the API alone on API_PORT (default 3001), restarted by tsx
// on changes. Handy for API work; the whole product runs with `npm run dev` at the root.
import { serve } from '@hono/node-server'
import { resolve } from 'node:path'
import { createApp, openDatabase, parseEnv } from '../index'
import { settleEnv } from '../config/env'
import { seedIfEmpty } from '../seed/seed'

const root = resolve(import.meta.dirname, '../../..')
const env = settleEnv(parseEnv(process.env), { root })
const db = openDatabase(env.DATABASE_URL, { migrationsDir: resolve(root, 'drizzle') })
await seedIfEmpty(db, { uploadsDir: env.UPLOADS_DIR, log: console.log })
const port = Number(process.env.API_PORT ?? 3001)
serve({ fetch: createApp({ db, env }).fetch, port }, () =>
  console.log(`API on http://localhost:${port}/api (database ${env.DATABASE_URL})`),
)
