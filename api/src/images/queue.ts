// A tiny in-process queue for CPU-heavy work (image decoding): at most `concurrency` jobs
// run at once and the rest wait their turn, so a burst of uploads can't take every core
// from the requests that render pages. Past `maxWaiting` queued jobs, new ones are refused.

export class QueueFullError extends Error {
  constructor() {
    super('Work queue is full')
  }
}

export type WorkQueue = {
  /** Runs `job` when a slot is free; rejects at once with QueueFullError when too many wait. */
  run<T>(job: () => Promise<T>): Promise<T>
  /** Jobs running and waiting now. */
  stats(): { running: number; waiting: number }
}

export function createWorkQueue(opts: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    // Hand the slot straight to the next job, so `running` never drops in between.
    if (next) next()
    else running--
  }

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= opts.concurrency) {
        if (waiting.length >= opts.maxWaiting) throw new QueueFullError()
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        running++
      }
      try {
        return await job()
      } finally {
        release()
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  }
}
