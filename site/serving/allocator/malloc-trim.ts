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
  if (loaded !== undefined) return loaded
  loaded = null
  if (process.platform !== 'linux') return loaded
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi
    const libc = koffi.load('libc.so.6')
    loaded = libc.func('int malloc_trim(size_t pad)') as Trim
  } catch {
    loaded = null
  }
  return loaded
}

export type MemoryRelease = {
  /** Gives the arenas' free pages back now; false where it cannot. */
  releaseNow: () => boolean
  /** Stops the timer. */
  stop: () => void
}

/**
 * Gives the allocator's free pages back to the system every `everyMs` (an unref'd timer:
 * it never keeps the process alive). `onRelease` hears how long each call took.
 */
export function releaseFreedMemory({
  everyMs,
  onRelease,
}: {
  everyMs: number
  onRelease?: (ms: number) => void
}): MemoryRelease {
  const trim = mallocTrimFunction()
  const releaseNow = () => {
    if (!trim) return false
    const started = performance.now()
    trim(0)
    onRelease?.(performance.now() - started)
    return true
  }
  // On the thread pool, so the event loop never waits for the walk through the arenas.
  let running = false
  const releaseInBackground = () => {
    if (!trim || running) return
    running = true
    const started = performance.now()
    trim.async(0, () => {
      running = false
      onRelease?.(performance.now() - started)
    })
  }
  const timer = trim ? setInterval(releaseInBackground, everyMs) : null
  timer?.unref()
  return { releaseNow, stop: () => timer && clearInterval(timer) }
}
