// What the API accepts and answers with for the reservation settings, and the deposit
// they ask for a car's price. Bundled into the site and the console.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { requiredText } from '../../contract/inputs/fields'
import { recordIds } from '../../contract/records'
import { reservationSettings } from './reservation-settings.table'

export const RESERVATION_SETTINGS_ID = 'current'
/** The most M-Pesa takes in one payment, in shillings. */
export const MPESA_MAX_PAYMENT = 250_000

/** Refunds above this many shillings are confirmed by a second staff member, an admin. */
export const DEFAULT_REFUND_CONFIRM_ABOVE = 100_000

export const DEPOSIT_KINDS = ['fixed', 'percent'] as const
export type DepositKind = (typeof DEPOSIT_KINDS)[number]
export const DEPOSIT_KIND_LABELS: Record<DepositKind, string> = {
  fixed: 'A fixed amount',
  percent: 'A percentage of the price',
}

export const DEPOSIT_RANGE_MESSAGE = 'The minimum deposit must not be more than the maximum'
export const MPESA_LIMIT_MESSAGE = `M-Pesa takes at most KES 250,000 in one payment`

const shillings = (label: string) =>
  z
    .number({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .int(`${label} must be whole shillings`)
    .min(1, `${label} must be at least KES 1`)
    .max(MPESA_MAX_PAYMENT, `${label}: ${MPESA_LIMIT_MESSAGE}`)

/** The reservation settings (one record, `id` = `current`). */
export const reservationSettingsInput = createInsertSchema(reservationSettings, {
  depositKind: z.enum(DEPOSIT_KINDS, {
    errorMap: () => ({ message: 'Deposit must be a fixed amount or a percentage' }),
  }),
  depositAmount: shillings('Fixed deposit'),
  depositPercent: z
    .number({
      required_error: 'Deposit percentage is required',
      invalid_type_error: 'Deposit percentage must be a number',
    })
    .min(0.1, 'Deposit percentage must be between 0.1 and 50')
    .max(50, 'Deposit percentage must be between 0.1 and 50'),
  depositMin: shillings('Minimum deposit'),
  depositMax: shillings('Maximum deposit'),
  holdDays: z
    .number({
      required_error: 'Days held is required',
      invalid_type_error: 'Days held must be a number',
    })
    .int('Days held must be a whole number')
    .min(1, 'Days held must be between 1 and 60')
    .max(60, 'Days held must be between 1 and 60'),
  refundTerms: requiredText('Refund terms', 2000),
  refundConfirmAbove: z
    .number({ invalid_type_error: 'Refunds confirmed above must be a number' })
    .int('Refunds confirmed above must be whole shillings')
    .min(0, 'Refunds confirmed above must be at least KES 0')
    .max(MPESA_MAX_PAYMENT, `Refunds confirmed above: ${MPESA_LIMIT_MESSAGE}`)
    .default(DEFAULT_REFUND_CONFIRM_ABOVE),
})
  .omit({ id: true, updatedAt: true })
  .refine((v) => v.depositMin <= v.depositMax, {
    message: DEPOSIT_RANGE_MESSAGE,
    path: ['depositMax'],
  })
export type ReservationSettingsInput = z.input<typeof reservationSettingsInput>

/** The reservation settings (one record, `id` = `current`). */
export const reservationSettingsRecord = createSelectSchema(reservationSettings).extend(recordIds)
export type ReservationSettings = z.infer<typeof reservationSettingsRecord>

/** What a new install asks: 2% of the price, between KES 50,000 and 250,000, held 7 days. */
export const DEFAULT_RESERVATION_SETTINGS: Omit<ReservationSettings, 'id' | '_id' | 'updatedAt'> = {
  depositKind: 'percent',
  depositAmount: 100_000,
  depositPercent: 2,
  depositMin: 50_000,
  depositMax: 250_000,
  holdDays: 7,
  refundConfirmAbove: DEFAULT_REFUND_CONFIRM_ABOVE,
  refundTerms:
    'The deposit is refunded in full, to the M-Pesa number that paid it, if you cancel before the hold ends or if we cannot deliver the car as described. Refunds are sent within 3 working days of your request. If you buy the car, the deposit counts towards its price.',
}

/**
 * The deposit for a car of `price` shillings: the fixed amount, or the percentage rounded
 * to whole shillings and kept between the minimum and the maximum. Never more than the
 * price itself.
 */
export function depositFor(
  price: number,
  s: Pick<
    ReservationSettings,
    'depositKind' | 'depositAmount' | 'depositPercent' | 'depositMin' | 'depositMax'
  >,
): number {
  const asked =
    s.depositKind === 'fixed'
      ? s.depositAmount
      : Math.min(s.depositMax, Math.max(s.depositMin, Math.round((price * s.depositPercent) / 100)))
  return Math.max(1, Math.min(Math.round(price), asked))
}
