// A signed-in buyer's saved cars: the device's saved-cars cookie merged in at sign-in,
// and each Save and Remove while signed in. At most ACCOUNT_SAVED_MAX, like the cookie;
// a merge keeps the account's cars and adds the device's until the list is full.
import { and, count, eq, inArray } from 'drizzle-orm'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { cars } from '../cars/cars.table'
import { ACCOUNT_SAVED_MAX } from './account.contract'
import { accountSavedCars } from './account.table'

const savedIds = (db: Queryable, email: string) =>
  db
    .select({ carId: accountSavedCars.carId })
    .from(accountSavedCars)
    .where(eq(accountSavedCars.email, email))
    .all()
    .map((r) => r.carId)

/** Adds the listed cars not saved yet, in their order, while there is room. */
export function mergeSavedCars(db: Db, email: string, carIds: readonly string[]) {
  const now = new Date()
  db.transaction((tx) => {
    const saved = new Set(savedIds(tx, email))
    const wanted = [...new Set(carIds)].filter((id) => !saved.has(id))
    if (wanted.length === 0) return
    const listed = new Set(
      tx
        .select({ id: cars.id })
        .from(cars)
        .where(inArray(cars.id, wanted))
        .all()
        .map((r) => r.id),
    )
    const added = wanted
      .filter((id) => listed.has(id))
      .slice(0, Math.max(0, ACCOUNT_SAVED_MAX - saved.size))
    if (added.length === 0) return
    // One millisecond apart: the cookie's order stays the account's.
    const at = now.getTime()
    tx.insert(accountSavedCars)
      .values(added.map((carId, i) => ({ email, carId, savedAt: new Date(at + i).toISOString() })))
      .run()
  }, IMMEDIATE)
}

export type SaveOutcome = 'saved' | 'no-car' | 'full'

/** Saves one car (already saved: nothing changes). */
export function saveCar(db: Db, email: string, carId: string): SaveOutcome {
  const now = new Date()
  return db.transaction((tx) => {
    if (!tx.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).get()) return 'no-car'
    const mine = and(eq(accountSavedCars.email, email), eq(accountSavedCars.carId, carId))
    if (tx.select().from(accountSavedCars).where(mine).get()) return 'saved'
    const held =
      tx
        .select({ n: count() })
        .from(accountSavedCars)
        .where(eq(accountSavedCars.email, email))
        .get()?.n ?? 0
    if (held >= ACCOUNT_SAVED_MAX) return 'full'
    tx.insert(accountSavedCars).values({ email, carId, savedAt: now.toISOString() }).run()
    return 'saved'
  }, IMMEDIATE)
}

export function unsaveCar(db: Queryable, email: string, carId: string): void {
  db.delete(accountSavedCars)
    .where(and(eq(accountSavedCars.email, email), eq(accountSavedCars.carId, carId)))
    .run()
}
