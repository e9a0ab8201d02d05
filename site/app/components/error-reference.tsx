import { createContext, useContext } from 'react'

/**
 * The id of the request the server rendered this document for (X-Request-Id): given by
 * entry.server.tsx from the load context, and on the client read back from the page.
 */
export const RequestIdContext = createContext<string | null>(null)

const NOT_SEEN = Symbol('not seen')
let firstClientError: unknown = NOT_SEEN

/**
 * "Reference: <id>" on a failure screen, so a visitor can quote it and we can find the
 * logged error. Only the error the server rendered has an id: after a navigation in the
 * browser the failure came from another request, whose id the page does not know.
 */
export function ErrorReference({ error }: { error: unknown }) {
  const id = useContext(RequestIdContext)
  if (typeof document !== 'undefined') {
    // The first error a boundary shows in the browser is the one hydrated from the server.
    if (firstClientError === NOT_SEEN) firstClientError = error
    if (error !== firstClientError) return null
  }
  if (!id) return null
  return (
    <p className="error-reference">
      Reference: <code data-request-id="">{id}</code>
    </p>
  )
}

/** The id the server printed on this page, for the client's RequestIdContext. */
export function serverRequestId(): string | null {
  return document.querySelector('[data-request-id]')?.textContent ?? null
}
