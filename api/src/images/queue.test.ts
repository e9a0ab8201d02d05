import { describe, expect, it } from 'vitest'
import { createWorkQueue, QueueFullError } from './queue'

/** A job that finishes when told to. */
function deferred() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish }
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` jobs at once, in order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 })
    const started: number[] = []
    const gates = [0, 1, 2, 3].map(() => deferred())
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i)
        await gate.done
        return i
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(queue.stats()).toEqual({ running: 2, waiting: 2 })
    gates[1]!.finish()
    await runs[1]
    await new Promise((r) => setTimeout(r, 0))
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.finish()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
  })

  it('turns jobs away when too many wait, and frees the slot of a failed job', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 })
    const gate = deferred()
    const first = queue.run(() => gate.done)
    const second = queue.run(() => Promise.reject(new Error('broken image')))
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError)
    gate.finish()
    await first
    await expect(second).rejects.toThrow('broken image')
    expect(await queue.run(async () => 'after')).toBe('after')
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
  })
})
