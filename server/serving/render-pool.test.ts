import { afterEach, describe, expect, it } from 'vitest'
import { RENDER_WORKER_HEAP, RenderPool, renderedBody, type RenderPoolOptions } from './render-pool'

const script = new URL('./fixtures/render-worker.mjs', import.meta.url)
const pools: RenderPool[] = []
const logs: string[] = []

function pool(
  size: number,
  workerData: Record<string, unknown> = {},
  options: Pick<RenderPoolOptions, 'perWorker' | 'maxQueued'> = {},
) {
  const p = new RenderPool({ size, script, workerData, log: (m) => logs.push(m), ...options })
  pools.push(p)
  return p
}

const get = (path: string, method = 'GET') =>
  new Request(`http://site.test${path}`, {
    method,
    headers: { 'x-forwarded-for': '203.0.113.9' },
  })

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()))
  logs.length = 0
})

describe('RenderPool', () => {
  it("answers with the worker's status, headers and body", async () => {
    const p = pool(2)
    expect(await p.whenReady()).toBe(2)
    const res = (await p.render(get('/cars?fuel=Diesel')))!
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await res.text()).toBe('GET /cars from 203.0.113.9')

    const missing = (await p.render(get('/missing')))!
    expect(missing.status).toBe(404)
    const head = (await p.render(get('/cars', 'HEAD')))!
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
  })

  it("gives the worker's bytes without reading the response, which still reads whole", async () => {
    const p = pool(1)
    await p.whenReady()
    const res = (await p.render(get('/cars')))!
    const bytes = renderedBody(res)
    expect(new TextDecoder().decode(bytes)).toBe('GET /cars from 203.0.113.9')
    expect(await res.text()).toBe('GET /cars from 203.0.113.9')
    expect(renderedBody(new Response('made elsewhere'))).toBeUndefined()
    expect(renderedBody((await p.render(get('/cars', 'HEAD')))!)).toBeUndefined()
  })

  it("tells its workers' heaps together, each a worker's own", async () => {
    const one = pool(1)
    const two = pool(2)
    await Promise.all([one.whenReady(), two.whenReady()])
    const [a, b] = await Promise.all([one.heapBytes(), two.heapBytes()])
    expect(a).toBeGreaterThan(1024 * 1024)
    // Two workers hold about twice what one holds.
    expect(b).toBeGreaterThan(a * 1.5)
  })

  it('spreads requests over the workers and answers each one', async () => {
    const p = pool(2)
    await p.whenReady()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => p.render(get(`/page-${i}`)).then((r) => r!.text())),
    )
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => `GET /page-${i} from 203.0.113.9`))
  })

  it('hands a request back (null) while no worker is ready', async () => {
    const p = pool(1, { startDelayMs: 500 })
    expect(await p.render(get('/cars'))).toBeNull()
    await p.whenReady()
    expect(await (await p.render(get('/cars')))!.text()).toBe('GET /cars from 203.0.113.9')
  })

  it('hands back what a worker held when it dies, and starts another', async () => {
    const p = pool(1, {}, { perWorker: 2 })
    await p.whenReady()
    const slow = p.render(get('/slow'))
    const crash = p.render(get('/crash'))
    expect(await crash).toBeNull()
    expect(await slow).toBeNull()
    expect(logs.join('\n')).toMatch(/exited \(code 3\); starting another/)
    expect(await p.whenReady()).toBe(1)
    expect(await (await p.render(get('/after')))!.text()).toBe('GET /after from 203.0.113.9')
  })

  it("bounds each worker's heap, and a worker that fills it is replaced", async () => {
    const p = pool(1)
    expect(await p.whenReady()).toBe(1)
    const limit = Number(await (await p.render(get('/heap')))!.text())
    const bound =
      RENDER_WORKER_HEAP.maxOldGenerationSizeMb + RENDER_WORKER_HEAP.maxYoungGenerationSizeMb
    expect(limit).toBeGreaterThan(0)
    expect(limit / 2 ** 20).toBeLessThanOrEqual(bound * 1.5)

    expect(await p.render(get('/exhaust'))).toBeNull()
    expect(await p.whenReady()).toBe(1)
    expect(await (await p.render(get('/cars')))!.text()).toBe('GET /cars from 203.0.113.9')
  })

  it('gives a worker one request at a time, the waiting ones in the order they came', async () => {
    const p = pool(1)
    await p.whenReady()
    const order: string[] = []
    const pages = ['/slow', ...Array.from({ length: 6 }, (_, i) => `/page-${i}`)]
    const answers = pages.map((path) =>
      p.render(get(path)).then((res) => {
        order.push(path)
        return res!
      }),
    )
    expect(p.queued).toBe(6)
    for (const res of await Promise.all(answers)) expect(res.headers.get('x-held')).toBe('1')
    expect(order).toEqual(pages)
    expect(p.queued).toBe(0)
  })

  it('lets a long render hold up only its own worker', async () => {
    const p = pool(2)
    await p.whenReady()
    const order: string[] = []
    const pages = ['/busy', '/page-1', '/page-2', '/page-3', '/page-4']
    await Promise.all(pages.map((path) => p.render(get(path)).then(() => order.push(path))))
    // The other worker took every page sent after the slow one.
    expect(order).toEqual([...pages.slice(1), '/busy'])
  })

  it('hands a request back while the queue is full', async () => {
    const p = pool(1, {}, { maxQueued: 2 })
    await p.whenReady()
    const held = p.render(get('/slow'))
    const waiting = [p.render(get('/a')), p.render(get('/b'))]
    expect(await p.render(get('/c'))).toBeNull()
    expect((await held)!.status).toBe(200)
    for (const res of await Promise.all(waiting)) expect(res!.status).toBe(200)
  })

  it('hands back what waits when the only worker dies, rather than wait for a new one', async () => {
    const p = pool(1)
    await p.whenReady()
    const answers = await Promise.all([p.render(get('/crash')), p.render(get('/a'))])
    expect(answers).toEqual([null, null])
    expect(p.queued).toBe(0)
    expect(await p.whenReady()).toBe(1)
    expect(await (await p.render(get('/after')))!.text()).toBe('GET /after from 203.0.113.9')
  })

  it('gives what waits to the worker left when one dies', async () => {
    const p = pool(2)
    await p.whenReady()
    const crash = p.render(get('/crash'))
    const rest = ['/slow', '/a', '/b'].map((path) => p.render(get(path)))
    expect(await crash).toBeNull()
    for (const res of await Promise.all(rest)) expect(res!.status).toBe(200)
  })

  it('hands back a request the worker failed to render', async () => {
    const p = pool(1)
    await p.whenReady()
    expect(await p.render(get('/throw'))).toBeNull()
    expect(logs.join('\n')).toMatch(/failed a request: render failed/)
    expect(await (await p.render(get('/next')))!.text()).toBe('GET /next from 203.0.113.9')
  })

  it('gives up on a worker that cannot start, and every request is handed back', async () => {
    const p = pool(1, { mode: 'fail-start' })
    expect(await p.whenReady(10_000)).toBe(0)
    expect(await p.render(get('/cars'))).toBeNull()
    expect(logs.join('\n')).toMatch(/could not start: cannot open the database/)
    expect(logs.join('\n')).toMatch(/3 times before it was ready/)
  })
})
