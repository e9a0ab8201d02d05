// Starts the Auth Emulator (unless one runs) and, for each worker slot (support.ts), the
// production server exactly as `npm start` does (its Node flags included), on a fresh database with the demo data.
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { cpSync, createWriteStream, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureAuthEmulator } from '../../server/demo/auth-emulator.mjs'
import { backupDatabase } from '../../api/src/db/backup'
import { SERVER_NODE_FLAGS } from '../../server/serving/runtime-flags/server-flags.mjs'
import {
  ADMIN_PASSWORD,
  E2E_ROOT_DIR,
  FORM_LIMITS_OFF,
  E2E_WORKERS,
  e2eSlot,
  ROOT,
} from './support'

async function waitForHealth(url: string, timeoutMs: number, exited: () => string | null) {
  const started = Date.now()
  for (;;) {
    const why = exited()
    if (why) throw new Error(why)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`The server did not answer ${url} in time`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Starts the production server of one worker slot; resolves once it answers. */
async function startSlotServer(n: number) {
  const slot = e2eSlot(n)
  // A server left over from another run would answer for this one: refuse it.
  const foreign = await fetch(`${slot.baseUrl}/healthz`, {
    signal: AbortSignal.timeout(2000),
  }).then(
    () => true,
    () => false,
  )
  if (foreign)
    throw new Error(`Something already answers on ${slot.baseUrl}; stop it or set E2E_PORT`)
  mkdirSync(slot.dataDir, { recursive: true })
  const logFile = join(slot.dataDir, 'server.log')
  const log = createWriteStream(logFile)
  const start = join(ROOT, 'scripts', 'start.mjs')
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, start, '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(slot.port),
      HOST: '127.0.0.1',
      DATABASE_URL: slot.dbPath,
      UPLOADS_DIR: slot.uploadsDir,
      FIREBASE_PROJECT_ID: 'demo-dealership',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      ADMIN_EMAIL: slot.adminEmail,
      ADMIN_PASSWORD,
      ...FORM_LIMITS_OFF,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout.pipe(log)
  server.stderr.pipe(log)
  let exitInfo: string | null = null
  server.on('exit', (code) => {
    exitInfo = `The e2e server of slot ${n} exited (code ${code}); see ${logFile}`
  })
  await waitForHealth(`${slot.baseUrl}/healthz`, 120_000, () => exitInfo)
  return async () => {
    if (!exitInfo) {
      const done = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))])
    }
    log.end()
  }
}

export default async function globalSetup() {
  rmSync(E2E_ROOT_DIR, { recursive: true, force: true })
  const stopEmulator = await ensureAuthEmulator({ log: () => {} })
  // Slot 0's server seeds its empty database (images and share cards: the better part of
  // a minute); the other slots start on copies of its database and uploads.
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()))
    await stopEmulator()
  }
  try {
    stops.push(await startSlotServer(0))
    const first = e2eSlot(0)
    const others = Array.from({ length: E2E_WORKERS - 1 }, (_, i) => i + 1)
    for (const n of others) {
      const slot = e2eSlot(n)
      mkdirSync(slot.dataDir, { recursive: true })
      await backupDatabase(first.dbPath, slot.dbPath)
      cpSync(first.uploadsDir, slot.uploadsDir, { recursive: true })
      // The copy's demo admin becomes this slot's own (its server binds the account).
      const db = new Database(slot.dbPath)
      try {
        db.prepare('UPDATE staff SET email = ?, uid = NULL WHERE email = ?').run(
          slot.adminEmail,
          first.adminEmail,
        )
      } finally {
        db.close()
      }
    }
    // Every slot that started is stopped again, whichever failed.
    const started = await Promise.allSettled(others.map(startSlotServer))
    for (const r of started) if (r.status === 'fulfilled') stops.push(r.value)
    const failed = started.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}
