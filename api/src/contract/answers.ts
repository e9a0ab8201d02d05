// Zod records of the answers that are no table's record (those are in each resource's
// contract file, resources/<name>/<name>.contract.ts): the public configuration, the
// dashboard's figures, an import order as its customer follows it, the held photos, a
// saved search's private page and the console's saved searches.
// Each type is inferred from its record; api/src/app/responses.test.ts parses every one of
// these answers with its record, strictly, and the console parses them with it.
import { z } from 'zod'
import {
  ALERT_FREQUENCIES,
  ALERT_STATUSES,
  IMPORT_STAGES,
  LEAD_KINDS,
  type LeadKind,
} from './options'
import { IMPORT_FUELS, VALUE_CURRENCIES, type ImportCostEstimate } from './landed-cost'
import { staffRecord } from '../resources/staff/staff.contract'
import { CAR_SEARCH, type CarSearchKey } from './search-filters'

/** What the browser side needs to talk to Firebase and the image host. */
export const publicConfigRecord = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    /** host:port of the Auth Emulator, when used. */
    emulatorHost: z.string().nullable(),
  }),
  cloudinary: z.object({ cloudName: z.string(), uploadPreset: z.string() }).nullable(),
  /** Cloudinary's API base (default https://api.cloudinary.com/v1_1); tests point it elsewhere. */
  cloudinaryApiBase: z.string().optional(),
  siteName: z.string(),
  /** The dealer's WhatsApp number (dealer settings), digits only. */
  dealerWhatsapp: z.string(),
  /** Whether buyers can reserve a car online: M-Pesa (Daraja or its stand-in) is set up. */
  reservations: z.boolean(),
})
export type PublicConfig = z.infer<typeof publicConfigRecord>

const leadCounts = z.object(
  Object.fromEntries(LEAD_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    LeadKind,
    z.ZodNumber
  >,
)

/** GET /api/leads/stats: the dashboard's lead figures (resources/leads/lead-stats.ts). */
export const leadStatsRecord = z.object({
  today: leadCounts,
  thisWeek: leadCounts,
  awaitingFirstContact: z.object({
    count: z.number().int(),
    oldest: z
      .object({ id: z.string(), kind: z.enum(LEAD_KINDS), name: z.string(), createdAt: z.string() })
      .nullable(),
  }),
  /** Over the last 90 days; null when no lead was contacted in that time. */
  medianMinutesToFirstContact: z.number().nullable(),
  /** Open leads (new, contacted, qualified) whose next follow-up is today or overdue. */
  followUpsDue: z.number().int(),
  /** Today's test drives (Nairobi), by their time; none that are lost or spam. */
  testDrivesToday: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      time: z.string(),
      carTitle: z.string().nullable(),
    }),
  ),
  /**
   * Reservations: deposits paid today and this week (Nairobi), and how many wait on the
   * buyer's phone now, are held for a buyer, and owe a refund.
   */
  reservations: z.object({
    paidToday: z.number().int(),
    paidThisWeek: z.number().int(),
    awaitingPayment: z.number().int(),
    held: z.number().int(),
    refundDue: z.number().int(),
  }),
  /** The five cars with the most enquiries plus chat clicks. */
  topCars: z.array(
    z.object({
      carId: z.string(),
      title: z.string(),
      enquiries: z.number().int(),
      chatClicks: z.number().int(),
    }),
  ),
})
export type LeadStats = z.infer<typeof leadStatsRecord>

/** GET /api/import-tracking/{token}: an import order as its customer follows it. */
export const importTrackingRecord = z.object({
  /** What the customer quotes (IMP-7KQ3XM); null only for an order from before references. */
  reference: z.string().nullable(),
  carMake: z.string(),
  carModel: z.string(),
  carYear: z.number().int().nullable(),
  stage: z.enum(IMPORT_STAGES),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  /** Each stage reached, oldest first, starting with `received`. */
  history: z.array(z.object({ stage: z.enum(IMPORT_STAGES), at: z.string() })),
})
export type ImportTracking = z.infer<typeof importTrackingRecord>

/** A photo held for a sell form sent back with a mistake (GET/POST /api/held-photos). */
export const heldPhotoRecord = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  name: z.string(),
})
export type HeldPhoto = z.infer<typeof heldPhotoRecord>
/** The photos a token holds: `token` is null once it holds none. */
export const heldPhotosRecord = z.object({
  token: z.string().nullable(),
  photos: z.array(heldPhotoRecord),
})
export type HeldPhotos = z.infer<typeof heldPhotosRecord>
/** What holding more photos answers: the photos held, and those refused named in `errors`. */
export const heldPhotosPostRecord = heldPhotosRecord.extend({
  errors: z.object({ images: z.string() }).optional(),
})
export type HeldPhotosPost = z.infer<typeof heldPhotosPostRecord>

/** A search's filters as the API answers them: each set one by its kind (CAR_SEARCH). */
export const searchFiltersRecord = z
  .object(
    Object.fromEntries(
      Object.entries(CAR_SEARCH).map(([key, field]) => [
        key,
        (field.kind === 'int' ? z.number().int() : z.string()).optional(),
      ]),
    ) as SearchFiltersShape,
  )
  .strict()
type SearchFiltersShape = {
  [K in CarSearchKey]: z.ZodOptional<
    (typeof CAR_SEARCH)[K]['kind'] extends 'int' ? z.ZodNumber : z.ZodString
  >
}

/** What the private link's page shows of its alert. */
export const alertViewRecord = z.object({
  status: z.enum(ALERT_STATUSES),
  frequency: z.enum(ALERT_FREQUENCIES),
  email: z.string(),
  filters: searchFiltersRecord,
  description: z.string(),
  href: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** Paused by its owner (nothing is sent), since then; null when not paused. */
  pausedAt: z.string().nullable(),
})
export type AlertView = z.infer<typeof alertViewRecord>

/** POST /api/alerts, whatever the address: the page says "check your email". */
export const alertRequestedRecord = z.object({ status: z.literal('check-email') })

/** One row of the console's list: a search and how many people follow it. */
export const searchDemandRecord = z.object({
  id: z.string(),
  description: z.string(),
  href: z.string(),
  active: z.number().int(),
  pending: z.number().int(),
  daily: z.number().int(),
  instant: z.number().int(),
  lastRequestedAt: z.string(),
})
export type SearchDemand = z.infer<typeof searchDemandRecord>

/** POST /api/staff answer: the record, and a temporary password when the account was created. */
export const staffCreatedRecord = staffRecord.extend({
  temporaryPassword: z.string().nullable(),
  passwordResetLink: z.string().nullable(),
})
export type StaffCreated = z.infer<typeof staffCreatedRecord>

/** GET /api/me: who the signed-in staff member is. */
export const meRecord = staffRecord.pick({
  id: true,
  email: true,
  uid: true,
  displayName: true,
  role: true,
})
export type Me = z.infer<typeof meRecord>

/** GET /api/leads/assignees: who a lead can be given to. */
export const assigneeRecord = z.object({ id: z.string(), name: z.string() })
export type Assignee = z.infer<typeof assigneeRecord>

/** POST /api/chat-clicks: the click counted. */
export const chatClickRecord = z.object({ id: z.string(), carId: z.string(), at: z.string() })
export type ChatClick = z.infer<typeof chatClickRecord>

const amount = z.number()
/**
 * The estimate an import request keeps (`costEstimate`, in its lead's details): what the
 * visitor entered, the rates' date and year, and what it came to.
 */
export const importCostEstimateRecord = z.object({
  value: amount,
  currency: z.enum(VALUE_CURRENCIES),
  year: z.number().int(),
  engineCc: z.number().int(),
  fuel: z.enum(IMPORT_FUELS),
  ratesDate: z.string(),
  estimateYear: z.number().int(),
  result: z.object({
    customsValue: amount,
    ageYears: z.number().int(),
    eligible: z.boolean(),
    importDutyPercent: amount,
    excisePercent: amount,
    importDuty: amount,
    excise: amount,
    vat: amount,
    idf: amount,
    rdl: amount,
    totalCharges: amount,
    total: amount,
  }),
}) satisfies z.ZodType<ImportCostEstimate>
