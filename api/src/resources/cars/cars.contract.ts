// What the API accepts for a car, and the query of the car listing (the one car search,
// search-filters.ts, read by each filter's kind); what the API answers with for a car
// and for the filters' options.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { cars } from './cars.table'
import {
  AVAILABILITY,
  BODY_STYLES,
  CAR_CONDITIONS,
  CAR_DRIVETRAINS,
  CAR_FUELS,
  CAR_TRANSMISSIONS,
  VIN_MESSAGE,
  VIN_PATTERN,
} from '../../contract/options'
import {
  CAR_SEARCH,
  type CarOrder,
  type CarSearchIntKey,
  isCarOrder,
  LISTING_FILTER_KEYS,
  type ListingFilterKey,
  TEXT_MAX,
} from '../../contract/search-filters'
import {
  imageUrl,
  integer,
  listChoice,
  MAX_YEAR,
  normalizeBrandKey,
  optionalImage,
  optionalListChoice,
  optionalText,
  requiredText,
  textList,
  GENERATED,
} from '../../contract/inputs/fields'
import { recordIds, stringList } from '../../contract/records'

const BODY_STYLE_MESSAGE = `Body style must be one of ${BODY_STYLES.join(', ')}`

/** Optional; spaces around it dropped and letters in capitals, as chassis plates read. */
export const vinNumber = z
  .string({ invalid_type_error: 'VIN / chassis number must be text' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || VIN_PATTERN.test(v), VIN_MESSAGE)
  .nullish()
  .transform((v) => (v ? v : null))

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
  transmission: listChoice('Transmission', CAR_TRANSMISSIONS),
  gearbox: optionalText('Gearbox', 60),
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
  // being_reserved_until is the reservations' to keep (their triggers), never staff's.
  .omit({ ...GENERATED, beingReservedUntil: true })
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
  // One of the listing's orders or a column's (react-admin's `sort` is mapped to one).
  sort: z
    .string()
    .refine((v): v is CarOrder => isCarOrder(v))
    .optional()
    .catch(undefined),
  // The public lists leave sold cars out (`exclude`); staff and the sitemap see them all.
  sold: z.enum(['include', 'exclude']).optional().catch(undefined),
  // Those lists put cars out of stock after the rest (`last`, the default); the new
  // arrivals feed asks for them in plain date order (`mixed`).
  outOfStock: z.enum(['last', 'mixed']).optional().catch(undefined),
  page: queryInt,
  perPage: queryInt,
  // What the console asks besides: the cars of an id list (simple-rest's getMany), of an
  // availability, featured or not, and a text search in the brand and model.
  // Repeated (`ids=a&ids=b`) or one.
  ids: z
    .union([z.string().transform((id) => [id]), z.array(z.string())])
    .optional()
    .catch(undefined),
  availability: staffText,
  isFeatured: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .catch(undefined),
  q: staffText,
})
export type CarListQuery = z.output<typeof carListQuery>

// What the API answers with.
/** `isFeatured` is derived (the car is in the featured set). */
export const carRecord = createSelectSchema(cars, {
  images: stringList,
  awards: stringList,
  safetyFeatures: stringList,
}).extend({ ...recordIds, isFeatured: z.boolean() })
export type Car = z.infer<typeof carRecord>

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
