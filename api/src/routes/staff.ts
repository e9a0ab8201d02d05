// Staff management (admins only, enforced by access control): add by email, change role
// or name, deactivate and reactivate. Every change lands in the audit log.
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { staffCreateInput, staffUpdateInput, type StaffCreated } from '../contract'
import { staff } from '../db/schema'
import { httpError, jsonBody } from '../http/errors'
import { idFilter, parseListParams } from '../http/list-query'
import { allOf, containsText, idsWhere, pagedRows, sortBy } from '../http/simple-rest'
import type { ApiEnv } from '../http/types'
import { addStaff, getStaff, StaffConflict, toStaff, updateStaff } from '../staff'
import { audit, filterBool, filterText, type RouteDeps } from './deps'

export const STAFF_NOT_FOUND = 'Staff member not found'

const SORTABLE = {
  email: staff.email,
  displayName: sql`${staff.displayName} collate nocase`,
  role: staff.role,
  active: staff.active,
  createdAt: staff.createdAt,
} as const

export function staffRoutes({ db, auth }: RouteDeps) {
  const findOr404 = (id: string) => {
    const row = getStaff(db, id)
    if (!row) throw httpError(404, STAFF_NOT_FOUND)
    return row
  }
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
      const orderBy = sortBy(list, SORTABLE, { field: 'email', order: 'asc' }, staff.id, {
        tieAscending: true,
      })
      const rows = pagedRows(c, db, { table: staff, resource: 'staff', list, where, orderBy })
      return c.json(rows.map(toStaff))
    })
    .get('/:id', (c) => c.json(toStaff(findOr404(c.req.param('id')))))
    .post('/', jsonBody(staffCreateInput), async (c) => {
      const input = c.req.valid('json')
      const actor = c.get('staff')
      const { row, account } = await addStaff(db, auth, input, actor?.email ?? null).catch(conflict)
      audit(c, db, {
        action: 'create',
        resource: 'staff',
        recordId: row.id,
        before: null,
        after: row,
      })
      const body: StaffCreated = {
        ...toStaff(row),
        temporaryPassword: account.temporaryPassword,
        passwordResetLink: account.passwordResetLink,
      }
      return c.json(body, 201)
    })
    .put('/:id', jsonBody(staffUpdateInput), async (c) => {
      const id = c.req.param('id')
      findOr404(id)
      const row = await updateStaff(db, auth, id, c.req.valid('json'), (tx, before, after) =>
        audit(c, tx, { action: 'update', resource: 'staff', recordId: id, before, after }),
      ).catch(conflict)
      return c.json(toStaff(row ?? findOr404(id)))
    })
}
