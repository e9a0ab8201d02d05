// Server side of the public forms: honeypot, validation with the contract's schemas
// (the same rules the API applies), posting to the API and mapping its answer.
import { data, redirect, type AppLoadContext, type HeadersFunction } from '@remix-run/node'
import { NO_STORE } from '@dealership/api/http/cache-control'
import { fieldErrors, VALIDATION_ERROR_MESSAGE } from '@dealership/api/contract'
import { typedNumber } from '@dealership/api/contract/numbers'
import type { z } from 'zod'
import { postForm, type PostAnswer, type PostPath } from '../api/client.server'
import { withBuyerSession } from './buyer-cookies.server'
import { REFERENCE_PARAM, referenceIn } from './confirmation'
import { HONEYPOT_FIELD, SENT_PARAM } from './forms'

export type FormFailure = {
  formError: string
  fieldErrors: Record<string, string>
  values: Record<string, string>
}

/**
 * Post/redirect/get: the form page again, showing its confirmation and the stored lead's
 * reference (none for a bot's post, which stores nothing). `query` adds to the address.
 */
export function sentRedirect(path: string, record?: { reference: string | null }, query = '') {
  const reference = record?.reference
  const ref =
    typeof reference === 'string' ? `&${REFERENCE_PARAM}=${encodeURIComponent(reference)}` : ''
  return redirect(`${path}?${SENT_PARAM}=1${ref}${query}`)
}

/**
 * A form page's loader: a confirmation that names a reference is one visitor's, so
 * nobody else's copy (no shared cache keeps it).
 */
export function confirmationLoader<T>(request: Request, body: T) {
  const reference = referenceIn(new URL(request.url).searchParams)
  return data(body, reference ? { headers: { 'Cache-Control': NO_STORE } } : undefined)
}

/** A form page's headers: its loader's, after a post as well. */
export const confirmationHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** A bot filled the hidden field: treat it as sent, store nothing. */
export function isSpam(form: FormData): boolean {
  const v = form.get(HONEYPOT_FIELD)
  return typeof v === 'string' && v.trim() !== ''
}

/** The text fields of a form, trimmed; files are left out. */
export function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) {
    const v = form.get(name)
    out[name] = typeof v === 'string' ? v.trim() : ''
  }
  return out
}

/**
 * Empty optional fields are left out and numbers become numbers, as the API expects: "-5"
 * and "2.5" too, so the schema names what is wrong with them rather than calling them text.
 */
export function toPayload(
  values: Record<string, string>,
  numeric: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) {
    if (v === '') continue
    out[k] = numeric.includes(k) ? typedNumber(v) : v
  }
  return out
}

export type Messages = {
  /** No usable error text in the API's answer. */
  failed: string
  /** The call itself failed (network, crash). */
  unexpected: string
}

/**
 * A form's post: the API path, the contract schema the payload is checked with, the
 * visitor's values (shown again on a failure) and the texts for a failure with no message
 * of the API's. A payload sent as multipart (files) is checked as `check`, its fields as
 * a record. `found` holds mistakes the action found itself (in a form's files): they are
 * shown together with the schema's, so the visitor meets every mistake at once.
 */
export type FormPost<P extends PostPath> = {
  path: P
  schema: z.ZodTypeAny
  values: Record<string, string>
  messages: Messages
  found?: Record<string, string>
} & (
  | { payload: Record<string, unknown>; check?: undefined }
  | { payload: FormData; check: Record<string, unknown> }
)

/**
 * Checks the payload with the contract schema, then posts it. Returns the API's answer
 * (the stored record) or what to show: the API's error text, else `messages.failed`, else
 * `messages.unexpected`.
 */
export async function submitForRecord<P extends PostPath>(
  context: AppLoadContext,
  { path, schema, values, messages, found = {}, ...sent }: FormPost<P>,
): Promise<{ record: PostAnswer<P> } | { failure: FormFailure }> {
  const parsed = schema.safeParse(sent.check ?? sent.payload)
  if (!parsed.success || Object.keys(found).length > 0) {
    return {
      failure: {
        formError: VALIDATION_ERROR_MESSAGE,
        fieldErrors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...found },
        values,
      },
    }
  }
  try {
    const result = await postForm(context, path, sent.payload)
    if (result.ok) return { record: result.body }
    return {
      failure: { formError: result.error ?? messages.failed, fieldErrors: result.errors, values },
    }
  } catch (err) {
    console.error(err)
    return { failure: { formError: messages.unexpected, fieldErrors: {}, values } }
  }
}

/** submitForRecord for forms that show no record: null on success, else the failure. */
export async function submit<P extends PostPath>(
  context: AppLoadContext,
  post: FormPost<P>,
): Promise<FormFailure | null> {
  const result = await submitForRecord(context, post)
  return 'failure' in result ? result.failure : null
}

/** The posts whose answer is a record with a reference (a lead's). */
type LeadPath = {
  [K in PostPath]: PostAnswer<K> extends { reference: string | null } ? K : never
}[PostPath]

export type TextFormPost<P extends LeadPath> = Omit<FormPost<P>, 'values' | 'payload' | 'check'> & {
  /** The page the form is on, where its confirmation shows. */
  page: string
  fields: readonly string[]
  numbers?: readonly string[]
  /** What else the payload carries, read from the form. */
  extra?: (form: FormData) => Record<string, unknown>
  query?: (record: PostAnswer<P>) => string
}

/**
 * A public form of text fields, posted for a record as the visitor (their session, if
 * any, names them): a bot's post is answered as sent; then the page again with its
 * confirmation (`query` adds to the address), or a 400 with what to show.
 */
export async function postTextForm<P extends LeadPath>(
  context: AppLoadContext,
  request: Request,
  { page, fields, numbers = [], extra, query, ...post }: TextFormPost<P>,
) {
  const form = await request.formData()
  if (isSpam(form)) return sentRedirect(page)
  const values = textValues(form, fields)
  const payload = { ...toPayload(values, numbers), ...extra?.(form) }
  const result = await submitForRecord(withBuyerSession(context, request), {
    ...post,
    values,
    payload,
  })
  if ('failure' in result) return data(result.failure, 400)
  return sentRedirect(page, result.record, query?.(result.record))
}
