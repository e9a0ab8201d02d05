// A form's confirmation after post/redirect/get (`?sent=1&ref=MSG-7KQ3XM`): the reference
// the stored lead was given, and the text that shows it. Its own module: only the pages
// that show these confirmations load it.
import { LEAD_REFERENCE_PATTERN } from '@dealership/api/contract/references'

/** The query parameter of a confirmation that names the lead's reference. */
export const REFERENCE_PARAM = 'ref'

/** The reference a confirmation's address carries, when it is one. */
export function referenceIn(params: URLSearchParams): string | null {
  const ref = params.get(REFERENCE_PARAM) ?? ''
  return LEAD_REFERENCE_PATTERN.test(ref) ? ref : null
}

/** A form's confirmation: the thanks, the reference to quote, what happens next. */
export function confirmationText(thanks: string, reference: string | null, next: string): string {
  return [thanks, reference ? `Your reference is ${reference}.` : null, next]
    .filter(Boolean)
    .join(' ')
}
