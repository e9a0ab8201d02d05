// What a reservation sends, queued in the outbox inside the transaction that changes it:
// sales are told of every paid deposit, staff are alerted at once when a deposit must be
// refunded or a payment does not match what was asked, and a buyer who gave an address
// gets the receipt of a paid deposit with the private link, then a mail for each later
// change (the hold extended, the reservation cancelled with its reason, a refund due, the
// refund sent with its M-Pesa reference), each naming the reference and the amount.
// The buyer's mails are not held to the daily cap of confirmations: only a payment made
// from the buyer's phone, or staff's action on it, sends one.
import { formatNairobiDateTime } from '../../contract'
import { kshText as kes } from '../../contract/numbers'
import { dealerInfo } from '../../contract/dealer'
import type { Queryable } from '../../db/client'
import type { Env } from '../../config/env'
import { findCarTitle } from '../cars/car-title'
import { currentDealerSettings } from '../dealer-settings/dealer-settings.repository'
import { outbox } from '../outbox/outbox.table'
import type { reservations } from './reservations.table'
import { issueAddressToken } from '../account/account.confirm'
import {
  alertAddress,
  confirmAddressLines,
  dealerSignature,
  siteUrl,
  type MailMessage,
} from '../../mail/messages'

type Row = typeof reservations.$inferSelect

/** The reservation a mail is about, and its car's title. */
type About = { row: Row; car: string }

/** To staff: a deposit arrived that must go back, and why. */
export function refundDueAlert(env: Env, { row, car, why }: About & { why: string }): MailMessage {
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
export function paymentCheckAlert(
  env: Env,
  { row, car, why }: About & { why: string },
): MailMessage {
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

/** To sales: a deposit is paid and the car is held; the buyer is a lead to call. */
export function depositAlert(env: Env, { row, car }: About): MailMessage {
  const site = siteUrl(env)
  return {
    to: alertAddress(env),
    subject: `Deposit paid: ${kes(row.amount)} for ${car}, reservation ${row.reference}`,
    text: [
      `${row.name} paid a reservation deposit by M-Pesa. The car is held for them.`,
      '',
      `Reference: ${row.reference}`,
      `Car: ${car}`,
      `  ${site}/cars/${row.carId}`,
      `Buyer: ${row.name}`,
      `M-Pesa phone: +${row.phone}`,
      ...(row.email ? [`Email: ${row.email}`] : []),
      `Amount paid: ${kes(row.amount)}`,
      `M-Pesa receipt: ${row.receipt ?? 'not known yet'}`,
      `Held until: ${formatNairobiDateTime(row.heldUntil)} (Nairobi time)`,
      '',
      'The reservation, to extend the hold, mark the car sold or cancel:',
      `${site}/admin/reservations/${row.id}/show`,
    ].join('\n'),
  }
}

/**
 * To the buyer: the deposit is received and the car is held for them. With
 * `confirmToken`, the link that confirms the address is theirs.
 */
export function reservationReceipt(
  tx: Queryable,
  env: Env,
  { row, car, confirmToken = null }: About & { confirmToken?: string | null },
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

/** A change of a reservation the buyer is told of after the receipt. */
export type ReservationUpdate =
  | { kind: 'extended' }
  | { kind: 'cancelled'; reason: string; refund: boolean }
  | { kind: 'refund-due'; why: string }
  | { kind: 'refunded'; reference: string }

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** What the buyer reads of `update`: the subject's end and the mail's first lines. */
function updateLines(row: Row, car: string, update: ReservationUpdate) {
  const phoneEnd = row.phone.slice(-3)
  const refundLine = `We will send it back to your M-Pesa number ending ${phoneEnd}, and mail you the refund's M-Pesa reference when it is sent.`
  switch (update.kind) {
    case 'extended':
      return {
        subject: 'hold extended',
        lines: [
          `We extended your reservation of the ${car}.`,
          '',
          `Held until: ${formatNairobiDateTime(row.heldUntil)} (Nairobi time)`,
          `Deposit paid: ${kes(row.amount)}`,
        ],
      }
    case 'cancelled':
      return {
        subject: 'cancelled',
        lines: [
          `We cancelled your reservation of the ${car}.`,
          '',
          `Reason: ${update.reason}`,
          ...(update.refund
            ? ['', `Your deposit of ${kes(row.amount)} is due back to you. ${refundLine}`]
            : ['', 'No deposit was taken, so there is nothing to refund.']),
        ],
      }
    case 'refund-due':
      return {
        subject: 'refund due',
        lines: [
          `Your payment of ${kes(row.amount)} arrived, but the ${car} cannot be reserved for you: ${lowerFirst(update.why)}.`,
          '',
          `The payment is due back to you. ${refundLine}`,
        ],
      }
    case 'refunded':
      return {
        subject: 'deposit refunded',
        lines: [
          `We refunded your payment of ${kes(row.amount)} for the ${car}.`,
          '',
          `Refund M-Pesa reference: ${update.reference}`,
          'It shows in your M-Pesa messages under this reference.',
        ],
      }
  }
}

/** To the buyer: a change of their reservation, with its reference, the amount and the link. */
export function reservationUpdateMail(
  tx: Queryable,
  env: Env,
  { row, car, update }: About & { update: ReservationUpdate },
): MailMessage {
  const site = siteUrl(env)
  const { subject, lines } = updateLines(row, car, update)
  return {
    to: row.email!,
    subject: `${env.SITE_NAME}: reservation ${row.reference} ${subject}`,
    text: [
      'Hello,',
      '',
      ...lines,
      '',
      `Car: ${car}`,
      `Your reference: ${row.reference}. Please quote it when you contact us.`,
      `Your reservation, at any time: ${site}/reservations/${row.token}`,
      '',
      ...dealerSignature(env.SITE_NAME, dealerInfo(currentDealerSettings(tx, env)), site),
    ].join('\n'),
  }
}

/** Queues the buyer's mail of `update`, when they gave an address (inside the change's transaction). */
export function queueReservationUpdate(
  tx: Queryable,
  env: Env,
  { row, update }: { row: Row; update: ReservationUpdate },
): void {
  if (!row.email) return
  const car = findCarTitle(tx, row.carId)?.title ?? 'car'
  tx.insert(outbox)
    .values({
      purpose: 'reservation-update',
      leadId: row.id,
      ...reservationUpdateMail(tx, env, { row, car, update }),
    })
    .run()
}

/** The payment's new status, and why when it is not paid. */
export type ReservationMailChange =
  { status: 'paid' } | { status: 'refund-due' | 'needs-checking'; why: string }

/**
 * Queues what the payment's new status sends (call inside its transaction): paid tells
 * sales and sends the buyer's receipt when they gave an address; refund due alerts staff
 * and tells the buyer; a payment to check alerts staff.
 */
export function queueReservationMail(
  tx: Queryable,
  env: Env,
  { row, change }: { row: Row; change: ReservationMailChange },
): void {
  const car = findCarTitle(tx, row.carId)?.title ?? 'car'
  const alert = (message: MailMessage) =>
    tx
      .insert(outbox)
      .values({ purpose: 'reservation-alert', leadId: row.id, ...message })
      .run()
  if (change.status === 'needs-checking') {
    alert(paymentCheckAlert(env, { row, car, why: change.why }))
  } else if (change.status === 'refund-due') {
    alert(refundDueAlert(env, { row, car, why: change.why }))
    queueReservationUpdate(tx, env, { row, update: { kind: 'refund-due', why: change.why } })
  } else {
    alert(depositAlert(env, { row, car }))
    if (!row.email) return
    tx.insert(outbox)
      .values({
        purpose: 'reservation-receipt',
        leadId: row.id,
        // The link to confirm the address, unless the buyer reserved signed in as it.
        ...reservationReceipt(tx, env, {
          row,
          car,
          confirmToken: row.addressConfirmedAt
            ? null
            : issueAddressToken(tx, 'reservation', row.id),
        }),
      })
      .run()
  }
}
