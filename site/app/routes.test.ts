// Every page whose loader can fail shows the failure inside the layout, in its own words:
// each route module with a loader exports an ErrorBoundary (most the shared one in
// components/status-page.tsx). Resource routes (.ts) render nothing and need none.
import { describe, expect, it } from 'vitest'

const pages = import.meta.glob<Record<string, unknown>>('./routes/*.tsx')

describe('route modules', () => {
  it('are found', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(20)
  })

  it.each(Object.keys(pages))('%s has an ErrorBoundary if it has a loader', async (path) => {
    const page = await pages[path]!()
    if (!('loader' in page)) return
    expect(typeof page.ErrorBoundary).toBe('function')
  })
})
