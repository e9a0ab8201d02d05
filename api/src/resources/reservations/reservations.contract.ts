// What a buyer sends to reserve a car, and what the reservation's private page reads.
// Bundled into the site: its form checks with the same rules before posting.
import { z } from 'zod'
import { normaliseMpesaPhone, PAYMENT_OUTCOMES } from '../../contract/mpesa'
import { emailAddress, requiredText } from '../../contract/inputs/fields'
import { RESERVATION_STATUSES } from './reservations.table'

export { RESERVATION_STATUSES, type ReservationStatus } from './reservations.table'

export const MPESA_PHONE_MESSAGE = 'Enter an M-Pesa number: 07…, 01…, +254… or 254…'
export const RESERVATION_CONSENT_MESSAGE = 'Please accept the reservation terms'
export const CAR_NOT_RESERVABLE_MESSAGE = 'This car cannot be reserved online'
export const CAR_ALREADY_RESERVED_MESSAGE = 'This car is already reserved'
export const SOMEONE_PAYING_MESSAGE =
  'Someone is paying for this car right now. Please try again in a few minutes.'
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
