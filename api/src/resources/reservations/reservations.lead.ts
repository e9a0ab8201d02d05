// A paid reservation is a lead in staff's inbox; its lead status follows the reservation:
// a deposit paid makes it qualified, the car sold to the buyer makes it won, a
// cancellation or a refund makes it lost. Staff may still set it by hand; each change the
// reservation makes is on the lead's timeline, with who made it.
import { eq } from 'drizzle-orm'
import type { LeadStatus } from '../../contract/options'
import type { Queryable } from '../../db/client'
import { leadEvents } from '../leads/leads.table'
import { reservations, type ReservationStatus } from './reservations.table'

/** The lead status a reservation's new status gives its lead; null when it stays as it is. */
export function leadStatusFollowing(
  status: ReservationStatus,
  current: LeadStatus,
): LeadStatus | null {
  if (current === 'spam') return null
  switch (status) {
    case 'paid':
      return current === 'new' || current === 'contacted' ? 'qualified' : null
    case 'converted':
      return current === 'won' ? null : 'won'
    case 'refund-due':
    case 'refunded':
    case 'cancelled':
      return current === 'lost' ? null : 'lost'
    default:
      return null
  }
}

/** Who moved the reservation: a staff member, or the payment (actorId null). */
export type ReservationLeadActor = { actorId: string | null; actorName: string }

/**
 * Moves the lead of reservation `id` as its new `status` says (call inside the write that
 * changed the status), with a timeline entry. Answers the lead's new status, or null.
 */
export function followReservation(
  tx: Queryable,
  id: string,
  status: ReservationStatus,
  actor: ReservationLeadActor,
): LeadStatus | null {
  const row = tx
    .select({ leadStatus: reservations.leadStatus })
    .from(reservations)
    .where(eq(reservations.id, id))
    .get()
  if (!row) return null
  const next = leadStatusFollowing(status, row.leadStatus)
  if (!next) return null
  tx.update(reservations).set({ leadStatus: next }).where(eq(reservations.id, id)).run()
  tx.insert(leadEvents)
    .values({ leadId: id, type: 'status', before: row.leadStatus, after: next, ...actor })
    .run()
  return next
}
