// One Chromium for a list of pages, a fresh context (empty cache) for each: `measure`
// returns the page's row, a failure becomes { path, error } and the next page goes on.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs'

export async function eachPage(paths, { contextOptions = {}, log = () => {} } = {}, measure) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const rows = []
  try {
    for (const path of paths) {
      log(`  ${path} ...`)
      const context = await browser.newContext(contextOptions)
      try {
        rows.push({ path, ...(await measure(context, path)) })
      } catch (err) {
        rows.push({ path, error: String(err?.message ?? err) })
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
