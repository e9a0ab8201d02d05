// Load tests with autocannon: one target at a time, fixed connections and duration.
import autocannon from 'autocannon'

/**
 * Runs each target for `duration` seconds with `connections` connections and returns
 * one result row per target ({ name, reqPerSec, p99Ms, ... } or { name, error }).
 */
export async function runLoad(
  baseUrl,
  targets,
  { connections = 10, duration = 10, log = console.log },
) {
  const rows = []
  for (const t of targets) {
    log(`  ${t.name} ...`)
    try {
      // `paths`: each request takes the next one, round and round.
      let next = 0
      const rotate = t.paths
        ? {
            requests: [
              { setupRequest: (req) => ({ ...req, path: t.paths[next++ % t.paths.length] }) },
            ],
          }
        : {}
      const r = await autocannon({
        url: baseUrl + (t.path ?? t.paths[0]),
        method: t.method ?? 'GET',
        headers: t.headers,
        body: t.body,
        connections,
        // `once`: every URL exactly once (a real miss each), however long that takes.
        ...(t.once && t.paths ? { amount: t.paths.length } : { duration }),
        ...rotate,
      })
      const ok2xx = r['2xx'] ?? 0
      rows.push({
        name: t.name,
        method: t.method ?? 'GET',
        path: t.path ?? `${t.paths.length} URLs`,
        reqPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        ok2xx,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      })
    } catch (err) {
      rows.push({
        name: t.name,
        method: t.method ?? 'GET',
        path: t.path ?? `${t.paths.length} URLs`,
        error: String(err?.message ?? err),
      })
    }
  }
  return rows
}

/** Fixed-width table for the terminal. */
export function formatLoad(rows) {
  const head = ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors']
  const body = rows.map((r) =>
    r.error
      ? [r.name, `failed: ${r.error}`]
      : [r.name, r.reqPerSec, r.p50Ms, r.p99Ms, r.requests, r.non2xx, r.errors].map(String),
  )
  return table([head, ...body])
}

export function table(rows) {
  const widths = []
  for (const row of rows)
    row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, String(c).length)))
  return rows
    .map((row) =>
      row
        .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
        .join('  '),
    )
    .join('\n')
}
