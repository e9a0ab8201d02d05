// /readyz's checks against real failures, as root would meet them too (permissions
// would not stop root): the database file replaced by something that is not a database,
// the uploads folder replaced by a file, a disk floor above what is free, a migration
// the database lacks, and shutting down.
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { statfsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, openDatabase } from '../db/client'
import { Readiness } from './readiness'

const dir = mkdtempSync(join(tmpdir(), 'dealership-readyz-'))
const databaseFile = join(dir, 'db.sqlite')
const uploadsDir = join(dir, 'uploads')
mkdirSync(uploadsDir)
const db = openDatabase(databaseFile)
db.$client.pragma('wal_checkpoint(TRUNCATE)')

afterAll(() => {
  db.$client.close()
  rmSync(dir, { recursive: true, force: true })
})

const readiness = (overrides: Partial<ConstructorParameters<typeof Readiness>[0]> = {}) =>
  new Readiness({
    databaseFile,
    migrationsDir: MIGRATIONS_DIR,
    uploadsDir,
    minFreeDiskMb: 1,
    ...overrides,
  })

describe('readiness', () => {
  it('is ready with a migrated database, writable uploads and disk to spare', async () => {
    const res = await readiness().response()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ready: true })
  })

  it('is not ready while the database file is not a database, and ready once it is back', async () => {
    const r = readiness()
    const kept = join(dir, 'kept.sqlite')
    copyFileSync(databaseFile, kept)
    writeFileSync(databaseFile, 'this is not a database, but it is readable '.repeat(100))
    try {
      const res = await r.response()
      expect(res.status).toBe(503)
      const body = (await res.json()) as { reasons: Record<string, string> }
      expect(Object.keys(body.reasons)).toEqual(['database'])
      expect(body.reasons.database).toMatch(/not a database/)
      expect(body.reasons.database).not.toContain(dir)
    } finally {
      copyFileSync(kept, databaseFile)
    }
    expect((await r.response()).status).toBe(200)
  })

  it('is not ready when the database is gone (a folder in its place)', async () => {
    const r = readiness()
    const aside = join(dir, 'aside.sqlite')
    renameSync(databaseFile, aside)
    mkdirSync(databaseFile)
    try {
      expect((await r.check()).ready).toBe(false)
      expect(await r.check()).toMatchObject({ reasons: { database: expect.any(String) } })
    } finally {
      rmSync(databaseFile, { recursive: true })
      renameSync(aside, databaseFile)
    }
    expect(await r.check()).toEqual({ ready: true })
  })

  it('is not ready while uploads cannot be written (a file where the folder was)', async () => {
    const r = readiness()
    const aside = join(dir, 'uploads-aside')
    renameSync(uploadsDir, aside)
    writeFileSync(uploadsDir, 'a file, so nothing can be written under it')
    try {
      const report = await r.check()
      expect(report).toEqual({ ready: false, reasons: { uploads: 'not writable: ENOTDIR' } })
    } finally {
      rmSync(uploadsDir)
      renameSync(aside, uploadsDir)
    }
    expect(await r.check()).toEqual({ ready: true })
  })

  it('is not ready below the free disk floor', async () => {
    const s = statfsSync(uploadsDir)
    const freeMb = (s.bavail * s.bsize) / 1024 / 1024
    const report = await readiness({ minFreeDiskMb: Math.ceil(freeMb * 2) + 1 }).check()
    expect(report).toMatchObject({
      ready: false,
      reasons: { disk: expect.stringMatching(/MB free, below the floor/) },
    })
    expect(await readiness({ minFreeDiskMb: 1 }).check()).toEqual({ ready: true })
  })

  it('is not ready when a migration is missing from the database', async () => {
    const migrationsDir = join(dir, 'newer-migrations')
    mkdirSync(join(migrationsDir, 'meta'), { recursive: true })
    writeFileSync(
      join(migrationsDir, 'meta', '_journal.json'),
      JSON.stringify({ entries: [{ idx: 0, when: Date.now() + 86_400_000, tag: '9999_future' }] }),
    )
    expect(await readiness({ migrationsDir }).check()).toEqual({
      ready: false,
      reasons: { migrations: 'the newest migration has not been applied' },
    })
  })

  it('turns not ready at once when drained for shutdown', async () => {
    const r = readiness()
    r.drain()
    const res = await r.response()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      ready: false,
      reasons: { shutdown: 'the server is stopping' },
    })
  })
})
