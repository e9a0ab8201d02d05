// The figures behind the buyer tools: the finance calculator's settings (one record) and
// the dated import rates. Anyone reads them (the public calculators show them); staff
// whose role allows change them, and every change is audited.
import { desc, eq, lte } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  FINANCE_SETTINGS_DEFAULTS,
  FINANCE_SETTINGS_ID,
  financeSettingsInput,
  importRatesInput,
  NO_IMPORT_RATES_MESSAGE,
  landedCost,
  todayInNairobi,
  type FinanceSettings,
  type ImportCostEstimate,
  type LandedCostInput,
  type ImportRates,
} from '../contract'
import { IMMEDIATE, type Queryable } from '../db/client'
import { financeSettings, importRates } from '../db/schema'
import { httpError, jsonBody } from '../http/errors'
import { idFilter, parseListParams } from '../http/list-query'
import { allOf, findOr404, idsWhere, pagedRows, sortBy } from '../http/simple-rest'
import type { ApiEnv } from '../http/types'
import { audit, nowIso, type RouteDeps } from './deps'
import { oneRecordRoutes } from './one-record'
import { calendarDate } from '../contract/schemas'

export const RATES_NOT_FOUND = 'Import rates not found'
export const RATES_DATE_TAKEN = 'Rates with this effective date already exist'
export const LAST_RATES_MESSAGE = 'Keep at least one set of import rates'

type SettingsRow = typeof financeSettings.$inferSelect
type RatesRow = typeof importRates.$inferSelect

const toSettings = (row: SettingsRow): FinanceSettings => ({ ...row, _id: row.id })
const toRates = (row: RatesRow): ImportRates => ({ ...row, _id: row.id })

/** The calculator's stored settings, or the defaults when none were ever written. */
export function currentFinanceSettings(db: Queryable): FinanceSettings {
  return toSettings(
    db.select().from(financeSettings).where(eq(financeSettings.id, FINANCE_SETTINGS_ID)).get() ?? {
      id: FINANCE_SETTINGS_ID,
      ...FINANCE_SETTINGS_DEFAULTS,
      updatedAt: new Date(0).toISOString(),
    },
  )
}

export function financeSettingsRoutes({ db }: RouteDeps) {
  return oneRecordRoutes(db, {
    resource: 'finance-settings',
    id: FINANCE_SETTINGS_ID,
    input: financeSettingsInput,
    current: currentFinanceSettings,
    save: (tx, values) =>
      toSettings(
        tx
          .insert(financeSettings)
          .values({ id: FINANCE_SETTINGS_ID, ...values })
          .onConflictDoUpdate({ target: financeSettings.id, set: values })
          .returning()
          .get(),
      ),
  })
}

const RATES_SORTABLE = {
  id: importRates.id,
  effectiveDate: importRates.effectiveDate,
  createdAt: importRates.createdAt,
} as const

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

export function importRatesRoutes({ db }: RouteDeps) {
  const find = (id: string) =>
    findOr404(db, importRates, importRates.id, id, RATES_NOT_FOUND) as RatesRow
  const dateTaken = () =>
    httpError(409, RATES_DATE_TAKEN, { errors: { effectiveDate: RATES_DATE_TAKEN } })
  const write = <T>(run: () => T): T => {
    try {
      return run()
    } catch (err) {
      if (String(err).includes('UNIQUE')) throw dateTaken()
      throw err
    }
  }

  return (
    new Hono<ApiEnv>()
      .get('/', (c) => {
        const list = parseListParams(c, { maxPerPage: 100 })
        const where = allOf([idsWhere(idFilter(list.filter), importRates.id)])
        const orderBy = sortBy(
          list,
          RATES_SORTABLE,
          { field: 'effectiveDate', order: 'desc' },
          importRates.id,
        )
        const rows = pagedRows(c, db, {
          table: importRates,
          resource: 'import-rates',
          list,
          where,
          orderBy,
        })
        return c.json(rows.map(toRates))
      })
      // The rates in force today in Nairobi, or on ?date=YYYY-MM-DD.
      .get('/current', (c) => {
        const asked = c.req.query('date')
        const day =
          asked && calendarDate('Date').safeParse(asked).success ? asked : todayInNairobi()
        const rates = ratesInForce(db, day)
        if (!rates) throw httpError(404, NO_IMPORT_RATES_MESSAGE)
        return c.json(rates)
      })
      .get('/:id', (c) => c.json(toRates(find(c.req.param('id')))))
      .post('/', jsonBody(importRatesInput), (c) => {
        const data = c.req.valid('json')
        const saved = write(() =>
          db.transaction((tx) => {
            const after = toRates(tx.insert(importRates).values(data).returning().get())
            audit(c, tx, {
              action: 'create',
              resource: 'import-rates',
              recordId: after.id,
              before: null,
              after,
            })
            return after
          }, IMMEDIATE),
        )
        return c.json(saved, 201)
      })
      .put('/:id', jsonBody(importRatesInput), (c) => {
        const current = find(c.req.param('id'))
        const data = c.req.valid('json')
        const saved = write(() =>
          db.transaction((tx) => {
            const row = tx
              .update(importRates)
              .set({ ...data, updatedAt: nowIso() })
              .where(eq(importRates.id, current.id))
              .returning()
              .get()
            const [before, after] = [toRates(current), toRates(row ?? current)]
            audit(c, tx, {
              action: 'update',
              resource: 'import-rates',
              recordId: current.id,
              before,
              after,
            })
            return after
          }, IMMEDIATE),
        )
        return c.json(saved)
      })
      .delete('/:id', (c) => {
        const current = find(c.req.param('id'))
        const before = toRates(current)
        db.transaction((tx) => {
          const rows = tx.select({ id: importRates.id }).from(importRates).limit(2).all()
          if (rows.length < 2) throw httpError(409, LAST_RATES_MESSAGE)
          tx.delete(importRates).where(eq(importRates.id, current.id)).run()
          audit(c, tx, {
            action: 'delete',
            resource: 'import-rates',
            recordId: current.id,
            before,
            after: null,
          })
        }, IMMEDIATE)
        return c.json(before)
      })
  )
}
