// HTTP caching policy, one place for the API and the site's pages.

/**
 * Public pages and public API reads: a browser keeps the copy but revalidates it on
 * every use (max-age=0, answered 304 while the ETag holds); a shared cache (a CDN)
 * may serve it for a minute and, while it refetches, a stale copy for ten more.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/** Anything personal or private: leads, staff, audit, form results, a signed-in read. */
export const NO_STORE = 'no-store'
/** A page or answer for one visitor (a private link, their saved cars): kept and indexed by no one. */
export const PRIVATE_HEADERS = { 'Cache-Control': NO_STORE, 'X-Robots-Tag': 'noindex' } as const

/** Fingerprinted files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Error pages and other answers a cache should not keep, but a browser may show again. */
export const NO_CACHE = 'no-cache'
