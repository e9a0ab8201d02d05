// Queues a new lead's messages in the outbox, inside the lead's own transaction: the lead
// and its mail are stored together or not at all, whatever the mail server is doing.
import { EventEmitter } from 'node:events'
import type { LeadKind, MailPurpose } from '../contract'
import type { Queryable } from '../db/client'
import { outbox } from '../db/schema'
import { findCarTitle } from '../repo/car-title'
import type { Env } from '../env'
import {
  customerConfirmation,
  leadAlert,
  type LeadCar,
  type LeadRow,
  type MailMessage,
} from './messages'

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

/** Adds the alert (and the customer's confirmation, where there is one) for a new lead. */
export function queueLeadMail(tx: Queryable, env: Env, kind: LeadKind, lead: LeadRow): void {
  const car = carOf(tx, lead.carId)
  const messages: [MailPurpose, MailMessage | null][] = [
    ['lead-alert', leadAlert(env, kind, lead, car)],
    ['customer-confirmation', customerConfirmation(env, kind, lead, car)],
  ]
  for (const [purpose, message] of messages) {
    if (message)
      tx.insert(outbox)
        .values({ purpose, leadId: lead.id, ...message })
        .run()
  }
}

/** After the lead's transaction committed: wake the worker. */
export function mailQueued(): void {
  outboxEvents.emit('queued')
}
