// Entry of the production server (`npm start`): configuration, database (migrations,
// demo data when empty), the Auth Emulator and demo admin when no real Firebase is
// configured, then one HTTP server until SIGINT/SIGTERM.
import { join } from 'node:path'
import {
  AlertScheduler,
  MailWorker,
  openDatabase,
  parseEnv,
  paymentsFromEnv,
  startPaymentRounds,
  usesAuthEmulator,
} from '@dealership/api'
import { demoAuthWarning, EnvError, settleEnv, type Env } from '@dealership/api/config/env'
import { flushErrorReports, initErrorReports } from '@dealership/api/ops/error-reports'
import { createLogger } from '@dealership/api/ops/log'
import { ensureAdmin, ensureDealerSettings, seedIfEmpty } from '@dealership/api/seed/first-start'
import type { DestinationStream } from 'pino'
import { createServerApp, listen } from './server'
import { releaseFreedMemory } from './serving/allocator/malloc-trim'

export type MainOptions = {
  /** Repository root: builds are found and relative paths resolve from here. */
  root: string
  /** Start the Auth Emulator when the configuration asks for it (default true). */
  startEmulator?: boolean
  /** The app, when not the production one (development: reloaded by Vite, server/dev.ts). */
  createApp?: typeof createServerApp
  /** The HTTP server, when not the production one (development: with Vite in front). */
  listen?: typeof listen
  /** Where log lines go: JSON lines on stdout by default (development: pino-pretty). */
  logDestination?: DestinationStream
}

export async function main({
  root,
  startEmulator = true,
  createApp = createServerApp,
  listen: listenWith = listen,
  logDestination,
}: MainOptions) {
  let read: Env
  try {
    read = parseEnv(process.env)
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  // Request lines and errors; the lines printed with console below are for whoever
  // starts the server, not for log collection.
  const log = createLogger({ level: read.LOG_LEVEL, destination: logDestination })
  await initErrorReports(read)

  // M-Pesa: with no Daraja keys, a demo plays Daraja and the buyer's phone with the local
  // stand-in; a real deployment without keys takes no reservations.
  const darajaKeys = Boolean(read.MPESA_CONSUMER_KEY)
  let stopStandIn = async () => {}
  let standInUrl: string | null = null
  if (!darajaKeys && !read.MPESA_STAND_IN_URL && usesAuthEmulator(read)) {
    const { startDarajaStandIn } = await import('@dealership/api/mpesa/stand-in')
    const standIn = await startDarajaStandIn({ host: '127.0.0.1' })
    standInUrl = standIn.url
    stopStandIn = standIn.close
  }
  // From here on the configuration is settled: this object, never written to, is what
  // the app, the jobs and every render worker run with.
  const env = settleEnv(read, { root, standInUrl })

  // The bundle lives in dist/, so name the committed migrations folder explicitly.
  const db = openDatabase(env.DATABASE_URL, { migrationsDir: join(root, 'drizzle') })
  // The dealer's details start as DEALER_* says; staff keep them in the console after.
  ensureDealerSettings(db, env)
  const { seeded } = await seedIfEmpty(db, {
    uploadsDir: env.UPLOADS_DIR,
    siteName: env.SITE_NAME,
    log: (line) => console.log(line),
  })
  if (seeded) console.log('Seeded the empty database with demo data.')

  let stopEmulator = async () => {}
  if (usesAuthEmulator(env) && env.FIREBASE_AUTH_EMULATOR_HOST) {
    // The emulator tooling is loaded only in demo mode: a real deployment never runs it.
    const { ensureAuthEmulator, ensureEmulatorUser } = await import('./demo/auth-emulator.mjs')
    if (startEmulator) {
      stopEmulator = await ensureAuthEmulator({
        host: env.FIREBASE_AUTH_EMULATOR_HOST,
        projectId: env.FIREBASE_PROJECT_ID,
      })
    }
    const uid = await ensureEmulatorUser({
      host: env.FIREBASE_AUTH_EMULATOR_HOST,
      projectId: env.FIREBASE_PROJECT_ID,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
    })
    // The demo admin is staff with every right; real projects add theirs with `npm run staff`.
    ensureAdmin(db, { email: env.ADMIN_EMAIL, uid, addedBy: 'npm start (demo admin)' })
  }
  const warning = demoAuthWarning(env)
  if (warning) console.warn(warning)

  // The payments' configuration, built once: the app's routes and the payment rounds
  // share it (render workers build theirs from the same settled configuration).
  const payments = paymentsFromEnv(env, log)

  const app = await createApp({ env, db, root, log, payments })
  // Mail leaves the outbox only with a mail server; without one it waits there.
  const mail = env.SMTP_URL
    ? new MailWorker({ db, env, log: (line) => log.warn(line) }).start()
    : null
  // Saved-search digests are queued whether or not mail can leave yet.
  const alerts = new AlertScheduler({ db, env, log: (line) => log.warn(line) }).start()
  const paymentRounds = startPaymentRounds(db, payments)
  // glibc keeps what the threads free; each second it is handed back (decision 0021).
  const freedMemory = releaseFreedMemory({ everyMs: 1000 })
  const server = listenWith(app, { port: env.PORT, host: env.HOST }, (info) => {
    const url = `http://localhost:${info.port}`
    console.log(`\nReady on ${url} (${process.env.NODE_ENV ?? 'development'} mode)`)
    const workers = app.renderPool?.size ?? 0
    if (workers)
      console.log(`  pages render on ${workers} worker thread${workers === 1 ? '' : 's'}`)
    console.log(`  site        ${url}/`)
    console.log(`  API         ${url}/api`)
    console.log(`  back office ${url}/admin`)
    console.log(
      mail
        ? `  mail        sent through SMTP_URL`
        : `  mail        SMTP_URL not set: messages wait in the outbox (back office, Outbox)`,
    )
    console.log(
      darajaKeys
        ? `  M-Pesa      Daraja ${env.MPESA_ENV}`
        : payments.standInUrl
          ? `  M-Pesa      Daraja stand-in; the buyer's phone: ${payments.standInUrl}/phone`
          : `  M-Pesa      no MPESA_* keys: reservations are off`,
    )
    if (usesAuthEmulator(env)) {
      console.log(
        `\nDemo admin login (Firebase Auth Emulator, project ${env.FIREBASE_PROJECT_ID}):`,
      )
      console.log(`  email     ${env.ADMIN_EMAIL}`)
      console.log(`  password  ${env.ADMIN_PASSWORD}`)
    } else {
      console.log(
        `\nSign in at ${url}/admin with an account of Firebase project ${env.FIREBASE_PROJECT_ID}.`,
      )
    }
    console.log('\nPress Ctrl-C to stop.')
  })

  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') {
      console.error(`Port ${env.PORT} is already in use: stop the other server or set PORT.`)
    } else {
      console.error(`The server could not start: ${err.message}`)
    }
    void stopEmulator().then(() => process.exit(1))
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // Not ready from this moment: a load balancer that asks sends traffic elsewhere.
    app.readiness.drain()
    console.log(`\n${signal}: finishing in-flight requests...`)
    // Stop accepting connections; close() resolves when in-flight requests are done.
    const closed = new Promise<void>((r) => server.close(() => r()))
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    const forced = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, 10_000)
    await closed
    clearTimeout(forced)
    alerts.stop()
    paymentRounds.stop()
    freedMemory.stop()
    await stopStandIn()
    await mail?.stop()
    await app.close()
    db.$client.close()
    await stopEmulator()
    await flushErrorReports()
    log.flush()
    console.log('Stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
