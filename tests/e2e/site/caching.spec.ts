// HTTP caching and compression as a browser, a CDN and the server's page cache see them:
// headers by kind of answer, 304s, a write showing on the very next load of every page
// that shows it, and nothing personal ever served to someone else.
import { expect, test, type APIRequestContext } from './fixtures'
import Database from 'better-sqlite3'
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import {
  CARS_PAGE_SIZE,
  CONTACT_SUBJECTS,
  FEATURED_PAGE_SIZE,
} from '../../../api/src/contract/options'
import { E2E_BASE_URL, E2E_DB_PATH, queryDb } from '../support'
import { adminToken, formatKes } from './helpers'

const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/

type Raw = { status: number; headers: Record<string, string>; body: Buffer }

/** One request with exactly these headers, the body exactly as it came off the wire. */
function raw(
  _request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${E2E_BASE_URL}${path}`,
      { headers: { 'accept-encoding': 'identity', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const flat: Record<string, string> = {}
          for (const [k, v] of Object.entries(res.headers)) {
            if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v
          }
          resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
  })
}

async function anyCar(): Promise<{ id: string; brand: string; price: number }> {
  return queryDb<{ id: string; brand: string; price: number }>(
    'SELECT id, brand, price FROM cars LIMIT 1',
  )[0]!
}

/**
 * A featured car, the page of /cars listing it and the home carousel page showing it.
 * Cars added by earlier tests come first on /cars, so the list page is counted, not
 * assumed to be the first.
 */
function shownCar(): { id: string; brand: string; price: number; home: string; list: string } {
  const featured = queryDb<{ id: string; brand: string; price: number }>(
    `SELECT c.id, c.brand, c.price FROM featured_cars f JOIN cars c ON c.id = f.car_id
     ORDER BY f.position, f.car_id`,
  )
  // The order of /cars: no sold cars, those out of stock after the rest.
  const listed = queryDb<{ id: string }>(
    `SELECT id FROM cars WHERE availability != 'Sold'
     ORDER BY availability = 'Out of Stock', created_at DESC, price DESC`,
  ).map((r) => r.id)
  const index = featured.findIndex((c) => listed.includes(c.id))
  expect(index, 'a featured car is listed on /cars').toBeGreaterThanOrEqual(0)
  const listPage = Math.floor(listed.indexOf(featured[index]!.id) / CARS_PAGE_SIZE) + 1
  return {
    ...featured[index]!,
    home: `/?featured=${Math.floor(index / FEATURED_PAGE_SIZE) + 1}`,
    list: listPage === 1 ? '/cars' : `/cars?page=${listPage}`,
  }
}

async function putPrice(request: APIRequestContext, id: string, price: number) {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  const current = await (await request.get(`/api/cars/${id}`, { headers: auth })).json()
  const res = await request.put(`/api/cars/${id}`, { headers: auth, data: { ...current, price } })
  expect(res.status(), await res.text()).toBe(200)
}

test('pages, public API reads and files: compressed, tagged, revalidated with 304', async ({
  request,
}) => {
  const car = await anyCar()
  // React and Remix's chunk: an asset big enough to be stored compressed (the entry
  // module that imports it is a few hundred bytes, under the 1 KB floor).
  const asset = (await raw(request, '/')).body.toString().match(/\/assets\/vendor-[\w.-]+\.js/)![0]
  const kinds: { path: string; type: RegExp; cache: RegExp }[] = [
    { path: '/', type: /text\/html/, cache: PUBLIC },
    { path: '/cars', type: /text\/html/, cache: PUBLIC },
    { path: `/cars/${car.id}`, type: /text\/html/, cache: PUBLIC },
    { path: '/blogs', type: /text\/html/, cache: PUBLIC },
    { path: '/sitemap.xml', type: /xml/, cache: /public/ },
    { path: '/api/cars?perPage=24', type: /json/, cache: PUBLIC },
    { path: '/api/brands', type: /json/, cache: PUBLIC },
    { path: asset, type: /javascript/, cache: /^public, max-age=31536000, immutable$/ },
  ]
  for (const { path, type, cache } of kinds) {
    const plain = await raw(request, path)
    expect(plain.status, path).toBe(200)
    expect(plain.headers['content-type'], path).toMatch(type)
    expect(plain.headers['cache-control'], path).toMatch(cache)
    expect(plain.headers.vary, path).toMatch(/Accept-Encoding/)
    expect(plain.headers['content-encoding'], path).toBeUndefined()
    const etag = plain.headers.etag
    expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/)

    // brotli when offered, gzip when only gzip is, each decoding to the same bytes.
    const br = await raw(request, path, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding'], path).toBe('br')
    expect(br.body.byteLength, path).toBeLessThan(plain.body.byteLength)
    expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true)
    const gz = await raw(request, path, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding'], path).toBe('gzip')
    expect(gunzipSync(gz.body).equals(plain.body), path).toBe(true)
    // The same version under every coding.
    expect(br.headers.etag, path).toBe(etag)

    // A repeat visit: 304, no body.
    const again = await raw(request, path, { 'if-none-match': etag! })
    expect(again.status, path).toBe(304)
    expect(again.body.byteLength, path).toBe(0)
    expect(again.headers.etag, path).toBe(etag)
    const stale = await raw(request, path, { 'if-none-match': 'W/"not-this-one"' })
    expect(stale.status, path).toBe(200)
  }
})

test('personal and private answers are no-store and never shared', async ({ request }) => {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  for (const path of ['/api/contact-messages', '/api/staff', '/api/audit-log', '/api/me']) {
    const res = await request.get(path, { headers: auth })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toBe('no-store')
    expect(res.headers().etag, path).toBeUndefined()
  }

  // A staff member's read of a public list includes drafts: it is theirs alone, and an
  // anonymous read before or after it never gets it, nor they the anonymous copy.
  const draft = queryDb<{ title: string }>('SELECT title FROM blogs WHERE is_published = 0')[0]
  expect(draft, 'the demo data has a draft blog').toBeDefined()
  const anonymousFirst = await raw(request, '/api/blogs')
  expect(anonymousFirst.body.toString()).not.toContain(draft!.title)
  const staff = await request.get('/api/blogs', { headers: auth })
  expect(staff.headers()['cache-control']).toBe('no-store')
  expect(await staff.text()).toContain(draft!.title)
  const anonymousAfter = await raw(request, '/api/blogs')
  expect(anonymousAfter.body.toString()).not.toContain(draft!.title)
  expect(anonymousAfter.headers['cache-control']).toMatch(PUBLIC)

  // A form's result is the sender's: no-store, and the next visitor gets the empty form.
  const name = `Cache Test ${Date.now()}`
  const posted = await request.post('/contact', {
    form: {
      name,
      email: 'cache.test@example.com',
      phone: '',
      subject: CONTACT_SUBJECTS[0],
      message: 'Does the page cache keep my message?',
    },
    maxRedirects: 0,
  })
  expect(posted.status()).toBeLessThan(400)
  expect(posted.headers()['cache-control']).toBe('no-store')
  expect(queryDb('SELECT id FROM contact_messages WHERE name = ?', name)).toHaveLength(1)
  const next = await raw(request, '/contact')
  expect(next.status).toBe(200)
  expect(next.body.toString()).not.toContain(name)
})

test('no response carries a nonce to share; each names its inline scripts by hash', async ({
  request,
}) => {
  const first = await raw(request, '/cars')
  const second = await raw(request, '/cars')
  for (const r of [first, second]) {
    expect(r.headers['content-security-policy']).not.toContain('nonce-')
    expect(r.body.toString()).not.toMatch(/\snonce="/)
    expect(r.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+/)
  }
})

test('a write shows on the very next load of every page that shows it', async ({ request }) => {
  const car = shownCar()
  const newPrice = car.price + 1_234
  const pages = [car.home, car.list, `/cars/${car.id}`, `/brand/${car.brand}`, '/api/cars']
  // Warm every page so the next load would be a cache hit.
  const before = new Map<string, Raw>()
  for (const path of pages) before.set(path, await raw(request, path))
  for (const path of pages) {
    expect((await raw(request, path)).headers.etag, path).toBe(before.get(path)!.headers.etag)
  }

  await putPrice(request, car.id, newPrice)
  try {
    for (const path of pages) {
      const after = await raw(request, path)
      const text = after.body.toString()
      const shown = path.startsWith('/api') ? `"price":${newPrice}` : formatKes(newPrice)
      expect(text.replace(/\u00a0/g, ' ').includes(shown.replace(/\u00a0/g, ' ')), path).toBe(true)
      expect(after.headers.etag, path).not.toBe(before.get(path)!.headers.etag)
      // A browser holding the old version gets the new one, not a 304.
      const revalidated = await raw(request, path, {
        'if-none-match': before.get(path)!.headers.etag!,
      })
      expect(revalidated.status, path).toBe(200)
    }
  } finally {
    await putPrice(request, car.id, car.price)
  }

  // A write by another process (the seed command, a second server) is seen too.
  const sitemap = (await raw(request, '/sitemap.xml')).body.toString()
  const db = new Database(E2E_DB_PATH)
  const id = queryDb<{ id: string }>('SELECT id FROM cars ORDER BY created_at LIMIT 1')[0]!.id
  const row = db.prepare('SELECT * FROM cars WHERE id = ?').get(id) as Record<string, unknown>
  const copyId = `cache-test-${Date.now()}`
  try {
    const columns = Object.keys(row)
    db.prepare(
      `INSERT INTO cars (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(...columns.map((c) => (c === 'id' ? copyId : row[c])))
    expect(sitemap).not.toContain(`/cars/${copyId}<`)
    expect((await raw(request, '/sitemap.xml')).body.toString()).toContain(`/cars/${copyId}<`)
  } finally {
    db.prepare('DELETE FROM cars WHERE id = ?').run(copyId)
    db.close()
  }
  expect((await raw(request, '/sitemap.xml')).body.toString()).not.toContain(`/cars/${copyId}<`)
})

test('pages render on worker threads, whose own connections see every write', async ({
  request,
}) => {
  // `npm start` renders pages on worker threads (RENDER_THREADS=auto): the write tests
  // above therefore read through a worker's connection. They start beside the server.
  await expect
    .poll(
      async () =>
        ((await (await request.get('/healthz')).json()) as { renderWorkers: number }).renderWorkers,
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThanOrEqual(1)
  const car = shownCar()
  const page = await raw(request, `/cars/${car.id}?worker-check=${Date.now()}`)
  expect(page.status).toBe(200)
  expect(page.body.toString().replace(/\u00a0/g, ' ')).toContain(
    formatKes(car.price).replace(/\u00a0/g, ' '),
  )
})
