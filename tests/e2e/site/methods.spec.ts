// Every method to every page and form route of the site: a method a page does not take
// is a 405 with an Allow header, answered before its body is read; nothing is a 5xx, and
// nothing is stored. (The API's routes have the same test in api/src/app/methods.test.ts.)
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext } from './fixtures'
import { queryDb, ROOT } from '../support'
import { answerStandInPush } from '../../../scripts/lib/stand-in-phone.mjs'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']

/** Row counts of every table. */
function everyTableCount(): Record<string, number> {
  const tables = queryDb<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  )
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      queryDb<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`)[0]!.n,
    ]),
  )
}

const one = <T>(sql: string): T => {
  const row = queryDb<T>(sql)[0]
  if (!row) throw new Error(`nothing for ${sql}`)
  return row
}

/**
 * Settles every reservation still waiting for its payment. Otherwise the server's own
 * rounds (or reading such a reservation's page) would end one while the test counts
 * rows: a write that no method of the test made. A request still on the stand-in's phone
 * is declined there; one the phone no longer shows (left unanswered past its lifetime)
 * is settled by the server's own payment query, which reading its status asks for.
 */
async function settleWaitingPayments(request: APIRequestContext) {
  const waiting = () =>
    queryDb<{ token: string; reference: string }>(
      `SELECT token, reference FROM reservations WHERE status = 'awaiting-payment'`,
    )
  for (const r of waiting()) {
    const { standInPhone } = (await (
      await request.get(`/api/reservation-status/${r.token}`)
    ).json()) as { standInPhone: string }
    const answered = await answerStandInPush(standInPhone, r.reference, 'cancel')
    if (answered !== null) expect(answered).toBe(303)
  }
  await expect
    .poll(
      async () => {
        for (const r of waiting()) await request.get(`/api/reservation-status/${r.token}`)
        return waiting().length
      },
      { timeout: 200_000, intervals: [1_000, 5_000] },
    )
    .toBe(0)
}

/** A path each route file answers, with real records where it takes one. */
function pathsByRoute(): Record<string, string> {
  const car = one<{ id: string }>(`SELECT id FROM cars ORDER BY id LIMIT 1`).id
  const brand = one<{ key: string }>(`SELECT key FROM brands ORDER BY key LIMIT 1`).key
  const blog = one<{ id: string }>(`SELECT id FROM blogs ORDER BY id LIMIT 1`).id
  const track =
    queryDb<{ t: string }>(
      `SELECT tracking_token AS t FROM import_requests WHERE tracking_token IS NOT NULL LIMIT 1`,
    )[0]?.t ?? 'no-such-token-00000000000000000000'
  const alert =
    queryDb<{ t: string }>(`SELECT token AS t FROM saved_searches LIMIT 1`)[0]?.t ??
    'no-such-token-00000000000000000000'
  const reservation =
    queryDb<{ t: string }>(`SELECT token AS t FROM reservations LIMIT 1`)[0]?.t ??
    'no-such-token-00000000000000000000'
  return {
    '$.tsx': '/no-such-page',
    '_index.tsx': '/',
    'about.tsx': '/about',
    'account._index.tsx': '/account',
    'account.confirm.$token.tsx': '/account/confirm/no-such-link-000000000',
    'account.erase.tsx': '/account/erase',
    'account.export.ts': '/account/export',
    'account.sign-in.$token.tsx': '/account/sign-in/no-such-link-000000000',
    'account.sign-out.ts': '/account/sign-out',
    'alerts.$token.tsx': `/alerts/${alert}`,
    'alerts.$token_.unsubscribe.tsx': `/alerts/${alert}/unsubscribe`,
    'alerts._index.tsx': '/alerts',
    'blogs.$id.tsx': `/blogs/${blog}`,
    'blogs._index.tsx': '/blogs',
    'brand.$key.tsx': `/brand/${brand}`,
    'careers.tsx': '/careers',
    'cars.$id.tsx': `/cars/${car}`,
    'cars._index.tsx': '/cars',
    'cars_.$id.chat.ts': `/cars/${car}/chat`,
    'cars_.$id.history.tsx': `/cars/${car}/history`,
    'cars_.$id.reserve.tsx': `/cars/${car}/reserve`,
    'compare.tsx': '/compare',
    'contact.tsx': '/contact',
    'customer-portal.tsx': '/customer-portal',
    'feeds.$.ts': '/feeds/vehicles.csv',
    'finance.tsx': '/finance',
    'import.tsx': '/import',
    'import_.cost.tsx': '/import/cost',
    'import_.track.$token.tsx': `/import/track/${track}`,
    'offers.tsx': '/offers',
    'pre-reserve.tsx': '/pre-reserve',
    'privacy.tsx': '/privacy',
    'reservations.$token.tsx': `/reservations/${reservation}`,
    'robots[.]txt.ts': '/robots.txt',
    'saved.tsx': '/saved',
    'saved[.]json.ts': '/saved.json',
    'sell.tsx': '/sell',
    'sitemap[.]xml.ts': '/sitemap.xml',
    'terms.tsx': '/terms',
    'true-brand.tsx': '/true-brand',
  }
}

/** The pages whose route module has an action: POST is theirs. */
const FORMS = new Set([
  '/account',
  '/account/erase',
  '/account/sign-out',
  '/alerts',
  '/compare',
  '/contact',
  '/import',
  '/saved',
  '/sell',
])
const takesPost = (path: string) =>
  FORMS.has(path) ||
  /^\/cars\/[^/]+(\/reserve)?$/.test(path) ||
  /^\/alerts\/[^/]+$/.test(path) ||
  /^\/account\/(sign-in|confirm)\/[^/]+$/.test(path)

test('the list covers every route file of the site', () => {
  const files = readdirSync(join(ROOT, 'site', 'app', 'routes')).sort()
  expect(Object.keys(pathsByRoute()).sort()).toEqual(files)
})

test('every method to every page: no 5xx, nothing stored, 405 with Allow for the rest', async ({
  request,
}) => {
  test.setTimeout(360_000)
  await settleWaitingPayments(request)
  const before = everyTableCount()
  const problems: string[] = []
  for (const path of Object.values(pathsByRoute())) {
    // The chat link records a click when followed: only the other methods are sent to it.
    const methods = path.endsWith('/chat')
      ? METHODS.filter((m) => m !== 'GET' && m !== 'HEAD')
      : METHODS
    for (const method of methods) {
      const bodies: (null | { type: string; data: string })[] =
        method === 'GET' || method === 'HEAD'
          ? [null]
          : [
              { type: 'application/json', data: 'null' },
              { type: 'application/x-www-form-urlencoded', data: 'x=1' },
            ]
      for (const body of bodies) {
        const res = await request.fetch(path, {
          method,
          headers: body ? { 'Content-Type': body.type } : {},
          data: body?.data,
          maxRedirects: 0,
        })
        const what = `${method} ${path}${body ? ` (${body.type})` : ''}`
        if (res.status() >= 500) problems.push(`${what}: ${res.status()}`)
        const expected =
          method === 'POST' ? takesPost(path) : ['GET', 'HEAD', 'OPTIONS'].includes(method)
        if (!expected) {
          if (res.status() !== 405) problems.push(`${what}: ${res.status()}, not 405`)
          const allow = res.headers()['allow'] ?? ''
          const wanted = takesPost(path) ? 'GET, HEAD, POST, OPTIONS' : 'GET, HEAD, OPTIONS'
          if (allow !== wanted) problems.push(`${what}: Allow "${allow}", not "${wanted}"`)
        }
        if (method === 'OPTIONS' && res.status() !== 204)
          problems.push(`${what}: ${res.status()}, not 204`)
      }
    }
  }
  expect(problems).toEqual([])
  expect(everyTableCount()).toEqual(before)
})

test('a PUT is refused with a page that says so, before its body is read', async ({ request }) => {
  const before = everyTableCount()
  // Far past the form limit: a server that read it would answer 413 (or take it in).
  const res = await request.put('/contact', {
    headers: { 'Content-Type': 'application/json' },
    data: 'null'.padEnd(8 * 1024 * 1024, ' '),
  })
  expect(res.status()).toBe(405)
  expect(res.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS')
  expect(res.headers()['content-type']).toMatch(/text\/html/)
  expect(await res.text()).toMatch(/This page does not take that request/)
  const del = await request.delete('/alerts')
  expect(del.status()).toBe(405)
  expect(everyTableCount()).toEqual(before)
})

test('a post to a page without a form is a 405 that names GET and HEAD', async ({ request }) => {
  const res = await request.post('/offers', { form: { x: '1' } })
  expect(res.status()).toBe(405)
  expect(res.headers()['allow']).toBe('GET, HEAD, OPTIONS')
})
