import Database from 'better-sqlite3'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brands } from '../resources/brands/brands.table'
import { buildBrand } from '../seed/factories'
import { dataGeneration, openDatabase, socketThreadGeneration } from './client'

/** A new database with one brand, and a write to it by another connection. */
function databaseWithAnotherWriter() {
  const file = join(mkdtempSync(join(tmpdir(), 'generation-')), 'db.sqlite')
  const db = openDatabase(file)
  db.insert(brands)
    .values(buildBrand({ key: 'one' }))
    .run()
  // Another process (the seed command) writing to the same file.
  const otherWrite = () => {
    const other = new Database(file)
    other.prepare("update brands set name = name || '!' where key = 'one'").run()
    other.close()
  }
  return { db, otherWrite }
}

describe('dataGeneration', () => {
  it('moves with writes of this connection and of another one, never with reads', () => {
    const { db, otherWrite } = databaseWithAnotherWriter()
    const start = dataGeneration(db)
    db.select().from(brands).all()
    expect(dataGeneration(db)).toBe(start)

    db.insert(brands)
      .values(buildBrand({ key: 'two' }))
      .run()
    const afterOwn = dataGeneration(db)
    expect(afterOwn).not.toBe(start)

    otherWrite()
    expect(dataGeneration(db)).not.toBe(afterOwn)
    db.$client.close()
  })
})

describe('socketThreadGeneration', () => {
  it("sees this connection's writes at once, another's from the loop's next turn", async () => {
    const { db, otherWrite } = databaseWithAnotherWriter()
    const generation = socketThreadGeneration(db)
    const start = generation()
    db.select().from(brands).all()
    expect(generation()).toBe(start)

    db.insert(brands)
      .values(buildBrand({ key: 'two' }))
      .run()
    const afterOwn = generation()
    expect(afterOwn).not.toBe(start)

    // Within the turn that read it, the other connections' version stands...
    otherWrite()
    expect(generation()).toBe(afterOwn)
    // ...and the next turn reads it again.
    await new Promise((resolve) => setImmediate(resolve))
    expect(generation()).not.toBe(afterOwn)
    expect(generation()).toBe(dataGeneration(db))
    db.$client.close()
  })

  it("answers a request sent after another process's write with the new generation", async () => {
    const { db, otherWrite } = databaseWithAnotherWriter()
    const generation = socketThreadGeneration(db)
    const server = createServer((_req, res) => res.end(generation()))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      const before = await (await fetch(url)).text()
      expect(await (await fetch(url)).text()).toBe(before)
      otherWrite()
      expect(await (await fetch(url)).text()).not.toBe(before)
    } finally {
      server.close()
      db.$client.close()
    }
  })
})
