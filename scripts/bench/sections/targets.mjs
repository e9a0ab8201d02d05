// The targets (docs/performance.md), checked against what the run measured: a line each,
// met or not, with the figure. A section that failed or did not run checks nothing.
import { table } from '../http.mjs'

/** The reliability load's memory ceiling: the server's resident memory, in MB. */
export const RSS_TARGET_MB = 400

export function checkTargets(report) {
  const checks = []
  const check = (what, ok, detail) => checks.push({ what, ok, detail })
  for (const h of report.hits ?? []) {
    if (h.ours.error) continue
    check(`hit ${h.page}: >= 0.5 of static`, h.ratio >= 0.5, `${h.ratio}`)
    check(`hit ${h.page}: p99 <= 30 ms`, h.ours.p99Ms <= 30, `${h.ours.p99Ms} ms`)
  }
  const coldMiss = report.coldMisses?.find((r) => r.name.startsWith('page'))
  if (coldMiss && !coldMiss.error)
    check('cold miss /cars?<filters>: p99 <= 100 ms', coldMiss.p99Ms <= 100, `${coldMiss.p99Ms} ms`)
  const pageMiss = report.misses?.find((r) => r.name.startsWith('page'))
  if (pageMiss && !pageMiss.error)
    check('warm miss /cars?<filters>: p99 <= 100 ms', pageMiss.p99Ms <= 100, `${pageMiss.p99Ms} ms`)
  if (report.api) {
    check(
      'API page of 24 (hit): >= 0.8 of bare',
      report.api.hitRatio >= 0.8,
      `${report.api.hitRatio}`,
    )
    check(
      'API page of 24 (uncached): >= 0.8 of bare',
      report.api.uncachedRatio >= 0.8,
      `${report.api.uncachedRatio}`,
    )
  }
  const rss = report.reliability?.rss
  if (rss?.peakMB != null)
    check(
      `reliability load: peak RSS <= ${RSS_TARGET_MB} MB`,
      rss.peakMB <= RSS_TARGET_MB,
      `${rss.peakMB} MB (final ${rss.finalMB} MB)`,
    )
  const home = report.bytes?.find((r) => r.path === '/')
  if (home && !home.error)
    check('first visit to / <= 170 KB', home.first.kb <= 170, `${home.first.kb} KB`)
  for (const r of report.bytes ?? []) {
    if (r.error) continue
    const pageAnswer = r.repeat.statuses[304] ?? 0
    check(
      `repeat visit of ${r.path}: page is a 304`,
      pageAnswer >= 1,
      JSON.stringify(r.repeat.statuses),
    )
  }
  for (const r of report.lighthouse ?? []) {
    if (r.error) continue
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => r[c])
    check(
      `Lighthouse ${r.path}: 100 x 4`,
      scores.every((v) => v === 100),
      scores.join('/'),
    )
  }
  report.targets = checks
  console.log(
    table([
      ['target', 'met', 'measured'],
      ...checks.map((c) => [c.what, c.ok ? 'yes' : 'NO', c.detail]),
    ]),
  )
}
