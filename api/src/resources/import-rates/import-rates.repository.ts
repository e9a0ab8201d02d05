// The dated import rates, with the estimate an import request keeps.
import { desc, lte } from 'drizzle-orm'
import {
  landedCost,
  todayInNairobi,
  type ImportCostEstimate,
  type ImportRates,
  type LandedCostInput,
} from '../../contract'
import type { Queryable } from '../../db/client'
import { importRates } from './import-rates.table'
import { rowsById } from '../rows'

type RatesRow = typeof importRates.$inferSelect

export const toRates = (row: RatesRow): ImportRates => ({ ...row, _id: row.id })

/** The rates in force on a day: the row with the latest effective date not after it. */
export function ratesInForce(db: Queryable, day: string): ImportRates | null {
  const row = db
    .select()
    .from(importRates)
    .where(lte(importRates.effectiveDate, day))
    .orderBy(desc(importRates.effectiveDate))
    .limit(1)
    .get()
  return row ? toRates(row) : null
}

/**
 * A visitor's estimate as an import request keeps it: worked out with the rates in force
 * on `day` (today in Nairobi), or null when there is none or no rates are set.
 */
export function costEstimateFor(
  db: Queryable,
  estimate: LandedCostInput | null,
  day: string = todayInNairobi(),
): ImportCostEstimate | null {
  const rates = estimate ? ratesInForce(db, day) : null
  if (!estimate || !rates) return null
  const estimateYear = Number(day.slice(0, 4))
  return {
    ...estimate,
    ratesDate: rates.effectiveDate,
    estimateYear,
    result: landedCost(estimate, rates, estimateYear),
  }
}

const rates = rowsById(importRates, importRates.id)
export const findRates = rates.find
export const insertRates = rates.insert
export const updateRates = rates.update

/** Removes a set of rates unless it is the last one; answers whether it did. */
export function deleteRatesUnlessLast(db: Queryable, id: string): boolean {
  const rows = db.select({ id: importRates.id }).from(importRates).limit(2).all()
  if (rows.length < 2) return false
  rates.remove(db, id)
  return true
}
