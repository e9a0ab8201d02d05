import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'

const dir = mkdtempSync(join(tmpdir(), 'dealership-migrate-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const migrate = (env: Record<string, string>) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'migrate.ts')],
    {
      env: { ...process.env, ...env },
    },
  )

describe('npm run db:migrate', () => {
  it('creates and migrates a new database, and is a no-op the second time', async () => {
    const file = join(dir, 'fresh.sqlite')
    const first = await migrate({ DATABASE_URL: file })
    expect(first.stdout).toMatch(/schema up to date \(\d+ migrations\)/)
    const db = new Database(file, { readonly: true })
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all()
    db.close()
    expect(tables.map((t) => (t as { name: string }).name)).toEqual(
      expect.arrayContaining(['cars', 'brands', 'staff', 'audit_log']),
    )
    const second = await migrate({ DATABASE_URL: file })
    expect(second.stdout).toBe(first.stdout)
  })

  it('fails with the configuration message on a bad setting', async () => {
    await expect(
      migrate({ DATABASE_URL: join(dir, 'x.sqlite'), PORT: 'eighty' }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/PORT/),
    })
  })
})
