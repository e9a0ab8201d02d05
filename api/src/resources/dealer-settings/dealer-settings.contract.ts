// What the API accepts and answers with for the dealer's details.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { dealerSettings } from './dealer-settings.table'
import {
  COUNTRY_PATTERN,
  parseOpeningHours,
  TELEPHONE_PATTERN,
  WHATSAPP_PATTERN,
} from '../../contract/dealer'
import { emailAddress, requiredText } from '../../contract/inputs/fields'
import { recordIds } from '../../contract/records'

export const TELEPHONE_MESSAGE =
  'Telephone must be + and the number in international format (+254712345678)'
export const WHATSAPP_MESSAGE =
  'WhatsApp number must be in international format, digits only (254712345678)'
export const COUNTRY_MESSAGE = 'Country must be a two-letter code (KE)'
export const MAP_URL_MESSAGE = 'Map link must be an https:// address'

/**
 * A number as people type it: spaces, dashes and brackets are dropped before the check
 * against `pattern`; `plus` keeps or drops a leading +.
 */
const phoneNumber = ({
  label,
  pattern,
  message,
  plus,
}: {
  label: string
  pattern: RegExp
  message: string
  plus: 'keep' | 'drop'
}) =>
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
  telephone: phoneNumber({
    label: 'Telephone',
    pattern: TELEPHONE_PATTERN,
    message: TELEPHONE_MESSAGE,
    plus: 'keep',
  }),
  whatsapp: phoneNumber({
    label: 'WhatsApp number',
    pattern: WHATSAPP_PATTERN,
    message: WHATSAPP_MESSAGE,
    plus: 'drop',
  }),
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

/** The dealer's details (one record, `id` = `current`). */
export const dealerSettingsRecord = createSelectSchema(dealerSettings).extend(recordIds)
export type DealerSettings = z.infer<typeof dealerSettingsRecord>
