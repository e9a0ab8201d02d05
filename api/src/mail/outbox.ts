// The outbox as the mail worker sees it: the signal that a message waits, and how many
// wait or were given up on. Messages are queued by the records they are about, inside
// their own transactions (a lead's in resources/leads/leads.mail.ts).
import { EventEmitter } from 'node:events'
import { sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { outbox } from '../resources/outbox/outbox.table'

/**
 * Tells the mail worker (in this process) that a message is waiting. One per process,
 * even when the API is loaded twice (development reloads it through Vite).
 */
const KEY = Symbol.for('dealership.outboxEvents')
const holder = globalThis as { [KEY]?: EventEmitter }
export const outboxEvents: EventEmitter = (holder[KEY] ??= new EventEmitter())

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
