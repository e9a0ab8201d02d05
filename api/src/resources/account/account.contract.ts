// The customer portal (/api/account): what a buyer sends to sign in with an emailed
// link, to keep their saved cars and to erase their data, and what the API answers with.
// Bundled into the site: its forms check with the same rules before posting.
import { z } from 'zod'
import {
  importCostEstimateRecord,
  importTrackingRecord,
  alertViewRecord,
} from '../../contract/answers'
import { emailAddress } from '../../contract/inputs/fields'
import {
  ALERT_FREQUENCIES,
  ALERT_STATUSES,
  CUSTOMER_STATUSES,
  LEAD_KINDS,
} from '../../contract/options'
import { carRecord } from '../cars/cars.contract'
import { reservationViewRecord } from '../reservations/reservations.contract'

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15
/** A buyer's session lasts this long from sign-in. */
export const BUYER_SESSION_DAYS = 30
/** Sign-in links sent to one address in an hour, at most; more are answered alike, unsent. */
export const SIGN_IN_LINKS_PER_HOUR = 3
/** Saved cars an account keeps, at most: the saved-cars cookie's own cap (SAVED_MAX). */
export const ACCOUNT_SAVED_MAX = 50

/** The buyer's session cookie: bound to the host and Secure on an https site. */
export const BUYER_COOKIE = 'buyer'
export const SECURE_BUYER_COOKIE = '__Host-buyer'
/** The cookie's name for a site at `publicUrl` (PUBLIC_URL). */
export function buyerCookieName(publicUrl: string | null | undefined): string {
  return publicUrl?.startsWith('https://') ? SECURE_BUYER_COOKIE : BUYER_COOKIE
}

/** A signed-in buyer behind a request: their session and their verified address. */
export type BuyerIdentity = { sessionId: string; email: string }

/** 128 random bits, base64url. */
export const SIGN_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/
/** 256 random bits, base64url. */
export const BUYER_SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A "Confirm this is your address" link's token: 128 random bits, base64url. */
export const ADDRESS_LINK_PATTERN = SIGN_IN_TOKEN_PATTERN
export const ADDRESS_LINK_INVALID_MESSAGE =
  'This confirmation link was already used or no longer works.'
/** What the portal says of a record until its address is confirmed. */
export const UNCONFIRMED_RECORD_TEXT = 'Sent from this address, not yet confirmed'

export const SIGN_IN_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new one.'
export const BUYER_NOT_SIGNED_IN_MESSAGE = 'Please sign in to your account.'
export const ERASE_CONFIRM_MESSAGE = 'Tick the box to confirm that we should erase your data'
export const SAVED_CARS_FULL_MESSAGE = `You can keep up to ${ACCOUNT_SAVED_MAX} saved cars. Remove one to save another.`
export const SAVED_CAR_NOT_FOUND_MESSAGE = 'This car is no longer listed'

/** POST /api/account/sign-in-links: where to send the link (any address; lower-cased). */
export const signInLinkInput = z.object({
  email: emailAddress.transform((v) => v.toLowerCase()),
})
export type SignInLinkInput = z.input<typeof signInLinkInput>

/** POST /api/account/sessions: the token from the link the buyer opened. */
export const buyerSessionInput = z.object({
  token: z
    .string({ required_error: SIGN_IN_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, SIGN_IN_LINK_INVALID_MESSAGE)
    .max(100, SIGN_IN_LINK_INVALID_MESSAGE),
})
export type BuyerSessionInput = z.input<typeof buyerSessionInput>

/**
 * PUT /api/account/saved-cars: the device's saved cars (its cookie), merged into the
 * account's. Ids of cars no longer listed are left out.
 */
export const savedCarsInput = z.object({
  carIds: z
    .array(z.string({ invalid_type_error: 'Car ids must be text' }).trim().min(1).max(64), {
      required_error: 'Car ids are required',
      invalid_type_error: 'Car ids must be a list',
    })
    .max(200, 'Too many cars at once'),
})
export type SavedCarsInput = z.input<typeof savedCarsInput>

/** POST /api/account/erase: the buyer ticked the box that says they mean it. */
export const eraseInput = z.object({
  confirm: z
    .union([z.literal(true), z.literal('on'), z.literal('true')], {
      errorMap: () => ({ message: ERASE_CONFIRM_MESSAGE }),
    })
    .transform(() => true as const),
})
export type EraseInput = z.input<typeof eraseInput>

/** What the sign-in form's post answers, whatever the address: "check your email". */
export const signInLinkRequestedRecord = z.object({ status: z.literal('check-email') })

/** GET /api/account/sign-in-links/{token}: the link still works (otherwise a 404). */
export const signInLinkStateRecord = z.object({ valid: z.literal(true) })

/** POST /api/account/sessions: signed in (the cookie is in Set-Cookie), as whom. */
export const buyerSignedInRecord = z.object({ email: z.string() })

/** A reservation as its buyer's page shows it, with the private link's token. */
export const accountReservationRecord = reservationViewRecord.extend({ token: z.string() })
export type AccountReservation = z.infer<typeof accountReservationRecord>

/** An import order: its tracking page's content, the estimate given with it and its link. */
export const accountImportOrderRecord = importTrackingRecord.extend({
  costEstimate: importCostEstimateRecord.nullable(),
  trackingToken: z.string(),
})
export type AccountImportOrder = z.infer<typeof accountImportOrderRecord>

/** An enquiry, test drive, sell request or contact message the buyer sent. */
export const accountLeadRecord = z.object({
  kind: z.enum(LEAD_KINDS),
  reference: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  /** What it was about: the car, a sell request's car, a contact message's subject. */
  about: z.string().nullable(),
  /** The car of an enquiry or test drive, while it is listed. */
  carId: z.string().nullable(),
})
export type AccountLead = z.infer<typeof accountLeadRecord>

/**
 * A record sent under the buyer's address that was neither sent signed in as it nor
 * confirmed from the link in its mail: anyone may have typed the address. Only what the
 * dealer's side names (its kind, reference, date, the listed car, a contact message's
 * subject), never what its sender typed (name, phone, message, the car they described).
 */
export const accountUnconfirmedRecord = z.object({
  kind: z.enum(LEAD_KINDS),
  reference: z.string().nullable(),
  createdAt: z.string(),
  /** The listed car of an enquiry, test drive or reservation; a contact message's subject. */
  about: z.string().nullable(),
  /** The listed car, while it is listed. */
  carId: z.string().nullable(),
})
export type AccountUnconfirmed = z.infer<typeof accountUnconfirmedRecord>

/** GET /api/address-confirmations/{token}: the record the link confirms (otherwise a 404). */
export const addressConfirmationRecord = z.object({
  kind: z.enum(LEAD_KINDS),
  reference: z.string().nullable(),
})
export type AddressConfirmation = z.infer<typeof addressConfirmationRecord>

/** A saved car, as the saved-cars page's cards show it (the site's CarSummary). */
export const accountSavedCarRecord = carRecord
  .pick({
    id: true,
    brand: true,
    model: true,
    year: true,
    fuel: true,
    mileage: true,
    price: true,
    availability: true,
    mainImage: true,
  })
  .extend({ title: z.string(), savedAt: z.string() })
export type AccountSavedCar = z.infer<typeof accountSavedCarRecord>

/** The answer of every saved-cars change: the account's saved cars, oldest first. */
export const accountSavedCarsRecord = z.object({ savedCars: z.array(accountSavedCarRecord) })

/**
 * A saved search with email alerts: managed through its private link's routes
 * (/api/alerts/{token}: PUT frequency, POST pause, resume and unsubscribe).
 */
export const accountAlertRecord = z.object({
  token: z.string(),
  description: z.string(),
  href: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(ALERT_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Paused (POST /api/alerts/{token}/pause, /resume), since then. */
  pausedAt: z.string().nullable(),
})
export type AccountAlert = z.infer<typeof accountAlertRecord>

/**
 * GET /api/account: everything the signed-in buyer's address is on, newest first: the
 * reservations, orders and leads in full when their address is confirmed, the others in
 * `unconfirmed`.
 */
export const accountOverviewRecord = z.object({
  email: z.string(),
  reservations: z.array(accountReservationRecord),
  importOrders: z.array(accountImportOrderRecord),
  leads: z.array(accountLeadRecord),
  savedCars: z.array(accountSavedCarRecord),
  /** Waiting for confirmation or active (a stopped alert is gone). */
  alerts: z.array(accountAlertRecord),
  /** Records of any kind above whose address is not confirmed: listed apart, in brief. */
  unconfirmed: z.array(accountUnconfirmedRecord),
})
export type AccountOverview = z.infer<typeof accountOverviewRecord>

/** The buyer's own fields of each kind of lead, as "Download my data" gives them. */
const exportedLead = z
  .object({
    reference: z.string().nullable(),
    createdAt: z.string(),
    status: z.enum(CUSTOMER_STATUSES),
  })
  .catchall(z.unknown())

/**
 * GET /api/account/export: everything tied to the address, without staff's notes; what a
 * record's sender typed only when its address is confirmed (the others in `unconfirmed`).
 */
export const accountExportRecord = z.object({
  exportedAt: z.string(),
  email: z.string(),
  account: z.object({ firstSignedInAt: z.string(), lastSignedInAt: z.string() }).nullable(),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      endedAt: z.string().nullable(),
    }),
  ),
  reservations: z.array(
    accountReservationRecord.extend({ name: z.string(), phone: z.string(), email: z.string() }),
  ),
  importRequests: z.array(exportedLead),
  sellRequests: z.array(exportedLead),
  contactMessages: z.array(exportedLead),
  enquiries: z.array(exportedLead),
  testDrives: z.array(exportedLead),
  savedCars: z.array(accountSavedCarRecord),
  alerts: z.array(alertViewRecord.omit({ email: true }).extend({ token: z.string() })),
  /** Records sent under the address but not confirmed: without what their sender typed. */
  unconfirmed: z.array(accountUnconfirmedRecord),
})
export type AccountExport = z.infer<typeof accountExportRecord>

/**
 * POST /api/account/erase: done (the cookie is cleared); how many records of each kind
 * held the address (erased, or for an unconfirmed one, the address taken off it).
 */
export const accountErasedRecord = z.object({
  erased: z.object({
    leads: z.number().int(),
    reservations: z.number().int(),
    alerts: z.number().int(),
    savedCars: z.number().int(),
    sessions: z.number().int(),
  }),
})
export type AccountErased = z.infer<typeof accountErasedRecord>
