import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { pageCsp } from './lib/csp'
import { htmlStream } from './lib/html-stream.server'
import { NonceProvider } from './lib/nonce'

const ABORT_DELAY = 5_000
// Single fetch streams loader data for this long at most; kept under the abort delay.
export const streamTimeout = ABORT_DELAY - 1_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  responseHeaders.set(
    'Content-Security-Policy',
    pageCsp(nonce, loadContext.config.testimonialsEmbedUrl),
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Whole documents (no out-of-order streaming): the pages work without JavaScript and
    // the status code is final before the first byte.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // Free the render now instead of holding it until the abort timer fires.
          clearTimeout(timer)
          shellRendered = true
          // Not a bare PassThrough: React 18.3 can pad a chunk with NUL bytes.
          const body = htmlStream()
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    const timer = setTimeout(abort, ABORT_DELAY)
  })
}
