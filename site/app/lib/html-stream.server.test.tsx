import { transformSync } from 'esbuild'
import { PassThrough, type Writable } from 'node:stream'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  htmlStream,
  REACT_VIEW_SIZE,
  scriptsAfterFirstPaint,
  withoutReactViewPadding,
} from './html-stream.server'

// Many short text chunks with two-byte characters: one of them straddles the end of
// React's 2 KB buffer, which is when React 18.3 pads the page with NUL bytes.
const Page = () => (
  <ul>
    {Array.from({ length: 600 }, (_, i) => (
      <li key={i}>
        {`Diesel`}
        {` · ${i.toLocaleString('en-KE')} km`}
        {'\u00a0'}
      </li>
    ))}
  </ul>
)

function render(into: (out: Writable) => Writable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (c: Buffer) => chunks.push(c))
    sink.on('end', () => resolve(Buffer.concat(chunks)))
    sink.on('error', reject)
    const { pipe } = renderToPipeableStream(<Page />, {
      onAllReady: () => pipe(into(sink)),
      onShellError: reject,
    })
  })
}

describe('the page stream', () => {
  it('React alone puts NUL bytes into this page (the bug this guards against)', async () => {
    const raw = await render((sink) => sink)
    expect(raw.includes(0)).toBe(true)
  })

  it('through htmlStream the page is exactly the markup React meant, with no NUL', async () => {
    const fixed = await render((sink) => {
      const s = htmlStream()
      s.pipe(sink)
      return s
    })
    expect(fixed.includes(0)).toBe(false)
    expect(fixed.toString('utf8')).toBe(renderToString(<Page />))
  })

  it('leaves other chunks and content NULs alone', () => {
    const short = new Uint8Array([65, 0, 0])
    expect(withoutReactViewPadding(short)).toBe(short)
    const full = new Uint8Array(REACT_VIEW_SIZE).fill(65)
    expect(withoutReactViewPadding(full)).toBe(full)
    const padded = new Uint8Array(REACT_VIEW_SIZE).fill(65)
    padded.fill(0, REACT_VIEW_SIZE - 2)
    expect(withoutReactViewPadding(padded).byteLength).toBe(REACT_VIEW_SIZE - 2)
  })
})

// A car page's text around React's 2 KB boundaries: the text before a description grows
// byte by byte over one whole buffer, so the description's multi-byte characters ('·',
// '’', 'é' and an emoji: two, three and four bytes) meet the buffer's end at every
// offset. React buffers text nodes shorter than a third of its buffer (longer ones go out
// whole), as a car's description usually is; the filler comes in such nodes too.
const Described = ({ pad, text }: { pad: number; text: string }) => (
  <article>
    <h1>Range Rover Vogue SDV8</h1>
    <p>
      {Array.from({ length: Math.ceil(pad / 500) }, (_, i) => (
        <span key={i}>{'x'.repeat(Math.min(500, pad - i * 500))}</span>
      ))}
    </p>
    <p>{'Diesel · 94,000 km · Ksh\u00a05,800,000'}</p>
    <p>{text}</p>
    <p>{'Nairobi · Westlands'}</p>
  </article>
)

function renderThrough(node: React.ReactElement, fixed = true): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        const s = fixed ? htmlStream() : new PassThrough()
        s.on('data', (c: Buffer) => chunks.push(c))
        s.on('end', () => resolve(Buffer.concat(chunks)))
        s.on('error', reject)
        pipe(s)
      },
      onShellError: reject,
    })
  })
}

describe('multi-byte characters at every offset of the buffer', () => {
  it.each(['·', '’', 'é', '🚗'])(
    'a description of "%s" at any length streams without a NUL, byte for byte',
    async (char) => {
      let padded = 0
      let broken = 0
      for (let pad = 0; pad < REACT_VIEW_SIZE + 8; pad++) {
        // 1,200 bytes or more of the character, in one text node that React buffers.
        const text = char.repeat(Math.floor(600 / char.length))
        const page = <Described pad={pad} text={text} />
        // React alone: how often this character meets the bug.
        if ((await renderThrough(page, false)).includes(0)) broken++
        const bytes = await renderThrough(page)
        if (bytes.includes(0)) throw new Error(`NUL byte with ${pad} bytes of padding`)
        if (!bytes.equals(Buffer.from(renderToString(page)))) {
          throw new Error(`the page differs from React's markup with ${pad} bytes of padding`)
        }
        padded++
      }
      expect(padded).toBe(REACT_VIEW_SIZE + 8)
      // The lengths do put the character across the boundary, where React pads: for a
      // good part of them, so it is the description that meets it, not the short texts.
      expect(broken).toBeGreaterThan(200)
    },
    60_000,
  )
})

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
