import Database from 'better-sqlite3'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brands } from '../resources/brands/brands.table'
import { buildBrand } from '../seed/factories'
import { openDatabase } from './client'
import {
  installPageGeneration,
  PAGE_BLIND_TABLES,
  pageGeneration,
  socketThreadPageGeneration,
} from './page-generation'

/** A new database with one brand, and a write to it by another connection. */
function databaseWithAnotherWriter() {
  const file = join(mkdtempSync(join(tmpdir(), 'page-generation-')), 'db.sqlite')
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

describe('pageGeneration', () => {
  it('moves with writes of this connection and of another one, never with reads', () => {
    const { db, otherWrite } = databaseWithAnotherWriter()
    const start = pageGeneration(db)
    db.select().from(brands).all()
    expect(pageGeneration(db)).toBe(start)

    db.insert(brands)
      .values(buildBrand({ key: 'two' }))
      .run()
    const afterOwn = pageGeneration(db)
    expect(afterOwn).not.toBe(start)

    otherWrite()
    expect(pageGeneration(db)).not.toBe(afterOwn)
    db.$client.close()
  })
})

describe('the tables it counts', () => {
  it('moves with each insert, update and delete of a table pages show', () => {
    const { db } = databaseWithAnotherWriter()
    const seen = [pageGeneration(db)]
    db.insert(brands)
      .values(buildBrand({ key: 'three' }))
      .run()
    seen.push(pageGeneration(db))
    db.$client.prepare("update brands set name = 'Tri' where key = 'three'").run()
    seen.push(pageGeneration(db))
    db.$client.prepare("delete from brands where key = 'three'").run()
    seen.push(pageGeneration(db))
    expect(new Set(seen).size).toBe(4)
    db.$client.close()
  })

  it('stays with a write to a table no page shows', () => {
    const { db } = databaseWithAnotherWriter()
    const start = pageGeneration(db)
    db.$client
      .prepare(
        "insert into reservation_refusals (day, reason, count) values ('2026-12-04', 'phone-daily-cap', 1)",
      )
      .run()
    db.$client.prepare('update reservation_refusals set count = count + 1').run()
    db.$client.prepare('delete from reservation_refusals').run()
    expect(pageGeneration(db)).toBe(start)
    db.$client.close()
  })

  it('has its three triggers on every table but the blind ones, a table added later too', () => {
    const { db } = databaseWithAnotherWriter()
    const sqlite = db.$client
    const triggered = () =>
      sqlite
        .prepare(
          "select tbl_name from sqlite_master where type = 'trigger' and name like 'page_generation_%'",
        )
        .pluck()
        .all() as string[]
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[]
    const counted = tables.filter((t) => !PAGE_BLIND_TABLES.includes(t))
    expect(counted).toEqual(expect.arrayContaining(['cars', 'brands', 'blogs', 'reservations']))
    expect(triggered().sort()).toEqual(counted.flatMap((t) => [t, t, t]).sort())
    for (const blind of PAGE_BLIND_TABLES) expect(tables, blind).toContain(blind)

    sqlite.exec('create table later_things (id integer primary key)')
    installPageGeneration(sqlite)
    expect(triggered().filter((t) => t === 'later_things')).toHaveLength(3)
    const before = pageGeneration(db)
    sqlite.prepare('insert into later_things (id) values (1)').run()
    expect(pageGeneration(db)).not.toBe(before)
    // Installed again, it keeps its count.
    const now = pageGeneration(db)
    installPageGeneration(sqlite)
    expect(pageGeneration(db)).toBe(now)
    sqlite.close()
  })
})

describe('socketThreadPageGeneration', () => {
  it("sees this connection's writes at once, another's from the loop's next turn", async () => {
    const { db, otherWrite } = databaseWithAnotherWriter()
    const generation = socketThreadPageGeneration(db)
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
    expect(generation()).toBe(pageGeneration(db))
    db.$client.close()
  })

  it("answers a request sent after another process's write with the new generation", async () => {
    const { db, otherWrite } = databaseWithAnotherWriter()
    const generation = socketThreadPageGeneration(db)
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
