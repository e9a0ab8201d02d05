// What the site writes for a new lead: the alert to staff (every field, the car, a link
// to the lead in the console) and the confirmation to the customer (with the reference).
// Plain text: it reads the same in every mail client and on a phone's lock screen.
import {
  LEAD_FIELD_LABELS,
  LEAD_KIND_LABELS,
  leadFieldShown,
  formatNairobiDate,
  formatNairobiDateTime,
  type FormLeadKind,
} from '../contract'
import {
  displayPhone,
  openingHoursSentence,
  postalAddressLines,
  type DealerInfo,
} from '../contract/dealer'
import type { Env } from '../config/env'

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

export function leadAlert(env: Env, kind: FormLeadKind, lead: LeadRow, car: LeadCar): MailMessage {
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

/**
 * Anything a mail client would turn into a link: a scheme's address, a www. name, or a
 * bare domain name with or without a path ("phish.example/k").
 */
const LINK_LIKE =
  /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|[\w.+-]*@?\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b(?:[/?#]\S*)?/gi

/** A visitor's text with every link-like part replaced by "[link removed]". */
export function withoutLinks(text: string): string {
  return text.replace(LINK_LIKE, '[link removed]')
}

/**
 * What a visitor typed, shown back in a message to the address they gave: only inside a
 * block that says whose words these are, each line quoted with "> ", links removed.
 */
export function quotedBlock(intro: string, lines: readonly string[]): string[] {
  return ['', intro, ...lines.map((line) => `> ${withoutLinks(line)}`)]
}

/**
 * Who wrote, and how to reach and find them: the dealer settings, as the contact page.
 * Numbers as text: a mail that goes to any address a visitor typed links only to the
 * dealer's own site (the map and the chat links are on its contact page).
 */
export function dealerSignature(siteName: string, dealer: DealerInfo, site: string): string[] {
  return [
    siteName,
    postalAddressLines(dealer).join(', '),
    `Telephone: ${displayPhone(dealer.telephone)}`,
    `WhatsApp: ${displayPhone(`+${dealer.whatsapp}`)}`,
    `Email: ${dealer.email}`,
    `Opening hours: ${openingHoursSentence(dealer.openingHours)}`,
    site,
  ]
}

/** The path of a "Confirm this is your address" link's page on the site. */
export const CONFIRM_ADDRESS_PATH = '/account/confirm/'

/**
 * The lines of a mail to the address a record gave that let its owner confirm it is
 * theirs (none without a token: sent signed in as it, the record needs none). Until then
 * their account lists the record without what its sender typed.
 */
export function confirmAddressLines(env: Env, what: string, token: string | null): string[] {
  if (!token) return []
  return [
    '',
    `Did you send this ${what}? Confirm this is your address:`,
    `${siteUrl(env)}${CONFIRM_ADDRESS_PATH}${token}`,
    `Until you do, your account on our site lists the ${what} without its details.`,
  ]
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
  dealer: DealerInfo,
  kind: FormLeadKind,
  lead: LeadRow,
  car: LeadCar,
  confirmToken: string | null = null,
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
