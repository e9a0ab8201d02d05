import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NO_CACHE, NO_STORE, PUBLIC_CACHE_CONTROL } from '@dealership/api/http/cache-control'
import { RequestIdContext } from './components/error-reference'
import { ApiError } from './lib/api.server'
import { inlineScriptHashes, pageCsp } from './lib/csp'
import { htmlStream, scriptsAfterFirstPaint } from './lib/html-stream.server'

const ABORT_DELAY = 5_000
// Single fetch streams loader data for this long at most; kept under the abort delay.
export const streamTimeout = ABORT_DELAY - 1_000

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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Whole documents (no out-of-order streaming): the pages work without JavaScript and
    // the status code is final before the first byte. The page is collected before it is
    // sent so that its inline scripts' hashes can go into the Content-Security-Policy.
    const { pipe, abort } = renderToPipeableStream(
      <RequestIdContext.Provider value={loadContext.requestId}>
        <RemixServer context={remixContext} url={request.url} />
      </RequestIdContext.Provider>,
      {
        onAllReady() {
          // Free the render now instead of holding it until the abort timer fires.
          clearTimeout(timer)
          shellRendered = true
          // Not a bare PassThrough: React 18.3 can pad a chunk with NUL bytes.
          const body = htmlStream()
          const chunks: Buffer[] = []
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('error', reject)
          body.on('end', () => {
            // Bytes throughout: the page is never decoded into a string and encoded again.
            const rendered = Buffer.concat(chunks)
            // In development React warns of the added attribute on every hydration.
            const html =
              process.env.NODE_ENV === 'development' ? rendered : scriptsAfterFirstPaint(rendered)
            const csp = pageCsp(inlineScriptHashes(html), loadContext.config.testimonialsEmbedUrl)
            responseHeaders.set('Content-Security-Policy', csp)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            responseHeaders.set(
              'Cache-Control',
              cacheControl(request, responseStatusCode, responseHeaders),
            )
            // Buffer.concat allocates a plain ArrayBuffer; the view is over the same bytes.
            const bytes = new Uint8Array(
              html.buffer as ArrayBuffer,
              html.byteOffset,
              html.byteLength,
            )
            resolve(new Response(bytes, { headers: responseHeaders, status: responseStatusCode }))
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) loadContext.logError(error)
        },
      },
    )
    const timer = setTimeout(abort, ABORT_DELAY)
  })
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
