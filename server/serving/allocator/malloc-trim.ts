// A reach into the C library, kept because it pays
// (docs/decisions/0021-render-worker-heap.md): its test fails when what this relies on
// changes.
//
// glibc's allocator keeps what the threads free in its arenas and gives back to the
// system only the free memory at the very top of each. A burst of requests (pages
// rendered, compressed and cached, SQLite pages read) leaves the arenas full of holes
// that stay resident for good. `malloc_trim(0)` hands every free page of every arena back
// (madvise), which nothing in Node calls; koffi calls it from JavaScript. Where there is
// no glibc (musl, macOS, Windows) this does nothing.
import { createRequire } from 'node:module'
import type * as Koffi from 'koffi'

type Trim = ((pad: number) => number) & {
  async: (pad: number, done: (err: unknown, result: number) => void) => void
}

let loaded: Trim | null | undefined

/** glibc's `malloc_trim`, or null where the C library is not glibc or koffi is missing. */
export function mallocTrimFunction(): Trim | null {
  if (loaded === undefined) loaded = process.platform === 'linux' ? loadTrim() : null
  return loaded
}

function loadTrim(): Trim | null {
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as Trim
  } catch {
    return null
  }
}

/**
 * Gives the allocator's free pages back to the system every `everyMs`, on the thread pool
 * so the event loop never waits for the walk through the arenas (an unref'd timer: it
 * never keeps the process alive). `onRelease` hears how long each call took. Returns
 * what stops it.
 */
export function releaseFreedMemory({
  everyMs,
  onRelease,
}: {
  everyMs: number
  onRelease?: (ms: number) => void
}): { stop: () => void } {
  const trim = mallocTrimFunction()
  if (!trim) return { stop: () => {} }
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    const started = performance.now()
    trim.async(0, () => {
      running = false
      onRelease?.(performance.now() - started)
    })
  }, everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
