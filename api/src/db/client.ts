// Opens the SQLite file with the pragmas the app relies on and runs migrations.
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { metrics, secondsSince } from '../ops/metrics'

// The query builder only: no relational queries, so drizzle needs no list of the tables
// (each query names its tables; drizzle-kit finds them by their file names).
export type Db = BetterSQLite3Database & { $client: Database.Database }

/** What queries run on: the database itself or one of its transactions. */
export type Queryable = BaseSQLiteDatabase<'sync', Database.RunResult>

/** The committed migrations folder (`drizzle/` at the repository root). */
export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../drizzle')

export function openDatabase(
  file: string,
  opts: { migrationsDir?: string; migrate?: boolean } = {},
): Db {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  // Deleted and rewritten rows are zeroed, in their pages and in freed pages alike: an
  // erased buyer's details must not stay readable in the file's free space (FAST leaves
  // them in freed pages). docs/data-protection.md has the measurement.
  sqlite.pragma('secure_delete = ON')
  const db = drizzle(sqlite) as Db
  timeWriteTransactions(db)
  // A second connection of the same process (a render worker) finds the file migrated.
  if (opts.migrate !== false)
    migrate(db, { migrationsFolder: opts.migrationsDir ?? MIGRATIONS_DIR })
  return db
}

/**
 * Measures each write transaction (BEGIN IMMEDIATE, see IMMEDIATE) from taking the write
 * lock to COMMIT or ROLLBACK: while it runs, every other writer waits.
 */
function timeWriteTransactions(db: Db) {
  const transaction = db.transaction.bind(db)
  db.transaction = ((run, config) => {
    if (config?.behavior !== 'immediate') return transaction(run, config)
    const started = performance.now()
    let outcome = 'rollback'
    try {
      const result = transaction(run, config)
      outcome = 'commit'
      return result
    } finally {
      metrics().writeTransactions.observe({ outcome }, secondsSince(started))
    }
  }) as Db['transaction']
}

type GenerationStatements = { dataVersion: Database.Statement; totalChanges: Database.Statement }
const generationStatements = new WeakMap<Database.Database, GenerationStatements>()

function statementsOf(db: Db): GenerationStatements {
  let statements = generationStatements.get(db.$client)
  if (!statements) {
    statements = {
      dataVersion: db.$client.prepare('pragma data_version').pluck(),
      totalChanges: db.$client.prepare('select total_changes()').pluck(),
    }
    generationStatements.set(db.$client, statements)
  }
  return statements
}

/**
 * A value that changes whenever the database's data may have: total_changes() moves with
 * this connection's writes, data_version with other connections' (the seed command, a
 * second process). Caches of what the data shows compare it to know they are current.
 */
export function dataGeneration(db: Db): string {
  const { dataVersion, totalChanges } = statementsOf(db)
  return `${dataVersion.get() as number}:${totalChanges.get() as number}`
}

/**
 * dataGeneration for the thread that answers sockets and holds the process's only
 * writing connection (the server's main thread), read at every cache lookup.
 * total_changes() is read every time: a write of this connection is seen at once. Reading
 * data_version opens a read transaction on the WAL, a real part of a cache hit's work
 * (docs/decisions/0004-page-cache.md), so it is read once per turn of the event loop and
 * read again after the loop's check phase. Another process's write is still seen by every request
 * sent after it committed: such a request is read from its socket in a later turn than
 * any that read the version before the commit. Not for a thread that takes its requests
 * from messages (a render worker), which can take a message posted after a write within
 * one turn.
 */
export function socketThreadGeneration(db: Db): () => string {
  const { dataVersion, totalChanges } = statementsOf(db)
  let version: number | undefined
  const forget = () => {
    version = undefined
  }
  return () => {
    if (version === undefined) {
      version = dataVersion.get() as number
      setImmediate(forget)
    }
    return `${version}:${totalChanges.get() as number}`
  }
}

/**
 * Options for drizzle's `transaction()` on writes: BEGIN IMMEDIATE takes the write lock
 * up front, so concurrent writers wait on busy_timeout instead of failing halfway with
 * SQLITE_BUSY.
 */
export const IMMEDIATE = { behavior: 'immediate' } as const
