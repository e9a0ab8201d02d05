// What visitors send: contact messages, import requests and sell requests. Their
// `reference` is nullable in SQL only because the column came after the tables had rows
// (the migration gave those rows theirs); the API sets one on every insert.
import { sql } from 'drizzle-orm'
import type { ImportCostEstimate } from '../../contract/landed-cost'
import {
  index,
  integer,
  sqliteTable,
  sqliteView,
  text,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core'
import {
  CONTACT_SUBJECTS,
  IMPORT_BUDGETS,
  IMPORT_STAGES,
  LEAD_EVENT_TYPES,
  LEAD_KINDS,
  LEAD_STATUSES,
  PREFERRED_CONTACTS,
  SELL_CONDITIONS,
  type FormLeadKind,
} from '../../contract/options'
import { cars } from '../cars/cars.table'
import { RESERVATION_STATUSES } from '../reservations/reservations.table'
import { staff } from '../staff/staff.table'
import { addressConfirmedAt, createdAt, id, newTrackingToken } from '../../db/schema/util'

/**
 * Where staff are with a lead, on every kind (fresh builders on every call): its status,
 * who works it, when to follow up, and when the customer was first contacted.
 */
const workflow = () => ({
  status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
  assigneeId: text('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
  /** YYYY-MM-DD, a Nairobi day. */
  nextFollowUp: text('next_follow_up'),
  /** Set once, when the status first says the customer was reached. */
  firstContactAt: text('first_contact_at'),
})

/**
 * The columns the tables of the contact, import and sell forms begin with (fresh builders
 * on every call).
 */
const formPageLead = () => ({
  id: id(),
  /** What the visitor is shown and quotes (MSG-7KQ3XM); unique, set by the API. */
  reference: text('reference').unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
})

/**
 * A lead table's indexes: by date, by car where it has one, and by address whatever its
 * case (the customer portal finds a buyer's leads by it).
 */
function leadIndexes(table: string, t: { createdAt: AnySQLiteColumn; carId?: AnySQLiteColumn }) {
  return [
    index(`${table}_created_idx`).on(t.createdAt),
    ...(t.carId ? [index(`${table}_car_idx`).on(t.carId)] : []),
    index(`${table}_email_idx`).on(sql`lower(email)`),
  ]
}

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    ...formPageLead(),
    phone: text('phone'),
    subject: text('subject', { enum: CONTACT_SUBJECTS }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    addressConfirmedAt: addressConfirmedAt(),
    ...workflow(),
  },
  (t) => leadIndexes('contact_messages', t),
)

export const importRequests = sqliteTable(
  'import_requests',
  {
    ...formPageLead(),
    phone: text('phone').notNull(),
    carMake: text('car_make').notNull(),
    carModel: text('car_model').notNull(),
    carYear: integer('car_year'),
    budget: text('budget', { enum: IMPORT_BUDGETS }).notNull(),
    additionalInfo: text('additional_info'),
    createdAt: createdAt(),
    addressConfirmedAt: addressConfirmedAt(),
    ...workflow(),
    /** The customer's private link: /import/track/{trackingToken}. */
    trackingToken: text('tracking_token')
      .notNull()
      .unique()
      .$defaultFn(() => newTrackingToken()),
    stage: text('stage', { enum: IMPORT_STAGES }).notNull().default('received'),
    /** Why the order was cancelled, shown to the customer. */
    cancelReason: text('cancel_reason'),
    /** The landed-cost estimate the visitor made on the form, if any (computed by the API). */
    costEstimate: text('cost_estimate', { mode: 'json' }).$type<ImportCostEstimate>(),
  },
  (t) => leadIndexes('import_requests', t),
)

export const sellRequests = sqliteTable(
  'sell_requests',
  {
    ...formPageLead(),
    phone: text('phone').notNull(),
    carMake: text('car_make').notNull(),
    carModel: text('car_model').notNull(),
    carYear: integer('car_year').notNull(),
    mileage: integer('mileage').notNull(),
    condition: text('condition', { enum: SELL_CONDITIONS }).notNull(),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    additionalInfo: text('additional_info'),
    createdAt: createdAt(),
    addressConfirmedAt: addressConfirmedAt(),
    ...workflow(),
  },
  (t) => leadIndexes('sell_requests', t),
)

/** The columns both forms of a car's page store (fresh builders on every call). */
const carPageLead = () => ({
  id: id(),
  reference: text('reference').notNull().unique(),
  carId: text('car_id').references(() => cars.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
})

/**
 * Interest in one car, from its page. A lead outlives its car: deleting the car keeps
 * the enquiry with no car. `reference` is what the visitor is shown and quotes.
 */
export const carEnquiries = sqliteTable(
  'car_enquiries',
  {
    ...carPageLead(),
    message: text('message').notNull(),
    preferredContact: text('preferred_contact', { enum: PREFERRED_CONTACTS }).notNull(),
    createdAt: createdAt(),
    addressConfirmedAt: addressConfirmedAt(),
    ...workflow(),
  },
  (t) => leadIndexes('car_enquiries', t),
)

/** A test drive asked for on a car's page; a Sunday is a request the dealer confirms. */
export const testDrives = sqliteTable(
  'test_drives',
  {
    ...carPageLead(),
    /** YYYY-MM-DD, a Nairobi day. */
    preferredDate: text('preferred_date').notNull(),
    /** HH:MM, one of TEST_DRIVE_TIMES. */
    preferredTime: text('preferred_time').notNull(),
    /** Sunday: by appointment, so a request to be confirmed. */
    byAppointment: integer('by_appointment', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    addressConfirmedAt: addressConfirmedAt(),
    ...workflow(),
  },
  (t) => leadIndexes('test_drives', t),
)

/**
 * A lead's timeline: notes and the changes of status, assignee and follow-up date, with
 * who made them and when. `leadId` is the id of a row of any lead table.
 */
export const leadEvents = sqliteTable(
  'lead_events',
  {
    id: id(),
    leadId: text('lead_id').notNull(),
    type: text('type', { enum: LEAD_EVENT_TYPES }).notNull(),
    /** A note's text. */
    note: text('note'),
    /** A change: the value before and after (null when there was none). */
    before: text('before'),
    after: text('after'),
    actorId: text('actor_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who, as shown then (their name or email): kept when the staff row changes. */
    actorName: text('actor_name').notNull(),
    at: createdAt('at'),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.at)],
)

/** The table behind each kind of lead a form sends (a reservation's is its own resource's). */
export const leadTables = {
  contact: contactMessages,
  import: importRequests,
  sell: sellRequests,
  enquiry: carEnquiries,
  'test-drive': testDrives,
} as const satisfies Record<FormLeadKind, unknown>

/** The view's arms: each lead table under its kind; the car-page tables have a car. */
const LEAD_VIEW_ARMS: {
  table: string
  kind: FormLeadKind
  car: boolean
  /** Import and sell requests name a car of their own (make, model, year), not one of ours. */
  namesCar?: boolean
  /** The column of what the visitor wrote in their own words, if the form has one. */
  message: 'message' | 'additional_info' | null
}[] = [
  { table: 'contact_messages', kind: 'contact', car: false, message: 'message' },
  {
    table: 'import_requests',
    kind: 'import',
    car: false,
    namesCar: true,
    message: 'additional_info',
  },
  { table: 'sell_requests', kind: 'sell', car: false, namesCar: true, message: 'additional_info' },
  { table: 'car_enquiries', kind: 'enquiry', car: true, message: 'message' },
  { table: 'test_drives', kind: 'test-drive', car: true, message: null },
]

/**
 * A reservation is a lead once its buyer has paid the deposit (paid, and whatever came of
 * it since: sold, hold ended, refund due, refunded); attempts that were never paid (waiting
 * on the phone, failed, cancelled unpaid) are no one to call. Staff's side of it is in its
 * `lead_status`, `assignee_id`, `next_follow_up` and `first_contact_at`: its `status` is
 * the payment's, listed as `payment_status`. Its phone is stored as M-Pesa wants it
 * (2547XXXXXXXX) and listed as +254 7XX XXX XXX, as other leads' phones read.
 */
const RESERVATION_ARM =
  "select id, 'reservation' as kind, name, email, " +
  "'+' || substr(phone, 1, 3) || ' ' || substr(phone, 4, 3) || ' ' || substr(phone, 7, 3) || ' ' || substr(phone, 10) as phone, " +
  'car_id, null as car_text, reference, null as message, ' +
  'lead_status as status, assignee_id, next_follow_up, first_contact_at, created_at, ' +
  'status as payment_status from reservations where paid_at is not null'

/**
 * Every lead of every kind, one row each, in the columns the inbox lists: the union of
 * the five lead tables and the paid reservations (a view, so filters, sorts and counts
 * are plain SQL).
 */
export const leads = sqliteView('leads', {
  id: text('id').notNull(),
  kind: text('kind', { enum: LEAD_KINDS }).notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  carId: text('car_id'),
  /** The car an import or sell request names ("2019 Toyota Land Cruiser"); else null. */
  carText: text('car_text'),
  reference: text('reference'),
  /** The visitor's message (a contact message's or enquiry's text, an import's or sell request's additional information). */
  message: text('message'),
  status: text('status', { enum: LEAD_STATUSES }).notNull(),
  assigneeId: text('assignee_id'),
  nextFollowUp: text('next_follow_up'),
  firstContactAt: text('first_contact_at'),
  createdAt: text('created_at').notNull(),
  /** Reservations: where the deposit stands (paid, converted, refund due, ...); else null. */
  paymentStatus: text('payment_status', { enum: RESERVATION_STATUSES }),
}).as(
  sql.raw(
    LEAD_VIEW_ARMS.map(
      ({ table, kind, car, namesCar, message }) =>
        `select id, '${kind}' as kind, name, email, phone, ` +
        (car ? 'car_id, ' : 'null as car_id, ') +
        (namesCar
          ? "ltrim(coalesce(car_year || ' ', '') || car_make || ' ' || car_model) as car_text, "
          : 'null as car_text, ') +
        'reference, ' +
        `${message ?? 'null'} as message, ` +
        `status, assignee_id, next_follow_up, first_contact_at, created_at, ` +
        `null as payment_status from ${table}`,
    )
      .concat(RESERVATION_ARM)
      .join(' union all '),
  ),
)
