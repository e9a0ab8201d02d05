// Lighthouse 12 (default mobile profile) against a few pages, one Chrome for all runs.
//
// Chromium runs without its spare renderer. Every page here sends Cross-Origin-Opener-Policy:
// same-origin, so Lighthouse's navigation from about:blank moves to another renderer. With
// a spare one waiting, that renderer was started before Lighthouse's trace, and it joins
// the trace only when Chromium gets round to telling it; on a busy machine (the bench
// itself, tests running beside it, the first run of a cold browser) that can be after the
// page has committed, so the trace lacks the renderer's first events, navigationStart
// among them, and the run fails with NO_NAVSTART. A renderer started during the
// navigation is launched with the trace already on, from its first event.
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS } from '../lib/chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** A trace recorded without its start: one more run, and the row says so. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED'])
// chrome-launcher's own flags, with the spare renderer added to the features it turns off
// (Chromium keeps only the last --disable-features, so the lists must be one flag).
const CHROME_FLAGS = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},SpareRendererForSitePerProcess` : flag,
)
const CHROME_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

// A single run's score moves with whatever else the machine does (docs/performance.md),
// so each page is run several times and the median run is reported, as Lighthouse's
// documentation on variability advises (the run nearest the median first paint and time
// to interactive, Lighthouse's own computeMedianRun), with the range of the runs'
// performance scores.
export async function runLighthouse(baseUrl, paths, { log = console.log, runs = 3 } = {}) {
  process.env.CHROME_PATH ||= CHROME_CANDIDATES.find((p) => existsSync(p)) ?? ''
  if (!process.env.CHROME_PATH) delete process.env.CHROME_PATH
  const chrome = await chromeLauncher.launch({
    ignoreDefaultFlags: true,
    chromeFlags: [...CHROME_FLAGS, '--headless=new', ...CHROMIUM_ARGS],
  })
  const runOnce = async (url) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result?.lhr) throw new Error('no report')
    return result.lhr
  }
  const rows = []
  try {
    for (const path of paths) {
      log(`  ${path} ...`)
      try {
        const lhrs = []
        let retried = null
        for (let i = 0; i < runs; i++) {
          let lhr = await runOnce(baseUrl + path)
          if (TRACE_ERRORS.has(lhr.runtimeError?.code)) {
            retried = lhr.runtimeError.code
            log(`  ${path}: ${retried}, running it again`)
            lhr = await runOnce(baseUrl + path)
          }
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
          lhrs.push(lhr)
        }
        const lhr = computeMedianRun(lhrs)
        const performanceScores = lhrs.map((r) => Math.round(r.categories.performance.score * 100))
        const row = { path, runs: lhrs.length, performanceScores }
        if (retried) row.retried = retried
        for (const c of CATEGORIES) {
          const score = lhr.categories[c]?.score
          row[c] = score == null ? null : Math.round(score * 100)
        }
        row.lcpMs = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)
        row.cls = Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3))
        row.tbtMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)
        // What cost points outside performance, so a score under 100 says why.
        row.failedAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id}`),
        )
        rows.push(row)
      } catch (err) {
        rows.push({ path, error: String(err?.message ?? err) })
      }
    }
  } finally {
    await chrome.kill()
  }
  return rows
}
