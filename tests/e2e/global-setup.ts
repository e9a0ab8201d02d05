// Starts the Auth Emulator (unless one runs) and the production server exactly as
// `npm start` does, on a fresh database seeded with the demo data.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureAuthEmulator } from '../../site/demo/auth-emulator.mjs'
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_DB_PATH, E2E_PORT, E2E_UPLOADS_DIR, ROOT } from './support'

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

export default async function globalSetup() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true })
  mkdirSync(E2E_DATA_DIR, { recursive: true })
  const stopEmulator = await ensureAuthEmulator({ log: () => {} })

  const logFile = join(E2E_DATA_DIR, 'server.log')
  const log = createWriteStream(logFile)
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E_DB_PATH,
      UPLOADS_DIR: E2E_UPLOADS_DIR,
      FIREBASE_PROJECT_ID: 'demo-dealership',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      // Many form posts come from one address in a run.
      FORM_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout.pipe(log)
  server.stderr.pipe(log)
  let exitInfo: string | null = null
  server.on('exit', (code) => {
    exitInfo = `The e2e server exited (code ${code}); see ${logFile}`
  })
  await waitForHealth(`${E2E_BASE_URL}/healthz`, 120_000, () => exitInfo)

  return async () => {
    if (!exitInfo) {
      const done = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))])
    }
    log.end()
    await stopEmulator()
  }
}
