// The restore drill of docs/operations.md, "Backups": an online backup (`npm run db:backup`)
// of a server that keeps taking writes, restored into a new file the way that page says
// (copy the backup in place), a server started on it, and every row the first server
// had acknowledged before the backup began read back through the API.
import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { emulatorIdToken } from '../../../server/demo/auth-emulator.mjs'
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT } from '../support'
import { EMULATOR, startDeployServer, type Server } from './server'

const WRITERS = 4
/** Rows acknowledged before the backup starts. */
const BEFORE_BACKUP = 300

// The writers post far more than a visitor may.
const UNLIMITED = { FORM_RATE_LIMIT: '100000' }

/** `npm run db:backup -- FILE` against `database`; resolves with its output. */
function backup(database: string, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'db:backup', '--', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`db:backup failed (${code}):\n${output}`)),
    )
  })
}

type Acked = { message: string; at: number }

test('restore drill: a backup taken under writes holds every row acknowledged before it', async () => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(join(tmpdir(), 'dealership-drill-'))
  const live = join(dir, 'live')
  const restored = join(dir, 'restored')
  mkdirSync(restored)
  const backupFile = join(dir, 'backups', 'dealership-drill.sqlite')
  let first: Server | null = null
  let second: Server | null = null
  try {
    first = await startDeployServer(live, UNLIMITED)
    const url = first.url

    // Writers: contact messages, each counted once the server has answered 201.
    const acked = new Map<string, Acked>()
    const sent = new Set<string>()
    let writing = true
    let failure: unknown = null
    let n = 0
    const writer = async () => {
      while (writing && !failure) {
        const message = `Restore drill message ${n++}`
        sent.add(message)
        try {
          const res = await fetch(`${url}/api/contact-messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Drill Writer',
              email: 'drill@example.co.ke',
              subject: 'Sales Inquiry',
              message,
            }),
          })
          const body = (await res.json()) as { id?: unknown }
          if (res.status !== 201) throw new Error(`POST answered ${res.status}`)
          acked.set(String(body.id), { message, at: performance.now() })
        } catch (err) {
          failure = err
        }
      }
    }
    const writers = Array.from({ length: WRITERS }, writer)
    const deadline = Date.now() + 30_000
    while (acked.size < BEFORE_BACKUP && !failure && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(failure).toBeNull()
    expect(acked.size).toBeGreaterThanOrEqual(BEFORE_BACKUP)

    // The backup, while the writers carry on.
    const before = new Map(acked)
    const drillStarted = performance.now()
    const output = await backup(join(live, 'dealership.sqlite'), backupFile)
    const backupEnded = performance.now()
    writing = false
    await Promise.all(writers)
    expect(failure).toBeNull()
    const during = [...acked.values()].filter(
      (a) => a.at > drillStarted && a.at < backupEnded,
    ).length
    expect(during, 'writes acknowledged while the backup ran').toBeGreaterThan(0)
    expect(output).toContain('integrity_check: ok')
    const took = /Took:\s+([\d.]+) s/.exec(output)?.[1]
    await first.stop()
    first = null

    // Restore into a new file as docs/operations.md says: copy the backup to DATABASE_URL.
    const restoreStarted = performance.now()
    copyFileSync(backupFile, join(restored, 'dealership.sqlite'))
    // The restored file is in place, so the server starts on it as it is.
    second = await startDeployServer(restored, UNLIMITED)
    const serverUp = performance.now()

    // Every contact message of the restored database, through the API as staff.
    const token = await emulatorIdToken({
      host: EMULATOR,
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
    const rows = new Map<string, string>()
    for (let start = 0; ; start += 1000) {
      const range = encodeURIComponent(JSON.stringify([start, start + 999]))
      const res = await fetch(`${second.url}/api/contact-messages?range=${range}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status).toBe(200)
      const page = (await res.json()) as Array<{ id: unknown; message: string }>
      for (const row of page) rows.set(String(row.id), row.message)
      const total = Number(res.headers.get('content-range')?.split('/')[1])
      if (start + 1000 >= total) break
    }
    const drillEnded = performance.now()

    const missing = [...before].filter(([id, a]) => rows.get(id) !== a.message)
    expect(missing, 'acknowledged before the backup, missing after the restore').toEqual([])
    // Nothing the writers did not send, and no more than was acknowledged or in flight.
    const drillRows = [...rows.values()].filter((m) => m.startsWith('Restore drill message '))
    expect(drillRows.every((m) => sent.has(m))).toBe(true)
    expect(drillRows.length).toBeGreaterThanOrEqual(before.size)
    expect(drillRows.length).toBeLessThanOrEqual(acked.size + WRITERS)

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    console.log(
      `Restore drill: ${s(drillEnded - drillStarted)} from the backup's start to every row ` +
        `read back (backup ${s(backupEnded - drillStarted)}, of which db:backup's copy and ` +
        `check ${took ?? '?'} s; restore and server start ${s(serverUp - restoreStarted)}; ` +
        `read back ${s(drillEnded - serverUp)}). ${before.size} rows acknowledged before ` +
        `the backup, ${during} more while it ran, ${drillRows.length} in the restored copy.`,
    )
  } finally {
    await first?.stop()
    await second?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
