// Once per test run: an Auth Emulator (started unless one answers), a test user, and
// one migrated SQLite file that every test file copies.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureAuthEmulator, ensureEmulatorUser } from '../../server/demo/auth-emulator.mjs'
import { openDatabase } from '../src/db/client'
import { ensureAdmin } from '../src/resources/staff/staff.repository'

const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'
const PROJECT_ID = 'demo-dealership'

declare module 'vitest' {
  export interface ProvidedContext {
    baseDatabase: string
    tempDir: string
    emulatorHost: string
    projectId: string
    testUser: { email: string; password: string; uid: string }
  }
}

export default async function setup(project: TestProject) {
  const stopEmulator = await ensureAuthEmulator({ host: EMULATOR_HOST, projectId: PROJECT_ID })
  const user = { email: 'api-tests@example.com', password: 'api-tests-password' }
  const uid = await ensureEmulatorUser({ host: EMULATOR_HOST, projectId: PROJECT_ID, ...user })

  const tempDir = mkdtempSync(join(tmpdir(), 'dealership-api-tests-'))
  const baseDatabase = join(tempDir, 'base.sqlite')
  const db = openDatabase(baseDatabase)
  // The test user is an admin; tests of other roles and of non-staff make their own.
  ensureAdmin(db, { email: user.email, uid, addedBy: 'test setup' })
  // Closing checkpoints the WAL into the main file, so copying that one file is enough.
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()

  project.provide('baseDatabase', baseDatabase)
  project.provide('tempDir', tempDir)
  project.provide('emulatorHost', EMULATOR_HOST)
  project.provide('projectId', PROJECT_ID)
  project.provide('testUser', { ...user, uid })

  return async () => {
    rmSync(tempDir, { recursive: true, force: true })
    await stopEmulator()
  }
}
