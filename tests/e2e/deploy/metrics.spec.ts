// /metrics on the production server: who may read it, that Prometheus's own checker
// accepts it, that a real Prometheus scrapes it, and that what it counts is what the
// server did (route patterns as labels, never a raw path).
import { expect, test } from '@playwright/test'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildContactMessage } from '../../../api/src/seed/factories'
import { freePort } from '../../../scripts/bench/server.mjs'
import { queryDb } from '../support'
import { startDeployServer, type Server } from './server'

const TOKEN = 'metrics-token-for-the-test-0123456789'
const FORM_RATE_LIMIT = 2

let dir = ''
let server: Server | null = null
let prometheus: ChildProcess | null = null
let prometheusLog = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dealership-metrics-'))
  server = await startDeployServer(dir, {
    METRICS_TOKEN: TOKEN,
    FORM_RATE_LIMIT: String(FORM_RATE_LIMIT),
  })
})

test.afterAll(async () => {
  prometheus?.kill('SIGTERM')
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server!.url}${path}`, { headers, redirect: 'manual' })

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const res = await get('/metrics', headers)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return res.text()
}

/** The value of one sample (`name{labels} value`), or null when the series is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : null
}

test('only loopback without a proxy, or the bearer token, may read it; others get the 404 page', async () => {
  await scrape()
  await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })
  const refused: Record<string, string>[] = [
    // What a reverse proxy on this machine adds: the public, not a local scraper.
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-the-token' },
    { 'x-forwarded-for': '203.0.113.9', authorization: TOKEN },
  ]
  for (const headers of refused) {
    const res = await get('/metrics', headers)
    expect(res.status, JSON.stringify(headers)).toBe(404)
    const body = await res.text()
    expect(body).not.toContain('dealership_')
    expect(body).toContain('<html')
  }
})

test('it counts what the server did, under route patterns', async () => {
  const [car] = queryDb<{ id: string }>('SELECT id FROM cars LIMIT 1')
  const before = await scrape()
  // A page twice (rendered, then from the page cache), a car page, an unknown path.
  expect((await get('/blogs')).status).toBe(200)
  expect((await get('/blogs')).status).toBe(200)
  expect((await get(`/cars/${car!.id}`)).status).toBe(200)
  expect((await get('/no-such-page/x1y2z3')).status).toBe(404)
  // A lead: one write transaction and its mail waiting in the outbox (no mail server).
  const post = () =>
    fetch(`${server!.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildContactMessage({ email: 'metrics.visitor@example.com' })),
    })
  expect((await post()).status).toBe(201)
  for (let i = 1; i < FORM_RATE_LIMIT; i++) await post()
  expect((await post()).status).toBe(429)
  // A staff sign-in with a token that is not one.
  const signIn = await fetch(`${server!.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: 'not-a-token' }),
  })
  expect(signIn.status).toBe(401)

  const requests = (route: string, status = '2xx', method = 'GET') =>
    `dealership_http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${status}"}`
  // A request is counted when the server is done with its connection, which can come a
  // moment after its answer reached this test (the refused post's unread body): wait for
  // the last one counted before reading the rest.
  const refusedPost = requests('/api/contact-messages', '4xx', 'POST')
  await expect
    .poll(
      async () => (sample(await scrape(), refusedPost) ?? 0) - (sample(before, refusedPost) ?? 0),
    )
    .toBe(1)
  const after = await scrape()
  const grew = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0)
  expect(grew(requests('/blogs'))).toBe(2)
  expect(grew(requests('/cars/:id'))).toBe(1)
  expect(grew(requests('/*', '4xx'))).toBe(1)
  expect(grew(requests('/api/contact-messages', '2xx', 'POST'))).toBe(FORM_RATE_LIMIT)
  expect(grew(requests('/api/contact-messages', '4xx', 'POST'))).toBe(1)
  expect(grew('dealership_page_cache_hits_total')).toBeGreaterThanOrEqual(1)
  expect(grew('dealership_page_cache_misses_total')).toBeGreaterThanOrEqual(1)
  expect(sample(after, 'dealership_page_cache_bytes')).toBeGreaterThan(0)
  // The pages were rendered by the workers, whose heaps are some megabytes at least.
  expect(sample(after, 'dealership_render_worker_heap_bytes')).toBeGreaterThan(1024 * 1024)
  expect(grew('dealership_rate_limit_refusals_total{bucket="contact-messages"}')).toBe(1)
  expect(grew('dealership_staff_sign_ins_refused_total{reason="invalid_token"}')).toBe(1)
  expect(
    grew('dealership_db_write_transaction_duration_seconds_count{outcome="commit"}'),
  ).toBeGreaterThanOrEqual(FORM_RATE_LIMIT)
  expect(sample(after, 'dealership_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(
    FORM_RATE_LIMIT,
  )
  expect(sample(after, 'dealership_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0)
  expect(after).toContain('dealership_image_queue_waiting 0')
  expect(after).toContain('nodejs_eventloop_lag_seconds')
  expect(after).toContain('nodejs_heap_size_used_bytes')
  expect(after).toContain('nodejs_gc_duration_seconds_bucket')
  // Patterns, never the paths themselves, and nothing a visitor wrote.
  expect(after).not.toContain(car!.id)
  expect(after).not.toContain('x1y2z3')
  expect(after).not.toContain('metrics.visitor')
})

test('promtool accepts the output', async () => {
  const text = await scrape()
  const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
  expect(check.error).toBeUndefined()
  expect(`${check.stdout}${check.stderr}`.trim()).toBe('')
  expect(check.status).toBe(0)
})

test('a real Prometheus scrapes it and answers a query for the request counter', async () => {
  const port = await freePort()
  const target = new URL(server!.url).host
  const config = join(dir, 'prometheus.yml')
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: dealership',
      `    static_configs: [{ targets: ['${target}'] }]`,
      '',
    ].join('\n'),
  )
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'prometheus-data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  prometheus.stdout!.on('data', (d: Buffer) => (prometheusLog += d.toString()))
  prometheus.stderr!.on('data', (d: Buffer) => (prometheusLog += d.toString()))

  const query = encodeURIComponent(
    'sum(dealership_http_request_duration_seconds_count{route="/blogs"})',
  )
  let value: number | null = null
  for (let i = 0; i < 60 && value === null; i++) {
    await new Promise((r) => setTimeout(r, 500))
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${query}`)
      const body = (await res.json()) as {
        data?: { result?: { value: [number, string] }[] }
      }
      const result = body.data?.result?.[0]
      if (result) value = Number(result.value[1])
    } catch {
      // Prometheus is still starting.
    }
  }
  expect(value, prometheusLog.slice(-2000)).not.toBeNull()
  expect(value).toBeGreaterThanOrEqual(2)

  const targets = (await (await fetch(`http://127.0.0.1:${port}/api/v1/targets`)).json()) as {
    data: { activeTargets: { health: string; lastError: string }[] }
  }
  expect(targets.data.activeTargets[0]).toMatchObject({ health: 'up', lastError: '' })
})
