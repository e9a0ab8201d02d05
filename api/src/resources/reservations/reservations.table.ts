// Reservations: a buyer's M-Pesa deposit that holds a car. One row per attempt to pay;
// its events are the timeline (what the buyer, Daraja, the server and staff did). Two
// partial unique indexes keep the money rules in the database itself: at most one
// reservation awaits payment per car, and at most one holds it (paid).
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { PAYMENT_OUTCOMES } from '../../contract/mpesa'
import { AVAILABILITY, LEAD_STATUSES } from '../../contract/options'
import { addressConfirmedAt, createdAt, id, updatedAt } from '../../db/schema/util'
import { cars } from '../cars/cars.table'
import { staff } from '../staff/staff.table'

export const RESERVATION_STATUSES = [
  'awaiting-payment',
  'payment-failed',
  'paid',
  'expired',
  'converted',
  'cancelled',
  'refund-due',
  'refunded',
  /** Money arrived that is not what was asked (another amount, another phone, a used receipt). */
  'needs-checking',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** Why a reservation attempt was refused, for the counts staff see. */
export const RESERVATION_REFUSAL_REASONS = [
  'phone-waiting',
  'phone-daily-cap',
  'client-holds',
  'car-busy',
  'car-reserved',
  'not-reservable',
  'rate-limited',
] as const
export type ReservationRefusalReason = (typeof RESERVATION_REFUSAL_REASONS)[number]

export const reservations = sqliteTable(
  'reservations',
  {
    id: id(),
    /** The private link's key: /reservations/{token}. */
    token: text('token').notNull().unique(),
    /** Shown to the buyer, on the phone's prompt (Daraja's account reference, 12 at most). */
    reference: text('reference').notNull().unique(),
    carId: text('car_id')
      .notNull()
      .references(() => cars.id),
    name: text('name').notNull(),
    /** 2547XXXXXXXX or 2541XXXXXXXX. */
    phone: text('phone').notNull(),
    email: text('email'),
    addressConfirmedAt: addressConfirmedAt(),
    /** The deposit asked, whole shillings. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
    /** Why a payment did not go through (contract/mpesa.ts PAYMENT_OUTCOMES). */
    outcome: text('outcome', { enum: PAYMENT_OUTCOMES }),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id').unique(),
    /** When the push was sent: the server queries Daraja itself two minutes later. */
    pushedAt: text('pushed_at'),
    /** The push's lifetime ends: with no answer by then, the car is free again. */
    payBy: text('pay_by').notNull(),
    receipt: text('receipt').unique(),
    paidAt: text('paid_at'),
    /** What the callback said was paid, and from which phone, when it was not what was asked. */
    paidAmount: integer('paid_amount'),
    paidPhone: text('paid_phone'),
    /**
     * Who asked (a keyed hash of the client's address, IPv6 by its /64; the key lives in
     * the process, so it names nobody): live holds per client are counted by it.
     */
    clientKey: text('client_key'),

    heldUntil: text('held_until'),
    /** The car's availability before the hold, given back when the hold ends. */
    availabilityBefore: text('availability_before', { enum: AVAILABILITY }),
    cancelReason: text('cancel_reason'),
    refundReference: text('refund_reference'),
    /** Who recorded the refund as sent, and who confirmed it (a refund above the threshold). */
    refundRecordedBy: text('refund_recorded_by'),
    refundConfirmedBy: text('refund_confirmed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // A buyer who paid is a lead in the inbox (the `leads` view): where sales are with
    // them, as on every lead table (`lead_status`, for `status` is the payment's).
    leadStatus: text('lead_status', { enum: LEAD_STATUSES }).notNull().default('new'),
    assigneeId: text('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD, a Nairobi day. */
    nextFollowUp: text('next_follow_up'),
    /** Set once, when the lead status first says the buyer was reached. */
    firstContactAt: text('first_contact_at'),
  },
  (t) => [
    uniqueIndex('reservations_one_awaiting_per_car')
      .on(t.carId)
      .where(sql`${t.status} = 'awaiting-payment'`),
    uniqueIndex('reservations_one_paid_per_car')
      .on(t.carId)
      .where(sql`${t.status} = 'paid'`),
    index('reservations_status_created').on(t.status, t.createdAt),
    // Prompts per phone number (one waiting, a few a day) and live holds per client.
    index('reservations_phone_created').on(t.phone, t.createdAt),
    index('reservations_client_waiting')
      .on(t.clientKey)
      .where(sql`${t.status} = 'awaiting-payment'`),
    // The customer portal finds a buyer's reservations by address, whatever its case.
    index('reservations_email_idx').on(sql`lower(email)`),
  ],
)

export const reservationEvents = sqliteTable(
  'reservation_events',
  {
    id: id(),
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    at: createdAt('at'),
    /** What happened: requested, pushed, paid, failed, expired, refund-due, ... */
    kind: text('kind').notNull(),
    /** Who: buyer, daraja, server, or a staff member's email. */
    actor: text('actor').notNull(),
    detail: text('detail'),
  },
  (t) => [index('reservation_events_reservation').on(t.reservationId, t.at)],
)

/** Refused attempts to reserve, counted per Nairobi day and reason (staff see them). */
export const reservationRefusals = sqliteTable(
  'reservation_refusals',
  {
    /** YYYY-MM-DD, a Nairobi day. */
    day: text('day').notNull(),
    reason: text('reason', { enum: RESERVATION_REFUSAL_REASONS }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason] })],
)
