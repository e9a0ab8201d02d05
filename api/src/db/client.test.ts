import Database from 'better-sqlite3'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brands } from './schema'
import { buildBrand } from '../seed/factories'
import { dataGeneration, openDatabase } from './client'

describe('dataGeneration', () => {
  it('moves with writes of this connection and of another one, never with reads', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'generation-')), 'db.sqlite')
    const db = openDatabase(file)
    const start = dataGeneration(db)
    db.select().from(brands).all()
    expect(dataGeneration(db)).toBe(start)

    db.insert(brands)
      .values(buildBrand({ key: 'one' }))
      .run()
    const afterOwn = dataGeneration(db)
    expect(afterOwn).not.toBe(start)

    // Another process (the seed command) writing to the same file.
    const other = new Database(file)
    other.prepare("update brands set name = 'Renamed' where key = 'one'").run()
    other.close()
    expect(dataGeneration(db)).not.toBe(afterOwn)
    db.$client.close()
  })
})
