// /readyz: whether this process should be sent traffic. /healthz only says the process
// is alive; this one looks at what serving needs: the database answers a read and has
// every migration, uploads can be written, there is disk to write to, and the process is
// not shutting down. Each failed check names itself in the 503's body.
import Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { statfs, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { z } from 'zod'

export type ReadinessOptions = {
  databaseFile: string
  /** The committed migrations (`drizzle/`), whose journal names the newest one. */
  migrationsDir: string
  uploadsDir: string
  /** Below this much free disk (for the database or the uploads) the process is not ready. */
  minFreeDiskMb: number
  /** How long the database read may wait for a lock. */
  timeoutMs?: number
}

export type ReadinessReport =
  { ready: true } | { ready: false; reasons: Partial<Record<ReadinessCheck, string>> }

export type ReadinessCheck = 'shutdown' | 'database' | 'migrations' | 'uploads' | 'disk'

const MB = 1024 * 1024

export class Readiness {
  readonly #options: ReadinessOptions
  readonly #latestMigration: number | null
  #draining = false

  constructor(options: ReadinessOptions) {
    this.#options = options
    this.#latestMigration = latestMigration(options.migrationsDir)
  }

  /** From now on the process is not ready: it is shutting down. */
  drain(): void {
    this.#draining = true
  }

  get draining(): boolean {
    return this.#draining
  }

  async check(): Promise<ReadinessReport> {
    // Shutting down says enough, at once: no I/O.
    if (this.#draining) return { ready: false, reasons: { shutdown: 'the server is stopping' } }
    const reasons: Partial<Record<ReadinessCheck, string>> = {}
    const database = this.#checkDatabase()
    if (database) reasons[database.check] = database.reason
    const [uploads, disk] = await Promise.all([this.#checkUploads(), this.#checkDisk()])
    if (uploads) reasons.uploads = uploads
    if (disk) reasons.disk = disk
    return Object.keys(reasons).length === 0 ? { ready: true } : { ready: false, reasons }
  }

  /** The report as the HTTP answer: 200, or 503 with the reasons. */
  async response(): Promise<Response> {
    const report = await this.check()
    return Response.json(report, {
      status: report.ready ? 200 : 503,
      headers: { 'Cache-Control': 'no-store' },
    })
  }

  /**
   * A read through a connection of its own: the server's connection holds the file it
   * opened at start, so only a fresh one notices the file replaced, removed or broken.
   * SQLite runs in this thread; the timeout bounds the wait for a lock (a read in WAL mode
   * is otherwise immediate).
   */
  #checkDatabase(): { check: 'database' | 'migrations'; reason: string } | null {
    let sqlite: Database.Database | null = null
    try {
      sqlite = new Database(this.#options.databaseFile, {
        readonly: true,
        fileMustExist: true,
        timeout: this.#options.timeoutMs ?? 1000,
      })
      const applied: unknown = sqlite
        .prepare('select max(created_at) from __drizzle_migrations')
        .pluck()
        .get()
      const appliedAt = typeof applied === 'number' ? applied : 0
      if (this.#latestMigration !== null && appliedAt < this.#latestMigration) {
        return { check: 'migrations', reason: 'the newest migration has not been applied' }
      }
      return null
    } catch (err) {
      return { check: 'database', reason: `no read: ${messageOf(err)}` }
    } finally {
      sqlite?.close()
    }
  }

  /** Writes and removes a small file, as an upload would. */
  async #checkUploads(): Promise<string | null> {
    const probe = join(this.#options.uploadsDir, `.ready-${randomBytes(6).toString('hex')}`)
    try {
      await writeFile(probe, 'ok')
      await unlink(probe)
      return null
    } catch (err) {
      return `not writable: ${messageOf(err)}`
    }
  }

  async #checkDisk(): Promise<string | null> {
    const dirs = [...new Set([dirname(this.#options.databaseFile), this.#options.uploadsDir])]
    try {
      const free = await Promise.all(
        dirs.map(async (d) => {
          const s = await statfs(d)
          return s.bavail * s.bsize
        }),
      )
      const least = Math.min(...free)
      const floor = this.#options.minFreeDiskMb * MB
      if (least < floor) {
        return `${Math.floor(least / MB)} MB free, below the floor of ${this.#options.minFreeDiskMb} MB`
      }
      return null
    } catch (err) {
      return `free space unknown: ${messageOf(err)}`
    }
  }
}

/** What is read of drizzle's migration journal: when each migration was made. */
const migrationJournal = z.object({ entries: z.array(z.object({ when: z.number() })) })

/** The journal's newest migration time, which drizzle records as created_at when applied. */
function latestMigration(migrationsDir: string): number | null {
  try {
    const journal = migrationJournal.parse(
      JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')),
    )
    const whens = journal.entries.map((e) => e.when)
    return whens.length > 0 ? Math.max(...whens) : null
  } catch {
    return null
  }
}

/**
 * An error's code or message without file paths: the body of /readyz is public.
 */
function messageOf(err: unknown): string {
  const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined
  if (typeof code === 'string' && code.startsWith('E')) return code
  const message = err instanceof Error ? err.message : String(err)
  return message.replace(/(['"]?)\/[^\s'"]*\1/g, '(path)')
}
