// The page generation: a number that moves with every write to a table the public pages
// (and the public API reads the page cache keeps) may show, and with no other write. The
// page cache and the listing's own caches compare it to know they are current
// (docs/decisions/0025-page-generation.md).
//
// SQLite keeps the count: every table not named in PAGE_BLIND_TABLES gets triggers that
// add one to `page_generation.n` after each row it inserts, updates or deletes, whichever
// connection or process writes it. The triggers are written again at every migration
// from the list and the tables there are, so a table added later counts from the start.
import type Database from 'better-sqlite3'

/** A drizzle database on better-sqlite3 (client.ts's Db), by the one part read here. */
type Db = { $client: Database.Database }

/**
 * Tables that no public page and no public API read shows, so a write to one of them
 * alone leaves every cached page as it is. `tests/e2e/start/page-blind-tables.spec.ts`
 * holds it: a server on a copy of the database without these tables gives every public
 * answer byte for byte as one with them. A table missing from here counts, which is
 * never wrong, only slower.
 */
export const PAGE_BLIND_TABLES: readonly string[] = [
  // Leads, their history and the mail that answers them.
  'car_enquiries',
  'contact_messages',
  'import_requests',
  'lead_events',
  'sell_requests',
  'test_drives',
  'held_photos',
  'chat_clicks',
  'outbox',
  // Buyers' accounts, sessions and sign-in.
  'account_saved_cars',
  'address_confirmations',
  'buyer_accounts',
  'buyer_sessions',
  'saved_searches',
  'sign_in_links',
  'signed_out_cookies',
  // A reservation's history and the refused attempts staff count (a car's own state,
  // reserved or being paid for, is on the car).
  'reservation_events',
  'reservation_refusals',
  // Staff and what they did.
  'staff',
  'audit_log',
  // The migrations' own record, and the counter itself.
  '__drizzle_migrations',
  'page_generation',
]

const TRIGGER_PREFIX = 'page_generation_'
const WRITES = ['insert', 'update', 'delete'] as const

/**
 * Creates the counter and writes the triggers again from PAGE_BLIND_TABLES and the tables
 * the database has, in one transaction: run after the migrations.
 */
export function installPageGeneration(sqlite: Database.Database): void {
  sqlite.transaction(() => {
    sqlite.exec(
      'create table if not exists page_generation (id integer primary key check (id = 1), n integer not null);' +
        'insert or ignore into page_generation (id, n) values (1, 0);',
    )
    const triggers = sqlite
      .prepare(`select name from sqlite_master where type = 'trigger' and name like ?`)
      .pluck()
      .all(`${TRIGGER_PREFIX}%`) as string[]
    for (const name of triggers) sqlite.exec(`drop trigger "${name}"`)
    const tables = sqlite
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
      )
      .pluck()
      .all() as string[]
    for (const table of tables.filter((t) => !PAGE_BLIND_TABLES.includes(t))) {
      for (const write of WRITES) {
        sqlite.exec(
          `create trigger "${TRIGGER_PREFIX}${table}_${write}" after ${write} on "${table}" ` +
            'begin update page_generation set n = n + 1 where id = 1; end',
        )
      }
    }
  })()
}

type Statements = { count: Database.Statement; totalChanges: Database.Statement }
const statements = new WeakMap<Database.Database, Statements>()

function statementsOf(db: Db): Statements {
  let made = statements.get(db.$client)
  if (!made) {
    made = {
      count: db.$client.prepare('select n from page_generation where id = 1').pluck(),
      totalChanges: db.$client.prepare('select total_changes()').pluck(),
    }
    statements.set(db.$client, made)
  }
  return made
}

/** The page generation now, as committed by any connection. */
export function pageGeneration(db: Db): string {
  return String(statementsOf(db).count.get() as number)
}

/**
 * pageGeneration for the thread that answers sockets and holds the process's only
 * writing connection (the server's main thread), read at every cache lookup. Reading the
 * counter opens a read transaction on the WAL, a real part of a cache hit's work
 * (docs/decisions/0004-page-cache.md), so it is read once per turn of the event loop, and
 * again at once when this connection has written since (total_changes(), which costs no
 * transaction, moved). Another process's write is still seen by every request sent after
 * it committed: such a request is read from its socket in a later turn than any that
 * read the counter before the commit. Not for a thread that takes its requests from
 * messages (a render worker), which can take a message posted after a write within one
 * turn.
 */
export function socketThreadPageGeneration(db: Db): () => string {
  const { count, totalChanges } = statementsOf(db)
  let generation: string | undefined
  let changes = -1
  let forgetting = false
  const forget = () => {
    generation = undefined
    forgetting = false
  }
  return () => {
    const now = totalChanges.get() as number
    if (generation === undefined || now !== changes) {
      generation = String(count.get() as number)
      changes = now
      if (!forgetting) {
        forgetting = true
        setImmediate(forget)
      }
    }
    return generation
  }
}
