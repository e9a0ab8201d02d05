// What a visitor's browser gets: the bytes of a first and a repeat visit, the JavaScript
// each public page and the back office load, and Lighthouse's scores.
import { table } from '../http.mjs'
import { backofficeJs, publicRouteJs } from '../js-size.mjs'
import { runLighthouse } from '../lighthouse.mjs'
import { visitBytes } from '../visit-bytes.mjs'

export async function visitSizes(ctx) {
  const { report, pages } = ctx
  const { url } = ctx.needServer()
  report.bytes = await visitBytes(
    url,
    pages.slice(0, 3).map((p) => p.path),
  )
  console.log(
    table([
      ['page', 'first KB', 'requests', 'repeat KB', 'repeat answers'],
      ...report.bytes.map((r) =>
        r.error
          ? [r.path, `failed: ${r.error}`]
          : [
              r.path,
              r.first.kb,
              r.first.requests,
              r.repeat.kb,
              Object.entries(r.repeat.statuses)
                .map(([k, v]) => `${v}x ${k}`)
                .join(', '),
            ],
      ),
    ]),
  )
}

export async function publicPagesJs(ctx) {
  const { report, carId } = ctx
  const { url } = ctx.needServer()
  const pages = ['/', '/cars', carId && `/cars/${carId}`, '/offers', '/blogs', '/contact']
  report.publicJs = await publicRouteJs(url, pages.filter(Boolean))
  console.log(
    table([
      ['page', 'files', 'raw KB', 'gzip KB'],
      ...report.publicJs.map((r) =>
        r.error ? [r.path, `failed: ${r.error}`] : [r.path, r.files, r.rawKB, r.gzipKB],
      ),
    ]),
  )
}

export function backOfficeJs(ctx) {
  const { root, report } = ctx
  report.backofficeJs = backofficeJs(root)
  const { loginInitial: a, wholeConsole: b } = report.backofficeJs
  console.log(
    table([
      ['bundle', 'files', 'raw KB', 'gzip KB'],
      ['login (first load)', a.files, a.rawKB, a.gzipKB],
      ['whole console', b.files, b.rawKB, b.gzipKB],
    ]),
  )
}

export async function lighthouse(ctx) {
  const { report, carId, lighthouseRuns } = ctx
  const { url } = ctx.needServer()
  const pages = ['/', '/cars', carId && `/cars/${carId}`, '/blogs'].filter(Boolean)
  report.lighthouse = await runLighthouse(url, pages, { runs: lighthouseRuns })
  console.log(
    table([
      ['page', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'perf, each run'],
      ...report.lighthouse.map((r) =>
        r.error
          ? [r.path, `failed: ${r.error}`]
          : [
              r.path,
              r.performance,
              r.accessibility,
              r['best-practices'],
              r.seo,
              r.lcpMs,
              r.tbtMs,
              r.cls,
              r.performanceScores.join(' '),
            ],
      ),
    ]),
  )
  for (const r of report.lighthouse) {
    if (r.failedAudits?.length)
      console.log(`  ${r.path} lost points on: ${r.failedAudits.join(', ')}`)
  }
}
