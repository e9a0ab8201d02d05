// The one lead inbox: every kind of lead (the `leads` view over the five lead tables),
// listed, read whole with its timeline, moved along (status, assignee, follow-up) and
// annotated. Staff only (admin and sales); every change is in the audit log.
import { asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  ASSIGNEE_NOT_STAFF_MESSAGE,
  CANCEL_REASON_MESSAGE,
  STAGE_NOT_IMPORT_MESSAGE,
  type ImportStage,
  CONTACTED_STATUSES,
  LEAD_KINDS,
  LEAD_STATUSES,
  leadNoteInput,
  nairobiDayStart,
  leadUpdateInput,
  roleCan,
  type LeadEventType,
  type LeadKind,
} from '../../contract'
import type { Db, Queryable } from '../../db/client'
import {
  type contactMessages,
  importRequests,
  leadEvents,
  leadTables,
  leads,
  staff,
} from '../../db/schema'
import { jsonBody, validationError } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, containsText, idsWhere, pagedRows, sortBy } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { findCarTitle } from '../cars/car-title'
import { leadStats } from './lead-stats'
import { withIds } from '../records'
import { auditedWrite, filterText, findOr404, nowIso, type RouteDeps } from '../plumbing'

const NOT_FOUND = 'Not found'

/** A filter value that is one of `allowed`, or a list of them (react-admin sends either). */
function oneOrMany<T extends string>(v: unknown, allowed: readonly T[]): T[] | undefined {
  const values = (Array.isArray(v) ? v : [v]).filter((x): x is T => allowed.includes(x as T))
  return values.length ? values : undefined
}

function listWhere(filter: Record<string, unknown>): SQL | undefined {
  const kinds = oneOrMany(filter.kind, LEAD_KINDS)
  const statuses = oneOrMany(filter.status, LEAD_STATUSES)
  const assignee = filterText(filter.assigneeId)
  const carId = filterText(filter.carId)
  // Days as Nairobi sees them; `to` is inclusive: before the next day starts.
  const from = nairobiDayStart(filterText(filter.createdAt_gte) ?? '')
  const to = nairobiDayStart(filterText(filter.createdAt_lte) ?? '', 1)
  return allOf([
    idsWhere(idFilter(filter), leads.id),
    kinds && inArray(leads.kind, kinds),
    statuses && inArray(leads.status, statuses),
    // `none`: nobody has it yet.
    assignee && (assignee === 'none' ? isNull(leads.assigneeId) : eq(leads.assigneeId, assignee)),
    carId && eq(leads.carId, carId),
    from && gte(leads.createdAt, from),
    to && lt(leads.createdAt, to),
    containsText(filterText(filter.q), leads.name, leads.email, leads.phone, leads.reference),
  ])
}

const SORTABLE = {
  createdAt: leads.createdAt,
  name: leads.name,
  kind: leads.kind,
  status: leads.status,
  nextFollowUp: leads.nextFollowUp,
}

export function findLead(db: Queryable, id: string) {
  return db.select().from(leads).where(eq(leads.id, id)).get()
}

const leadOr404 = (db: Queryable, id: string) => findOr404(findLead(db, id), NOT_FOUND)

/** The whole lead: the inbox row, its kind's fields, its car and its timeline. */
function leadDetail(db: Db, id: string) {
  const lead = leadOr404(db, id)
  const table = leadTables[lead.kind as LeadKind]
  const details = db.select().from(table).where(eq(table.id, id)).get() ?? {}
  const car = lead.carId ? findCarTitle(db, lead.carId) : null
  const events = db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    // Written in one transaction, events share a time: then in the order written.
    .orderBy(asc(leadEvents.at), sql`rowid`)
    .all()
  // An import order's stage, top level so the console's form edits it like the status.
  const order =
    lead.kind === 'import'
      ? (details as { stage: ImportStage; cancelReason: string | null; trackingToken: string })
      : null
  return {
    ...withIds(lead),
    details,
    car,
    stage: order?.stage ?? null,
    cancelReason: order?.cancelReason ?? null,
    trackingToken: order?.trackingToken ?? null,
    events: events.map(withIds),
  }
}

/**
 * An import order moved to `next`: what to store, and the timeline entry (a cancellation
 * carries its reason, which the customer sees). Null when the stage stays as it is.
 */
function stageChange(
  tx: Queryable,
  lead: { id: string; kind: string },
  next: ImportStage,
  reason: string | null | undefined,
) {
  if (lead.kind !== 'import') throw validationError({ stage: STAGE_NOT_IMPORT_MESSAGE })
  if (next === 'cancelled' && !reason)
    throw validationError({ cancelReason: CANCEL_REASON_MESSAGE })
  const order = tx
    .select({ stage: importRequests.stage, cancelReason: importRequests.cancelReason })
    .from(importRequests)
    .where(eq(importRequests.id, lead.id))
    .get()
  if (!order || order.stage === next) return null
  const cancelReason = next === 'cancelled' ? (reason ?? null) : null
  return {
    before: order,
    set: { stage: next, cancelReason },
    event: { type: 'stage' as const, before: order.stage, after: next, note: cancelReason },
  }
}

/** Who a staff member is on a timeline: their name, else their email. */
function actorOf(c: Context<ApiEnv>, db: Queryable) {
  const me = c.get('staff')
  if (!me) throw new Error(`No staff member behind ${c.req.method} ${c.req.path}`)
  const row = db.select({ name: staff.displayName }).from(staff).where(eq(staff.id, me.id)).get()
  return { actorId: me.id, actorName: row?.name || me.email }
}

export function leadInboxRoutes({ db }: RouteDeps) {
  return (
    new Hono<ApiEnv>()
      .get('/', (c) => {
        const list = parseListParams(c, { maxPerPage: 100 })
        const where = listWhere(list.filter)
        const orderBy = sortBy(list, SORTABLE, { field: 'createdAt', order: 'desc' }, leads.id)
        const rows = pagedRows(c, db, { table: leads, resource: 'leads', list, where, orderBy })
        return c.json(rows.map(withIds))
      })
      .get('/stats', (c) => c.json(leadStats(db)))
      // Who a lead can be given to: active staff who work leads (sales may not list staff).
      .get('/assignees', (c) => {
        const rows = db
          .select({
            id: staff.id,
            email: staff.email,
            displayName: staff.displayName,
            role: staff.role,
          })
          .from(staff)
          .where(eq(staff.active, true))
          .orderBy(asc(staff.displayName), asc(staff.email))
          .all()
          .filter((s) => roleCan(s.role, 'leads', 'edit'))
        return c.json(rows.map((s) => ({ id: s.id, name: s.displayName || s.email })))
      })
      .get('/:id', (c) => c.json(leadDetail(db, c.req.param('id'))))
      .put('/:id', jsonBody(leadUpdateInput), (c) => {
        const id = c.req.param('id')
        const input = c.req.valid('json')
        if (input.assigneeId) {
          const person = db.select().from(staff).where(eq(staff.id, input.assigneeId)).get()
          if (!person || !person.active || !roleCan(person.role, 'leads', 'edit')) {
            throw validationError({ assigneeId: ASSIGNEE_NOT_STAFF_MESSAGE })
          }
        }
        auditedWrite(c, db, 'leads', 'update', (tx) => {
          const before = leadOr404(tx, id)
          const table = leadTables[before.kind as LeadKind]
          const changes: {
            type: LeadEventType
            before: string | null
            after: string | null
            note?: string | null
          }[] = []
          const set: Partial<typeof contactMessages.$inferInsert> = {}
          if (input.status !== undefined && input.status !== before.status) {
            set.status = input.status
            changes.push({ type: 'status', before: before.status, after: input.status })
            if (!before.firstContactAt && CONTACTED_STATUSES.includes(input.status)) {
              set.firstContactAt = nowIso()
            }
          }
          if (input.assigneeId !== undefined && input.assigneeId !== before.assigneeId) {
            set.assigneeId = input.assigneeId
            changes.push({ type: 'assignee', before: before.assigneeId, after: input.assigneeId })
          }
          if (input.nextFollowUp !== undefined && input.nextFollowUp !== before.nextFollowUp) {
            set.nextFollowUp = input.nextFollowUp
            changes.push({
              type: 'follow-up',
              before: before.nextFollowUp,
              after: input.nextFollowUp,
            })
          }
          const stage = input.stage
            ? stageChange(tx, before, input.stage, input.cancelReason)
            : null
          if (stage) changes.push(stage.event)
          // Nothing changed: nothing written, and no entry (an update that changed nothing).
          if (!changes.length) return { recordId: id, before, after: before }
          if (Object.keys(set).length) tx.update(table).set(set).where(eq(table.id, id)).run()
          if (stage) {
            tx.update(importRequests).set(stage.set).where(eq(importRequests.id, id)).run()
          }
          const actor = actorOf(c, tx)
          for (const change of changes) {
            tx.insert(leadEvents)
              .values({ leadId: id, ...change, ...actor })
              .run()
          }
          const after = findLead(tx, id) ?? null
          return {
            recordId: id,
            before: stage ? { ...before, ...stage.before } : before,
            after: after && stage ? { ...after, ...stage.set } : after,
          }
        })
        return c.json(leadDetail(db, id))
      })
      .post('/:id/notes', jsonBody(leadNoteInput), (c) => {
        const id = c.req.param('id')
        const { note } = c.req.valid('json')
        const { event } = auditedWrite(c, db, 'lead-notes', 'create', (tx) => {
          leadOr404(tx, id)
          const row = tx
            .insert(leadEvents)
            .values({ leadId: id, type: 'note', note, ...actorOf(c, tx) })
            .returning()
            .get()
          return { recordId: row.id, before: null, after: { leadId: id, note }, event: row }
        })
        return c.json(withIds(event), 201)
      })
  )
}
