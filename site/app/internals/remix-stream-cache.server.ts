// Remix's internals, in one place (docs/decisions/0018-dependency-internals.md): the
// cache through which <Scripts>' transfer of the data stream (Remix's single fetch) looks
// for each chunk first, `renderMeta.streamCache`, which is not part of Remix's public API.
// Filling it lets the page render in one pass to a string (renderDocument). Its test
// renders Remix's own transfer and fails when an upgrade changes what this relies on.
import type { EntryContext } from '@remix-run/node'

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>

/**
 * Reads Remix's data stream (the loader data, encoded by turbo-stream) to its end and
 * keeps each chunk where `<Scripts>`' transfer of it looks first (renderMeta.streamCache),
 * decoded as it decodes it. The page then renders without suspending: one chunk, one
 * inline script, as the streaming render writes them. Remix ends the stream by its
 * `streamTimeout`; a stream still open after `timeoutMs` is an error, not a page.
 */
export async function readDataStream(context: EntryContext, timeoutMs: number): Promise<void> {
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
