import type { EntryContext } from '@remix-run/node'
// Remix's own transfer of the data stream into the page, as <RemixServer> renders it (a
// module of its build, not of its public API).
import { StreamTransfer } from '@remix-run/react/dist/single-fetch.js'
import { Suspense } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { renderDocument } from './document.server'

// Loader data as turbo-stream sends it, in chunks that split a character ('·' is two
// bytes in UTF-8) and a price's no-break space between them.
const encoder = new TextEncoder()
const dataBytes = encoder.encode(
  '[{"_1":2},"loaderData",{"cars":"Diesel · 94,000 km · Ksh\u00a05,800,000"}]\nP3:[1]\n',
)
const middot = dataBytes.indexOf(0xc2) + 1
const nbsp = dataBytes.lastIndexOf(0xc2) + 1
const chunks = [
  dataBytes.subarray(0, middot),
  dataBytes.subarray(middot, nbsp),
  dataBytes.subarray(nbsp),
]

function dataStream(parts: Uint8Array[], end = true): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part)
      if (end) controller.close()
    },
  })
}

/** A context as the page's render sees it: <Scripts> has rendered, the data streams. */
function contextWith(stream?: ReadableStream<Uint8Array>): EntryContext {
  return { serverHandoffStream: stream, renderMeta: { didRenderScripts: true } } as EntryContext
}

/** <RemixServer>'s end: the transfer of the data stream, which takes its reader then. */
function Page({ context }: { context: EntryContext }) {
  return (
    <html lang="en">
      <body>
        <p>{'Ksh\u00a05,800,000 · Nairobi'}</p>
        {context.serverHandoffStream ? (
          <Suspense>
            <StreamTransfer
              context={context}
              identifier={0}
              reader={context.serverHandoffStream.getReader()}
              textDecoder={new TextDecoder()}
            />
          </Suspense>
        ) : null}
      </body>
    </html>
  )
}

/** The same page through React's streaming render, as pages were rendered before. */
function streamed(context: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (c: Buffer) => out.push(c))
    sink.on('end', () => resolve(Buffer.concat(out).toString()))
    const { pipe } = renderToPipeableStream(<Page context={context} />, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    })
  })
}

const WAIT = { timeoutMs: 1_000 }

describe('renderDocument', () => {
  it('writes the page and its data as the streaming render does, chunk for chunk', async () => {
    const context = contextWith(dataStream(chunks))
    const page = (await renderDocument(<Page context={context} />, context, WAIT)).toString()
    expect(page).toBe(await streamed(contextWith(dataStream(chunks))))
    // One inline script per chunk, then the stream's end, every character whole.
    const sent = [...page.matchAll(/streamController\.enqueue\(("[^<]*")\);/g)].map(
      (m) => JSON.parse(m[1]!) as string,
    )
    expect(sent).toHaveLength(chunks.length)
    expect(sent.join('')).toBe(new TextDecoder().decode(dataBytes))
    expect(page).toContain('streamController.close();')
    expect(page.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
  })

  it('renders a page without a data stream as it is', async () => {
    const context = contextWith()
    const page = await renderDocument(<Page context={context} />, context, WAIT)
    expect(page.toString()).toBe(
      '<!DOCTYPE html><html lang="en"><body><p>Ksh\u00a05,800,000 · Nairobi</p></body></html>',
    )
  })

  it('fails a page whose data does not end in time, rather than sending half of it', async () => {
    const context = contextWith(dataStream(chunks, false))
    await expect(
      renderDocument(<Page context={context} />, context, { timeoutMs: 50 }),
    ).rejects.toThrow('did not end within 50 ms')
  })

  it('fails a page that would leave a part of itself to the browser', async () => {
    const Waiting = () => {
      throw new Promise(() => {})
    }
    const context = contextWith()
    const app = (
      <html lang="en">
        <body>
          <Suspense fallback={<p>Loading</p>}>
            <Waiting />
          </Suspense>
        </body>
      </html>
    )
    await expect(renderDocument(app, context, WAIT)).rejects.toThrow('did not render')
  })
})
