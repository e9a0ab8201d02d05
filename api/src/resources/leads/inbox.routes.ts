// The one lead inbox: every kind of lead (the `leads` view over the five lead tables),
// listed, read whole with its timeline, moved along (status, assignee, follow-up) and
// annotated. Staff only (admin and sales); every change is in the audit log. A paid
// reservation is a lead too: worked here like any other, its money on its own page.
import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  ASSIGNEE_NOT_STAFF_MESSAGE,
  CANCEL_REASON_MESSAGE,
  isOneOf,
  STAGE_NOT_IMPORT_MESSAGE,
  LEAD_KINDS,
  LEAD_STATUSES,
  leadNoteInput,
  nairobiDayStart,
  leadUpdateInput,
  roleCan,
  type StaffRole,
} from '../../contract'
import type { Queryable } from '../../db/client'
import { leads } from './leads.table'
import { jsonBody, validationError } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, containsText, idsWhere, pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { leadStats } from './lead-stats'
import { withIds } from '../records'
import { auditedWrite, staffOf } from '../audited-write'
import { filterText } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'
import {
  addLeadNote,
  findLead,
  isLeadWorker,
  leadActor,
  leadDetail,
  leadWorkers,
  updateLead,
  type LeadChange,
  type LeadRow,
} from './inbox.repository'

const NOT_FOUND = 'Not found'

/** A filter value that is one of `allowed`, or a list of them (react-admin sends either). */
function oneOrMany<T extends string>(v: unknown, allowed: readonly T[]): T[] | undefined {
  const values = (Array.isArray(v) ? v : [v]).filter((x) => isOneOf(allowed, x))
  return values.length ? values : undefined
}

/**
 * A reservation lead is the reservation's buyer: only roles that may read reservations
 * see it (today every role that works leads does; the role table may change).
 */
const seesReservations = (role: StaffRole) => roleCan(role, 'reservations', 'show')

function listWhere(filter: Record<string, unknown>, role: StaffRole): SQL | undefined {
  const kinds = oneOrMany(filter.kind, LEAD_KINDS)
  const statuses = oneOrMany(filter.status, LEAD_STATUSES)
  const assignee = filterText(filter.assigneeId)
  const carId = filterText(filter.carId)
  // Days as Nairobi sees them; `to` is inclusive: before the next day starts.
  const from = nairobiDayStart(filterText(filter.createdAt_gte) ?? '')
  const to = nairobiDayStart(filterText(filter.createdAt_lte) ?? '', 1)
  // A follow-up due by that day (YYYY-MM-DD), today's and overdue ones.
  const dueBy = filterText(filter.nextFollowUp_lte)
  return allOf([
    idsWhere(idFilter(filter), leads.id),
    !seesReservations(role) && ne(leads.kind, 'reservation'),
    kinds && inArray(leads.kind, kinds),
    statuses && inArray(leads.status, statuses),
    // `none`: nobody has it yet.
    assignee && (assignee === 'none' ? isNull(leads.assigneeId) : eq(leads.assigneeId, assignee)),
    carId && eq(leads.carId, carId),
    from && gte(leads.createdAt, from),
    to && lt(leads.createdAt, to),
    dueBy && and(isNotNull(leads.nextFollowUp), lte(leads.nextFollowUp, dueBy)),
    or(
      containsText(filterText(filter.q), leads.name, leads.email, leads.phone, leads.reference),
      phoneSearch(filterText(filter.q)),
    ),
  ])
}

/** The lead's phone number's digits: spaces, dashes, brackets and the plus taken out. */
const phoneDigits = sql`replace(replace(replace(replace(replace(${leads.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`

/**
 * A search that is a phone number finds it however either side wrote it: 0712 345 678,
 * 254712345678 and +254 712 345 678 are one number. The digits after the 0 or the 254
 * are compared, from four of them (a part of a number finds it too).
 */
function phoneSearch(q: string | undefined): SQL | undefined {
  if (!q || !/^[+\d\s()-]+$/.test(q)) return undefined
  const digits = q.replace(/\D/g, '')
  const local = digits.startsWith('254') ? digits.slice(3) : digits.replace(/^0/, '')
  if (local.length < 4) return undefined
  return sql`${phoneDigits} like ${`%${local}%`}`
}

const SORTABLE = {
  createdAt: leads.createdAt,
  name: leads.name,
  kind: leads.kind,
  status: leads.status,
  nextFollowUp: leads.nextFollowUp,
}

/** An order's stage is set on import requests only, and a cancellation needs its reason. */
function checkStage(lead: LeadRow, change: LeadChange) {
  if (!change.stage) return
  if (lead.kind !== 'import') throw validationError({ stage: STAGE_NOT_IMPORT_MESSAGE })
  if (change.stage === 'cancelled' && !change.cancelReason) {
    throw validationError({ cancelReason: CANCEL_REASON_MESSAGE })
  }
}

/** The lead, when `role` may see it (a reservation's only with reservations). */
function visibleLead(tx: Queryable, id: string, role: StaffRole) {
  const lead = findLead(tx, id)
  return lead && (lead.kind !== 'reservation' || seesReservations(role)) ? lead : undefined
}

export function leadInboxRoutes({ db }: RouteDeps) {
  const leadOr404 = (tx: Queryable, c: Context<ApiEnv>, id: string) =>
    findOr404(visibleLead(tx, id, staffOf(c).role), NOT_FOUND)
  return (
    new Hono<ApiEnv>()
      .get('/', (c) => {
        const list = parseListParams(c, { maxPerPage: 100 })
        const where = listWhere(list.filter, staffOf(c).role)
        const rows = pagedRows(c, db, {
          table: leads,
          resource: 'leads',
          list,
          where,
          orderBy: {
            sortable: SORTABLE,
            fallback: { field: 'createdAt', order: 'desc' },
          },
        })
        return c.json(rows.map(withIds))
      })
      .get('/stats', (c) => c.json(leadStats(db)))
      // Who a lead can be given to: active staff who work leads (sales may not list staff).
      .get('/assignees', (c) =>
        c.json(leadWorkers(db).map((s) => ({ id: s.id, name: s.displayName || s.email }))),
      )
      .get('/:id', (c) => {
        const id = c.req.param('id')
        leadOr404(db, c, id)
        return c.json(findOr404(leadDetail(db, id), NOT_FOUND))
      })
      .put('/:id', jsonBody(leadUpdateInput), (c) => {
        const id = c.req.param('id')
        const change = c.req.valid('json')
        if (change.assigneeId && !isLeadWorker(db, change.assigneeId)) {
          throw validationError({ assigneeId: ASSIGNEE_NOT_STAFF_MESSAGE })
        }
        auditedWrite(c, { db, resource: 'leads', action: 'update' }, (tx) => {
          const before = leadOr404(tx, c, id)
          checkStage(before, change)
          return {
            recordId: id,
            ...updateLead(tx, before, { change, actor: leadActor(tx, staffOf(c)) }),
          }
        })
        return c.json(findOr404(leadDetail(db, id), NOT_FOUND))
      })
      .post('/:id/notes', jsonBody(leadNoteInput), (c) => {
        const id = c.req.param('id')
        const { note } = c.req.valid('json')
        const { event } = auditedWrite(
          c,
          { db, resource: 'lead-notes', action: 'create' },
          (tx) => {
            leadOr404(tx, c, id)
            const row = addLeadNote(tx, id, { note, actor: leadActor(tx, staffOf(c)) })
            // Which note on which lead, not its words: the audit log is kept for good, and a
            // note may name or quote the buyer (erasure deletes the note itself).
            return { recordId: row.id, before: null, after: { leadId: id }, event: row }
          },
        )
        return c.json(withIds(event), 201)
      })
  )
}

/** What this file serves: /api/leads. */
export const routes = { leads: leadInboxRoutes }
