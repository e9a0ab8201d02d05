// The site's browser tests import `test` from here. With JavaScript on, a page opened
// with `goto` or `reload` is handed back once it has hydrated. The page's scripts are
// fetched after its first paint (docs/decisions/0010-scripts-after-first-paint.md), so
// the load event, where Playwright's navigation ends, can come before them; until they
// run, the page works as it does without JavaScript, which the site-nojs project tests.
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Waits until React has hydrated the whole page, when it is a page of the Remix app (a
 * feed, a picture or a JSON answer has nothing to hydrate). React marks each element it
 * hydrates with a `__reactFiber$…` property, the root element last, and commits in the
 * same task.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('__remixContext' in window) ||
      Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')),
  )
}

/**
 * Holds Remix's entry script back until the returned function is called: until then the
 * page has painted and works as it does without JavaScript, and cannot hydrate.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const thenHydrated =
        <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
        async (...args: A) => {
          const response = await navigate(...args)
          await hydrated(page)
          return response
        }
      page.goto = thenHydrated(page.goto.bind(page))
      page.reload = thenHydrated(page.reload.bind(page))
    }
    await use(page)
  },
})
