// A render worker renders a few listing pages before it says it is ready, so that the
// first visitors after a start do not wait while V8 compiles and optimises the renderer
// (React's server renderer, the routes, the API's list path) on their requests. Read-only:
// GETs of public pages, whose answers are thrown away (the main thread's page cache never
// sees them). docs/decisions/0024-cold-misses.md has the figures.
import type { Renderer } from './renderer'

/** The pages rendered at start: the listing first of all, as most misses are listings. */
export const WARM_UP_PATHS = [
  '/',
  '/cars',
  ...[2, 3, 4, 5].map((page) => `/cars?page=${page}`),
  ...['price-asc', 'price-desc', 'year-desc', 'year-asc'].map((sort) => `/cars?sort=${sort}`),
]

/** How many times each page is rendered: enough for V8 to optimise what they share. */
export const WARM_UP_ROUNDS = 4

/** Renders every warm-up page `WARM_UP_ROUNDS` times, one at a time; a failure is ignored. */
export async function warmUp(render: Renderer['render']): Promise<number> {
  let rendered = 0
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const path of WARM_UP_PATHS) {
      try {
        const res = await render(new Request(`http://localhost${path}`), {
          clientIp: '127.0.0.1',
          requestId: 'warm-up',
          route: path === '/' ? '/' : '/cars',
        })
        await res.arrayBuffer()
        rendered++
      } catch {
        // A page that fails here fails for its visitor too, and is logged there.
      }
    }
  }
  return rendered
}
