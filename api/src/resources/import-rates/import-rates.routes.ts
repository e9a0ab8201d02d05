// The dated import rates. Anyone reads them (the landed-cost estimator shows them); staff
// whose role allows change them, and every change is audited.
import { Hono } from 'hono'
import { importRatesInput, NO_IMPORT_RATES_MESSAGE, todayInNairobi } from '../../contract'
import { calendarDate } from '../../contract/schemas'
import { importRates } from './import-rates.table'
import { httpError, jsonBody } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, idsWhere, pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { auditedWrite } from '../audited-write'
import { findOr404 } from '../../http/errors'
import { nowIso } from '../../db/schema/util'
import type { RouteDeps } from '../route-deps'
import {
  deleteRatesUnlessLast,
  findRates,
  insertRates,
  ratesInForce,
  toRates,
  updateRates,
} from './import-rates.repository'

export const RATES_NOT_FOUND = 'Import rates not found'
export const RATES_DATE_TAKEN = 'Rates with this effective date already exist'
export const LAST_RATES_MESSAGE = 'Keep at least one set of import rates'

const RATES_SORTABLE = {
  id: importRates.id,
  effectiveDate: importRates.effectiveDate,
  createdAt: importRates.createdAt,
} as const

export function importRatesRoutes({ db }: RouteDeps) {
  const find = (id: string) => findOr404(findRates(db, id), RATES_NOT_FOUND)
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
        const rows = pagedRows(c, db, {
          table: importRates,
          resource: 'import-rates',
          list,
          where,
          orderBy: {
            sortable: RATES_SORTABLE,
            fallback: { field: 'effectiveDate', order: 'desc' },
          },
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
        const { after: saved } = write(() =>
          auditedWrite(c, { db, resource: 'import-rates', action: 'create' }, (tx) => {
            const after = toRates(insertRates(tx, data))
            return { recordId: after.id, before: null, after }
          }),
        )
        return c.json(saved, 201)
      })
      .put('/:id', jsonBody(importRatesInput), (c) => {
        const current = find(c.req.param('id'))
        const data = c.req.valid('json')
        const { after: saved } = write(() =>
          auditedWrite(c, { db, resource: 'import-rates', action: 'update' }, (tx) => {
            const row = updateRates(tx, current.id, { ...data, updatedAt: nowIso() })
            return {
              recordId: current.id,
              before: toRates(current),
              after: toRates(row ?? current),
            }
          }),
        )
        return c.json(saved)
      })
      .delete('/:id', (c) => {
        const current = find(c.req.param('id'))
        const before = toRates(current)
        auditedWrite(c, { db, resource: 'import-rates', action: 'delete' }, (tx) => {
          if (!deleteRatesUnlessLast(tx, current.id)) throw httpError(409, LAST_RATES_MESSAGE)
          return { recordId: current.id, before, after: null }
        })
        return c.json(before)
      })
  )
}

/** What this file serves: /api/import-rates. */
export const routes = { 'import-rates': importRatesRoutes }
