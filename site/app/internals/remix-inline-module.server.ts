// Remix's internals, in one place (docs/decisions/0018-dependency-internals.md): the
// markup of Remix's <Scripts> (its module preloads and its inline module, which imports
// the route modules and then the entry), rewritten so the page's JavaScript is fetched
// after its first paint (docs/decisions/0010-scripts-after-first-paint.md). A page whose
// markup is not what this expects is sent as it is; tests/e2e/site/scripts-after-paint
// checks on the built site that the rewrite still happens.
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
 * frame), then turns the inert preloads into module preloads. A paint that came before
 * this module ran is found in the timeline, or else handed to the observer from its
 * buffer: where `performance` is replaced (a test's fake clock, some privacy tools) the
 * timeline reads empty, and an observer that only heard later paints would wait for ever.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((r)=>{const d=()=>setTimeout(r);' +
  'if(performance.getEntriesByName("first-contentful-paint").length)d();' +
  'else if(PerformanceObserver.supportedEntryTypes?.includes("paint"))' +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();d()}}).observe({type:"paint",buffered:true});' +
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
