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
function withoutBlanks(values: FieldValues): FieldValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  )
}

export function contractResolver<V extends FieldValues = FieldValues>(
  schema: z.ZodTypeAny,
  toPayload: (values: V) => unknown = (values) => values,
): Resolver {
  // react-hook-form hands it the form's values: an object of fields, the record the
  // form was given (V) as the visitor changed it.
  const payload = z
    .record(z.unknown())
    .transform(withoutBlanks)
    .pipe(z.custom<V>((values) => typeof values === 'object' && values !== null))
    .transform(toPayload)
    .pipe(schema)
  return zodResolver(payload, undefined, { raw: true })
}
