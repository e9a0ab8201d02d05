// What a reservation's payment sends, queued in the outbox inside the transaction that
// records the payment: staff are alerted at once when a deposit must be refunded or a
// payment does not match what was asked, and a buyer who gave an address gets the
// receipt of a paid deposit with the private link.
// The receipt is not held to the daily cap of confirmations: only a payment made from
// the buyer's phone sends one.
import { formatNairobiDateTime } from '../contract'
import { dealerInfo } from '../contract/dealer'
import type { Queryable } from '../db/client'
import type { Env } from '../env'
import { findCarTitle } from '../resources/cars/car-title'
import { currentDealerSettings } from '../resources/dealer-settings/dealer-settings.repository'
import { outbox } from '../resources/outbox/outbox.table'
import type { reservations } from '../resources/reservations/reservations.table'
import { issueAddressToken } from '../resources/account/account.confirm'
import {
  alertAddress,
  confirmAddressLines,
  dealerSignature,
  siteUrl,
  type MailMessage,
} from './messages'

type Row = typeof reservations.$inferSelect

const kes = (n: number) => `KES ${n.toLocaleString('en-KE')}`

/** To staff: a deposit arrived that must go back, and why. */
export function refundDueAlert(env: Env, row: Row, car: string, why: string): MailMessage {
  const site = siteUrl(env)
  return {
    to: alertAddress(env),
    subject: `Refund due: ${kes(row.amount)} for reservation ${row.reference}`,
    text: [
      `A reservation deposit must be refunded to the buyer: ${why}.`,
      '',
      `Reference: ${row.reference}`,
      `Car: ${car}`,
      `Buyer: ${row.name}`,
      `M-Pesa phone: +${row.phone}`,
      ...(row.email ? [`Email: ${row.email}`] : []),
      `Amount paid: ${kes(row.amount)}`,
      `M-Pesa receipt: ${row.receipt ?? 'not known yet'}`,
      '',
      'Send the refund through M-Pesa, then record its reference in the console:',
      `${site}/admin/reservations/${row.id}/show`,
    ].join('\n'),
  }
}

/** To staff: money arrived that is not what was asked; nothing counts as paid until checked. */
export function paymentCheckAlert(env: Env, row: Row, car: string, why: string): MailMessage {
  const site = siteUrl(env)
  return {
    to: alertAddress(env),
    subject: `Payment to check: reservation ${row.reference}`,
    text: [
      `A payment for a reservation does not match what was asked: ${why}.`,
      'The car is not held and the payment is not recorded as the deposit.',
      '',
      `Reference: ${row.reference}`,
      `Car: ${car}`,
      `Deposit asked: ${kes(row.amount)} from +${row.phone}`,
      `Paid: ${row.paidAmount === null ? 'not known' : kes(row.paidAmount)}${row.paidPhone ? ` from ${row.paidPhone}` : ''}`,
      '',
      'Check it with M-Pesa, then cancel the reservation in the console to refund it:',
      `${site}/admin/reservations/${row.id}/show`,
    ].join('\n'),
  }
}

/**
 * To the buyer: the deposit is received and the car is held for them. With
 * `confirmToken`, the link that confirms the address is theirs.
 */
export function reservationReceipt(
  env: Env,
  tx: Queryable,
  row: Row,
  car: string,
  confirmToken: string | null = null,
): MailMessage {
  const site = siteUrl(env)
  return {
    to: row.email!,
    subject: `${env.SITE_NAME}: deposit received, reservation ${row.reference}`,
    text: [
      'Hello,',
      '',
      `We received your deposit. The ${car} is reserved for you.`,
      '',
      `Amount: ${kes(row.amount)}`,
      `M-Pesa receipt: ${row.receipt ?? 'shown on your reservation page once M-Pesa sends it'}`,
      `Car: ${car}`,
      `Held until: ${formatNairobiDateTime(row.heldUntil)} (Nairobi time)`,
      `Your reference: ${row.reference}. Please quote it when you contact us.`,
      '',
      `Your reservation, at any time: ${site}/reservations/${row.token}`,
      ...confirmAddressLines(env, 'reservation', confirmToken),
      '',
      'If you did not make this payment, please contact us.',
      '',
      ...dealerSignature(env.SITE_NAME, dealerInfo(currentDealerSettings(tx, env)), site),
    ].join('\n'),
  }
}

/**
 * Queues what the payment's new status sends (call inside its transaction): refund due
 * alerts staff; paid sends the buyer's receipt when they gave an address.
 */
export function queueReservationMail(
  tx: Queryable,
  env: Env,
  row: Row,
  change: { status: 'paid' } | { status: 'refund-due' | 'needs-checking'; why: string },
): void {
  const car = findCarTitle(tx, row.carId)?.title ?? 'car'
  if (change.status === 'needs-checking') {
    tx.insert(outbox)
      .values({
        purpose: 'reservation-alert',
        leadId: row.id,
        ...paymentCheckAlert(env, row, car, change.why),
      })
      .run()
  } else if (change.status === 'refund-due') {
    tx.insert(outbox)
      .values({
        purpose: 'reservation-alert',
        leadId: row.id,
        ...refundDueAlert(env, row, car, change.why),
      })
      .run()
  } else if (row.email) {
    tx.insert(outbox)
      .values({
        purpose: 'reservation-receipt',
        leadId: row.id,
        // The link to confirm the address, unless the buyer reserved signed in as it.
        ...reservationReceipt(
          env,
          tx,
          row,
          car,
          row.addressConfirmedAt ? null : issueAddressToken(tx, 'reservation', row.id),
        ),
      })
      .run()
  }
}
