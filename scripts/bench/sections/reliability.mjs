// The reliability load: visitors' reads and writes mixed, for minutes rather than
// seconds, while the server's resident memory is sampled every second. Reads are page
// cache hits, filtered listings and car pages never asked for before (each rendered and
// kept, so the page cache fills), and API reads; writes are the public forms (contact
// messages, car enquiries) and chat clicks, a fifth of the requests.
import autocannon from 'autocannon'
import { table } from '../http.mjs'
import { missUrls } from '../miss-urls.mjs'
import { peakRssMB, rssParts, sampleRss } from '../rss.mjs'
import { CONTACT_MESSAGE } from './load.mjs'

const json = { 'content-type': 'application/json' }

const MEMORY_METRICS = {
  pageCacheMB: 'dealership_page_cache_bytes',
  mainHeapMB: 'nodejs_heap_size_total_bytes',
  externalMB: 'nodejs_external_memory_bytes',
  workerHeapsMB: 'dealership_render_worker_heap_bytes',
}

/**
 * Where the memory is, as far as the server tells (/metrics, from this machine) and
 * /proc: the page cache, the main thread's heap and its buffers, the render workers'
 * heaps.
 */
async function memoryParts(url, pid) {
  const text = await (await fetch(`${url}/metrics`)).text()
  const parts = { ...rssParts(pid) }
  for (const [key, name] of Object.entries(MEMORY_METRICS)) {
    const m = text.match(new RegExp(`^${name} (\\S+)$`, 'm'))
    parts[key] = m ? Math.round(Number(m[1]) / 104857.6) / 10 : null
  }
  return parts
}

/** Up to `n` car ids from the listing, and one car that is for sale (the forms need it). */
async function someCars(url, n) {
  const ids = []
  let forSale = null
  for (let page = 1; ids.length < n; page++) {
    const res = await fetch(`${url}/api/cars?page=${page}&perPage=100`)
    const list = res.ok ? await res.json() : []
    if (!Array.isArray(list) || list.length === 0) break
    for (const car of list) {
      const id = car.id ?? car._id
      ids.push(id)
      if (!forSale && car.availability === 'In Stock') forSale = id
    }
  }
  return { ids, forSale }
}

/** One cycle of 20 requests; `next(list)` takes the list's next entry, round and round. */
function mix({ carId, forSale, carIds, filters }) {
  const at = new Map()
  const next = (list) => {
    const i = at.get(list) ?? 0
    at.set(list, i + 1)
    return list[i % list.length]
  }
  const get = (path, headers) => () => ({ method: 'GET', path: path(), headers })
  const post = (path, body) =>
    Object.assign(() => ({ method: 'POST', path, headers: json, body: body() }), { write: true })
  const hits = ['/', '/cars', `/cars/${carId}`, '/blogs']
  const enquiry = JSON.stringify({
    carId: forSale,
    name: 'Bench Visitor',
    phone: '+254 712 345 678',
    message: 'Is this car still available? Could I see it on Saturday?',
    preferredContact: 'WhatsApp',
  })
  const cycle = [
    ...hits.map((p) => get(() => p)),
    ...Array.from({ length: 4 }, () => get(() => `/cars?${next(filters)}`)),
    ...Array.from({ length: 3 }, () => get(() => `/cars/${next(carIds)}`)),
    ...Array.from({ length: 2 }, () => get(() => `/api/cars?${next(filters)}&perPage=24`)),
    // A cookie keeps a request out of the page cache: the whole API path every time.
    get(() => `/api/cars?${next(filters)}&perPage=24`, { cookie: 'bench=1' }),
    ...Array.from({ length: 2 }, () => get(() => `/api/cars/${next(carIds)}`)),
    post('/api/contact-messages', () => CONTACT_MESSAGE),
    post('/api/contact-messages', () => CONTACT_MESSAGE),
    post('/api/enquiries', () => enquiry),
    post('/api/chat-clicks', () => JSON.stringify({ carId: next(carIds) })),
  ]
  return { cycle, writes: cycle.filter((r) => r.write).length }
}

export async function reliabilityLoad(ctx) {
  const { report, carId, connections, reliabilitySeconds } = ctx
  const { url, pid } = ctx.needServer()
  const brands = (await (await fetch(`${url}/api/brands`)).json()).map((b) => b.key)
  const facets = await (await fetch(`${url}/api/cars/facets`)).json()
  const filters = missUrls({ brands, facets }).filter(Boolean)
  const { ids: carIds, forSale } = await someCars(url, 3000)
  if (!forSale) throw new Error('no car in stock to enquire about')
  const { cycle, writes } = mix({ carId, forSale, carIds, filters })
  console.log(
    `  ${reliabilitySeconds}s, ${connections} connections; of every ${cycle.length} requests ` +
      `${writes} are writes; ${filters.length} filtered listings, ${carIds.length} car pages`,
  )
  const before = await memoryParts(url, pid)
  let n = 0
  const sampler = sampleRss(pid)
  let r, rss
  try {
    r = await autocannon({
      url,
      connections,
      duration: reliabilitySeconds,
      requests: [
        {
          setupRequest: (req) => {
            const { method, path, headers, body } = cycle[n++ % cycle.length]()
            return {
              ...req,
              method,
              path,
              headers: { ...req.headers, ...headers },
              body: body ?? Buffer.alloc(0),
            }
          },
        },
      ],
    })
  } finally {
    rss = { ...sampler.stop(), sinceStartMB: peakRssMB(pid), atReadyMB: ctx.readyRssMB }
  }
  rss.parts = { start: before, end: await memoryParts(url, pid) }
  const rel = (report.reliability = {
    seconds: reliabilitySeconds,
    connections,
    writesPerCycle: `${writes}/${cycle.length}`,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    status2xx: r['2xx'],
    status4xx: r['4xx'],
    status5xx: r['5xx'],
    errors: r.errors + r.timeouts,
    rss,
  })
  console.log(
    table([
      ['req/s', 'p50 ms', 'p99 ms', 'requests', '4xx', '5xx', 'errors'],
      [rel.reqPerSec, rel.p50Ms, rel.p99Ms, rel.requests, rel.status4xx, rel.status5xx, rel.errors],
    ]),
  )
  console.log(
    `  server RSS: ${rss.startMB} MB at the start, peak ${rss.peakMB} MB, ${rss.finalMB} MB ` +
      `at the end (${rss.samplesMB.length} samples, one a second); the most since it ` +
      `started (VmHWM): ${rss.sinceStartMB ?? 'not known here'} MB; ${rss.atReadyMB} MB when ready`,
  )
  console.log(
    table([
      ['MB', 'anonymous', 'files', 'page cache', 'main heap', 'main buffers', 'worker heaps'],
      ...Object.entries(rss.parts).map(([when, p]) => [
        when,
        p.anonMB,
        p.fileMB,
        p.pageCacheMB,
        p.mainHeapMB,
        p.externalMB,
        p.workerHeapsMB,
      ]),
    ]),
  )
}
