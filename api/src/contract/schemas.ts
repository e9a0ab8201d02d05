// Zod schemas for every payload the API accepts. The API validates with them, and the
// site's forms and the back office's (backoffice/src/lib/contract-resolver.ts) check
// with them before sending, so every form shows the message the API would answer.
// Each record's schema is generated from its table (drizzle-zod): the fields, and the
// type of any column without a rule of its own, come from the table definition, and a
// rule for a column the table lacks does not compile. The rules carry the messages.
// No node imports: this module and the tables are bundled into the back office.
import { createInsertSchema } from 'drizzle-zod'
import { z } from 'zod'
import {
  blogs,
  brands,
  cars,
  contactMessages,
  importRequests,
  limitedOffers,
  sellRequests,
  carEnquiries,
  testDrives,
  financeSettings,
  importRates,
  dealerSettings,
} from '../db/schema'
import {
  CAR_SEARCH,
  CAR_SORTS,
  LISTING_FILTER_KEYS,
  TEXT_MAX,
  type CarSearchIntKey,
  type CarSearchKey,
  type CarSearchTextKey,
  type ListingFilterKey,
} from './search-filters'
import {
  AVAILABILITY,
  CONTACT_SUBJECTS,
  IMPORT_BUDGETS,
  PREFERRED_CONTACTS,
  SELL_CONDITIONS,
  SELL_MAX_IMAGES,
  TEST_DRIVE_TIMES,
  LEAD_STATUSES,
  IMPORT_STAGES,
  ALERT_FREQUENCIES,
  BODY_STYLES,
  VIN_MESSAGE,
  VIN_PATTERN,
  CAR_FUELS,
  CAR_TRANSMISSIONS,
  CAR_CONDITIONS,
  CAR_DRIVETRAINS,
  listedChoice,
} from './options'
import { IMPORT_FUELS, VALUE_CURRENCIES } from './landed-cost'
import { COUNTRY_PATTERN, parseOpeningHours, TELEPHONE_PATTERN, WHATSAPP_PATTERN } from './dealer'

const MAX_YEAR = new Date().getFullYear() + 2

/** Lowercase, whitespace runs turned into hyphens: the spec's brand key rule. */
export function normalizeBrandKey(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, '-')
}

/** The car form edits awards (and safety features) as a comma list. */
export function parseCommaList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

/**
 * A one-line field (a name, a model, a subject) holds no control character: no line
 * break that could start a new line of an email or a header, no tab, no bidirectional
 * override that makes text read other than it is stored.
 */
const LINE_CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
/** A text of paragraphs (a message, a description) may break lines and hold tabs. */
const PARAGRAPH_CONTROL = /(?![\n\r\t])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u

/** `line`: one line of text; `paragraphs`: line breaks allowed. */
type TextShape = 'line' | 'paragraphs'

export const oneLineMessage = (label: string) =>
  `${label} must be on one line, without line breaks or control characters`
export const controlCharacterMessage = (label: string) =>
  `${label} contains an invisible control character: please type it again`

/** `schema` refusing the control characters a field of that shape may not hold. */
export const withoutControl = <T extends z.ZodType<string>>(
  schema: T,
  label: string,
  shape: TextShape,
) =>
  shape === 'line'
    ? schema.refine((v) => !LINE_CONTROL.test(v), oneLineMessage(label))
    : schema.refine((v) => !PARAGRAPH_CONTROL.test(v), controlCharacterMessage(label))

const requiredText = (label: string, max: number, shape: TextShape = 'line') =>
  withoutControl(
    z
      .string({
        required_error: `${label} is required`,
        invalid_type_error: `${label} must be text`,
      })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    label,
    shape,
  )

const optionalText = (label: string, max: number, shape: TextShape = 'line') =>
  withoutControl(
    z
      .string({ invalid_type_error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    label,
    shape,
  )
    .nullish()
    .transform((v) => (v ? v : null))

/** One of a fixed list, in the list's spelling whatever the case it came in. */
const listChoice = (label: string, list: readonly string[]) =>
  z
    .string({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .transform((v, ctx) => {
      const listed = listedChoice(list, v)
      if (listed) return listed
      ctx.addIssue({ code: 'custom', message: `${label} must be one of ${list.join(', ')}` })
      return z.NEVER
    })

/** The same, or nothing (null). */
const optionalListChoice = (label: string, list: readonly string[]) =>
  z
    .union([z.literal(''), listChoice(label, list)])
    .nullish()
    .transform((v) => (v ? v : null))

const integer = (label: string, min: number, max: number) =>
  z
    .number({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? negativeMessage(label) : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)

/** What a field that counts something (a mileage, a price) says of "-5". */
export const negativeMessage = (label: string) => `${label} must not be negative`

/** An email address as every form takes it. */
export const emailAddress = z
  .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address')

const phoneText = z
  .string({ invalid_type_error: 'Phone must be text' })
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .refine((v) => v === '' || /^\+?[0-9 ()-]{7,}$/.test(v), 'Enter a valid phone number')
const requiredPhone = z
  .string({ required_error: 'Phone is required', invalid_type_error: 'Phone must be text' })
  .pipe(phoneText)
  .refine((v) => v.length > 0, 'Phone is required')
const optionalPhone = phoneText.nullish().transform((v) => (v ? v : null))

/** An image address: http(s) URL or a path under /uploads/ (local uploads). */
export const imageUrl = z
  .string({ invalid_type_error: 'Image address must be text' })
  .trim()
  .max(2048, 'Image address is too long')
  .refine(
    (v) => /^\/uploads\/[A-Za-z0-9._/-]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
    'Image address must be an http(s) URL',
  )

const optionalImage = imageUrl
  .nullish()
  .or(z.literal(''))
  .transform((v) => (v ? v : null))

const textList = (label: string, maxItems: number) =>
  z
    .array(
      withoutControl(
        z.string().trim().max(200, `${label} entries must be at most 200 characters`),
        `${label} entries`,
        'line',
      ),
      {
        invalid_type_error: `${label} must be a list`,
      },
    )
    .max(maxItems, `${label} can have at most ${maxItems} entries`)
    .transform((list) => list.filter((s) => s.length > 0))
    .default([])

// ---------------------------------------------------------------- cars

const BODY_STYLE_MESSAGE = `Body style must be one of ${BODY_STYLES.join(', ')}`

/** Optional; spaces around it dropped and letters in capitals, as chassis plates read. */
export const vinNumber = z
  .string({ invalid_type_error: 'VIN / chassis number must be text' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || VIN_PATTERN.test(v), VIN_MESSAGE)
  .nullish()
  .transform((v) => (v ? v : null))

/** Set by the database, never by a payload. */
const GENERATED = { id: true, createdAt: true, updatedAt: true } as const

export const carInput = createInsertSchema(cars, {
  brand: requiredText('Brand', 60).transform(normalizeBrandKey),
  model: requiredText('Model', 120),
  year: integer('Year', 1900, MAX_YEAR),
  price: integer('Price', 0, 10_000_000_000),
  mainImage: optionalImage,
  images: z.array(imageUrl).max(40, 'At most 40 images').default([]),
  mileage: integer('Mileage', 0, 10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  fuel: listChoice('Fuel', CAR_FUELS),
  transmission: requiredText('Transmission', 60).transform(
    (v) => listedChoice(CAR_TRANSMISSIONS, v) ?? v,
  ),
  engine: requiredText('Engine', 120),
  horsepower: integer('Horsepower', 0, 5000),
  availability: z
    .enum(AVAILABILITY, {
      errorMap: () => ({ message: `Availability must be one of ${AVAILABILITY.join(', ')}` }),
    })
    .default('In Stock'),
  awards: textList('Awards', 30),
  safetyFeatures: textList('Safety features', 50),
  isLimited: z
    .boolean({ invalid_type_error: 'Limited Offer must be true or false' })
    .default(false),
  condition: optionalListChoice('Condition', CAR_CONDITIONS),
  drivetrain: optionalListChoice('Drivetrain', CAR_DRIVETRAINS),
  bodyStyle: z
    .enum(BODY_STYLES, { errorMap: () => ({ message: BODY_STYLE_MESSAGE }) })
    .nullish()
    .transform((v) => v ?? null),
  exteriorColor: optionalText('Exterior colour', 60),
  vin: vinNumber,
  showVin: z
    .boolean({ invalid_type_error: 'Show the VIN / chassis number must be true or false' })
    .default(false),
  acceleration: optionalText('Acceleration', 60),
  topSpeed: optionalText('Top speed', 60),
  doors: integer('Doors', 0, 10)
    .nullish()
    .transform((v) => v ?? null),
  seats: integer('Seats', 0, 60)
    .nullish()
    .transform((v) => v ?? null),
  cargoSpace: optionalText('Cargo space', 60),
  fuelEconomy: optionalText('Fuel economy', 60),
  interior: optionalText('Interior', 500),
  infotainment: optionalText('Infotainment', 500),
  warranty: optionalText('Warranty', 200),
  location: optionalText('Location', 120),
  description: optionalText('Description', 5000, 'paragraphs'),
})
  .omit(GENERATED)
  // Not a column: membership of the featured set (featured_cars).
  .extend({
    isFeatured: z.boolean({ invalid_type_error: 'Featured must be true or false' }).default(false),
  })
export type CarInput = z.input<typeof carInput>
export type CarData = z.output<typeof carInput>

/** Query of the car listing; every value arrives as a URL string. */

const queryInt = z
  .string()
  .trim()
  .regex(/^\d+$/)
  .transform((v) => Number(v))
  .optional()
  .catch(undefined)
const queryText = z
  .string()
  .trim()
  .max(TEXT_MAX)
  .optional()
  .transform((v) => (v ? v : undefined))
  .catch(undefined)

/** Staff's text filters: trimmed, at most 200 characters, none when blank. */
const staffText = z
  .string()
  .trim()
  .transform((v) => v.slice(0, 200) || undefined)
  .optional()
  .catch(undefined)

/** The car search's listing filters (contract/search-filters.ts), each read by its kind. */
const listingFilters = Object.fromEntries(
  LISTING_FILTER_KEYS.map((key) => [key, CAR_SEARCH[key].kind === 'int' ? queryInt : queryText]),
) as { [K in ListingFilterKey]: K extends CarSearchIntKey ? typeof queryInt : typeof queryText }

/**
 * `GET /api/cars`'s one query: the car search's filters, the order and the page, and
 * what only staff ask for (an id list, availability, featured or not, a text search).
 * react-admin's parameters are mapped into it at the edge (http/list-query.ts).
 */
export const carListQuery = z.object({
  ...listingFilters,
  sort: z.enum(CAR_SORTS).optional().catch(undefined),
  // The public lists leave sold cars out (`exclude`); staff and the sitemap see them all.
  sold: z.enum(['include', 'exclude']).optional().catch(undefined),
  // Those lists put cars out of stock after the rest (`last`, the default); the new
  // arrivals feed asks for them in plain date order (`mixed`).
  outOfStock: z.enum(['last', 'mixed']).optional().catch(undefined),
  page: queryInt,
  perPage: queryInt,
  // What the console asks besides: the cars of an id list (simple-rest's getMany), of an
  // availability, featured or not, and a text search in the brand and model.
  ids: z.array(z.string()).optional().catch(undefined),
  availability: staffText,
  isFeatured: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .catch(undefined),
  q: staffText,
})
export type CarListQuery = z.output<typeof carListQuery>

// ---------------------------------------------------------------- brands

export const brandInput = createInsertSchema(brands, {
  key: requiredText('Key', 60)
    .transform(normalizeBrandKey)
    .refine(
      (v) => /^[a-z0-9][a-z0-9-]*$/.test(v),
      'Key may contain only lowercase letters, digits and hyphens',
    ),
  name: requiredText('Name', 60),
  fullName: requiredText('Full name', 120),
  description: requiredText('Description', 5000, 'paragraphs'),
  bannerImage: optionalImage,
  logoImage: optionalImage,
}).omit(GENERATED)
export type BrandInput = z.input<typeof brandInput>
export type BrandData = z.output<typeof brandInput>

// ---------------------------------------------------------------- featured cars

export const featuredCarsInput = z.object({
  carIds: z
    .array(z.string().trim().min(1).max(64), {
      required_error: 'carIds is required',
      invalid_type_error: 'carIds must be a list of car ids',
    })
    .max(100, 'At most 100 featured cars')
    .transform((ids) => [...new Set(ids)]),
})
export type FeaturedCarsInput = z.input<typeof featuredCarsInput>

// ---------------------------------------------------------------- limited offers

/** A calendar date as YYYY-MM-DD that really exists; `label` names it in the messages. */
export const calendarDate = (label: string) =>
  z
    .string({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a date`,
    })
    .trim()
    .min(1, `${label} is required`)
    .transform((v) => v.slice(0, 10))
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    }, `${label} must be a valid date`)

export const isoDate = calendarDate('Expiry date')

export const EXPIRY_IN_PAST_MESSAGE = 'Expiry date must be today or in the future'

export const limitedOfferInput = createInsertSchema(limitedOffers, {
  carId: requiredText('Car', 64),
  expiryDate: isoDate,
}).omit({ id: true, createdAt: true })
export type LimitedOfferInput = z.input<typeof limitedOfferInput>

// ---------------------------------------------------------------- blogs

export const blogInput = createInsertSchema(blogs, {
  title: requiredText('Title', 200),
  author: requiredText('Author', 100),
  content: requiredText('Content', 50_000, 'paragraphs'),
  mainImage: optionalImage,
  images: z.array(imageUrl).max(40, 'At most 40 images').default([]),
  isPublished: z.boolean({ invalid_type_error: 'Published must be true or false' }).default(false),
})
  // The first publication date is the API's to set.
  .omit({ ...GENERATED, publishedAt: true })
export type BlogInput = z.input<typeof blogInput>
export type BlogData = z.output<typeof blogInput>

// ---------------------------------------------------------------- buyer tools' figures

/** A percentage as staff type it: 0 to `max`, decimals allowed (2.5). */
const percent = (label: string, max = 100) =>
  z
    .number({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .min(0, negativeMessage(label))
    .max(max, `${label} must be at most ${max}`)

const months = (label: string) => integer(label, 1, 120)

export const bankPresetInput = z.object({
  name: requiredText('Bank name', 60),
  ratePercent: percent('Rate', 50),
  depositPercent: percent('Deposit', 90),
  termMonths: months('Term'),
  /** The last day (Nairobi) /offers shows the preset as a financing offer; none: never. */
  offeredUntil: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    calendarDate('Offered until').optional(),
  ),
})

export const FINANCE_TERM_ORDER_MESSAGE =
  'The default term must lie between the shortest and the longest term'
export const FINANCE_DEPOSIT_MESSAGE = 'The default deposit must be at least the minimum deposit'
export const BANK_PRESET_MESSAGE =
  'A bank preset must use one of the terms offered and at least the minimum deposit'
export const FINANCE_TERM_STEP_MESSAGE = 'Terms go in whole years: use a multiple of 12 months'
export const WARRANTY_YEARS_MESSAGE = 'Extra warranty years must be a whole number from 1 to 10'
export const WARRANTY_BOTH_MESSAGE =
  'Give both the extra warranty years and the day the offer ends, or neither'

/** An optional field the console empties as null or '': absent or emptied is null. */
const orNull = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())

/** The calculator's defaults and limits (one record, `id` = `current`). */
export const financeSettingsInput = createInsertSchema(financeSettings, {
  depositPercent: percent('Default deposit', 90),
  ratePercent: percent('Default rate', 50),
  termMonths: months('Default term'),
  minTermMonths: months('Shortest term'),
  maxTermMonths: months('Longest term'),
  minDepositPercent: percent('Minimum deposit', 90),
  disclaimer: requiredText('Disclaimer', 500, 'paragraphs'),
  bankPresets: z.array(bankPresetInput).max(8, 'At most 8 bank presets').default([]),
  /** The extended-warranty card on /offers: how many extra years, through which day. */
  warrantyExtraYears: orNull(
    z
      .number({ invalid_type_error: WARRANTY_YEARS_MESSAGE })
      .int(WARRANTY_YEARS_MESSAGE)
      .min(1, WARRANTY_YEARS_MESSAGE)
      .max(10, WARRANTY_YEARS_MESSAGE),
  ),
  warrantyOfferedUntil: orNull(calendarDate('Warranty offered until')),
})
  .omit({ id: true, updatedAt: true })
  .superRefine((v, ctx) => {
    for (const key of ['termMonths', 'minTermMonths', 'maxTermMonths'] as const) {
      if (v[key] % 12 !== 0) {
        ctx.addIssue({ code: 'custom', path: [key], message: FINANCE_TERM_STEP_MESSAGE })
      }
    }
    if (v.termMonths < v.minTermMonths || v.termMonths > v.maxTermMonths) {
      ctx.addIssue({ code: 'custom', path: ['termMonths'], message: FINANCE_TERM_ORDER_MESSAGE })
    }
    if (v.depositPercent < v.minDepositPercent) {
      ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: FINANCE_DEPOSIT_MESSAGE })
    }
    const offered = (t: number) => t % 12 === 0 && t >= v.minTermMonths && t <= v.maxTermMonths
    v.bankPresets.forEach((preset) => {
      if (!offered(preset.termMonths) || preset.depositPercent < v.minDepositPercent) {
        ctx.addIssue({ code: 'custom', path: ['bankPresets'], message: BANK_PRESET_MESSAGE })
      }
    })
    // The warranty card needs both figures; the message goes to the one left empty.
    if ((v.warrantyExtraYears === null) !== (v.warrantyOfferedUntil === null)) {
      const empty = v.warrantyExtraYears === null ? 'warrantyExtraYears' : 'warrantyOfferedUntil'
      ctx.addIssue({ code: 'custom', path: [empty], message: WARRANTY_BOTH_MESSAGE })
    }
  })
export type FinanceSettingsInput = z.input<typeof financeSettingsInput>

// ---------------------------------------------------------------- dealer settings

export const TELEPHONE_MESSAGE =
  'Telephone must be + and the number in international format (+254712345678)'
export const WHATSAPP_MESSAGE =
  'WhatsApp number must be in international format, digits only (254712345678)'
export const COUNTRY_MESSAGE = 'Country must be a two-letter code (KE)'
export const MAP_URL_MESSAGE = 'Map link must be an https:// address'

/** A number as people type it: spaces, dashes and brackets are dropped before the check. */
const phoneNumber = (label: string, pattern: RegExp, message: string, plus: 'keep' | 'drop') =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .transform((v) => (plus === 'drop' ? v.replace(/^\+/, '') : v))
    .refine((v) => v.length > 0, `${label} is required`)
    .refine((v) => v.length === 0 || pattern.test(v), message)

const degrees = (label: string, max: number) =>
  z
    .number({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .min(-max, `${label} must be between -${max} and ${max}`)
    .max(max, `${label} must be between -${max} and ${max}`)

/** The dealer's details (one record, `id` = `current`). */
export const dealerSettingsInput = createInsertSchema(dealerSettings, {
  streetAddress: requiredText('Street address', 120),
  locality: requiredText('Town or city', 60),
  region: requiredText('Region', 60),
  postalCode: requiredText('Postal code', 12),
  country: requiredText('Country', 2)
    .transform((v) => v.toUpperCase())
    .refine((v) => COUNTRY_PATTERN.test(v), COUNTRY_MESSAGE),
  latitude: degrees('Latitude', 90),
  longitude: degrees('Longitude', 180),
  telephone: phoneNumber('Telephone', TELEPHONE_PATTERN, TELEPHONE_MESSAGE, 'keep'),
  whatsapp: phoneNumber('WhatsApp number', WHATSAPP_PATTERN, WHATSAPP_MESSAGE, 'drop'),
  email: emailAddress,
  openingHours: requiredText('Opening hours', 200).superRefine((v, ctx) => {
    try {
      parseOpeningHours(v)
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message: `Opening hours: ${err instanceof Error ? err.message : String(err)}`,
      })
    }
  }),
  mapUrl: z
    .string({ invalid_type_error: 'Map link must be text' })
    .trim()
    .max(2048, 'Map link must be at most 2048 characters')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), MAP_URL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
}).omit({ id: true, updatedAt: true })
export type DealerSettingsInput = z.input<typeof dealerSettingsInput>

const kesPerUnit = (label: string) =>
  z
    .number({
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .positive(`${label} must be more than 0`)
    .max(100_000, `${label} must be at most 100000`)

/** One dated set of import charges and exchange rates. */
export const importRatesInput = createInsertSchema(importRates, {
  effectiveDate: calendarDate('Effective date'),
  sourceNote: requiredText('Source', 500, 'paragraphs'),
  importDutyPercent: percent('Import duty'),
  importDutyElectricPercent: percent('Import duty (electric)'),
  exciseSmallPercent: percent('Excise up to 1500 cc'),
  exciseMidPercent: percent('Excise 1501-3000 cc petrol, 1501-2500 cc diesel'),
  exciseLargePercent: percent('Excise above'),
  exciseElectricPercent: percent('Excise (electric)'),
  vatPercent: percent('VAT'),
  idfPercent: percent('Import Declaration Fee'),
  rdlPercent: percent('Railway Development Levy'),
  usdKes: kesPerUnit('Ksh per US dollar'),
  jpyKes: kesPerUnit('Ksh per Japanese yen'),
  maxAgeYears: integer('Maximum age', 0, 50),
}).omit(GENERATED)
export type ImportRatesInput = z.input<typeof importRatesInput>

export const ENGINE_REQUIRED_MESSAGE = 'Enter the engine capacity in cc'

/** What the landed-cost estimator asks (/import/cost and the import form). */
export const landedCostInput = z
  .object({
    value: z
      .number({
        required_error: 'Customs value is required',
        invalid_type_error: 'Enter the customs value as a number',
      })
      .positive('Customs value must be more than 0')
      .max(10_000_000_000, 'Customs value is too large'),
    currency: z.enum(VALUE_CURRENCIES, {
      errorMap: () => ({ message: 'Choose Ksh, USD or JPY' }),
    }),
    year: integer('Year of first registration', 1950, MAX_YEAR),
    engineCc: integer('Engine capacity', 0, 10_000),
    fuel: z.enum(IMPORT_FUELS, { errorMap: () => ({ message: 'Choose a fuel' }) }),
  })
  .superRefine((v, ctx) => {
    if (v.fuel !== 'electric' && v.engineCc < 50) {
      ctx.addIssue({ code: 'custom', path: ['engineCc'], message: ENGINE_REQUIRED_MESSAGE })
    }
  })
export type LandedCostFormInput = z.input<typeof landedCostInput>

// ---------------------------------------------------------------- public forms

/** Staff's side of a lead (status, assignee, follow-up): never set by a visitor. */
const WORKFLOW = {
  status: true,
  assigneeId: true,
  nextFollowUp: true,
  firstContactAt: true,
} as const
/** Set by the API: the id, the reference the visitor is shown, the time. */
const LEAD_GENERATED = { id: true, createdAt: true, reference: true, ...WORKFLOW } as const

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

// ---------------------------------------------------------------- a car's page

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

// ---------------------------------------------------------------- errors

/** The API's validation error body: `{ error, errors: { field: message } }`. */
export type ValidationErrorBody = { error: string; errors: Record<string, string> }

export const VALIDATION_ERROR_MESSAGE = 'Please correct the highlighted fields.'

/** First message per field, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form'
    if (!(key in out)) out[key] = issue.message
  }
  return out
}

// ---------------------------------------------------------------- the lead inbox

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

const FREQUENCY_MESSAGE = 'Choose how often to hear about new matches'
const alertFrequency = z.enum(ALERT_FREQUENCIES, {
  errorMap: () => ({ message: FREQUENCY_MESSAGE }),
})
const filterChoice = (key: CarSearchTextKey) =>
  withoutControl(
    z
      .string({ invalid_type_error: `${CAR_SEARCH[key].label} must be text` })
      .trim()
      .min(1, `${CAR_SEARCH[key].label} must not be empty`)
      .max(TEXT_MAX, `${CAR_SEARCH[key].label} must be at most ${TEXT_MAX} characters`),
    CAR_SEARCH[key].label,
    'line',
  ).optional()
const filterNumber = (key: CarSearchIntKey) => {
  const { label, min, max } = CAR_SEARCH[key]
  return integer(label, min, max).optional()
}

/** The /cars filters a saved search keeps (contract/alerts.ts); unknown ones are refused. */
export const searchFiltersInput = z
  .object({
    brand: filterChoice('brand').transform((v) => v?.toLowerCase()),
    year: filterNumber('year'),
    fuel: filterChoice('fuel'),
    condition: filterChoice('condition'),
    drivetrain: filterChoice('drivetrain'),
    bodyStyle: filterChoice('bodyStyle'),
    minPrice: filterNumber('minPrice'),
    maxPrice: filterNumber('maxPrice'),
    monthly: filterNumber('monthly'),
  } satisfies Record<CarSearchKey, z.ZodTypeAny>)
  .strict('Only the filters of the car list can be saved')
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: 'The minimum price must not be above the maximum',
    path: ['minPrice'],
  })

/** "Email me new matches": who to write to, how often, and the search. */
export const savedSearchInput = z.object({
  email: emailAddress,
  frequency: alertFrequency,
  filters: searchFiltersInput.default({}),
})
export type SavedSearchInput = z.input<typeof savedSearchInput>

/** The private link's one change besides stopping: how often. */
export const alertFrequencyInput = z.object({ frequency: alertFrequency })
