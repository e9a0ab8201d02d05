// Opens the SQLite file with the pragmas the app relies on and runs migrations.
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { metrics, secondsSince } from '../ops/metrics'
import { installPageGeneration } from './page-generation'

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
  if (opts.migrate !== false) {
    migrate(db, { migrationsFolder: opts.migrationsDir ?? MIGRATIONS_DIR })
    installPageGeneration(sqlite)
  }
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

/**
 * Options for drizzle's `transaction()` on writes: BEGIN IMMEDIATE takes the write lock
 * up front, so concurrent writers wait on busy_timeout instead of failing halfway with
 * SQLITE_BUSY.
 */
export const IMMEDIATE = { behavior: 'immediate' } as const
