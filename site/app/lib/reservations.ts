// A reservation as the buyer reads it: what the deposit buys, and each state's page
// (a payment's outcome, a hold's end) in a heading and a sentence.
import type { ReservationSettings, ReservationView } from '@dealership/api/contract'
import { formatPrice } from './format'

/** "7 days", "1 day": how long a paid deposit holds the car. */
export const holdDaysText = (holdDays: number) => `${holdDays} ${holdDays === 1 ? 'day' : 'days'}`

/** "Pay the deposit and the car is held for you for 7 days." */
export function holdText(holdDays: number): string {
  return `Pay the deposit and we hold the car for you for ${holdDaysText(
    holdDays,
  )}: nobody else can buy or reserve it in that time.`
}

/**
 * The deposit the settings ask, in words: "Ksh 100,000, whatever the car", or "2% of the
 * car's price, at least Ksh 50,000 and at most Ksh 250,000".
 */
export function depositText(
  s: Pick<
    ReservationSettings,
    'depositKind' | 'depositAmount' | 'depositPercent' | 'depositMin' | 'depositMax'
  >,
): string {
  return s.depositKind === 'fixed'
    ? `${formatPrice(s.depositAmount)}, whatever the car`
    : `${s.depositPercent}% of the car's price, at least ${formatPrice(
        s.depositMin,
      )} and at most ${formatPrice(s.depositMax)}`
}

/**
 * Whether another buyer's M-Pesa prompt for the car is waiting: the reservations keep
 * the car's beingReservedUntil while it waits and clear it as it ends, so the page reads
 * the flag alone (no clock: a cached page and its hydration agree).
 */
export const isBeingReserved = (car: { beingReservedUntil: string | null }) =>
  car.beingReservedUntil !== null

/** The short badge for it (the card, the phone's price bar, the reserve form). */
export const BEING_RESERVED_BADGE = 'Being reserved'

/** Said on the car's page and its reserve form while it is being reserved. */
export const BEING_RESERVED = 'Being reserved: check back in a few minutes'

/** The words on the waiting page, verbatim from the issue. */
export const CHECK_PHONE = 'Check your phone and enter your M-Pesa PIN'

type Failure = NonNullable<ReservationView['outcome']>

/** Why a payment did not go through, by its outcome: a heading and what to do. */
export const FAILURE_TEXTS: Record<Failure, { title: string; text: string }> = {
  paid: { title: 'Payment received', text: '' },
  cancelled: {
    title: 'Payment cancelled',
    text: 'The payment was cancelled on your phone.',
  },
  'insufficient-balance': {
    title: 'Not enough M-Pesa balance',
    text: 'Your M-Pesa balance was too low for the deposit. Top up and try again.',
  },
  'wrong-pin': {
    title: 'Wrong M-Pesa PIN',
    text: 'The M-Pesa PIN entered was not correct.',
  },
  unreachable: {
    title: 'We could not reach your phone',
    text: 'M-Pesa could not reach your phone. Check that it is on, has signal and that the number is right.',
  },
  'no-answer': {
    title: 'No answer in time',
    text: 'The payment request on your phone timed out before it was answered.',
  },
  failed: {
    title: 'Payment failed',
    text: 'M-Pesa could not complete the payment.',
  },
}

/** The heading of each state a reservation ends in, besides a failed payment's. */
export const STATUS_TITLES = {
  'awaiting-payment': CHECK_PHONE,
  paid: 'Your car is reserved',
  expired: 'Your hold has ended',
  converted: 'The car is yours',
  cancelled: 'Reservation cancelled',
  'refund-due': 'Your refund is on its way',
  refunded: 'Deposit refunded',
  'needs-checking': 'We are checking your payment',
} as const

/** A reservation's heading: its state's, or for a failed payment its outcome's. */
export function reservationTitle(r: Pick<ReservationView, 'status' | 'outcome'>): string {
  if (r.status === 'payment-failed') return FAILURE_TEXTS[r.outcome ?? 'failed'].title
  return STATUS_TITLES[r.status]
}
