// Every public page is valid UTF-8 with no NUL byte: React 18.3's streaming render can pad
// a page with NULs (see site/app/lib/document.server.ts), and which page would carry them
// depends on the data, so check every kind of page with the demo data.
import { expect, test } from './fixtures'
import { publicPagePaths } from './helpers'

test('no page carries a NUL byte or broken UTF-8', async ({ request }) => {
  // Every kind of page, a deeper and a sorted list among them.
  const paths = [...publicPagePaths(), '/cars?page=2', '/cars?sort=price-desc']
  for (const path of paths) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const body = await res.body()
    expect(body.indexOf(0), `${path}: first NUL byte at`).toBe(-1)
    // A fatal decoder throws on any malformed sequence (such as a cut character).
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(body), path).not.toThrow()
  }
})
