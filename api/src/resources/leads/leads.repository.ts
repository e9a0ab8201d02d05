// The rows of the five lead forms: one read by id, a new one stored with its reference
// and its mail; and an import order as its customer follows it.
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  LEAD_REFERENCE_PREFIXES,
  type FormLeadKind,
  type ImportStage,
  type ImportTracking,
} from '../../contract'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { insertWithReference } from '../../db/references'
import { importRequests, leadEvents, leadTables } from './leads.table'
import type { Env } from '../../config/env'
import type { LeadRow } from './leads.mail'
import { mailQueued } from '../../mail/outbox'
import { queueLeadMail } from './leads.mail'
import type { BuyerIdentity } from '../account/account.contract'
import { confirmedBySession } from '../account/account.confirm'

type LeadTables = typeof leadTables
export type LeadTable = LeadTables[FormLeadKind]
/** A new lead of the kind as its form gives it: every field but its reference. */
export type NewLead<K extends FormLeadKind> = Omit<LeadTables[K]['$inferInsert'], 'reference'>
export type StoredLead<K extends FormLeadKind> = LeadTables[K]['$inferSelect']

/** One lead of `table` by id. */
export function findLeadRow<T extends LeadTable>(
  db: Queryable,
  table: T,
  id: string,
): T['$inferSelect'] | undefined {
  const t = table as LeadTable
  return db.select().from(t).where(eq(t.id, id)).get() as T['$inferSelect'] | undefined
}

/**
 * Stores a new lead of `kind` under a fresh reference of its kind (MSG-7KQ3XM) and queues
 * its mail in one transaction, so a lead is never stored without its alert; then wakes
 * the mail worker. `values` gives its fields inside that transaction (a sell request
 * claims its held photos there; throwing stores nothing). `signedIn` is the buyer whose
 * live session the request carried: a lead sent under their own address has it confirmed.
 */
export function storeLead<K extends FormLeadKind>(
  db: Db,
  env: Env,
  {
    kind,
    values,
    signedIn,
  }: { kind: K; values: (tx: Queryable) => NewLead<K>; signedIn?: BuyerIdentity },
): StoredLead<K> {
  const table = leadTables[kind] as LeadTable
  const row = db.transaction((tx) => {
    const fields = values(tx)
    const addressConfirmedAt = confirmedBySession(signedIn, fields.email)
    const stored = insertWithReference(LEAD_REFERENCE_PREFIXES[kind], (reference) =>
      tx
        .insert(table)
        .values({ ...fields, reference, addressConfirmedAt } as never)
        .returning()
        .get(),
    ) as LeadRow
    queueLeadMail(tx, env, { kind, lead: stored })
    return stored
  }, IMMEDIATE)
  mailQueued()
  return row as StoredLead<K>
}

/** The import order whose private link carries `token`. */
export function importOrderByToken(db: Queryable, token: string) {
  return db.select().from(importRequests).where(eq(importRequests.trackingToken, token)).get()
}

/** An import order as its customer follows it: nothing personal, only the order. */
export function importTracking(
  db: Queryable,
  order: typeof importRequests.$inferSelect,
): ImportTracking {
  return {
    reference: order.reference,
    carMake: order.carMake,
    carModel: order.carModel,
    carYear: order.carYear,
    stage: order.stage,
    cancelReason: order.cancelReason,
    createdAt: order.createdAt,
    history: [{ stage: 'received', at: order.createdAt }, ...stageHistory(db, order.id)],
  }
}

/** The stages an import order has reached after `received`, each with when, in order. */
export function stageHistory(db: Queryable, orderId: string): { stage: ImportStage; at: string }[] {
  return db
    .select({ stage: leadEvents.after, at: leadEvents.at })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, orderId), eq(leadEvents.type, 'stage')))
    .orderBy(asc(leadEvents.at), sql`rowid`)
    .all()
    .map((e) => ({ stage: e.stage as ImportStage, at: e.at }))
}
