// Leads as staff work them: their kinds, statuses and fields, and the outbox's mail.
// Pure data: this module is bundled into browsers.

/** The kinds of lead a visitor sends with a form: each has its table and its reference. */
export const FORM_LEAD_KINDS = ['contact', 'import', 'sell', 'enquiry', 'test-drive'] as const
export type FormLeadKind = (typeof FORM_LEAD_KINDS)[number]
/**
 * The kinds of lead in the one inbox, as `GET /api/leads` names them: the forms' and the
 * buyers who paid a reservation's deposit (the reservation's own page keeps the money).
 */
export const LEAD_KINDS = [...FORM_LEAD_KINDS, 'reservation'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contact message',
  import: 'Import request',
  sell: 'Sell request',
  enquiry: 'Car enquiry',
  'test-drive': 'Test drive',
  reservation: 'Reservation',
}

/** Where a lead is in the sales pipeline; every lead starts as `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The statuses of a lead still being worked: a follow-up on one is due. */
export const OPEN_LEAD_STATUSES = [
  'new',
  'contacted',
  'qualified',
] as const satisfies readonly LeadStatus[]

/** A lead's status, as its customer reads it (the customer portal). */
export const CUSTOMER_STATUSES = ['received', 'in-progress', 'closed'] as const
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number]
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  received: 'Received',
  'in-progress': 'In progress',
  closed: 'Closed',
}
const CUSTOMER_STATUS_OF: Record<LeadStatus, CustomerStatus> = {
  new: 'received',
  contacted: 'in-progress',
  qualified: 'in-progress',
  won: 'closed',
  lost: 'closed',
  spam: 'closed',
}
/** Staff's pipeline status in the customer's words (never the pipeline itself). */
export const customerStatusOf = (status: LeadStatus): CustomerStatus => CUSTOMER_STATUS_OF[status]
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}
/** Statuses that mean somebody has spoken to the customer (first-contact time). */
export const CONTACTED_STATUSES: readonly LeadStatus[] = ['contacted', 'qualified', 'won', 'lost']

/** What a lead's timeline records. */
export const LEAD_EVENT_TYPES = ['note', 'status', 'assignee', 'follow-up', 'stage'] as const
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number]

/**
 * Why a message is in the outbox: an alert to staff, a confirmation to the customer, a
 * visitor's saved-search alert (its double opt-in, then its digests), a reservation's
 * mail (staff's alerts, the buyer's receipt, each later change told to the buyer), or a
 * buyer's link to sign in to the customer portal.
 */
export const MAIL_PURPOSES = [
  'lead-alert',
  'customer-confirmation',
  'alert-confirmation',
  'alert-digest',
  'reservation-alert',
  'reservation-receipt',
  'reservation-update',
  'sign-in-link',
] as const
export type MailPurpose = (typeof MAIL_PURPOSES)[number]
/** An outbox message: waiting (or retrying), sent, or given up on after every retry. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/** How every field a lead can carry is named to staff (the console, the alert email). */
export const LEAD_FIELD_LABELS: Record<string, string> = {
  reference: 'Reference',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  carMake: 'Car make',
  carModel: 'Car model',
  carYear: 'Car year',
  budget: 'Budget',
  mileage: 'Mileage',
  condition: 'Condition',
  images: 'Photos',
  additionalInfo: 'Additional information',
  preferredContact: 'Preferred contact',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  byAppointment: 'Sunday, by appointment',
  costEstimate: 'Landed-cost estimate',
}

/**
 * Whether a lead's field gets its line for staff: "Sunday, by appointment" only for a
 * drive asked for a Sunday, never a weekday's "No".
 */
export function leadFieldShown(key: string, value: unknown): boolean {
  return key !== 'byAppointment' || Boolean(value)
}
