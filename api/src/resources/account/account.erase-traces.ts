// What staff wrote about an erased buyer, and the audit log's copies of it: erasure's
// second half, in the same transaction (account.erase.ts calls it before the mail about
// them goes). Staff's free text may name or quote the buyer (a note, a cancel reason, a
// refund reference typed by hand), so it goes; who did what and when stays, and so does
// what docs/data-protection.md keeps (a reservation's receipt, amount, car and dates).
import { and, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { recipientKey } from '../../mail/confirmations'
import { redactAuditEntries } from '../audit-log/audit-log.repository'
import { importRequests, leadEvents } from '../leads/leads.table'
import { outbox } from '../outbox/outbox.table'
import { reservationEvents, reservations } from '../reservations/reservations.table'
import { sameAddress } from './account.records'

/** A reservation's timeline actors that are not staff (staff are named by their email). */
const NOT_STAFF = ['buyer', 'daraja', 'server']

/**
 * The fields whose values an erased record's audit entries keep: where the record stood
 * (statuses, stages, dates, who it was given to), the money's record, which record. Every
 * other field (a name, a phone, an address, a note, a reason, an error) reads "[erased]".
 */
const KEPT_IN_AUDIT = new Set([
  'status',
  'leadStatus',
  'paymentStatus',
  'stage',
  'kind',
  'type',
  'outcome',
  'assigneeId',
  'nextFollowUp',
  'firstContactAt',
  'createdAt',
  'paidAt',
  'payBy',
  'heldUntil',
  'amount',
  'receipt',
  'reference',
  'carId',
  'carTitle',
  'leadId',
  'purpose',
  'attempts',
  'nextAttemptAt',
  'sentAt',
])

/**
 * Clears staff's free text on the erased leads `leadIds` and reservations
 * `reservationIds` (of `email`), and erases the personal fields and free text from the
 * audit entries of those records, of staff's notes on them and of the mail about them.
 * Call before that mail is deleted. Answers how many audit entries were redacted.
 */
export function eraseStaffTraces(
  tx: Queryable,
  erased: { email: string; leadIds: readonly string[]; reservationIds: readonly string[] },
): number {
  const { email, leadIds, reservationIds } = erased
  // A paid reservation is a lead too: its notes and changes are under its own id.
  const leads = [...leadIds, ...reservationIds]
  if (leads.length) {
    tx.delete(leadEvents)
      .where(and(inArray(leadEvents.leadId, leads), eq(leadEvents.type, 'note')))
      .run()
    // A cancelled import order's stage change carries its reason.
    tx.update(leadEvents).set({ note: null }).where(inArray(leadEvents.leadId, leads)).run()
    tx.update(importRequests)
      .set({ cancelReason: null })
      .where(inArray(importRequests.id, [...leadIds]))
      .run()
  }
  if (reservationIds.length) {
    tx.update(reservations)
      // The phone a payment to check came from, and the client key, go with the buyer.
      .set({ cancelReason: null, refundReference: null, paidPhone: null, clientKey: null })
      .where(inArray(reservations.id, [...reservationIds]))
      .run()
    tx.update(reservationEvents)
      .set({ detail: null })
      .where(
        and(
          inArray(reservationEvents.reservationId, [...reservationIds]),
          notInArray(reservationEvents.actor, NOT_STAFF),
        ),
      )
      .run()
  }
  const mail = tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(mailAbout(email, leads))
    .all()
    .map((m) => m.id)
  // Staff's notes are audited under their own ids, naming the lead.
  return redactAuditEntries(tx, {
    recordIds: [...leads, ...mail],
    kept: KEPT_IN_AUDIT,
    namedBy: { resource: 'lead-notes', field: 'leadId' },
  })
}

/** The mail about the records `about` or to the address: alerts, confirmations, receipts, links. */
export function mailAbout(email: string, about: readonly string[]): SQL | undefined {
  return or(
    about.length ? inArray(outbox.leadId, [...about]) : undefined,
    eq(outbox.recipientKey, recipientKey(email)),
    sameAddress(outbox.to, email),
  )
}
