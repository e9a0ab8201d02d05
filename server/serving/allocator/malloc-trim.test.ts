// What releaseFreedMemory relies on: koffi loads glibc and calls malloc_trim, and the call
// gives back memory that free() left resident in an arena. When this fails after an
// upgrade (koffi, glibc, the platform), the server's memory under load goes back up:
// follow the change or remove the release, and measure again (decisions 0018 and 0021).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type * as Koffi from 'koffi'
import { describe, expect, it } from 'vitest'
import { mallocTrimFunction, releaseFreedMemory } from './malloc-trim'

const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } }
const glibc = report.header?.glibcVersionRuntime
const rssAnonMB = () => {
  const m = readFileSync('/proc/self/status', 'utf8').match(/^RssAnon:\s+(\d+) kB/m)
  return Number(m?.[1]) / 1024
}

describe('malloc_trim through koffi', () => {
  it('is found on Linux with glibc', () => {
    expect(process.platform).toBe('linux')
    expect(glibc).toMatch(/^2\.\d+$/)
    expect(mallocTrimFunction()).toBeTypeOf('function')
  })

  it('gives back the free pages in the middle of an arena, which free() keeps', () => {
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi
    const libc = koffi.load('libc.so.6')
    const malloc = libc.func('void *malloc(size_t size)')
    const free = libc.func('void free(void *ptr)')
    const memset = libc.func('void *memset(void *s, int c, size_t n)')
    // 2,000 blocks of 64 KB (under glibc's mmap threshold: they come from an arena),
    // written so their pages are resident; then nine in ten freed, the last one kept, so
    // the free space sits between live blocks where free() cannot hand it back.
    const SIZE = 64 * 1024
    const blocks = Array.from({ length: 2000 }, () => {
      const p: unknown = malloc(SIZE)
      memset(p, 1, SIZE)
      return p
    })
    const kept = blocks.filter((_, i) => i % 10 === 9)
    blocks.forEach((p, i) => i % 10 !== 9 && free(p))
    const before = rssAnonMB()
    mallocTrimFunction()?.(0)
    const after = rssAnonMB()
    for (const p of kept) free(p)
    // About 112 MB were freed; most of it must leave the process.
    expect(before - after).toBeGreaterThan(60)
  })

  it('runs on a timer that does not keep the process alive, and stops', async () => {
    const durations: number[] = []
    const release = releaseFreedMemory({ everyMs: 20, onRelease: (ms) => durations.push(ms) })
    await expect.poll(() => durations.length).toBeGreaterThanOrEqual(2)
    release.stop()
    const n = durations.length
    await new Promise((r) => setTimeout(r, 100))
    expect(durations.length).toBeLessThanOrEqual(n + 1) // one may have been under way
    expect(durations.every((ms) => ms >= 0)).toBe(true)
  })
})
