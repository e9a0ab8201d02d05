// The production server for the deploy tests, started as `npm start --no-build` starts
// it, in a folder of its own.
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { backupDatabase } from '../../../api/src/db/backup'
import { startServer } from '../../../scripts/bench/server.mjs'
import { E2E_DB_PATH, ROOT } from '../support'

export const EMULATOR = '127.0.0.1:9099'

export type Server = Awaited<ReturnType<typeof startServer>>

/**
 * Starts a server on `dir`/dealership.sqlite. Unless that file exists, it is first a
 * copy of the suite's database, which global setup seeded: seeding an empty database
 * (images and share cards) takes the better part of a minute.
 */
export async function startDeployServer(dir: string, env: Record<string, string> = {}) {
  const database = join(dir, 'dealership.sqlite')
  mkdirSync(dir, { recursive: true })
  if (!existsSync(database)) await backupDatabase(E2E_DB_PATH, database)
  return startServer({
    root: ROOT,
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      UPLOADS_DIR: join(dir, 'uploads'),
      FIREBASE_PROJECT_ID: 'demo-dealership',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      ...env,
    },
  })
}
