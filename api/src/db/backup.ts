// A consistent copy of the live database with SQLite's online backup API, checked with
// integrity_check before it takes its final name. The server may keep writing meanwhile.
import Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'

export class BackupError extends Error {}

export type BackupResult = { source: string; file: string; bytes: number; ms: number }

/** `dealership-20250131T174502Z.sqlite`: sorts by time, no characters a shell or OS dislikes. */
export function backupFileName(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
  return `dealership-${stamp}.sqlite`
}

/**
 * Copies the database at `source` to `target` (which must not exist yet). The copy is
 * written beside the target under a temporary name, switched to a rollback journal so
 * it is one self-contained file, checked, and only then renamed: a failed backup
 * leaves nothing behind that could be mistaken for a good one.
 */
export async function backupDatabase(source: string, target: string): Promise<BackupResult> {
  const started = performance.now()
  const from = resolve(source)
  const to = resolve(target)
  if (source === ':memory:' || !existsSync(from) || !statSync(from).isFile()) {
    throw new BackupError(`No database at ${from}: check DATABASE_URL.`)
  }
  if (to === from) throw new BackupError('The backup file cannot be the database itself.')
  if (existsSync(to)) throw new BackupError(`${to} already exists: choose another file name.`)

  const partial = join(dirname(to), `.${basename(to)}.${randomBytes(4).toString('hex')}.partial`)
  try {
    mkdirSync(dirname(to), { recursive: true })
  } catch (err) {
    throw new BackupError(`Cannot write the backup to ${to}: ${message(err)}`)
  }

  const db = openSource(from)
  try {
    await db.backup(partial, {
      // All remaining pages in one step: one read snapshot, so another connection's
      // writes cannot restart the copy (WAL lets them go on meanwhile).
      progress: () => 0x7fffffff,
    })
  } catch (err) {
    removeCopy(partial)
    const cause = message(err)
    throw new BackupError(
      /disk image|not a database/i.test(cause)
        ? `Backup failed: the database ${from} is damaged (${cause}).`
        : `Cannot write the backup to ${to}: ${cause}`,
    )
  } finally {
    db.close()
  }

  try {
    checkCopy(partial)
    renameSync(partial, to)
  } catch (err) {
    removeCopy(partial)
    if (err instanceof BackupError) throw err
    throw new BackupError(`Cannot write the backup to ${to}: ${message(err)}`)
  }
  return { source: from, file: to, bytes: statSync(to).size, ms: performance.now() - started }
}

function openSource(file: string): Database.Database {
  let db: Database.Database | null = null
  try {
    db = new Database(file, { fileMustExist: true })
    db.pragma('busy_timeout = 5000')
    db.pragma('schema_version') // fails now, not halfway, when the file is not a database
    return db
  } catch (err) {
    db?.close()
    throw new BackupError(`Cannot open the database ${file}: ${message(err)}`)
  }
}

/** One file (no -wal beside it) that passes integrity_check, or a BackupError. */
function checkCopy(file: string) {
  let copy: Database.Database | null = null
  let problems: string[]
  try {
    copy = new Database(file, { fileMustExist: true })
    copy.pragma('journal_mode = DELETE')
    const rows = copy.pragma('integrity_check') as Array<{ integrity_check: string }>
    problems = rows.map((row) => row.integrity_check)
  } catch (err) {
    problems = [message(err)]
  } finally {
    copy?.close()
  }
  if (problems.length !== 1 || problems[0] !== 'ok') {
    throw new BackupError(
      `Backup failed: the copy did not pass integrity_check (${problems.slice(0, 5).join('; ')}). ` +
        'The database itself may be damaged.',
    )
  }
}

function removeCopy(file: string) {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`])
    rmSync(f, { force: true })
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))
