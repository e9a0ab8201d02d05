// Bad posts to the site's forms get a clear 4xx page and store nothing; never a 500.
import { expect, test } from './fixtures'
import { queryDb } from '../support'

const FORMS = [
  { path: '/contact', table: 'contact_messages' },
  { path: '/import', table: 'import_requests' },
  { path: '/sell', table: 'sell_requests' },
]
const count = (table: string) => queryDb<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]!.n

for (const { path, table } of FORMS) {
  test(`${path}: oversized, wrong-type, broken and cross-site posts are refused`, async ({
    request,
  }) => {
    const before = count(table)
    const cases: { name: string; status: number; heading: RegExp; send: () => Promise<unknown> }[] =
      [
        {
          name: 'oversized',
          status: 413,
          heading: /Too much to send at once/,
          send: () =>
            request.post(path, {
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              data: `name=${'a'.repeat(path === '/sell' ? 52 * 1024 * 1024 : 200 * 1024)}`,
            }),
        },
        {
          name: 'wrong content type',
          status: 400,
          heading: /We could not read this form/,
          send: () =>
            request.post(path, {
              headers: { 'Content-Type': 'application/json' },
              data: JSON.stringify({ name: 'x' }),
            }),
        },
        {
          name: 'broken multipart',
          status: 400,
          heading: /We could not read this form/,
          send: () =>
            request.post(path, {
              headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
              data: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmina',
            }),
        },
        {
          name: 'cross-site',
          status: 403,
          heading: /Form sent from another website/,
          send: () =>
            request.post(path, {
              headers: { Origin: 'https://evil.example' },
              form: { name: 'Mallory', email: 'm@example.com', phone: '0712345678' },
            }),
        },
      ]
    for (const c of cases) {
      const res = (await c.send()) as Awaited<ReturnType<typeof request.post>>
      expect(res.status(), c.name).toBe(c.status)
      expect(res.headers()['content-type'], c.name).toMatch(/text\/html/)
      expect(await res.text(), c.name).toMatch(c.heading)
    }
    expect(count(table)).toBe(before)
  })
}

test('/sell: a plain form post (no photos, not multipart) is read like the page’s own', async ({
  request,
}) => {
  const before = count('sell_requests')
  const res = await request.post('/sell', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'name=Amina&email=not-an-email',
  })
  expect(res.status()).toBe(400)
  expect(await res.text()).toMatch(/Please correct the highlighted fields/)
  expect(count('sell_requests')).toBe(before)
})
