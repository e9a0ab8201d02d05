// What visitors send (contact, import, sell, a car's enquiry, a test drive, a chat
// click) and what staff change on a lead; what the API answers with for each kind and
// for the inbox.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import {
  carEnquiries,
  contactMessages,
  importRequests,
  leadEvents,
  leads,
  sellRequests,
  testDrives,
} from './leads.table'
import {
  CONTACT_SUBJECTS,
  IMPORT_BUDGETS,
  IMPORT_STAGES,
  LEAD_STATUSES,
  PREFERRED_CONTACTS,
  SELL_CONDITIONS,
  SELL_MAX_IMAGES,
  TEST_DRIVE_TIMES,
} from '../../contract/options'
import { landedCostInput } from '../import-rates/import-rates.contract'
import {
  emailAddress,
  imageUrl,
  integer,
  MAX_YEAR,
  optionalPhone,
  optionalText,
  requiredPhone,
  requiredText,
} from '../../contract/inputs/fields'
import { recordIds, stringList } from '../../contract/records'
import { calendarDate } from '../limited-offers/limited-offers.contract'
import { RESERVATION_STATUSES } from '../reservations/reservations.contract'

/** Staff's side of a lead (status, assignee, follow-up): never set by a visitor. */
const WORKFLOW = {
  status: true,
  assigneeId: true,
  nextFollowUp: true,
  firstContactAt: true,
} as const
/**
 * Set by the API: the id, the reference the visitor is shown, the time, and whether the
 * address is the sender's (from their session or the mailed link, never from the form).
 */
const LEAD_GENERATED = {
  id: true,
  createdAt: true,
  reference: true,
  addressConfirmedAt: true,
  ...WORKFLOW,
} as const

export const contactMessageInput = createInsertSchema(contactMessages, {
  name: requiredText('Name', 100),
  email: emailAddress,
  phone: optionalPhone,
  subject: z.enum(CONTACT_SUBJECTS, {
    errorMap: () => ({ message: 'Choose a subject' }),
  }),
  message: requiredText('Message', 5000, 'paragraphs'),
}).omit(LEAD_GENERATED)
export type ContactMessageInput = z.input<typeof contactMessageInput>

/** Who asks and about which car: the import and sell forms' common fields. */
const carLead = {
  name: requiredText('Name', 100),
  email: emailAddress,
  phone: requiredPhone,
  carMake: requiredText('Car make', 60),
  carModel: requiredText('Car model', 120),
}

export const importRequestInput = createInsertSchema(importRequests, {
  ...carLead,
  carYear: integer('Car year', 1900, MAX_YEAR)
    .nullish()
    .transform((v) => v ?? null),
  budget: z.enum(IMPORT_BUDGETS, { errorMap: () => ({ message: 'Choose a budget' }) }),
  additionalInfo: optionalText('Additional information', 2000, 'paragraphs'),
})
  // The tracking link and the stage are the API's and staff's to set; the API works out
  // the estimate from what the visitor entered (`estimate`) and the rates in force.
  .omit({
    ...LEAD_GENERATED,
    trackingToken: true,
    stage: true,
    cancelReason: true,
    costEstimate: true,
  })
  .extend({ estimate: landedCostInput.nullish().transform((v) => v ?? null) })
export type ImportRequestInput = z.input<typeof importRequestInput>

export const sellRequestInput = createInsertSchema(sellRequests, {
  ...carLead,
  carYear: integer('Car year', 1900, MAX_YEAR),
  mileage: integer('Mileage', 0, 10_000_000),
  condition: z.enum(SELL_CONDITIONS, { errorMap: () => ({ message: 'Choose a condition' }) }),
  images: z.array(imageUrl).max(SELL_MAX_IMAGES, `At most ${SELL_MAX_IMAGES} photos`).default([]),
  additionalInfo: optionalText('Additional information', 2000, 'paragraphs'),
}).omit(LEAD_GENERATED)
export type SellRequestInput = z.input<typeof sellRequestInput>

/** Optional on the car forms: a blank field is no email. */
const optionalEmail = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    emailAddress.nullish(),
  )
  .transform((v) => v ?? null)

/** Who asks about a car on its page: name and phone required, email optional. */
const carPageVisitor = {
  carId: requiredText('Car', 64),
  name: requiredText('Name', 100),
  phone: requiredPhone,
  email: optionalEmail,
}

export const carEnquiryInput = createInsertSchema(carEnquiries, {
  ...carPageVisitor,
  message: requiredText('Message', 5000, 'paragraphs'),
  preferredContact: z.enum(PREFERRED_CONTACTS, {
    errorMap: () => ({ message: 'Choose how we should contact you' }),
  }),
}).omit(LEAD_GENERATED)
export type CarEnquiryInput = z.input<typeof carEnquiryInput>

/** A click through to the chat app from a car's page (counted per car). */
export const chatClickInput = z.object({ carId: carPageVisitor.carId })

export const TEST_DRIVE_TIME_MESSAGE = 'Choose a time between 9am and 5:30pm'

export const testDriveInput = createInsertSchema(testDrives, {
  ...carPageVisitor,
  preferredDate: calendarDate('Preferred date'),
  preferredTime: z
    .string({
      required_error: TEST_DRIVE_TIME_MESSAGE,
      invalid_type_error: TEST_DRIVE_TIME_MESSAGE,
    })
    .refine((v) => TEST_DRIVE_TIMES.includes(v), TEST_DRIVE_TIME_MESSAGE),
})
  // A Sunday is by appointment: the API decides from the date.
  .omit({ ...LEAD_GENERATED, byAppointment: true })
export type TestDriveInput = z.input<typeof testDriveInput>

/**
 * The test-drive form as checked on `today` (YYYY-MM-DD, Nairobi) with bookings open
 * `horizonDays` ahead: the date's own rule is a rule of the field, so a past date is named
 * together with every other mistake, not after they are fixed (zod runs an object's
 * refinements only once all its fields pass).
 */
export function testDriveInputOn(today: string, horizonDays: number) {
  return testDriveInput.extend({
    preferredDate: calendarDate('Preferred date').superRefine((day, ctx) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return
      const problem = testDriveDateProblem(day, today, horizonDays)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  })
}

/** Why a test drive cannot be on `day` (YYYY-MM-DD), or null: not past, within the horizon. */
export function testDriveDateProblem(
  day: string,
  today: string,
  horizonDays: number,
): string | null {
  if (day < today) return 'Preferred date must be today or later'
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + horizonDays * 86_400_000)
  if (day > last.toISOString().slice(0, 10))
    return `Preferred date must be within ${horizonDays} days`
  return null
}

/** What staff change on a lead (react-admin sends the whole record: the rest is ignored). */
export const leadUpdateInput = z.object({
  status: z
    .enum(LEAD_STATUSES, {
      errorMap: () => ({ message: `Status must be one of: ${LEAD_STATUSES.join(', ')}` }),
    })
    .optional(),
  assigneeId: z
    .string({ invalid_type_error: 'Assignee must be a staff member' })
    .trim()
    .max(64, 'Assignee must be a staff member')
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null)),
  nextFollowUp: z
    .preprocess((v) => (v === '' ? null : v), calendarDate('Next follow-up').nullish())
    .transform((v) => (v === undefined ? undefined : (v ?? null))),
  /** Import requests only: where the order is, and why it was cancelled. */
  // Null (react-admin's value for a lead of another kind) leaves it as it is.
  stage: z
    .enum(IMPORT_STAGES, {
      errorMap: () => ({ message: `Stage must be one of: ${IMPORT_STAGES.join(', ')}` }),
    })
    .nullish(),
  cancelReason: optionalText('Reason for cancelling', 500, 'paragraphs').optional(),
})
export type LeadUpdateInput = z.input<typeof leadUpdateInput>

export const leadNoteInput = z.object({ note: requiredText('Note', 5000, 'paragraphs') })
export type LeadNoteInput = z.input<typeof leadNoteInput>
export const STAGE_NOT_IMPORT_MESSAGE = 'Only import requests have a stage'
export const CANCEL_REASON_MESSAGE = 'Give the customer a reason for cancelling'
export const ASSIGNEE_NOT_STAFF_MESSAGE =
  'Assignee must be an active staff member who works leads (Admin or Sales)'

// What the API answers with.
export const contactMessageRecord = createSelectSchema(contactMessages).extend(recordIds)
export const importRequestRecord = createSelectSchema(importRequests).extend(recordIds)
export const sellRequestRecord = createSelectSchema(sellRequests, { images: stringList }).extend(
  recordIds,
)
export type ContactMessage = z.infer<typeof contactMessageRecord>
export type ImportRequest = z.infer<typeof importRequestRecord>
export type SellRequest = z.infer<typeof sellRequestRecord>

export const carEnquiryRecord = createSelectSchema(carEnquiries).extend(recordIds)
export const testDriveRecord = createSelectSchema(testDrives).extend(recordIds)
export type CarEnquiry = z.infer<typeof carEnquiryRecord>
export type TestDrive = z.infer<typeof testDriveRecord>

/** A row of the lead inbox: any kind of lead, in the columns every kind has. */
export const leadRecord = createSelectSchema(leads).extend(recordIds)
export const leadEventRecord = createSelectSchema(leadEvents).extend(recordIds)
/** One lead, whole: the inbox row, every field of its kind, its car and its timeline. */
export const leadDetailRecord = leadRecord.extend({
  details: z.record(z.unknown()),
  car: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Import requests: where the order is; null for other kinds. */
  stage: z.enum(IMPORT_STAGES).nullable(),
  cancelReason: z.string().nullable(),
  trackingToken: z.string().nullable(),
  /** Reservations: the payment, summed up (its actions are on the reservation's page). */
  reservation: z
    .object({
      id: z.string(),
      status: z.enum(RESERVATION_STATUSES),
      amount: z.number().int(),
      receipt: z.string().nullable(),
      paidAt: z.string().nullable(),
      heldUntil: z.string().nullable(),
      refundReference: z.string().nullable(),
    })
    .nullable(),
  events: z.array(leadEventRecord),
})
export type Lead = z.infer<typeof leadRecord>
export type LeadEvent = z.infer<typeof leadEventRecord>
export type LeadDetail = z.infer<typeof leadDetailRecord>
