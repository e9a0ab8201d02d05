// The rules every form's fields share: one-line and paragraph text, control
// characters, a choice from a list, an email address, an image address.
import { z } from 'zod'
import { listedChoice } from '../options'

export const MAX_YEAR = new Date().getFullYear() + 2

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

export const requiredText = (label: string, max: number, shape: TextShape = 'line') =>
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

export const optionalText = (label: string, max: number, shape: TextShape = 'line') =>
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
export const listChoice = (label: string, list: readonly string[]) =>
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
export const optionalListChoice = (label: string, list: readonly string[]) =>
  z
    .union([z.literal(''), listChoice(label, list)])
    .nullish()
    .transform((v) => (v ? v : null))

export const integer = (label: string, min: number, max: number) =>
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
export const requiredPhone = z
  .string({ required_error: 'Phone is required', invalid_type_error: 'Phone must be text' })
  .pipe(phoneText)
  .refine((v) => v.length > 0, 'Phone is required')
export const optionalPhone = phoneText.nullish().transform((v) => (v ? v : null))

/** An image address: http(s) URL or a path under /uploads/ (local uploads). */
export const imageUrl = z
  .string({ invalid_type_error: 'Image address must be text' })
  .trim()
  .max(2048, 'Image address is too long')
  .refine(
    (v) => /^\/uploads\/[A-Za-z0-9._/-]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
    'Image address must be an http(s) URL',
  )

export const optionalImage = imageUrl
  .nullish()
  .or(z.literal(''))
  .transform((v) => (v ? v : null))

export const textList = (label: string, maxItems: number) =>
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

/** Set by the database, never by a payload. */
export const GENERATED = { id: true, createdAt: true, updatedAt: true } as const
