// The lead inbox's rows: the `leads` view over the five lead tables, one lead read whole
// with its timeline, moved along (status, assignee, follow-up, an import order's stage)
// and annotated, each change a timeline entry; and who leads can be given to.
import { asc, eq, sql } from 'drizzle-orm'
import {
  CONTACTED_STATUSES,
  roleCan,
  type ImportStage,
  type LeadEventType,
  type LeadKind,
  type LeadStatus,
} from '../../contract'
import type { Queryable } from '../../db/client'
import { type contactMessages, importRequests, leadEvents, leadTables, leads } from './leads.table'
import { findCarTitle } from '../cars/car-title'
import { withIds } from '../records'
import { reservationLead } from '../reservations/reservations.repository'
import { reservations } from '../reservations/reservations.table'
import { activeStaff, getStaff } from '../staff/staff.repository'

export type LeadRow = typeof leads.$inferSelect

export function findLead(db: Queryable, id: string): LeadRow | undefined {
  return db.select().from(leads).where(eq(leads.id, id)).get()
}

/** A lead's own fields: its form's row, or what a reservation tells of its buyer (no token). */
function kindDetails(db: Queryable, lead: LeadRow) {
  if (lead.kind === 'reservation') return reservationLead(db, lead.id)
  const table = leadTables[lead.kind]
  return {
    details: db.select().from(table).where(eq(table.id, lead.id)).get() ?? {},
    payment: null,
  }
}

/**
 * The whole lead: the inbox row, its kind's fields, its car and its timeline (staff's
 * notes and changes; a reservation's payment events stay on the reservation's page, which
 * `reservation` sums up and links to); null if none.
 */
export function leadDetail(db: Queryable, id: string) {
  const lead = findLead(db, id)
  if (!lead) return null
  const { details, payment } = kindDetails(db, lead) ?? { details: {}, payment: null }
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
    reservation: payment,
    events: events.map(withIds),
  }
}

/** Active staff who work leads (their role may edit them): who a lead can be given to. */
export function leadWorkers(db: Queryable) {
  return activeStaff(db).filter((s) => roleCan(s.role, 'leads', 'edit'))
}

export function isLeadWorker(db: Queryable, staffId: string): boolean {
  const person = getStaff(db, staffId)
  return !!person && person.active && roleCan(person.role, 'leads', 'edit')
}

/** Who made a timeline entry, as it keeps them: their id and name (else their email). */
export type LeadActor = { actorId: string; actorName: string }

export function leadActor(db: Queryable, me: { id: string; email: string }): LeadActor {
  const name = getStaff(db, me.id)?.displayName
  return { actorId: me.id, actorName: name || me.email }
}

/** What staff change on a lead; a field left out stays as it is. */
export type LeadChange = {
  status?: LeadStatus
  assigneeId?: string | null
  nextFollowUp?: string | null
  /** Import orders only (the route checks): the stage, and why it was cancelled. */
  stage?: ImportStage | null
  cancelReason?: string | null
}

/**
 * An import order moved to `next`: what to store, and the timeline entry (a cancellation
 * carries its reason, which the customer sees). Null when the stage stays as it is.
 */
function stageChange(
  tx: Queryable,
  id: string,
  { next, reason }: { next: ImportStage; reason: string | null },
) {
  const order = tx
    .select({ stage: importRequests.stage, cancelReason: importRequests.cancelReason })
    .from(importRequests)
    .where(eq(importRequests.id, id))
    .get()
  if (!order || order.stage === next) return null
  const cancelReason = next === 'cancelled' ? reason : null
  return {
    before: order,
    set: { stage: next, cancelReason },
    event: { type: 'stage' as const, before: order.stage, after: next, note: cancelReason },
  }
}

/** Staff's side of a lead (status, assignee, follow-up, first contact), as its row stores it. */
type Work = Partial<
  Pick<
    typeof contactMessages.$inferInsert,
    'status' | 'assigneeId' | 'nextFollowUp' | 'firstContactAt'
  >
>

/** Writes staff's side of the lead `id` of `kind`: a reservation keeps its status as `lead_status`. */
function writeWork(tx: Queryable, { kind, id }: { kind: LeadKind; id: string }, work: Work) {
  if (kind === 'reservation') {
    const { status, ...rest } = work
    tx.update(reservations)
      .set({ ...rest, ...(status ? { leadStatus: status } : {}) })
      .where(eq(reservations.id, id))
      .run()
    return
  }
  const table = leadTables[kind]
  tx.update(table).set(work).where(eq(table.id, id)).run()
}

/**
 * Applies `change` to the lead `before` (call inside the write's transaction): its row,
 * and one timeline entry per field that changed. Answers the lead before and after, as
 * the audit log keeps them (an order's stage included); nothing changed, nothing written.
 */
export function updateLead(
  tx: Queryable,
  before: LeadRow,
  { change, actor }: { change: LeadChange; actor: LeadActor },
) {
  const id = before.id
  const changes: {
    type: LeadEventType
    before: string | null
    after: string | null
    note?: string | null
  }[] = []
  const set: Work = {}
  if (change.status !== undefined && change.status !== before.status) {
    set.status = change.status
    changes.push({ type: 'status', before: before.status, after: change.status })
    if (!before.firstContactAt && CONTACTED_STATUSES.includes(change.status)) {
      set.firstContactAt = new Date().toISOString()
    }
  }
  if (change.assigneeId !== undefined && change.assigneeId !== before.assigneeId) {
    set.assigneeId = change.assigneeId
    changes.push({ type: 'assignee', before: before.assigneeId, after: change.assigneeId })
  }
  if (change.nextFollowUp !== undefined && change.nextFollowUp !== before.nextFollowUp) {
    set.nextFollowUp = change.nextFollowUp
    changes.push({ type: 'follow-up', before: before.nextFollowUp, after: change.nextFollowUp })
  }
  const stage = change.stage
    ? stageChange(tx, id, { next: change.stage, reason: change.cancelReason ?? null })
    : null
  if (stage) changes.push(stage.event)
  // Nothing changed: nothing written, and no entry (an update that changed nothing).
  if (!changes.length) return { before, after: before }
  if (Object.keys(set).length) writeWork(tx, before, set)
  if (stage) tx.update(importRequests).set(stage.set).where(eq(importRequests.id, id)).run()
  for (const entry of changes) {
    tx.insert(leadEvents)
      .values({ leadId: id, ...entry, ...actor })
      .run()
  }
  const after = findLead(tx, id) ?? null
  return {
    before: stage ? { ...before, ...stage.before } : before,
    after: after && stage ? { ...after, ...stage.set } : after,
  }
}

/** A note on the lead's timeline; answers the entry. */
export function addLeadNote(
  tx: Queryable,
  leadId: string,
  { note, actor }: { note: string; actor: LeadActor },
) {
  return tx
    .insert(leadEvents)
    .values({ leadId, type: 'note', note, ...actor })
    .returning()
    .get()
}
