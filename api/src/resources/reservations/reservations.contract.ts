// What a buyer sends to reserve a car, and what the reservation's private page reads.
// Bundled into the site: its form checks with the same rules before posting.
import { z } from 'zod'
import { normaliseMpesaPhone, PAYMENT_OUTCOMES } from '../../contract/mpesa'
import { emailAddress, requiredText } from '../../contract/inputs/fields'
import { LEAD_STATUSES } from '../../contract/options'
import {
  RESERVATION_REFUSAL_REASONS,
  RESERVATION_STATUSES,
  type ReservationRefusalReason,
} from './reservations.table'

export {
  RESERVATION_REFUSAL_REASONS,
  RESERVATION_STATUSES,
  type ReservationRefusalReason,
  type ReservationStatus,
} from './reservations.table'

export const MPESA_PHONE_MESSAGE = 'Enter an M-Pesa number: 07…, 01…, +254… or 254…'
export const RESERVATION_CONSENT_MESSAGE = 'Please accept the reservation terms'
export const CAR_NOT_RESERVABLE_MESSAGE = 'This car cannot be reserved online'
export const CAR_ALREADY_RESERVED_MESSAGE = 'This car is already reserved'
export const SOMEONE_PAYING_MESSAGE =
  'Someone is paying for this car right now. Please try again in a few minutes.'
export const PHONE_WAITING_MESSAGE =
  'A payment request is already waiting on this phone. Answer it, or try again in a few minutes.'
/** The refusal once a phone has had its `cap` prompts of the day (RESERVATION_PROMPTS_PER_PHONE). */
export const phoneDailyCapMessage = (cap: number) =>
  `This phone has had ${cap} payment ${cap === 1 ? 'request' : 'requests'} today. Please try again tomorrow, or contact us.`
export const CLIENT_HOLDS_MESSAGE =
  'You already have payment requests waiting. Answer them, or try again in a few minutes.'
export const MPESA_UNREACHABLE_MESSAGE =
  'We could not reach M-Pesa just now. Nothing was charged; please try again.'
export const RESERVATION_NOT_FOUND = 'Reservation not found'
export const CAR_HAS_RESERVATIONS_MESSAGE =
  'This car has reservations, so it cannot be deleted. Mark it sold or out of stock instead.'

/** The car availabilities a buyer may reserve online. */
export const RESERVABLE_AVAILABILITY = ['In Stock', 'Pre-Order'] as const

/** POST /api/reservations: the buyer's details; the deposit is the server's to work out. */
export const reservationInput = z.object({
  carId: z.string({ required_error: 'Car is required' }).trim().min(1, 'Car is required').max(64),
  name: requiredText('Name', 100),
  phone: z
    .string({
      required_error: 'M-Pesa phone is required',
      invalid_type_error: 'M-Pesa phone must be text',
    })
    .trim()
    .min(1, 'M-Pesa phone is required')
    .transform((v, ctx) => {
      const phone = normaliseMpesaPhone(v)
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: MPESA_PHONE_MESSAGE })
        return z.NEVER
      }
      return phone
    }),
  email: z
    .union([z.literal(''), emailAddress])
    .nullish()
    .transform((v) => (v ? v : null)),
  consent: z
    .union([z.literal(true), z.literal('on'), z.literal('true')], {
      errorMap: () => ({ message: RESERVATION_CONSENT_MESSAGE }),
    })
    .transform(() => true as const),
})
export type ReservationInput = z.input<typeof reservationInput>

/** What the reservation's private page shows (no phone number in full, no name). */
export const reservationViewRecord = z.object({
  reference: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  outcome: z.enum(PAYMENT_OUTCOMES).nullable(),
  amount: z.number().int(),
  /** The phone, all but its last three digits hidden: 2547******678. */
  phone: z.string(),
  car: z.object({ id: z.string(), title: z.string(), price: z.number() }),
  receipt: z.string().nullable(),
  paidAt: z.string().nullable(),
  heldUntil: z.string().nullable(),
  payBy: z.string(),
  createdAt: z.string(),
})
export type ReservationView = z.infer<typeof reservationViewRecord>

/** The answer to POST /api/reservations: where the buyer waits for the phone. */
export const reservationStartedRecord = z.object({ token: z.string(), reference: z.string() })

/** What staff call each status (the console's filter and chips, the alert email). */
export const RESERVATION_STATUS_LABELS: Record<(typeof RESERVATION_STATUSES)[number], string> = {
  'awaiting-payment': 'Awaiting payment',
  'payment-failed': 'Payment failed',
  paid: 'Paid',
  expired: 'Expired',
  converted: 'Converted to sale',
  cancelled: 'Cancelled',
  'refund-due': 'Refund due',
  refunded: 'Refunded',
  'needs-checking': 'Payment to check',
}

/** What staff call each reason a reservation attempt was refused. */
export const RESERVATION_REFUSAL_LABELS: Record<ReservationRefusalReason, string> = {
  'phone-waiting': 'A prompt was already waiting on the phone',
  'phone-daily-cap': 'The phone had had its prompts for the day',
  'client-holds': 'The visitor already had prompts waiting',
  'car-busy': 'Another buyer was paying for the car',
  'car-reserved': 'The car was already reserved',
  'not-reservable': 'The car could not be reserved online',
  'rate-limited': 'Too many attempts from one address',
}

/** GET /api/reservations/refusals: refused attempts per Nairobi day and reason. */
export const reservationRefusalsRecord = z.object({
  days: z.number().int(),
  rows: z.array(
    z.object({
      day: z.string(),
      reason: z.enum(RESERVATION_REFUSAL_REASONS),
      count: z.number().int(),
    }),
  ),
})
export type ReservationRefusals = z.infer<typeof reservationRefusalsRecord>

/** A reservation as staff list it: the buyer's details in full (staff only). */
export const reservationRecord = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  outcome: z.enum(PAYMENT_OUTCOMES).nullable(),
  carId: z.string(),
  /** The car as the catalogue names it; null when it is no longer listed. */
  carTitle: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  amount: z.number().int(),
  receipt: z.string().nullable(),
  paidAt: z.string().nullable(),
  heldUntil: z.string().nullable(),
  payBy: z.string(),
  /** What the callback said was paid and from which phone, when it needs checking. */
  paidAmount: z.number().int().nullable(),
  paidPhone: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refundReference: z.string().nullable(),
  /** Who recorded the refund as sent; who confirmed it (above the settings' threshold). */
  refundRecordedBy: z.string().nullable(),
  refundConfirmedBy: z.string().nullable(),
  /** A refund recorded that waits for an admin other than its recorder to confirm it. */
  refundAwaitsConfirmation: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ReservationRecord = z.infer<typeof reservationRecord>

/** One event of a reservation's timeline: who (buyer, daraja, server or a staff email). */
export const reservationEventRecord = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  actor: z.string(),
  detail: z.string().nullable(),
})
export type ReservationEvent = z.infer<typeof reservationEventRecord>

/**
 * A reservation read by id: the list's record, its timeline, oldest first, and, once the
 * buyer has paid, where sales are with them as a lead (the lead inbox, same id).
 */
export const reservationDetailRecord = reservationRecord.extend({
  events: z.array(reservationEventRecord),
  lead: z
    .object({
      status: z.enum(LEAD_STATUSES),
      assigneeId: z.string().nullable(),
      nextFollowUp: z.string().nullable(),
    })
    .nullable(),
})
export type ReservationDetail = z.infer<typeof reservationDetailRecord>

export const HOLD_EXTENSION_MESSAGE = 'Give a number of days (1 to 60) or a later date'
export const HOLD_NOT_LATER_MESSAGE = 'The new date must be later than the current hold'
export const CANCEL_REASON_REQUIRED = 'Cancel reason is required'
export const REFUND_REFERENCE_REQUIRED = 'M-Pesa refund reference is required'
export const RESERVATION_STATE_MESSAGES = {
  extend: 'Only a paid reservation’s hold can be extended',
  sell: 'Only a paid reservation can be marked sold',
  cancel: 'Only a reservation awaiting payment, paid or with a payment to check can be cancelled',
  refund: 'Only a reservation whose refund is due can be marked refunded',
  'confirm-refund': 'Only a refund recorded and not yet confirmed can be confirmed',
} as const
export const REFUND_ALREADY_RECORDED_MESSAGE =
  'This refund is recorded and waits for an admin to confirm it'
export const REFUND_CONFIRM_ADMIN_MESSAGE = 'Only an admin can confirm a refund'
export const REFUND_CONFIRM_OTHER_MESSAGE =
  'A refund is confirmed by a second staff member: someone other than who recorded it'

/**
 * PUT /api/reservations/:id: what staff do to a reservation, one action at a time.
 * extend: a paid hold, by a number of days or to the end of a (Nairobi) date; sell: the
 * car is sold to this buyer; cancel: with a reason; refund: with M-Pesa's reference (a
 * refund above the settings' threshold then waits for confirm-refund by another staff
 * member, an admin).
 */
export const reservationActionInput = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('extend'),
      days: z.coerce
        .number({ invalid_type_error: HOLD_EXTENSION_MESSAGE })
        .int(HOLD_EXTENSION_MESSAGE)
        .min(1, HOLD_EXTENSION_MESSAGE)
        .max(60, HOLD_EXTENSION_MESSAGE)
        .nullish(),
      /** YYYY-MM-DD: held to the end of that day in Nairobi. */
      heldUntil: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, HOLD_EXTENSION_MESSAGE)
        .nullish()
        .or(z.literal('').transform(() => null)),
    }),
    z.object({ action: z.literal('sell') }),
    z.object({
      action: z.literal('cancel'),
      reason: requiredText('Cancel reason', 500, 'paragraphs'),
    }),
    z.object({
      action: z.literal('refund'),
      refundReference: requiredText('M-Pesa refund reference', 40),
    }),
    z.object({ action: z.literal('confirm-refund') }),
  ],
  {
    errorMap: () => ({
      message: 'Action must be one of: extend, sell, cancel, refund, confirm-refund',
    }),
  },
)
export type ReservationActionInput = z.input<typeof reservationActionInput>
export type ReservationAction = z.infer<typeof reservationActionInput>
