// The `npm run db:seed` command, run as a child process like npm runs it.
import Database from 'better-sqlite3'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = resolve(API_DIR, '../node_modules/tsx/dist/cli.mjs')
const dir = mkdtempSync(join(tmpdir(), 'seed-cli-'))
const dbFile = join(dir, 'cli.sqlite')

function seedCli(...args: string[]) {
  const res = spawnSync(process.execPath, [TSX, 'src/seed/cli.ts', ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: dbFile, UPLOADS_DIR: join(dir, 'uploads') },
  })
  return { code: res.status, out: `${res.stdout}${res.stderr}` }
}

function counts() {
  const db = new Database(dbFile, { readonly: true })
  try {
    const n = (table: string) =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
    return { brands: n('brands'), cars: n('cars'), blogs: n('blogs') }
  } finally {
    db.close()
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('db:seed command', () => {
  it('seeds an empty database, then adds bench cars, then refuses to seed twice', () => {
    const first = seedCli('--cars', '300')
    expect(first.code, first.out).toBe(0)
    expect(first.out).toContain('Seeded 10 brands, 50 cars')
    expect(first.out).toContain('300 / 300 cars')
    expect(counts()).toEqual({ brands: 10, cars: 350, blogs: 8 })

    const again = seedCli()
    expect(again.code, again.out).toBe(0)
    expect(again.out).toContain('nothing seeded')
    expect(counts().cars).toBe(350)
  }, 120_000)

  it('--reset replaces everything with the demo data', () => {
    const res = seedCli('--reset')
    expect(res.code, res.out).toBe(0)
    expect(res.out).toContain('--reset')
    expect(counts()).toEqual({ brands: 10, cars: 50, blogs: 8 })
  }, 120_000)

  it('rejects unknown flags and bad counts with the usage text', () => {
    for (const args of [['--bogus'], ['--cars', 'many'], ['--cars', '0']]) {
      const res = seedCli(...args)
      expect(res.code).toBe(1)
      expect(res.out).toContain('Usage: npm run db:seed')
    }
    expect(counts().cars).toBe(50)
  }, 120_000)
})
