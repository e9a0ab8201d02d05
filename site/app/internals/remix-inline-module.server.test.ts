// The rewrite of Remix's <Scripts> markup, on that markup as Remix 2.17 renders it. The
// built site's check that the rewrite still happens is tests/e2e/site/scripts-after-paint.
import { transformSync } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { scriptsAfterFirstPaint } from './remix-inline-module.server'

// The end of a page as Remix 2.17's <Scripts> renders it (lazy route discovery on).
const remixScripts =
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/vendor-2.js"/>' +
  '<link rel="modulepreload" href="/assets/root-3.js"/>' +
  '<link rel="modulepreload" href="/assets/cars._index-4.js"/>' +
  '<script>window.__remixContext = {};</script>' +
  '<script type="module" async="">;\n' +
  'import * as route0 from "/assets/root-3.js";\n' +
  'import * as route1 from "/assets/cars._index-4.js";\n' +
  'window.__remixManifest = {\n  "url": "/assets/manifest-5.js"\n};\n' +
  'window.__remixRouteModules = {"root":route0,"routes/cars._index":route1};\n\n' +
  'import("/assets/entry.client-1.js");</script>'
const page = `<head><link rel="stylesheet" href="/assets/s.css"/></head><body><p>KES 1\u00a0000 · Nairobi</p>${remixScripts}</body>`

describe('scriptsAfterFirstPaint', () => {
  const out = scriptsAfterFirstPaint(Buffer.from(page)).toString()
  const moduleScript = out.slice(
    out.indexOf('<script type="module" async="">') + '<script type="module" async="">'.length,
    out.lastIndexOf('</script>'),
  )

  it('makes the module preloads preloads for no medium, and changes nothing before them', () => {
    expect(out.startsWith(page.slice(0, page.indexOf('<link rel="modulepreload"')))).toBe(true)
    expect(out).not.toContain('<link rel="modulepreload"')
    const inert = out.match(/<link [^>]*>/g)?.slice(1) ?? []
    expect(inert).toEqual(
      ['entry.client-1', 'vendor-2', 'root-3', 'cars._index-4'].map(
        (name) =>
          `<link rel="preload" as="script" crossorigin="" media="not all" data-after-paint="" href="/assets/${name}.js"/>`,
      ),
    )
    expect(out).toContain('<script>window.__remixContext = {};</script>')
  })

  it('imports the route modules only after the first contentful paint, then the entry', () => {
    // No static import is left: a browser would fetch it as soon as it parsed the page.
    expect(moduleScript).not.toMatch(/^\s*import\s/m)
    const paint = moduleScript.indexOf('"first-contentful-paint"')
    const preloads = moduleScript.indexOf('l.rel="modulepreload"')
    const routes = moduleScript.indexOf(
      'const [route0,route1]=await Promise.all([import("/assets/root-3.js"),import("/assets/cars._index-4.js")]);',
    )
    const modules = moduleScript.indexOf('window.__remixRouteModules = {"root":route0')
    const entry = moduleScript.indexOf('import("/assets/entry.client-1.js")')
    expect(paint).toBeGreaterThan(-1)
    expect([paint, preloads, routes, modules, entry]).toEqual(
      [paint, preloads, routes, modules, entry].toSorted((a, b) => a - b),
    )
    expect(preloads).toBeGreaterThan(paint)
    // It is still a module a browser can run (top-level await).
    expect(() => transformSync(moduleScript, { format: 'esm', target: 'es2022' })).not.toThrow()
  })

  it('leaves a page without Remix’s scripts as it is, bytes and all', () => {
    const none = Buffer.from('<p>·</p><script type="module" async="">import "/x.js";</script>')
    expect(scriptsAfterFirstPaint(none)).toBe(none)
    // Preloads without Remix's module script: nothing would turn them back.
    const alone = Buffer.from('<link rel="modulepreload" href="/a.js"/>')
    expect(scriptsAfterFirstPaint(alone)).toBe(alone)
  })
})
