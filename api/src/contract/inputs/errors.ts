// The API's validation error body and how a zod error becomes it.
import { type z } from 'zod'

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
