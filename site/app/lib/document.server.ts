// The page as one document: Remix's loader data read first, then the page rendered to a
// string in one pass, then its scripts deferred to after the first paint. Both lean on
// Remix's internals, each in a file of its own under ../internals.
import type { EntryContext } from '@remix-run/node'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { readDataStream } from '../internals/remix-stream-cache.server'

export { scriptsAfterFirstPaint } from '../internals/remix-inline-module.server'

/** React's mark of a Suspense boundary it gave up on server-side, to render in the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * The whole page, as bytes. Every page is sent whole anyway (its status is final before
 * the first byte, and its inline scripts' hashes go into its Content-Security-Policy),
 * so it is rendered in one pass to a string rather than streamed through React's byte
 * buffers, which costs more CPU (docs/decisions/0013-pages-rendered-whole.md) and can
 * pad the page with NUL bytes (React 18.3's 2,048-byte buffer; react issues 24985 and
 * 31134). Nothing suspends once the data is read; a boundary that still did would leave
 * part of the page to the browser, so it is an error here, as it is for the streaming
 * render.
 */
export async function renderDocument(
  app: ReactElement,
  context: EntryContext,
  { timeoutMs }: { timeoutMs: number },
): Promise<Buffer> {
  await readDataStream(context, timeoutMs)
  const markup = renderToString(app)
  if (markup.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error('Part of the page did not render on the server (a suspended boundary)')
  }
  return Buffer.from(`<!DOCTYPE html>${markup}`)
}
