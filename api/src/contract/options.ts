// Fixed option lists and business constants from the spec (sections 5 and 9).
// Pure data: this module is bundled into browsers.
import { todayInNairobi } from './nairobi'

/** Whether `value` is one of `list`: narrows text to the list's own type. */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value)
}

/** The spec's three, plus Reserved (still takes enquiries) and Sold (kept, not offered). */
export const AVAILABILITY = ['In Stock', 'Out of Stock', 'Pre-Order', 'Reserved', 'Sold'] as const
export type Availability = (typeof AVAILABILITY)[number]

/**
 * Body styles: the enumeration of Facebook's vehicle catalogue (its feed takes them in
 * capitals), so a car's style goes into the inventory feed as it is.
 */
export const BODY_STYLES = [
  'Convertible',
  'Coupe',
  'Hatchback',
  'Minivan',
  'Truck',
  'SUV',
  'Sedan',
  'Van',
  'Wagon',
  'Crossover',
  'Other',
] as const
export type BodyStyle = (typeof BODY_STYLES)[number]

/**
 * A VIN or chassis number: 17-character VINs, and the shorter chassis numbers Japanese
 * imports carry instead ("GRS210-6001234").
 */
export const VIN_PATTERN = /^[A-Z0-9-]{5,20}$/
export const VIN_MESSAGE =
  'VIN / chassis number must be 5 to 20 letters, digits or hyphens (e.g. GRS210-6001234)'

export const CONTACT_SUBJECTS = [
  'Sales Inquiry',
  'Test Drive',
  'Import',
  'Service',
  'Other',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const IMPORT_BUDGETS = ['10-15M', '15-20M', '20-25M', '25M+'] as const
export type ImportBudget = (typeof IMPORT_BUDGETS)[number]

/** Conditions a seller can pick on the sell form. */
export const SELL_CONDITIONS = ['Excellent', 'VeryGood', 'Good', 'Fair'] as const
export type SellCondition = (typeof SELL_CONDITIONS)[number]

/**
 * A car's fuel, condition and drivetrain: fixed lists, so the public filters never split
 * "petrol" from "Petrol" (the API stores whatever case it is sent as the list's).
 */
export const CAR_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const
export const CAR_CONDITIONS = ['New', 'Certified Pre-Owned', 'Used'] as const
export const CAR_DRIVETRAINS = ['AWD', '4WD', 'RWD', 'FWD'] as const
/**
 * A car's kind of transmission, stored in the list's case. The gearbox's own name
 * ("8-speed PDK dual-clutch") is a field of its own, shown on the car's page.
 */
export const CAR_TRANSMISSIONS = ['Automatic', 'Manual'] as const

/** `value` as the list spells it, whatever its case; null when not on the list. */
export function listedChoice<T extends string>(list: readonly T[], value: string): T | null {
  const lower = value.trim().toLowerCase()
  return list.find((c) => c.toLowerCase() === lower) ?? null
}

/**
 * The console's new-car defaults. The year is the current model year (the year in
 * Nairobi): ask for it when the form opens, not when the module loads.
 */
export const CAR_DEFAULTS = { price: 0, availability: 'In Stock' } as const
export const currentModelYear = (now: Date = new Date()): number =>
  Number(todayInNairobi(now).slice(0, 4))

export const PRICE_FILTER = { min: 0, max: 25_000_000, step: 1_000_000 } as const

export const FEATURED_PAGE_SIZE = 3
export const HOME_MAX_OFFERS = 2
export const BLOG_EXCERPT_LENGTH = 100
export const BLOG_SKELETON_COUNT = 6
export const TOKEN_SYNC_MAX_AGE_SECONDS = 5 * 60

/** Page size of the public car listing. */
export const CARS_PAGE_SIZE = 24

/**
 * How deep lists page. SQLite walks every skipped row of an OFFSET, so a page far down a
 * large catalogue is slow and holds up every other visitor
 * (docs/decisions/0006-listing-indexes.md); past these, narrowing the filters or
 * reversing the sort reaches the rest. Public pages: 100 of 24 cars;
 * the console (react-admin ranges): the first 10,000 rows.
 */
export const MAX_LIST_PAGE = 100
export const MAX_PUBLIC_OFFSET = MAX_LIST_PAGE * CARS_PAGE_SIZE
export const MAX_ADMIN_OFFSET = 10_000
export const PAGE_TOO_DEEP_MESSAGE =
  'That page is too far into the list: narrow the filters or change the sort order.'

/** Upload limits, shared by the API and the forms that post files. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const
export const SELL_MAX_IMAGES = 10

/** How a visitor who enquires about a car would like to be reached. */
export const PREFERRED_CONTACTS = ['WhatsApp', 'Call', 'Email'] as const
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number]

/**
 * Test-drive start times: every half hour within opening hours (9am-6pm), the last one
 * leaving half an hour for the drive. Sundays take the same times as a request.
 */
export const TEST_DRIVE_TIMES = Array.from({ length: 18 }, (_, i) => {
  const minutes = 9 * 60 + i * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`
}) as readonly string[]

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

/** The token of an import order's private link: 128 random bits in hex (db/schema/util). */
export const TRACKING_TOKEN_PATTERN = /^[0-9a-f]{32}$/

/** Where an import order is, as its customer follows it (`/import/track/{token}`). */
export const IMPORT_STAGES = [
  'received',
  'sourcing',
  'purchased',
  'shipped',
  'arrived',
  'clearing',
  'ready',
  'delivered',
  'cancelled',
] as const
export type ImportStage = (typeof IMPORT_STAGES)[number]
export const IMPORT_STAGE_LABELS: Record<ImportStage, string> = {
  received: 'Received',
  sourcing: 'Sourcing',
  purchased: 'Purchased',
  shipped: 'Shipped',
  arrived: 'Arrived at Mombasa',
  clearing: 'Clearing',
  ready: 'Ready for collection',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/**
 * The finance calculator's figures until staff set their own in the console (and the
 * first row the migration writes): a 20% deposit, 14% a year, 48 months within 12-60.
 */
export const FINANCE_SETTINGS_DEFAULTS = {
  depositPercent: 20,
  ratePercent: 14,
  termMonths: 48,
  minTermMonths: 12,
  maxTermMonths: 60,
  minDepositPercent: 10,
  disclaimer:
    'Figures are indicative: the deposit, rate and term you are offered depend on the lender’s approval.',
  bankPresets: [] as {
    name: string
    ratePercent: number
    depositPercent: number
    termMonths: number
    offeredUntil?: string
  }[],
  /** No extended-warranty card on /offers. */
  warrantyExtraYears: null as number | null,
  warrantyOfferedUntil: null as string | null,
}

export const FINANCE_SETTINGS_ID = 'current'
export const NO_IMPORT_RATES_MESSAGE = 'No import rates are in force yet'

/** How often a saved search's matches are sent: one digest a day, or as they come. */
export const ALERT_FREQUENCIES = ['daily', 'instant'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Once a day',
  instant: 'As soon as they arrive',
}
/** A saved search waits for its confirmation (double opt-in), then sends until stopped. */
export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]
/** Live alerts one address may hold; more are refused without saying so to the page. */
export const MAX_ALERTS_PER_EMAIL = 20
/**
 * Confirmation emails (a lead's, an alert's opt-in) one address receives a day, however
 * often forms are posted with it: counted together, on the address's normalised form.
 */
export const MAX_CONFIRMATIONS_PER_DAY = 3
export const ALERT_NOT_FOUND_MESSAGE =
  'This alert link is not valid. It may have been mistyped or the alert removed.'

/** Staff roles (staff.ts says what each may do). The tables type their columns by these. */
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Who the audit log names: a staff member's role, or a buyer erasing their own data. */
export const AUDIT_ACTOR_ROLES = [...STAFF_ROLES, 'buyer'] as const
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number]

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Changed fields: `{ field: { before, after } }` (create: before null; delete: after null). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>
