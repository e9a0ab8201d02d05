// The resident memory of a process, sampled: VmRSS from /proc/<pid>/status on Linux,
// `ps -o rss=` elsewhere; and VmHWM, the kernel's own peak since the process started,
// where /proc has it.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const mb = (kb) => Math.round(kb / 102.4) / 10

function procStatusKB(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const m = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))
    return m ? Number(m[1]) : null
  } catch {
    return null
  }
}

/** The process's resident memory now, in MB, or null when it cannot be read. */
export function rssMB(pid) {
  const kb = procStatusKB(pid, 'VmRSS')
  if (kb !== null) return mb(kb)
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })
  const n = Number(ps.stdout?.trim())
  return ps.status === 0 && Number.isFinite(n) && n > 0 ? mb(n) : null
}

/**
 * What the resident memory is made of, in MB (Linux only): anonymous memory (heaps,
 * buffers, SQLite's cache) and files mapped in (the node binary, libraries).
 */
export function rssParts(pid) {
  const [anon, file] = ['RssAnon', 'RssFile'].map((f) => procStatusKB(pid, f))
  return anon === null ? null : { anonMB: mb(anon), fileMB: mb(file ?? 0) }
}

/** The most the process has held resident since it started, in MB (Linux only). */
export function peakRssMB(pid) {
  const kb = procStatusKB(pid, 'VmHWM')
  return kb === null ? null : mb(kb)
}

/**
 * Samples `pid`'s resident memory every `everyMs` until `stop()`, which resolves
 * `{ startMB, peakMB, finalMB, samplesMB }` (final: read at the stop).
 */
export function sampleRss(pid, { everyMs = 1000 } = {}) {
  const startMB = rssMB(pid)
  if (startMB === null) throw new Error(`cannot read the resident memory of process ${pid}`)
  const samplesMB = [startMB]
  const timer = setInterval(() => {
    const v = rssMB(pid)
    if (v !== null) samplesMB.push(v)
  }, everyMs)
  return {
    stop() {
      clearInterval(timer)
      const finalMB = rssMB(pid)
      if (finalMB !== null) samplesMB.push(finalMB)
      return { startMB, peakMB: Math.max(...samplesMB), finalMB, everyMs, samplesMB }
    },
  }
}
