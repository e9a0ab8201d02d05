// The throughput scenarios: each page as a cache hit against the static ceiling, cache
// misses over distinct filtered URLs, the API page of 24 against the bare SQLite
// server, and the other API targets. Each fills its part of the report.
import { formatLoad, table } from '../http.mjs'
import { missUrls } from '../miss-urls.mjs'

const ratioRow = (ours, ceiling) =>
  ours && ceiling && !ours.error && !ceiling.error
    ? Math.round((ours.reqPerSec / ceiling.reqPerSec) * 100) / 100
    : null

export async function cacheHits(ctx) {
  const { report, pages, ceilings, load } = ctx
  const { url } = ctx.needServer()
  if (!ceilings.static) throw new Error('skipped: no static ceiling')
  report.hits = []
  for (const p of pages) {
    const [ours] = await load([{ name: `page ${p.name}`, path: p.path }], url)
    const [ceiling] = await load(
      [{ name: `static ${p.file}`, path: `/${p.file}` }],
      ceilings.static.url,
    )
    report.hits.push({ page: p.name, ours, ceiling, ratio: ratioRow(ours, ceiling) })
  }
  console.log(
    table([
      ['page', 'req/s', 'p50 ms', 'p99 ms', 'static req/s', 'ratio'],
      ...report.hits.map((h) => [
        h.page,
        h.ours.reqPerSec ?? h.ours.error,
        h.ours.p50Ms,
        h.ours.p99Ms,
        h.ceiling.reqPerSec ?? h.ceiling.error,
        h.ratio ?? '-',
      ]),
    ]),
  )
}

/** How many distinct URLs the cold line and the warm-up each take. */
const COLD_URLS = 200
const WARM_UP_URLS = 200

/**
 * The miss URLs, none in two sets: the cold line's, the warm-up's, and the warm line's
 * (the rest). A URL asked for once is in the page cache after.
 */
async function missSets(url) {
  const brands = (await (await fetch(`${url}/api/brands`)).json()).map((b) => b.key)
  const facets = await (await fetch(`${url}/api/cars/facets`)).json()
  const all = missUrls({ brands, facets })
  return {
    cold: all.slice(0, COLD_URLS),
    warmUp: all.slice(COLD_URLS, COLD_URLS + WARM_UP_URLS),
    warm: all.slice(COLD_URLS + WARM_UP_URLS),
  }
}

/**
 * Filtered `/cars` pages nobody has asked for, straight after the server started: what
 * the first visitors meet after a start or a write empties the page cache. Runs before
 * any other section has sent the server a page.
 */
export async function coldMisses(ctx) {
  const { report, load } = ctx
  const { url } = ctx.needServer()
  const { cold } = await missSets(url)
  const paths = cold.map((q) => `/cars?${q}`)
  report.coldMisses = await load([{ name: 'page /cars?<filters>, cold', paths, once: true }], url)
  for (const r of report.coldMisses) r.distinctUrls = cold.length
  console.log(formatLoad(report.coldMisses))
  console.log(`  (${cold.length} distinct URLs, each asked for once, no warm-up before them)`)
}

export async function cacheMisses(ctx) {
  const { report, load } = ctx
  const { url } = ctx.needServer()
  const { warmUp, warm: filterUrls } = await missSets(url)
  // The warm-up's URLs warm the server (JIT, statement cache) and are not counted.
  await load(
    [
      { name: 'warm-up', paths: warmUp.map((q) => `/cars?${q}`), once: true },
      { name: 'warm-up', paths: warmUp.map((q) => `/api/cars?${q}&perPage=24`), once: true },
    ],
    url,
  )
  const targets = [
    { name: 'page /cars?<filters>, warm', paths: filterUrls.map((q) => `/cars?${q}`), once: true },
    {
      name: 'GET /api/cars?<filters>',
      paths: filterUrls.map((q) => `/api/cars?${q}&perPage=24`),
      once: true,
    },
  ]
  report.misses = await load(targets, url)
  for (const r of report.misses) r.distinctUrls = filterUrls.length
  console.log(formatLoad(report.misses))
  console.log(`  (${filterUrls.length} distinct URLs, each asked for once: every answer rendered)`)
}

export async function apiPage(ctx) {
  const { report, ceilings, load } = ctx
  const { url } = ctx.needServer()
  if (!ceilings.cars) throw new Error('skipped: no SQLite ceiling')
  const path = '/api/cars?page=1&perPage=24'
  const [hit, uncached] = await load(
    [
      { name: 'API, cache hit', path },
      // A cookie keeps a request out of the page cache: the whole API path every time.
      { name: 'API, uncached', path, headers: { cookie: 'bench=1' } },
    ],
    url,
  )
  const [bare] = await load([{ name: 'bare server', path }], ceilings.cars.url)
  report.api = {
    hit,
    uncached,
    bare,
    hitRatio: ratioRow(hit, bare),
    uncachedRatio: ratioRow(uncached, bare),
  }
  console.log(formatLoad([hit, uncached, bare]))
  console.log(
    `  ratio to the bare server: hit ${report.api.hitRatio}, uncached ${report.api.uncachedRatio}`,
  )
}

/** The contact form's body, as a visitor sends it. */
export const CONTACT_MESSAGE = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.co.ke',
  phone: '+254 712 345 678',
  subject: 'Sales Inquiry',
  message: 'Is this car still available? I would like to book a viewing.',
})

export async function otherTargets(ctx) {
  const { report, carId, load } = ctx
  const { url } = ctx.needServer()
  const targets = [
    carId && { name: 'GET /api/cars/:id', path: `/api/cars/${carId}` },
    {
      name: 'POST /api/contact-messages',
      path: '/api/contact-messages',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: CONTACT_MESSAGE,
    },
  ].filter(Boolean)
  report.load = await load(targets, url)
  console.log(formatLoad(report.load))
}
