// What the server measures, in the Prometheus text format (prom-client), for /metrics.
//
// One registry per thread, kept on globalThis so a module loaded twice (development
// reloads the API through Vite) still counts into the same instruments. Everything that
// is measured happens on the main thread: requests arrive there, and form posts, the
// API's writes, the mail worker and image work all run there. Render workers render
// public pages only; what they would count never reaches a scrape, and nothing counts
// there today.
//
// Labels take a few known values only (a route pattern, a status class, a bucket name),
// never anything a visitor writes, so a crawler cannot grow the number of series.
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client'
import { isMainThread } from 'node:worker_threads'

/** Request and page-render durations, in seconds: 1 ms to 10 s. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Write transactions are short: 50 µs to 1 s. */
const WRITE_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05, 0.25, 1]
/** One image pipeline: 10 ms to 10 s (the time limit). */
const IMAGE_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const MISNAMED_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
]

function createMetrics() {
  const registry = new Registry()
  // Node's own figures (event-loop lag, heap, GC) keep an event-loop monitor and a GC
  // observer running: only on the main thread, which answers scrapes. A render worker
  // would run them for figures nobody reads.
  if (isMainThread) {
    collectDefaultMetrics({ register: registry })
    // Three of prom-client's defaults are gauges named like counters (`_total`), which
    // Prometheus's own checker (promtool) rejects; the handle counts tell little anyway.
    for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name)
    // The GC histogram has a series for a kind of collection only once one has run: a
    // server that has not collected yet showed none. Every kind starts at zero.
    const gc = registry.getSingleMetric('nodejs_gc_duration_seconds')
    if (gc instanceof Histogram) {
      for (const kind of ['major', 'minor', 'incremental', 'weakcb']) gc.zero({ kind })
    }
  }
  const counter = <L extends string>(config: CounterConfiguration<L>) =>
    new Counter<L>({ ...config, registers: [registry] })

  return {
    registry,
    http: new Histogram<'method' | 'route' | 'status_class'>({
      name: 'dealership_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class (2xx...)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    pageCache: {
      hits: counter({
        name: 'dealership_page_cache_hits_total',
        help: 'Requests answered from the page cache',
      }),
      misses: counter({
        name: 'dealership_page_cache_misses_total',
        help: 'Cacheable requests the page cache did not hold (rendered, then kept if they may be)',
      }),
      evictions: counter({
        name: 'dealership_page_cache_evictions_total',
        help: 'Pages dropped from the page cache to stay within PAGE_CACHE_MAX_MB',
      }),
      bytes: new Gauge({
        name: 'dealership_page_cache_bytes',
        help: 'Memory the page cache holds (pages and their compressed copies)',
        registers: [registry],
      }),
      entries: new Gauge({
        name: 'dealership_page_cache_entries',
        help: 'Pages the page cache holds',
        registers: [registry],
      }),
    },
    outbox: {
      messages: new Gauge<'status'>({
        name: 'dealership_outbox_messages',
        help: 'Emails in the outbox waiting to be sent (pending) or given up on (failed)',
        labelNames: ['status'],
        registers: [registry],
      }),
      oldestPendingAge: new Gauge({
        name: 'dealership_outbox_oldest_pending_age_seconds',
        help: 'How long the oldest pending email has waited (0 when none waits)',
        registers: [registry],
      }),
    },
    writeTransactions: new Histogram<'outcome'>({
      name: 'dealership_db_write_transaction_duration_seconds',
      help: 'How long write transactions (BEGIN IMMEDIATE) hold the database, by outcome',
      labelNames: ['outcome'],
      buckets: WRITE_BUCKETS,
      registers: [registry],
    }),
    rateLimitRefusals: counter<'bucket'>({
      name: 'dealership_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by form or endpoint',
      labelNames: ['bucket'],
    }),
    images: {
      running: new Gauge({
        name: 'dealership_image_queue_running',
        help: 'Image jobs being processed now',
        registers: [registry],
      }),
      waiting: new Gauge({
        name: 'dealership_image_queue_waiting',
        help: 'Image jobs waiting for their turn',
        registers: [registry],
      }),
      refused: counter({
        name: 'dealership_image_queue_refusals_total',
        help: 'Image jobs turned away because too many were waiting',
      }),
      duration: new Histogram<'outcome'>({
        name: 'dealership_image_processing_duration_seconds',
        help: 'Time one image job took once its turn came, by outcome',
        labelNames: ['outcome'],
        buckets: IMAGE_BUCKETS,
        registers: [registry],
      }),
    },
    renderWorkers: {
      heap: new Gauge({
        name: 'dealership_render_worker_heap_bytes',
        help: 'The V8 heaps of the render workers together (reserved, not only in use)',
        registers: [registry],
        async collect() {
          if (renderWorkerHeap) this.set(await renderWorkerHeap())
        },
      }),
    },
    signInsRefused: counter<'reason'>({
      name: 'dealership_staff_sign_ins_refused_total',
      help: 'Staff sign-ins refused, by reason',
      labelNames: ['reason'],
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/** What the render workers' heaps add up to, asked at each scrape; none without workers. */
let renderWorkerHeap: (() => Promise<number>) | null = null

/** The server tells where the render workers' heap sizes come from (or that there are none). */
export function measureRenderWorkerHeap(source: (() => Promise<number>) | null): void {
  renderWorkerHeap = source
}

const KEY = Symbol.for('dealership.metrics')
const holder = globalThis as { [KEY]?: Metrics }

/** This thread's instruments (made on first use). */
export function metrics(): Metrics {
  return (holder[KEY] ??= createMetrics())
}

/** `2xx`, `4xx`...: a status class keeps the label's values few. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`
}

/** Seconds since `start` (a performance.now() reading). */
export function secondsSince(start: number): number {
  return (performance.now() - start) / 1000
}
