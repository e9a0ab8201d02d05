// Data migrations against a database as it was before them: the committed migrations up
// to the one under test, rows written the old way, then the one under test (and, where
// later ones leave its columns alone, the rest).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, getTableColumns } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, openDatabase } from './client'
import { brands } from '../resources/brands/brands.table'
import { cars } from '../resources/cars/cars.table'
import { buildBrand, buildCar } from '../seed/factories'

const dir = mkdtempSync(join(tmpdir(), 'migrations-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Journal = { entries: { tag: string }[] }

/**
 * The committed migrations up to the one tagged `tag`, that one included or not: a folder
 * of their own for drizzle's migrator.
 */
function migrationsUpTo(tag: string, { including }: { including: boolean }) {
  const folder = join(dir, `${including ? 'through' : 'before'}-${tag}`)
  cpSync(MIGRATIONS_DIR, folder, { recursive: true })
  const journalFile = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal
  const at = journal.entries.findIndex((e) => e.tag === tag)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, including ? at + 1 : at)
  writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}

/** A database migrated up to, but not including, the migration tagged `tag`. */
function databaseBefore(tag: string) {
  const file = join(dir, `${tag}.sqlite`)
  return {
    file,
    db: openDatabase(file, { migrationsDir: migrationsUpTo(tag, { including: false }) }),
  }
}

/**
 * A car written as the database then was: only the columns its cars table had (columns
 * added by later migrations are left out), each value as drizzle stores it.
 */
function insertOldCar(db: ReturnType<typeof openDatabase>, values: Record<string, unknown>) {
  const present = new Set(
    db.$client.prepare(`select name from pragma_table_info('cars')`).pluck().all(),
  )
  const row = Object.entries(getTableColumns(cars)).flatMap(([key, column]) => {
    if (!present.has(column.name)) return []
    const value = values[key] ?? column.defaultFn?.()
    return value === undefined ? [] : [[column.name, column.mapToDriverValue(value)] as const]
  })
  const names = row.map(([name]) => `"${name}"`).join(', ')
  const marks = row.map(() => '?').join(', ')
  return db.$client
    .prepare(`insert into cars (${names}) values (${marks}) returning id`)
    .pluck()
    .get(...row.map(([, value]) => value)) as string
}

describe('0018_car_choice_spellings', () => {
  it('stores fuel, condition, drivetrain and gearbox as the lists spell them', () => {
    const { file, db } = databaseBefore('0018_car_choice_spellings')
    const brand = db.insert(brands).values(buildBrand()).returning().get()
    const legacy = [
      { fuel: 'petrol', condition: 'new', drivetrain: 'awd', transmission: 'automatic' },
      {
        fuel: ' Diesel ',
        condition: 'certified pre-owned',
        drivetrain: '4wd ',
        transmission: 'MANUAL',
      },
      { fuel: 'ELECTRIC', condition: 'USED', drivetrain: 'rwd', transmission: '8-speed PDK' },
      // Not on any list: left for staff to choose.
      { fuel: 'Gasoline', condition: 'Demo', drivetrain: 'Part-time 4x4', transmission: 'CVT' },
      { fuel: 'Hybrid', condition: null, drivetrain: null, transmission: 'Automatic' },
    ]
    const ids = legacy.map((spelling) => {
      const { isFeatured: _f, ...car } = buildCar({ brand: brand.key })
      return insertOldCar(db, { ...car, ...spelling })
    })
    db.$client.close()

    // Through this migration only: 0029_car_gearbox moves the named gearboxes left here.
    const migrated = openDatabase(file, {
      migrationsDir: migrationsUpTo('0018_car_choice_spellings', { including: true }),
    })
    const read = (id: string) =>
      migrated
        .select({
          fuel: cars.fuel,
          condition: cars.condition,
          drivetrain: cars.drivetrain,
          transmission: cars.transmission,
        })
        .from(cars)
        .where(eq(cars.id, id))
        .get()
    expect(ids.map(read)).toEqual([
      { fuel: 'Petrol', condition: 'New', drivetrain: 'AWD', transmission: 'Automatic' },
      {
        fuel: 'Diesel',
        condition: 'Certified Pre-Owned',
        drivetrain: '4WD',
        transmission: 'Manual',
      },
      { fuel: 'Electric', condition: 'Used', drivetrain: 'RWD', transmission: '8-speed PDK' },
      { fuel: 'Gasoline', condition: 'Demo', drivetrain: 'Part-time 4x4', transmission: 'CVT' },
      { fuel: 'Hybrid', condition: null, drivetrain: null, transmission: 'Automatic' },
    ])
    migrated.$client.close()
  })
})

describe('0029_car_gearbox', () => {
  it('moves a gearbox named as the transmission to its own field, and keeps the kind', () => {
    const { file, db } = databaseBefore('0029_car_gearbox')
    const brand = db.insert(brands).values(buildBrand()).returning().get()
    const legacy = [
      'Automatic',
      'Manual',
      '8-speed PDK dual-clutch',
      ' 6-speed manual ',
      'CVT',
      'Single-speed automatic',
    ]
    const ids = legacy.map((transmission) => {
      const { isFeatured: _f, gearbox: _g, ...car } = buildCar({ brand: brand.key })
      return insertOldCar(db, { ...car, transmission })
    })
    db.$client.close()

    const migrated = openDatabase(file)
    const read = (id: string) =>
      migrated
        .select({ transmission: cars.transmission, gearbox: cars.gearbox })
        .from(cars)
        .where(eq(cars.id, id))
        .get()
    expect(ids.map(read)).toEqual([
      { transmission: 'Automatic', gearbox: null },
      { transmission: 'Manual', gearbox: null },
      { transmission: 'Automatic', gearbox: '8-speed PDK dual-clutch' },
      { transmission: 'Manual', gearbox: '6-speed manual' },
      { transmission: 'Automatic', gearbox: 'CVT' },
      { transmission: 'Automatic', gearbox: 'Single-speed automatic' },
    ])
    migrated.$client.close()
  })
})
