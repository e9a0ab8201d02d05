// The process-wide budget for image work: one libvips thread per image, one image at a
// time, a pixel limit and a time limit per pipeline. Uploads (uploads.ts) and the width
// copies made on first request (variants.ts) share it.
import sharp from 'sharp'
import { createWorkQueue, QueueFullError } from './queue'
import { metrics, secondsSince } from '../ops/metrics'

/** Most pixels (width x height) an image may declare: 40 MP, above any phone or DSLR photo. */
export const MAX_INPUT_PIXELS = 40_000_000
/** Longest one image pipeline (decode, resize, encode) may take. */
export const IMAGE_TIMEOUT_SECONDS = 10
/** Images processed at once by this process; the others wait their turn. */
export const IMAGE_CONCURRENCY = 1
/** Images waiting for their turn before new ones are turned away. */
export const IMAGE_MAX_WAITING = 20

// One libvips thread per image, and one image at a time (the queue below): image work
// takes at most one core, the other stays free for pages and API calls.
sharp.concurrency(1)
const imageWork = createWorkQueue({
  concurrency: IMAGE_CONCURRENCY,
  maxWaiting: IMAGE_MAX_WAITING,
})

/** Runs CPU-heavy image work in its turn; rejects with QueueFullError when too many wait. */
export async function runImageWork<T>(job: () => Promise<T>): Promise<T> {
  const measured = metrics().images
  try {
    return await imageWork.run(async () => {
      const started = performance.now()
      let outcome = 'failed'
      try {
        const result = await job()
        outcome = 'done'
        return result
      } finally {
        measured.duration.observe({ outcome }, secondsSince(started))
      }
    })
  } catch (err) {
    if (err instanceof QueueFullError) measured.refused.inc()
    throw err
  }
}

/** Image jobs running and waiting now (for /metrics). */
export function imageWorkStats(): { running: number; waiting: number } {
  return imageWork.stats()
}
