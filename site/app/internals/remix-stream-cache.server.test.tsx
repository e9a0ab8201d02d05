// What readDataStream relies on: that Remix's transfer of the data stream into the page
// (StreamTransfer, a module of its build, not of its public API) takes each chunk from
// renderMeta.streamCache before it reads the stream. If an upgrade stops doing so, the
// transfer suspends again and these fail.
import type { EntryContext } from '@remix-run/node'
import { StreamTransfer } from '@remix-run/react/dist/single-fetch.js'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readDataStream } from './remix-stream-cache.server'

const encoder = new TextEncoder()
const chunks = ['[{"_1":2},"loaderData",', '{"cars":"Diesel · Ksh\u00a05,800,000"}]\n', 'P3:[1]\n']

function context(): EntryContext {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return { serverHandoffStream: stream, renderMeta: { didRenderScripts: true } } as EntryContext
}

/** Remix's transfer as <RemixServer> renders it, inside the boundary it renders it in. */
function transfer(ctx: EntryContext): string {
  return renderToString(
    <Suspense fallback={<i>waiting</i>}>
      <StreamTransfer
        context={ctx}
        identifier={0}
        reader={ctx.serverHandoffStream!.getReader()}
        textDecoder={new TextDecoder()}
      />
    </Suspense>,
  )
}

const enqueued = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("[^<]*")\);/g)].map(
    (m) => JSON.parse(m[1]!) as string,
  )

describe("Remix's stream cache", () => {
  it('lets Remix write every chunk of the data in one render, without suspending', async () => {
    const ctx = context()
    await readDataStream(ctx, 1_000)
    expect(Object.keys(ctx.renderMeta?.streamCache ?? {})).toHaveLength(chunks.length + 1)
    const html = transfer(ctx)
    expect(html).not.toContain('waiting')
    expect(enqueued(html)).toEqual(chunks)
    expect(html).toContain('streamController.close();')
  })

  it('is what makes the difference: without it the same render suspends', () => {
    const html = transfer(context())
    expect(html).toContain('waiting')
    expect(enqueued(html)).toEqual([])
  })
})
