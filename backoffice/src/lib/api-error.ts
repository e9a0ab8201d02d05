// What a failed API call answered, from react-admin's HttpError (its `body`): the API's
// message and its per-field messages, narrowed from whatever came back.

export type ApiErrorAnswer = { error: string | null; errors: Record<string, string> }

export function apiErrorOf(err: unknown): ApiErrorAnswer {
  const body = err && typeof err === 'object' && 'body' in err ? err.body : null
  if (!body || typeof body !== 'object') return { error: null, errors: {} }
  const error = 'error' in body && typeof body.error === 'string' ? body.error : null
  const fields = 'errors' in body ? body.errors : null
  const errors =
    fields && typeof fields === 'object'
      ? Object.fromEntries(
          Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {}
  return { error, errors }
}
