// The headers of a private page with a form (a private link's, the customer portal's):
// every answer of it is kept and indexed by no one, which its loader and its action
// both say (PRIVATE_HEADERS).
import type { HeadersFunction } from '@remix-run/node'

/** An error's headers first; after a post the action's (its own Cache-Control); else the loader's. */
export const privatePageHeaders: HeadersFunction = ({
  loaderHeaders,
  errorHeaders,
  actionHeaders,
}) => errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders)
