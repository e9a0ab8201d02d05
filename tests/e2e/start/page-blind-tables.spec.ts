// The page generation's blind tables (api/src/db/page-generation.ts): a write to one of
// them leaves the page cache as it is, which is right only if no public answer reads
// them. Two production servers run side by side on copies of this slot's database: one
// as it is, one with the blind tables gone (those the start itself writes, emptied). Every
// public answer the site and its API give, crawled from the sitemap, the pages' links and
// the API's public reads, must be the same byte for byte on both: a page that read a
// dropped table would fail there, one that showed an emptied table's rows would differ.
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PAGE_BLIND_TABLES } from '../../../api/src/db/page-generation'
import { E2E_DB_PATH, E2E_PORT, runProductionServer, untilReady } from '../support'

const PORTS = { full: E2E_PORT + 40, blind: E2E_PORT + 41 }
/**
 * Kept, emptied: the start writes the demo admin to `staff`, and the saved-search digests
 * read `saved_searches` and queue in `outbox` from the start.
 */
const EMPTIED = ['staff', 'saved_searches', 'outbox']
/** Kept as they are: the migrations' record and the counter itself. */
const KEPT = ['__drizzle_migrations', 'page_generation']

/** The API's public reads the pages are built from, and the page cache keeps. */
const API_READS = [
  '/api/cars',
  '/api/cars?perPage=100',
  '/api/cars/facets',
  '/api/brands',
  '/api/blogs',
  '/api/blogs/facets',
  '/api/featured-cars',
  '/api/limited-offers',
  '/api/import-rates/current',
  '/api/public-config',
  '/api/site-pages/about',
]

async function copyOf(dir: string, name: string): Promise<string> {
  const file = join(dir, `${name}.sqlite`)
  const source = new Database(E2E_DB_PATH, { readonly: true, fileMustExist: true })
  try {
    await source.backup(file)
  } finally {
    source.close()
  }
  return file
}

function withoutBlindTables(file: string): void {
  const db = new Database(file)
  try {
    db.pragma('foreign_keys = off')
    for (const table of PAGE_BLIND_TABLES) {
      if (KEPT.includes(table)) continue
      db.exec(EMPTIED.includes(table) ? `delete from "${table}"` : `drop table "${table}"`)
    }
  } finally {
    db.close()
  }
}

function startServer(name: keyof typeof PORTS, database: string) {
  return runProductionServer(
    { port: PORTS[name], database, project: `demo-page-blind-${name}`, detached: true },
    // One public address for both (mail links, cookies); the pages' links take the
    // request's origin, which answer() takes out.
    { PUBLIC_URL: 'https://dealership.example' },
  )
}

type Answer = { status: number; cacheControl: string; type: string; body: string }

/**
 * One answer, with the server's own origin (its port) taken out of its absolute links,
 * the encoded ones in share links too.
 */
async function answer(port: number, path: string): Promise<Answer> {
  const origin = `http://127.0.0.1:${port}`
  const res = await fetch(`${origin}${path}`, { redirect: 'manual' })
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control') ?? '',
    type: res.headers.get('content-type') ?? '',
    body: (await res.text())
      .replaceAll(origin, 'ORIGIN')
      .replaceAll(encodeURIComponent(origin), 'ORIGIN'),
  }
}

/** Where two bodies part, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let at = 0
  while (a[at] === b[at]) at++
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60))
  return `they part at character ${at}: ${around(a)} with the blind tables, ${around(b)} without`
}

/** The site's own paths a page links to: pages, not files, the console or the account. */
function linksIn(html: string): string[] {
  const paths = new Set<string>()
  for (const [, href] of html.matchAll(/\bhref="([^"#]+)"/g)) {
    const path = href!.replaceAll('&amp;', '&')
    if (!path.startsWith('/') || path.startsWith('//')) continue
    if (/^\/(admin|account|assets|uploads|api)\b/.test(path)) continue
    if (/\.(css|js|png|jpe?g|webp|avif|svg|ico|woff2?|webmanifest)(\?|$)/.test(path)) continue
    paths.add(path)
  }
  return [...paths]
}

test('no public page or public API read shows a table the page generation is blind to', async () => {
  test.setTimeout(300_000)
  const dir = mkdtempSync(join(tmpdir(), 'dealership-page-blind-'))
  const full = await copyOf(dir, 'full')
  const blind = await copyOf(dir, 'blind')
  withoutBlindTables(blind)
  // What the blind copy lost, so the comparison means something.
  const rows = new Database(full, { readonly: true })
  const blindRows = Object.fromEntries(
    PAGE_BLIND_TABLES.filter((t) => !KEPT.includes(t)).map((t) => [
      t,
      rows.prepare(`select count(*) from "${t}"`).pluck().get() as number,
    ]),
  )
  rows.close()
  expect(
    Object.values(blindRows).some((n) => n > 0),
    JSON.stringify(blindRows),
  ).toBe(true)

  const servers = { full: startServer('full', full), blind: startServer('blind', blind) }
  try {
    await Promise.all([
      untilReady(servers.full, 'The server on the full copy'),
      untilReady(servers.blind, 'The server without the blind tables'),
    ])
    const sitemap = (await answer(PORTS.full, '/sitemap.xml')).body
    const fromSitemap = [...sitemap.matchAll(/<loc>ORIGIN([^<]*)<\/loc>/g)].map(
      ([, path]) => path || '/',
    )
    expect(fromSitemap.length).toBeGreaterThan(20)
    const carIds = (
      JSON.parse((await answer(PORTS.full, '/api/cars?perPage=100')).body) as { id: string }[]
    ).map((car) => car.id)
    expect(carIds.length).toBeGreaterThan(10)

    const queue = [
      ...new Set([
        '/',
        '/cars',
        '/sitemap.xml',
        '/robots.txt',
        ...fromSitemap,
        ...API_READS,
        ...carIds.map((id) => `/api/cars/${id}`),
        `/compare?ids=${carIds.slice(0, 3).join(',')}`,
      ]),
    ]
    const seen = new Set(queue)
    let compared = 0
    const differences: string[] = []
    while (queue.length) {
      const path = queue.shift()!
      let pair = await Promise.all([answer(PORTS.full, path), answer(PORTS.blind, path)])
      // A page that shows the time (an offer's last hours) may cross a minute between the
      // two reads: read it again once.
      if (pair[0].body !== pair[1].body || pair[0].status !== pair[1].status)
        pair = await Promise.all([answer(PORTS.full, path), answer(PORTS.blind, path)])
      const [a, b] = pair
      if (a.status === 200 && a.type.startsWith('text/html')) {
        // The crawl follows the pages' links, up to 400 paths in all.
        for (const link of linksIn(a.body)) {
          if (seen.has(link) || seen.size > 400) continue
          seen.add(link)
          queue.push(link)
        }
      }
      // Only what a cache may keep: the private and uncached answers read what they like.
      if (!/\bpublic\b/.test(a.cacheControl) && !/\bpublic\b/.test(b.cacheControl)) continue
      compared++
      if (a.status !== b.status) differences.push(`${path}: ${a.status} and ${b.status}`)
      else if (a.body !== b.body) differences.push(`${path}: ${firstDifference(a.body, b.body)}`)
    }
    expect(differences).toEqual([])
    expect(compared).toBeGreaterThan(100)
    // No read failed for want of a blind table. (A link that counts a click, such as the
    // chat button's, writes one in an in-process POST: a write, which may fail here.)
    const failedReads = servers.blind
      .output()
      .split('\n')
      .filter((line) => line.includes('no such table') && !line.includes('"method":"POST"'))
    expect(failedReads).toEqual([])
  } finally {
    for (const server of Object.values(servers)) {
      if (server.child.pid && server.child.exitCode === null) process.kill(-server.child.pid)
    }
    await Promise.all(Object.values(servers).map((s) => s.exited))
    rmSync(dir, { recursive: true, force: true })
  }
})
