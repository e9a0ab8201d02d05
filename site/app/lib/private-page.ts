// The headers and meta of a private page (a private link's, the customer portal's):
// every answer of it is kept and indexed by no one, which its loader and its action
// both say (PRIVATE_HEADERS).
import type { HeadersFunction, MetaDescriptor, MetaFunction } from '@remix-run/node'
import { pageMeta, type MatchLike, type PageMeta } from './meta'

/** An error's headers first; after a post the action's (its own Cache-Control); else the loader's. */
export const privatePageHeaders: HeadersFunction = ({
  loaderHeaders,
  errorHeaders,
  actionHeaders,
}) => errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders)

export type PrivatePage = Omit<PageMeta, 'noindex' | 'card'> & {
  /**
   * Links out carry no referrer, so the token in the address stays here. A page with a
   * form of its own says `same-origin`: its posts keep their Origin, which the form guard
   * checks (`no-referrer` would make it null).
   */
  referrer: 'same-origin' | 'no-referrer'
}

/** A private page's head: never indexed, and its address sent to no other site. */
export function privatePageTags(matches: MatchLike[], page: PrivatePage): MetaDescriptor[] {
  const { referrer, ...meta } = page
  return [...pageMeta(matches, { ...meta, noindex: true }), { name: 'referrer', content: referrer }]
}

/** The meta function of a private page whose head is the same for every record. */
export const privatePageMeta =
  (page: PrivatePage): MetaFunction =>
  ({ matches }) =>
    privatePageTags(matches, page)
