// Page renders on worker threads. React renders synchronously, so one thread renders one
// page at a time and every other request (cache hits included) waits behind it; the
// workers let a cache miss use the machine's other cores while the main thread keeps
// answering. Each worker runs the same server code with its own SQLite connection
// (render-worker.ts) and answers a GET with the page's status, headers and bytes; the
// main thread keeps the page cache, compression, form posts and the API's writes.
//
// Requests wait in one queue, in order, and a worker is given the next one as soon as it
// has answered (it holds `perWorker` at most): a page that takes long, or a worker's
// garbage collection, delays only what that worker holds, not a share of everything sent
// since. While no worker is ready, past `maxQueued` waiting, or when a worker dies holding
// it, a request is handed back (render() resolves null) and the caller renders it itself,
// so a page is never lost.
import { Worker } from 'node:worker_threads'

/** main -> worker */
export type RenderRequest = {
  id: number
  url: string
  method: string
  headers: [string, string][]
  /** The label the request is logged under (for the errors the page logs). */
  route?: string
}

/** worker -> main */
export type RenderReply =
  | { ready: true }
  /** A log line the worker wrote (JSON), for the main thread's log. */
  | { logLine: string }
  | { fatal: string }
  | {
      id: number
      status: number
      statusText: string
      headers: [string, string][]
      body: ArrayBuffer | null
    }
  | { id: number; error: string }

export type RenderPoolOptions = {
  /** How many worker threads. */
  size: number
  /** The worker's script (built: dist/render-worker.js). */
  script: URL | string
  /** Passed to every worker as workerData. */
  workerData?: unknown
  /** Requests a worker holds at once; more wait in the pool's queue. */
  perWorker?: number
  /** Requests waiting in the queue before the pool hands new ones back. */
  maxQueued?: number
  log?: (message: string) => void
  /** Writes the workers' log lines where the main thread's go. */
  logLine?: (line: string) => void
}

type Pending = { resolve: (res: Response | null) => void }
type Queued = Pending & { message: RenderRequest }

type Slot = {
  worker: Worker
  ready: boolean
  inFlight: Map<number, Pending>
  /** Starts in a row that ended before the worker was ready. */
  failedStarts: number
}

const MAX_FAILED_STARTS = 3

/**
 * Each worker's heap, bounded: without a bound V8 sizes a worker's heap for the
 * machine's memory and collects late, and under a steady load the workers held most of
 * the server's resident memory (docs/decisions/0021-render-worker-heap.md). A worker
 * that runs out dies like any other: what it held is rendered by the main thread and a
 * new worker starts.
 */
export const RENDER_WORKER_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 }

// The bytes of each answer a worker sent, by its Response. The page cache keeps a page's
// bytes; reading them back through the Response would build a web stream and copy them
// on the main thread (decision 0008).
const renderedBodies = new WeakMap<Response, Uint8Array>()

/** The body of a response the pool made, without reading it; undefined for any other. */
export function renderedBody(res: Response): Uint8Array | undefined {
  return renderedBodies.get(res)
}

export class RenderPool {
  readonly #options: Required<Omit<RenderPoolOptions, 'workerData' | 'logLine'>> &
    Pick<RenderPoolOptions, 'workerData' | 'logLine'>
  readonly #slots: Slot[] = []
  /** Requests no worker holds yet, oldest first. */
  #queue: Queued[] = []
  #nextId = 1
  #closed = false

  constructor(options: RenderPoolOptions) {
    this.#options = { perWorker: 1, maxQueued: 64, log: console.error, ...options }
    for (let i = 0; i < options.size; i++) this.#slots.push(this.#start(0))
  }

  /** The bytes the running workers' V8 heaps hold together (reserved, not only in use). */
  async heapBytes(): Promise<number> {
    const sizes = await Promise.all(
      this.#slots.map((s) =>
        s.worker.getHeapStatistics().then(
          (h) => h.total_heap_size,
          () => 0, // a worker that just exited
        ),
      ),
    )
    return sizes.reduce((a, b) => a + b, 0)
  }

  /** How many workers the pool keeps. */
  get size(): number {
    return this.#slots.length
  }

  /** Workers that have started and answer requests. */
  get readyWorkers(): number {
    return this.#slots.filter((s) => s.ready).length
  }

  /** Resolves when every worker is ready, or gave up starting. */
  async whenReady(timeoutMs = 30_000): Promise<number> {
    const deadline = Date.now() + timeoutMs
    while (
      Date.now() < deadline &&
      this.#slots.some((s) => !s.ready && s.failedStarts < MAX_FAILED_STARTS)
    ) {
      await new Promise((r) => setTimeout(r, 25))
    }
    return this.readyWorkers
  }

  /** Requests waiting for a worker. */
  get queued(): number {
    return this.#queue.length
  }

  /**
   * The worker's answer to `request`, or null when no worker can take it (none ready, the
   * queue full, or the worker failed meanwhile): then render it in this thread. `headers`
   * are what the worker's request carries (by default the request's own).
   */
  render(
    request: Request,
    { headers = request.headers, route }: { headers?: Headers; route?: string } = {},
  ): Promise<Response | null> {
    if (this.#closed || !this.#slots.some((s) => s.ready)) return Promise.resolve(null)
    if (this.#queue.length >= this.#options.maxQueued) return Promise.resolve(null)
    const message: RenderRequest = {
      id: this.#nextId++,
      url: request.url,
      method: request.method,
      headers: [...headers],
      route,
    }
    return new Promise<Response | null>((resolve) => {
      this.#queue.push({ message, resolve })
      this.#dispatch()
    })
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#handBackQueue()
    await Promise.all(this.#slots.map((s) => s.worker.terminate()))
  }

  /** Gives waiting requests, oldest first, to the ready workers holding the fewest. */
  #dispatch() {
    while (this.#queue.length > 0) {
      let slot: Slot | undefined
      for (const s of this.#slots) {
        if (!s.ready || s.inFlight.size >= this.#options.perWorker) continue
        if (!slot || s.inFlight.size < slot.inFlight.size) slot = s
      }
      if (!slot) return
      const { message, resolve } = this.#queue.shift()!
      slot.inFlight.set(message.id, { resolve })
      slot.worker.postMessage(message)
    }
  }

  /** Every waiting request goes back to the caller: no worker will take it. */
  #handBackQueue() {
    for (const { resolve } of this.#queue.splice(0)) resolve(null)
  }

  #start(failedStarts: number): Slot {
    const worker = new Worker(this.#options.script, {
      workerData: this.#options.workerData,
      resourceLimits: RENDER_WORKER_HEAP,
    })
    const slot: Slot = { worker, ready: false, inFlight: new Map(), failedStarts }
    worker.on('message', (reply: RenderReply) => this.#onReply(slot, reply))
    worker.on('error', (err) => this.#options.log(`A render worker failed: ${err.stack ?? err}`))
    worker.on('exit', (code) => this.#onExit(slot, code))
    // A worker never keeps the process alive: main.ts closes the pool on shutdown.
    worker.unref()
    return slot
  }

  #onReply(slot: Slot, reply: RenderReply) {
    if ('logLine' in reply) {
      this.#options.logLine?.(reply.logLine)
      return
    }
    if ('ready' in reply) {
      slot.ready = true
      slot.failedStarts = 0
      this.#dispatch()
      return
    }
    if ('fatal' in reply) {
      this.#options.log(`A render worker could not start: ${reply.fatal}`)
      return
    }
    const pending = slot.inFlight.get(reply.id)
    if (!pending) return
    slot.inFlight.delete(reply.id)
    this.#dispatch()
    if ('error' in reply) {
      this.#options.log(`A render worker failed a request: ${reply.error}`)
      pending.resolve(null)
      return
    }
    const body = reply.body ? new Uint8Array(reply.body) : null
    const res = new Response(body, {
      status: reply.status,
      statusText: reply.statusText,
      headers: reply.headers,
    })
    if (body) renderedBodies.set(res, body)
    pending.resolve(res)
  }

  #onExit(slot: Slot, code: number) {
    // Whatever it held is rendered by the main thread instead.
    for (const pending of slot.inFlight.values()) pending.resolve(null)
    slot.inFlight.clear()
    const wasReady = slot.ready
    slot.ready = false
    // With no worker left up, what waits would wait for a new one to start: the caller
    // renders it now instead.
    if (!this.#slots.some((s) => s.ready)) this.#handBackQueue()
    const index = this.#slots.indexOf(slot)
    if (this.#closed || index === -1) return
    const failedStarts = wasReady ? 0 : slot.failedStarts + 1
    if (failedStarts >= MAX_FAILED_STARTS) {
      this.#options.log(
        `A render worker exited (code ${code}) ${failedStarts} times before it was ready; ` +
          'pages it would render are rendered by the main thread.',
      )
      slot.failedStarts = failedStarts
      return
    }
    this.#options.log(`A render worker exited (code ${code}); starting another.`)
    this.#slots[index] = this.#start(failedStarts)
  }
}
