// Queues a new lead's messages in the outbox, inside the lead's own transaction: the lead
// and its mail are stored together or not at all, whatever the mail server is doing.
import { EventEmitter } from 'node:events'
import type { FormLeadKind } from '../contract'
import type { Queryable } from '../db/client'
import { sql } from 'drizzle-orm'
import { outbox } from '../resources/outbox/outbox.table'
import { findCarTitle } from '../resources/cars/car-title'
import type { Env } from '../config/env'
import { confirmationAllowed, recipientKey } from './confirmations'
import { customerConfirmation, leadAlert, type LeadCar, type LeadRow } from './messages'
import { dealerInfo } from '../contract/dealer'
import { currentDealerSettings } from '../resources/dealer-settings/dealer-settings.repository'
import { issueAddressToken } from '../resources/account/account.confirm'

/**
 * Tells the mail worker (in this process) that a message is waiting. One per process,
 * even when the API is loaded twice (development reloads it through Vite).
 */
const KEY = Symbol.for('dealership.outboxEvents')
const holder = globalThis as { [KEY]?: EventEmitter }
export const outboxEvents: EventEmitter = (holder[KEY] ??= new EventEmitter())

function carOf(db: Queryable, carId: unknown): LeadCar {
  return typeof carId === 'string' ? findCarTitle(db, carId) : null
}

/**
 * Adds the alert for a new lead, and the customer's confirmation where there is one and
 * the address is within its day's cap of confirmations (mail/confirmations.ts), with the
 * link that confirms the address unless the lead was sent signed in as it.
 */
export function queueLeadMail(tx: Queryable, env: Env, kind: FormLeadKind, lead: LeadRow): void {
  const car = carOf(tx, lead.carId)
  tx.insert(outbox)
    .values({ purpose: 'lead-alert', leadId: lead.id, ...leadAlert(env, kind, lead, car) })
    .run()
  if (!lead.email || !confirmationAllowed(tx, lead.email)) return
  const dealer = dealerInfo(currentDealerSettings(tx, env))
  const token = lead.addressConfirmedAt ? null : issueAddressToken(tx, kind, lead.id)
  const confirmation = customerConfirmation(env, dealer, kind, lead, car, token)
  if (confirmation) {
    tx.insert(outbox)
      .values({
        purpose: 'customer-confirmation',
        leadId: lead.id,
        recipientKey: recipientKey(confirmation.to),
        ...confirmation,
      })
      .run()
  }
}

/** After the lead's transaction committed: wake the worker. */
export function mailQueued(): void {
  outboxEvents.emit('queued')
}

export type OutboxStats = { pending: number; failed: number; oldestPendingAgeSeconds: number }

/** How many messages wait or were given up on, and how long the oldest waiting one has. */
export function outboxStats(db: Queryable, now: number = Date.now()): OutboxStats {
  const rows = db
    .select({
      status: outbox.status,
      count: sql<number>`count(*)`,
      oldest: sql<string | null>`min(${outbox.createdAt})`,
    })
    .from(outbox)
    .where(sql`${outbox.status} in ('pending', 'failed')`)
    .groupBy(outbox.status)
    .all()
  const pending = rows.find((r) => r.status === 'pending')
  const failed = rows.find((r) => r.status === 'failed')
  const oldest = pending?.oldest ? Date.parse(pending.oldest) : now
  return {
    pending: pending?.count ?? 0,
    failed: failed?.count ?? 0,
    oldestPendingAgeSeconds: Math.max(0, (now - oldest) / 1000),
  }
}
