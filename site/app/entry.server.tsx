import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { NO_CACHE, NO_STORE, PUBLIC_CACHE_CONTROL } from '@dealership/api/http/cache-control'
import { RequestIdContext } from './components/error-reference'
import { ApiError } from './api/client.server'
import { inlineScriptHashes, pageCsp } from './lib/csp'
import { renderDocument, scriptsAfterFirstPaint } from './lib/document.server'

// Single fetch's data stream waits this long at most for a loader's promise; a page whose
// data is still not read a second later fails.
export const streamTimeout = 4_000
const DATA_TIMEOUT = streamTimeout + 1_000

/**
 * Who may keep this page: a GET answered 200 is the same for every visitor (no page
 * reads a cookie), so browsers, CDNs and the server's page cache may keep it; a form's
 * result is the visitor's own. A route that sets its own Cache-Control keeps it.
 */
function cacheControl(request: Request, status: number, headers: Headers): string {
  const own = headers.get('Cache-Control')
  if (own) return own
  if (request.method !== 'GET' && request.method !== 'HEAD') return NO_STORE
  if (status === 200) return PUBLIC_CACHE_CONTROL
  return status >= 500 ? NO_STORE : NO_CACHE
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Whole documents (no out-of-order streaming): the pages work without JavaScript and
  // the status code is final before the first byte; the inline scripts' hashes go into
  // the Content-Security-Policy.
  const rendered = await renderDocument(
    <RequestIdContext.Provider value={loadContext.requestId}>
      <RemixServer context={remixContext} url={request.url} />
    </RequestIdContext.Provider>,
    remixContext,
    { timeoutMs: DATA_TIMEOUT },
  )
  // In development React warns of the added attribute on every hydration.
  const html = process.env.NODE_ENV === 'development' ? rendered : scriptsAfterFirstPaint(rendered)
  const csp = pageCsp(inlineScriptHashes(html), loadContext.config.testimonialsEmbedUrl)
  responseHeaders.set('Content-Security-Policy', csp)
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  responseHeaders.set('Cache-Control', cacheControl(request, responseStatusCode, responseHeaders))
  // A view over the page's own bytes, not a copy.
  const { buffer } = html
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer, html.byteOffset, html.byteLength)
      : Uint8Array.from(html)
  return new Response(bytes, { headers: responseHeaders, status: responseStatusCode })
}

/**
 * Errors of loaders, actions and renders, as Remix reports them: logged once, as one
 * line with the request's id. Answers the page already gives (a 404, a 405 for a post to
 * a page without a form, a 400) are what a scanner's junk earns: not errors of ours.
 * Nor is a visitor leaving before the page was ready.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  // The API failed and logged its error, stack and all, under this request's id: a
  // second line for the loader that read its answer would log one error twice.
  if (error instanceof ApiError && error.status >= 500) return
  context.logError(error)
}
