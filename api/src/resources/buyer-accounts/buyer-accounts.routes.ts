// Buyers' portal accounts for staff: whether a lead's buyer has signed in, and when
// (`GET /api/buyer-accounts?email=`, roles that work leads); an admin ends a buyer's
// sessions (`DELETE /api/buyer-accounts/:id/sessions`, audited).
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, idsWhere, pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import type { Queryable } from '../../db/client'
import { endBuyerSessions, liveSessionCount } from '../account/account.repository'
import { auditedWrite } from '../audited-write'
import { filterText } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'
import { rowsById } from '../rows'
import { BUYER_ACCOUNT_NOT_FOUND, type BuyerAccount } from './buyer-accounts.contract'
import { buyerAccounts } from './buyer-accounts.table'

type Row = typeof buyerAccounts.$inferSelect
const findAccount = rowsById(buyerAccounts, buyerAccounts.id).find

const toRecord = (db: Queryable, row: Row): BuyerAccount => ({
  ...row,
  _id: row.id,
  activeSessions: liveSessionCount(db, row.email),
})

export function buyerAccountRoutes({ db }: RouteDeps) {
  const find = (id: string) => findOr404(findAccount(db, id), BUYER_ACCOUNT_NOT_FOUND)
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      // ?email= (a lead page asks about its buyer) or react-admin's filter={"email":…}.
      const email = filterText(c.req.query('email') ?? list.filter.email)?.toLowerCase()
      const where = allOf([
        idsWhere(idFilter(list.filter), buyerAccounts.id),
        email && eq(buyerAccounts.email, email),
      ])
      const sortable = {
        lastSignedInAt: buyerAccounts.lastSignedInAt,
        firstSignedInAt: buyerAccounts.firstSignedInAt,
        email: buyerAccounts.email,
      }
      const rows = pagedRows(c, db, {
        table: buyerAccounts,
        resource: 'buyer-accounts',
        list,
        where,
        orderBy: {
          sortable,
          fallback: { field: 'lastSignedInAt', order: 'desc' },
        },
      })
      return c.json(rows.map((row) => toRecord(db, row)))
    })
    .get('/:id', (c) => c.json(toRecord(db, find(c.req.param('id')))))
    .delete('/:id/sessions', (c) => {
      const row = find(c.req.param('id'))
      auditedWrite(c, { db, resource: 'buyer-accounts', action: 'update' }, (tx) => {
        const before = toRecord(tx, row)
        endBuyerSessions(tx, row.email)
        return { recordId: row.id, before, after: toRecord(tx, row) }
      })
      return c.json(toRecord(db, row))
    })
}

/** What this file serves: /api/buyer-accounts. */
export const routes = { 'buyer-accounts': buyerAccountRoutes }
