// The page as one document: Remix's loader data read first, then the page rendered to a
// string in one pass, then its scripts deferred to after the first paint.
import type { EntryContext } from '@remix-run/node'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>

/**
 * Reads Remix's data stream (the loader data, encoded by turbo-stream) to its end and
 * keeps each chunk where `<Scripts>`' transfer of it looks first (renderMeta.streamCache),
 * decoded as it decodes it. The page then renders without suspending: one chunk, one
 * inline script, as the streaming render writes them. Remix ends the stream by its
 * `streamTimeout`; a stream still open after `timeoutMs` is an error, not a page.
 */
async function readDataStream(context: EntryContext, timeoutMs: number): Promise<void> {
  const stream = context.serverHandoffStream
  if (!stream) return
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  const cache: StreamCache = {}
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    void reader.cancel()
  }, timeoutMs)
  try {
    for (let i = 0; ; i++) {
      const { done, value } = await reader.read()
      if (timedOut) throw new Error(`The page's data did not end within ${timeoutMs} ms`)
      cache[i] = Object.assign(Promise.resolve(), {
        result: { done, value: decoder.decode(value, { stream: true }) },
      })
      if (done) break
    }
  } finally {
    clearTimeout(timer)
    reader.releaseLock()
  }
  context.renderMeta = { ...context.renderMeta, streamCache: cache }
}

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

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ')
// A preload for no medium: valid HTML, fetched by no browser that knows `media` on a
// preload, and one that does not would fetch it as a module fetches it (CORS, same-origin
// credentials), so it is never downloaded twice.
const INERT_PRELOAD = Buffer.from(
  '<link rel="preload" as="script" crossorigin="" media="not all" data-after-paint="" ',
)
const REMIX_MODULE_SCRIPT = Buffer.from('<script type="module" async="">')
const SCRIPT_END = Buffer.from('</script>')
/** The route modules Remix's inline module imports statically (`<Scripts>`). */
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"<]+");$/gm

/**
 * Waits for the first contentful paint (where a browser does not report paints, for a
 * frame), then turns the inert preloads into module preloads.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((r)=>{const d=()=>setTimeout(r);' +
  'if(performance.getEntriesByName("first-contentful-paint").length)d();' +
  'else if(PerformanceObserver.supportedEntryTypes?.includes("paint"))' +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();d()}}).observe({type:"paint"});' +
  'else requestAnimationFrame(d)});' +
  'for(const l of document.querySelectorAll("link[data-after-paint]")){l.rel="modulepreload";l.removeAttribute("media")}'

/**
 * The page's JavaScript is fetched after its first contentful paint, not beside it
 * (docs/decisions/0010-scripts-after-first-paint.md). Remix's `<link rel="modulepreload">`
 * tags become preloads for no medium, and its inline module, which imports the route
 * modules and then the entry, waits for the paint, turns them back into module preloads
 * and imports the routes dynamically. The page shows what the server rendered as soon as
 * its stylesheet is in; the scripts then download at full priority and hydrate it. React
 * hydrates the same elements (it does not compare a link's attributes or a script's
 * text), so nothing is rendered twice. The scripts' hashes for the Content-Security-Policy
 * are taken after this (entry.server.tsx). A page without Remix's scripts is unchanged.
 */
export function scriptsAfterFirstPaint(html: Buffer): Buffer {
  const parts: Buffer[] = []
  let from = 0
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1;) {
    parts.push(html.subarray(from, at), INERT_PRELOAD)
    from = at + MODULE_PRELOAD.length
    at = html.indexOf(MODULE_PRELOAD, from)
  }
  const open = html.indexOf(REMIX_MODULE_SCRIPT, from)
  const start = open + REMIX_MODULE_SCRIPT.length
  const end = open === -1 ? -1 : html.indexOf(SCRIPT_END, start)
  // On the page's bytes: only the inline module (ASCII) is read as text.
  if (from === 0 || end === -1) return html
  const names: string[] = []
  const imports: string[] = []
  const rest = html
    .subarray(start, end)
    .toString()
    .replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
      names.push(name)
      imports.push(`import(${url})`)
      return ''
    })
  const routes = `const [${names.join(',')}]=await Promise.all([${imports.join(',')}]);`
  parts.push(
    html.subarray(from, start),
    Buffer.from(AFTER_FIRST_PAINT + routes + rest),
    html.subarray(end),
  )
  return Buffer.concat(parts)
}
