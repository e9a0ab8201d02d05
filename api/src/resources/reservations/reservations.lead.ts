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
 * Moves the lead of reservation `lead` (its id and current lead status) as the
 * reservation's new `status` says (call inside the write that changed the status), with
 * a timeline entry by `actor`. Answers the lead's status afterwards.
 */
export function followReservation(
  tx: Queryable,
  {
    lead,
    status,
    actor,
  }: {
    lead: { id: string; leadStatus: LeadStatus }
    status: ReservationStatus
    actor: ReservationLeadActor
  },
): LeadStatus {
  const next = leadStatusFollowing(status, lead.leadStatus)
  if (!next) return lead.leadStatus
  tx.update(reservations).set({ leadStatus: next }).where(eq(reservations.id, lead.id)).run()
  tx.insert(leadEvents)
    .values({ leadId: lead.id, type: 'status', before: lead.leadStatus, after: next, ...actor })
    .run()
  return next
}
