// `npm run db:backup`: an online copy of a database that another process keeps writing to.
import Database from 'better-sqlite3'
import { spawn, spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { BackupError, backupDatabase, backupFileName } from '../db/backup'
import { openDatabase } from '../db/client'

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = resolve(API_DIR, '../node_modules/tsx/dist/cli.mjs')
const dir = mkdtempSync(join(tmpdir(), 'backup-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const SEEDED = 5_000

/** A WAL database with a ledger: every transaction adds one row and bumps the total. */
function ledgerDb(name: string): string {
  const file = join(dir, name)
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.exec(`create table entries (id integer primary key, payload text not null);
           create index entries_payload on entries (payload);
           create table total (n integer not null); insert into total values (0);`)
  const add = db.prepare('insert into entries (payload) values (?)')
  db.transaction(() => {
    for (let i = 0; i < SEEDED; i++) add.run(`seed-${i}-${'x'.repeat(200)}`)
    db.prepare('update total set n = ?').run(SEEDED)
  })()
  db.close()
  return file
}

// Another process, like the running server: writes ledger transactions until stdin closes.
const WRITER = `
const Database = require('better-sqlite3')
const db = new Database(process.argv[1])
db.pragma('busy_timeout = 5000')
const add = db.prepare('insert into entries (payload) values (?)')
const bump = db.prepare('update total set n = n + 1')
const write = db.transaction((i) => { add.run('live-' + i + '-' + 'y'.repeat(200)); bump.run() })
let i = 0, stop = false
process.stdin.on('end', () => { stop = true }).resume()
const loop = () => {
  if (stop) { db.close(); process.stdout.write('wrote ' + i + '\\n'); return }
  for (let k = 0; k < 20; k++) write(i++)
  if (i === 20) process.stdout.write('started\\n')
  setImmediate(loop)
}
loop()
`

function startWriter(file: string) {
  const child = spawn(process.execPath, ['-e', WRITER, file], { cwd: API_DIR })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (out += d.toString()))
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => out.includes('started') && resolve())
    child.on('exit', (code) => reject(new Error(`writer exited (${code}): ${out}`)))
  })
  const stop = () =>
    new Promise<number>((resolve, reject) => {
      child.on('exit', (code) => {
        const m = /wrote (\d+)/.exec(out)
        if (code === 0 && m) resolve(Number(m[1]))
        else reject(new Error(`writer failed (${code}): ${out}`))
      })
      child.stdin.end()
    })
  return { started, stop }
}

function readLedger(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      journal: db.pragma('journal_mode', { simple: true }),
      rows: (db.prepare('select count(*) as n from entries').get() as { n: number }).n,
      total: (db.prepare('select n from total').get() as { n: number }).n,
    }
  } finally {
    db.close()
  }
}

describe('backupDatabase', () => {
  it('copies a database that another process is writing to, consistently', async () => {
    const source = ledgerDb('busy.sqlite')
    const writer = startWriter(source)
    await writer.started
    const copies: string[] = []
    let written = 0
    try {
      for (let n = 0; n < 3; n++) {
        const result = await backupDatabase(source, join(dir, 'busy-copies', `copy-${n}.sqlite`))
        expect(result.file).toBe(join(dir, 'busy-copies', `copy-${n}.sqlite`))
        expect(result.bytes).toBeGreaterThan(SEEDED * 200)
        copies.push(result.file)
      }
    } finally {
      written = await writer.stop()
    }
    expect(written).toBeGreaterThan(0)
    const last = readLedger(source)
    expect(last.rows).toBe(SEEDED + written)

    for (const file of copies) {
      const copy = readLedger(file)
      expect(copy.integrity).toBe('ok')
      // One self-contained file, not a WAL database missing its -wal.
      expect(copy.journal).toBe('delete')
      // Every seeded row, and whole transactions only: the rows match the running total.
      expect(copy.rows).toBeGreaterThanOrEqual(SEEDED)
      expect(copy.rows).toBe(copy.total)
      expect(copy.rows).toBeLessThanOrEqual(last.rows)
    }
    // Nothing but the finished copies is left in the folder.
    expect(readdirSync(join(dir, 'busy-copies')).sort()).toEqual([
      'copy-0.sqlite',
      'copy-1.sqlite',
      'copy-2.sqlite',
    ])
  }, 60_000)

  it("copies the app's own database with its tables", async () => {
    const file = join(dir, 'app.sqlite')
    openDatabase(file).$client.close()
    const { file: copy } = await backupDatabase(file, join(dir, 'app-copy.sqlite'))
    const db = new Database(copy, { readonly: true })
    const tables = db
      .prepare("select name from sqlite_master where type = 'table'")
      .all()
      .map((r) => (r as { name: string }).name)
    db.close()
    expect(tables).toEqual(expect.arrayContaining(['cars', 'brands', 'staff', 'audit_log']))
  })

  it('refuses a missing database, an existing or unwritable target and a damaged copy', async () => {
    const source = ledgerDb('plain.sqlite')
    await expect(backupDatabase(join(dir, 'nope.sqlite'), join(dir, 'x.sqlite'))).rejects.toThrow(
      /No database at .*nope\.sqlite/,
    )
    await expect(backupDatabase(source, source)).rejects.toThrow(BackupError)

    writeFileSync(join(dir, 'taken.sqlite'), 'an earlier backup')
    await expect(backupDatabase(source, join(dir, 'taken.sqlite'))).rejects.toThrow(
      /already exists/,
    )

    // A file where the folder should be: the target cannot be written.
    writeFileSync(join(dir, 'not-a-dir'), '')
    await expect(backupDatabase(source, join(dir, 'not-a-dir', 'x.sqlite'))).rejects.toThrow(
      /Cannot write the backup to .*not-a-dir/,
    )

    await expect(backupDatabase(join(dir, 'taken.sqlite'), join(dir, 'y.sqlite'))).rejects.toThrow(
      /Cannot open the database/,
    )

    // Damage a page in the middle of the file: the copy carries it and fails the check.
    const damaged = ledgerDb('damaged.sqlite')
    const fd = openSync(damaged, 'r+')
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 20)
    closeSync(fd)
    mkdirSync(join(dir, 'damaged-copies'))
    await expect(backupDatabase(damaged, join(dir, 'damaged-copies', 'z.sqlite'))).rejects.toThrow(
      /integrity_check|damaged/,
    )
    expect(readdirSync(join(dir, 'damaged-copies'))).toEqual([])
  })

  it('names backups by UTC time', () => {
    expect(backupFileName(new Date('2025-01-31T17:45:02.123Z'))).toBe(
      'dealership-20250131T174502Z.sqlite',
    )
  })
})

describe('db:backup command', () => {
  function backupCli(args: string[], env: Record<string, string>) {
    const res = spawnSync(process.execPath, [TSX, 'src/cli/backup.ts', ...args], {
      cwd: API_DIR,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    })
    return { code: res.status, out: `${res.stdout}${res.stderr}` }
  }

  it('writes a checked copy relative to where npm was run, and fails clearly', () => {
    const source = ledgerDb('cli.sqlite')
    const cwd = join(dir, 'user-cwd')
    mkdirSync(join(cwd, 'backups'), { recursive: true })

    const named = backupCli(['nightly.sqlite'], { DATABASE_URL: source, INIT_CWD: cwd })
    expect(named.code, named.out).toBe(0)
    expect(named.out).toContain(`Backup:   ${join(cwd, 'nightly.sqlite')}`)
    expect(named.out).toMatch(/Size: +[\d.]+ (KB|MB)/)
    expect(named.out).toContain('integrity_check: ok')
    expect(readLedger(join(cwd, 'nightly.sqlite'))).toMatchObject({ integrity: 'ok', rows: SEEDED })

    // A directory gets the default, time-stamped name inside.
    const inDir = backupCli(['backups'], { DATABASE_URL: source, INIT_CWD: cwd })
    expect(inDir.code, inDir.out).toBe(0)
    expect(readdirSync(join(cwd, 'backups'))).toEqual([
      expect.stringMatching(/^dealership-\d{8}T\d{6}Z\.sqlite$/),
    ])

    const missing = backupCli(['x.sqlite'], {
      DATABASE_URL: join(dir, 'missing.sqlite'),
      INIT_CWD: cwd,
    })
    expect(missing.code).toBe(1)
    expect(missing.out).toMatch(/No database at .*missing\.sqlite/)
    expect(existsSync(join(cwd, 'x.sqlite'))).toBe(false)

    const again = backupCli(['nightly.sqlite'], { DATABASE_URL: source, INIT_CWD: cwd })
    expect(again.code).toBe(1)
    expect(again.out).toContain('already exists')

    const bad = backupCli(['--force'], { DATABASE_URL: source, INIT_CWD: cwd })
    expect(bad.code).toBe(1)
    expect(bad.out).toContain('Usage: npm run db:backup')
  }, 60_000)
})
