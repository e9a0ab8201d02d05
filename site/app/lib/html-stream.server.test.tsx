import { PassThrough, type Writable } from 'node:stream'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  htmlStream,
  REACT_VIEW_SIZE,
  lowPriorityModulePreloads,
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

describe('lowPriorityModulePreloads', () => {
  it('asks for the module preloads at low priority and changes nothing else', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/s.css"/></head><body><p>Hi</p>' +
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<script type="module" async="">import "/assets/entry.client-1.js";</script></body>'
    expect(lowPriorityModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/s.css"/></head><body><p>Hi</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js"/>' +
        '<script type="module" async="">import "/assets/entry.client-1.js";</script></body>',
    )
  })
})
