// Lighthouse 12 (default mobile profile) against a few pages, one Chrome for all runs.
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS } from '../lib/chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROME_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export async function runLighthouse(baseUrl, paths, { log = console.log } = {}) {
  process.env.CHROME_PATH ||= CHROME_CANDIDATES.find((p) => existsSync(p)) ?? ''
  if (!process.env.CHROME_PATH) delete process.env.CHROME_PATH
  const chrome = await chromeLauncher.launch({
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  const rows = []
  try {
    for (const path of paths) {
      log(`  ${path} ...`)
      try {
        const result = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error('no report')
        if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
        const row = { path }
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
