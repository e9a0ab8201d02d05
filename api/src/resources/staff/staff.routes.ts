// Staff management (admins only, enforced by access control): add by email, change role
// or name, deactivate and reactivate. Every change lands in the audit log.
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { staffCreateInput, staffUpdateInput, type StaffCreated } from '../../contract'
import { staff } from './staff.table'
import { httpError, jsonBody } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, containsText, idsWhere, pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import {
  addStaff,
  changeStaff,
  endSessionsIfDeactivated,
  getStaff,
  StaffConflict,
  toStaff,
} from './staff.repository'
import { auditedWrite } from '../audited-write'
import { filterBool, filterText } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'

export const STAFF_NOT_FOUND = 'Staff member not found'

const SORTABLE = {
  email: staff.email,
  displayName: sql`${staff.displayName} collate nocase`,
  role: staff.role,
  active: staff.active,
  createdAt: staff.createdAt,
} as const

export function staffRoutes({ db, auth }: RouteDeps) {
  const find = (id: string) => findOr404(getStaff(db, id), STAFF_NOT_FOUND)
  const conflict = (err: unknown): never => {
    if (err instanceof StaffConflict) throw httpError(409, err.message)
    throw err
  }

  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const f = list.filter
      const role = filterText(f.role)
      const active = filterBool(f.active)
      const where = allOf([
        idsWhere(idFilter(f), staff.id, staff.uid),
        containsText(filterText(f.q), staff.email, staff.displayName),
        role && sql`${staff.role} = ${role}`,
        active !== undefined && eq(staff.active, active),
      ])
      const rows = pagedRows(c, db, {
        table: staff,
        resource: 'staff',
        list,
        where,
        orderBy: {
          sortable: SORTABLE,
          fallback: { field: 'email', order: 'asc' },
          tieAscending: true,
        },
      })
      return c.json(rows.map(toStaff))
    })
    .get('/:id', (c) => c.json(toStaff(find(c.req.param('id')))))
    .post('/', jsonBody(staffCreateInput), async (c) => {
      const input = c.req.valid('json')
      const actor = c.get('staff')
      const { row, account } = await addStaff(db, auth, {
        input,
        addedBy: actor?.email ?? null,
      }).catch(conflict)
      // The account exists by now (Firebase is not in the transaction): the entry follows.
      auditedWrite(c, { db, resource: 'staff', action: 'create' }, () => ({
        recordId: row.id,
        before: null,
        after: row,
      }))
      const body: StaffCreated = {
        ...toStaff(row),
        temporaryPassword: account.temporaryPassword,
        passwordResetLink: account.passwordResetLink,
      }
      return c.json(body, 201)
    })
    .put('/:id', jsonBody(staffUpdateInput), async (c) => {
      const id = c.req.param('id')
      const data = c.req.valid('json')
      let change
      try {
        change = auditedWrite(c, { db, resource: 'staff', action: 'update' }, (tx) => {
          const before = findOr404(getStaff(tx, id), STAFF_NOT_FOUND)
          return { recordId: id, before, after: changeStaff(tx, before, data) }
        })
      } catch (err) {
        return conflict(err)
      }
      await endSessionsIfDeactivated(auth, change.before, change.after)
      return c.json(toStaff(change.after))
    })
}

/** What this file serves: /api/staff. */
export const routes = { staff: staffRoutes }
