// What the site writes for a new lead: the alert to staff (every field, the car, a link
// to the lead in the console) and the confirmation to the customer (with the reference).
// Plain text: it reads the same in every mail client and on a phone's lock screen.
import {
  LEAD_FIELD_LABELS,
  LEAD_KIND_LABELS,
  formatNairobiDate,
  formatNairobiDateTime,
  type LeadKind,
} from '../contract'
import type { Env } from '../env'

/** A stored lead, as any lead table's row. */
export type LeadRow = {
  id: string
  name: string
  email: string | null
  createdAt: string
} & Record<string, unknown>

export type MailMessage = { to: string; subject: string; text: string }

/** The lead's car, when it has one: "2023 Mercedes-Benz AMG G 63". */
export type LeadCar = { id: string; title: string } | null

function fieldText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A'
  if (Array.isArray(value)) return value.length ? value.join('\n  ') : 'None'
  if (key === 'preferredDate') return formatNairobiDate(value, String(value))
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

/** The site's own address, for links in messages. */
export function siteUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
}

/** Who is told of new leads: LEAD_ALERT_EMAIL, else the demo admin's address. */
export const alertAddress = (env: Env) => env.LEAD_ALERT_EMAIL ?? env.ADMIN_EMAIL

export function leadAlert(env: Env, kind: LeadKind, lead: LeadRow, car: LeadCar): MailMessage {
  const label = LEAD_KIND_LABELS[kind]
  const lines = Object.entries(LEAD_FIELD_LABELS)
    .filter(([key]) => key in lead)
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

/** The kinds whose customer gets a confirmation, and what it calls their request. */
const CONFIRMED: Partial<Record<LeadKind, string>> = {
  import: 'import request',
  enquiry: 'enquiry',
  'test-drive': 'test drive request',
}

export function customerConfirmation(
  env: Env,
  kind: LeadKind,
  lead: LeadRow,
  car: LeadCar,
): MailMessage | null {
  const what = CONFIRMED[kind]
  if (!what || !lead.email) return null
  const site = siteUrl(env)
  const reference = typeof lead.reference === 'string' ? lead.reference : null
  const about =
    kind === 'import'
      ? `${String(lead.carMake)} ${String(lead.carModel)}`
      : (car?.title ?? 'the car you asked about')
  const when =
    kind === 'test-drive'
      ? [
          `You asked for ${fieldText('preferredDate', lead.preferredDate)} at ${String(lead.preferredTime)}.` +
            (lead.byAppointment
              ? ' Sundays are by appointment: we will call you to confirm the time.'
              : ' We will call you to confirm.'),
        ]
      : []
  return {
    to: lead.email,
    subject: `${env.SITE_NAME}: we received your ${what}${reference ? ` (${reference})` : ''}`,
    text: [
      `Dear ${lead.name},`,
      '',
      `Thank you for your ${what} about ${about}. Our sales team will contact you shortly.`,
      ...when,
      ...(reference
        ? ['', `Your reference: ${reference}. Please quote it when you contact us.`]
        : []),
      ...(kind === 'import' && typeof lead.trackingToken === 'string'
        ? ['', `Follow your order at any time: ${site}/import/track/${lead.trackingToken}`]
        : []),
      '',
      `${env.SITE_NAME}`,
      site,
    ].join('\n'),
  }
}
