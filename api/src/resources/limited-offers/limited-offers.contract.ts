// What the API accepts and answers with for a limited offer, and the calendar dates it
// ends on.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { limitedOffers } from './limited-offers.table'
import { requiredText } from '../../contract/inputs/fields'
import { recordIds } from '../../contract/records'
import { carRecord } from '../cars/cars.contract'

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

/**
 * The public read embeds the car in `carId`; null when the car is gone. `previousPrice`:
 * the car's price before its latest change when that was higher (the offer shows it
 * struck through), otherwise null.
 */
export const limitedOfferRecord = createSelectSchema(limitedOffers).extend({
  ...recordIds,
  carId: carRecord.nullable(),
  previousPrice: z.number().int().nullable(),
})
export type LimitedOffer = z.infer<typeof limitedOfferRecord>
