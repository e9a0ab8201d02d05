// The console's forms validate with the API's own zod schemas (api/src/contract), so a
// field shows the message the API would answer before anything is sent. The schema
// checks what the form's transform would send; the form submits its own values.
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import { z } from 'zod'

/**
 * The form's values without its empty fields: an empty field is a missing one, so a
 * required field gets the API's "is required" rather than "must be text" for the null a
 * transform sends to clear an optional one.
 */
function withoutBlanks(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  )
}

export function contractResolver<V = FieldValues>(
  schema: z.ZodTypeAny,
  toPayload: (values: V) => unknown = (values) => values,
): Resolver {
  // preprocess types its input as unknown; react-hook-form hands it the form's values.
  const payload = z.preprocess(
    (values) => toPayload(withoutBlanks(values) as V),
    schema,
  ) as z.ZodType<unknown, z.ZodTypeDef, FieldValues>
  return zodResolver(payload, undefined, { raw: true })
}
