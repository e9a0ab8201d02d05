import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { fieldErrors, VALIDATION_ERROR_MESSAGE } from '../contract'

/** An expected error with a JSON body `{ error, ...extra }`. */
export function httpError(
  status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503,
  error: string,
  extra: Record<string, unknown> = {},
): HTTPException {
  const res = new Response(JSON.stringify({ error, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  })
  return new HTTPException(status, { message: error, res })
}

export function validationError(errors: Record<string, string>): HTTPException {
  return httpError(400, VALIDATION_ERROR_MESSAGE, { errors })
}

/** Parses with a contract schema or throws the API's 400 body. */
export function parseOrThrow<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(fieldErrors(result.error))
  return result.data
}

/** JSON body validated with a contract schema; failures answer 400 with per-field messages. */
export const jsonBody = <T extends z.ZodTypeAny>(schema: T) =>
  zValidator('json', schema, (result, c: Context) => {
    if (!result.success) {
      return c.json({ error: VALIDATION_ERROR_MESSAGE, errors: fieldErrors(result.error) }, 400)
    }
  })

/** jsonBody with a schema made for the request (one that depends on today's date). */
export const jsonBodyWith = <T extends z.ZodTypeAny>(schemaFor: () => T) =>
  validator('json', (value, c): z.output<T> | Response => {
    const result = schemaFor().safeParse(value)
    if (result.success) return result.data as z.output<T>
    return c.json({ error: VALIDATION_ERROR_MESSAGE, errors: fieldErrors(result.error) }, 400)
  })

export const NOT_AUTHENTICATED = 'User not authenticated'

/** `found`, or a 404 with `message` when there is none: every read by id ends here. */
export function findOr404<T>(found: T | null | undefined, message: string): T {
  if (found === undefined || found === null) throw httpError(404, message)
  return found
}
