// Zod schemas of the records the API answers with, generated from the tables
// (drizzle-zod's select schemas) plus what the API adds: every record carries `id`
// (react-admin) and `_id` (the spec's name) with the same opaque string. Each record's
// type is inferred beside its schema, the routes' answers are typed by them, and
// api/test/responses.test.ts parses what every read route answers with its schema,
// strictly, so a mapper and its declared shape cannot drift apart.
import { createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import {
  blogs,
  brands,
  cars,
  contactMessages,
  importRequests,
  limitedOffers,
  sellRequests,
  staff,
  auditLog,
  carEnquiries,
  testDrives,
  leads,
  leadEvents,
  outbox,
  financeSettings,
  importRates,
  dealerSettings,
} from '../db/schema'
import { AUDIT_ACTIONS, BODY_STYLES, IMPORT_STAGES, STAFF_ROLES } from './options'

const ids = { _id: z.string() }
/** JSON list columns: a list of strings, as stored. */
const stringList = z.array(z.string())

/** `isFeatured` is derived (the car is in the featured set). */
export const carRecord = createSelectSchema(cars, {
  images: stringList,
  awards: stringList,
  safetyFeatures: stringList,
}).extend({ ...ids, isFeatured: z.boolean() })
export type Car = z.infer<typeof carRecord>

/** The brand's `updatedAt` stays in the database. */
export const brandRecord = createSelectSchema(brands).omit({ updatedAt: true }).extend(ids)
export type Brand = z.infer<typeof brandRecord>

/**
 * The public read embeds the car in `carId`; null when the car is gone. `previousPrice`:
 * the car's price before its latest change when that was higher (the offer shows it
 * struck through), otherwise null.
 */
export const limitedOfferRecord = createSelectSchema(limitedOffers).extend({
  ...ids,
  carId: carRecord.nullable(),
  previousPrice: z.number().int().nullable(),
})
export type LimitedOffer = z.infer<typeof limitedOfferRecord>

/** `publishedAt` is null for a draft. */
export const blogRecord = createSelectSchema(blogs, { images: stringList }).extend(ids)
export type Blog = z.infer<typeof blogRecord>

export const contactMessageRecord = createSelectSchema(contactMessages).extend(ids)
export const importRequestRecord = createSelectSchema(importRequests).extend(ids)
export const sellRequestRecord = createSelectSchema(sellRequests, { images: stringList }).extend(
  ids,
)
export type ContactMessage = z.infer<typeof contactMessageRecord>
export type ImportRequest = z.infer<typeof importRequestRecord>
export type SellRequest = z.infer<typeof sellRequestRecord>

/** Option lists for the car filters, from one call (`GET /api/cars/facets`). */
export const carFacetsRecord = z.object({
  brands: z.array(z.object({ key: z.string(), name: z.string(), count: z.number().int() })),
  /** Newest first. */
  years: z.array(z.number().int()),
  fuels: z.array(z.string()),
  conditions: z.array(z.string()),
  drivetrains: z.array(z.string()),
  /** Only the body styles some car has, in the enumeration's order. */
  bodyStyles: z.array(z.enum(BODY_STYLES)),
  total: z.number().int(),
})
export type CarFacets = z.infer<typeof carFacetsRecord>

export const staffRecord = createSelectSchema(staff, { role: z.enum(STAFF_ROLES) }).extend(ids)

export const auditEntryRecord = createSelectSchema(auditLog, {
  actorRole: z.enum(STAFF_ROLES),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.object({ before: z.unknown(), after: z.unknown() })),
}).extend(ids)

export const carEnquiryRecord = createSelectSchema(carEnquiries).extend(ids)
export const testDriveRecord = createSelectSchema(testDrives).extend(ids)
export type CarEnquiry = z.infer<typeof carEnquiryRecord>
export type TestDrive = z.infer<typeof testDriveRecord>

/** A row of the lead inbox: any kind of lead, in the columns every kind has. */
export const leadRecord = createSelectSchema(leads).extend(ids)
export const leadEventRecord = createSelectSchema(leadEvents).extend(ids)
/** One lead, whole: the inbox row, every field of its kind, its car and its timeline. */
export const leadDetailRecord = leadRecord.extend({
  details: z.record(z.unknown()),
  car: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Import requests: where the order is; null for other kinds. */
  stage: z.enum(IMPORT_STAGES).nullable(),
  cancelReason: z.string().nullable(),
  trackingToken: z.string().nullable(),
  events: z.array(leadEventRecord),
})
export type Lead = z.infer<typeof leadRecord>
export type LeadEvent = z.infer<typeof leadEventRecord>
export type LeadDetail = z.infer<typeof leadDetailRecord>

/** A message of the mail outbox (admins). */
export const outboxRecord = createSelectSchema(outbox).extend(ids)
export type OutboxMessage = z.infer<typeof outboxRecord>

/** The finance calculator's defaults and limits (one record, `id` = `current`). */
export const financeSettingsRecord = createSelectSchema(financeSettings, {
  bankPresets: z.array(
    z.object({
      name: z.string(),
      ratePercent: z.number(),
      depositPercent: z.number(),
      termMonths: z.number().int(),
      offeredUntil: z.string().optional(),
    }),
  ),
}).extend(ids)
export type FinanceSettings = z.infer<typeof financeSettingsRecord>

/** The dealer's details (one record, `id` = `current`). */
export const dealerSettingsRecord = createSelectSchema(dealerSettings).extend(ids)
export type DealerSettings = z.infer<typeof dealerSettingsRecord>

/** One dated set of import charges and exchange rates. */
export const importRatesRecord = createSelectSchema(importRates).extend(ids)
export type ImportRates = z.infer<typeof importRatesRecord>
