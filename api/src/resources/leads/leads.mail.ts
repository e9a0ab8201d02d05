// What the site writes for a new lead: the alert to staff (every field, the car, a link
// to the lead in the console) and the confirmation to the customer (with the reference),
// queued in the outbox inside the lead's own transaction: the lead and its mail are
// stored together or not at all, whatever the mail server is doing.
import {
  LEAD_FIELD_LABELS,
  LEAD_KIND_LABELS,
  leadFieldShown,
  formatNairobiDate,
  formatNairobiDateTime,
  type FormLeadKind,
} from '../../contract'
import { dealerInfo, type DealerInfo } from '../../contract/dealer'
import type { Env } from '../../config/env'
import type { Queryable } from '../../db/client'
import { confirmationAllowed, recipientKey } from '../../mail/confirmations'
import {
  alertAddress,
  confirmAddressLines,
  dealerSignature,
  quotedBlock,
  siteUrl,
  type MailMessage,
} from '../../mail/messages'
import { issueAddressToken } from '../account/account.confirm'
import { findCarTitle } from '../cars/car-title'
import { currentDealerSettings } from '../dealer-settings/dealer-settings.repository'
import { outbox } from '../outbox/outbox.table'

/** A stored lead, as any lead table's row. */
export type LeadRow = {
  id: string
  name: string
  email: string | null
  createdAt: string
} & Record<string, unknown>

/** The lead's car, when it has one: "2023 Mercedes-Benz AMG G 63". */
export type LeadCar = { id: string; title: string } | null

function fieldText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A'
  if (Array.isArray(value)) return value.length ? value.join('\n  ') : 'None'
  if (key === 'preferredDate') return formatNairobiDate(value, String(value))
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

/** The new lead a mail is about: its kind, its row, and the car it names (if any). */
type About = { kind: FormLeadKind; lead: LeadRow; car: LeadCar }

export function leadAlert(env: Env, { kind, lead, car }: About): MailMessage {
  const label = LEAD_KIND_LABELS[kind]
  const lines = Object.entries(LEAD_FIELD_LABELS)
    .filter(([key]) => key in lead && leadFieldShown(key, lead[key]))
    .map(([key, name]) => `${name}: ${fieldText(key, lead[key])}`)
  const site = siteUrl(env)
  return {
    to: alertAddress(env),
    subject: `New ${label.toLowerCase()} from ${lead.name}${car ? `: ${car.title}` : ''}`,
    text: [
      `A new ${label.toLowerCase()} arrived on ${formatNairobiDateTime(lead.createdAt)} (Nairobi).`,
      '',
      ...(car ? [`Car: ${car.title}`, `  ${site}/cars/${car.id}`] : []),
      ...lines,
      '',
      `Open it in the console: ${site}/admin/leads/${lead.id}`,
    ].join('\n'),
  }
}

/** What each kind's confirmation calls the request, and what it promises next. */
const CONFIRMED: Record<FormLeadKind, { what: string; next: string }> = {
  contact: { what: 'message', next: 'We will get back to you shortly.' },
  import: { what: 'import request', next: 'Our sales team will contact you shortly.' },
  sell: {
    what: 'car details',
    next: 'Our team will contact you with an initial valuation within 24 hours.',
  },
  enquiry: { what: 'enquiry', next: 'Our sales team will contact you shortly.' },
  'test-drive': { what: 'test drive request', next: 'Our sales team will contact you shortly.' },
}

/**
 * The customer's confirmation. Anyone can type any address into a form, so it holds the
 * dealer's words, the car as our catalogue names it and the reference, and repeats what
 * the visitor typed only in a quoted block without links; it never greets by name. With
 * `confirmToken`, the link that confirms the address is the sender's.
 */
export function customerConfirmation(
  env: Env,
  {
    kind,
    lead,
    car,
    dealer,
    confirmToken = null,
  }: About & { dealer: DealerInfo; confirmToken?: string | null },
): MailMessage | null {
  if (!lead.email) return null
  const { what, next } = CONFIRMED[kind]
  const site = siteUrl(env)
  const reference = typeof lead.reference === 'string' ? lead.reference : null
  const about =
    kind === 'enquiry' || kind === 'test-drive'
      ? ` about the ${car?.title ?? 'car you asked about'}`
      : ''
  const when =
    kind === 'test-drive'
      ? [
          `You asked for ${fieldText('preferredDate', lead.preferredDate)} at ${String(lead.preferredTime)}.` +
            (lead.byAppointment
              ? ' Sundays are by appointment: we will call you to confirm the time.'
              : ' We will call you to confirm.'),
        ]
      : []
  const typedCar = `${String(lead.carMake)} ${String(lead.carModel)}`
  return {
    to: lead.email,
    subject: `${env.SITE_NAME}: we received your ${what}${reference ? ` (${reference})` : ''}`,
    text: [
      'Hello,',
      '',
      `Thank you for your ${what}${about}. ${next}`,
      ...when,
      ...(reference
        ? ['', `Your reference: ${reference}. Please quote it when you contact us.`]
        : []),
      ...(kind === 'import' && typeof lead.trackingToken === 'string'
        ? ['', `Follow your order at any time: ${site}/import/track/${lead.trackingToken}`]
        : []),
      ...(kind === 'import'
        ? quotedBlock('The car you asked us to import, as you wrote it:', [typedCar])
        : []),
      ...(kind === 'sell'
        ? quotedBlock('The car you asked us to value, as you wrote it:', [
            `${String(lead.carYear)} ${typedCar}`,
          ])
        : []),
      ...confirmAddressLines(env, what, confirmToken),
      '',
      'If you did not send this request, you can ignore this email.',
      '',
      ...dealerSignature(env.SITE_NAME, dealer, site),
    ].join('\n'),
  }
}

function carOf(db: Queryable, carId: unknown): LeadCar {
  return typeof carId === 'string' ? findCarTitle(db, carId) : null
}

/**
 * Adds the alert for a new lead, and the customer's confirmation where there is one and
 * the address is within its day's cap of confirmations (mail/confirmations.ts), with the
 * link that confirms the address unless the lead was sent signed in as it.
 */
export function queueLeadMail(
  tx: Queryable,
  env: Env,
  { kind, lead }: { kind: FormLeadKind; lead: LeadRow },
): void {
  const car = carOf(tx, lead.carId)
  tx.insert(outbox)
    .values({ purpose: 'lead-alert', leadId: lead.id, ...leadAlert(env, { kind, lead, car }) })
    .run()
  if (!lead.email || !confirmationAllowed(tx, lead.email)) return
  const dealer = dealerInfo(currentDealerSettings(tx, env))
  const token = lead.addressConfirmedAt ? null : issueAddressToken(tx, kind, lead.id)
  const confirmation = customerConfirmation(env, { kind, lead, car, dealer, confirmToken: token })
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
