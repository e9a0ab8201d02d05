// A form post whose Origin differs from the host it names (the first X-Forwarded-Host,
// else Host) is refused by the form guard with its 403 page: Remix's own check of the
// same would throw, a 500. The site's own posts, straight or through a proxy that names
// the public host, go through.
import { expect, test } from './fixtures'
import { E2E_BASE_URL, queryDb } from '../support'
import { CONTACT_SUBJECTS } from '../../../api/src/contract/options'

const ownHost = new URL(E2E_BASE_URL).host
const contact = (name: string) => ({
  name,
  email: 'origin.test@example.com',
  phone: '',
  subject: CONTACT_SUBJECTS[0],
  message: 'Which host did this come through?',
})
const stored = (name: string) => queryDb('SELECT id FROM contact_messages WHERE name = ?', name)

test('a post from this origin that names another host gets the 403 page, not a 500', async ({
  request,
}) => {
  for (const forwarded of ['other.example', `other.example, ${ownHost}`]) {
    const name = `Origin Test ${Date.now()} ${forwarded}`
    const res = await request.post('/contact', {
      headers: { Origin: E2E_BASE_URL, 'X-Forwarded-Host': forwarded },
      form: contact(name),
      maxRedirects: 0,
    })
    expect(res.status(), forwarded).toBe(403)
    expect(res.headers()['content-type']).toMatch(/text\/html/)
    expect(res.headers()['cache-control']).toBe('no-store')
    expect(await res.text()).toMatch(/Form sent from another website/)
    expect(stored(name)).toHaveLength(0)
  }
  // Single fetch's data request for the same action: the same refusal.
  const data = await request.post('/contact.data', {
    headers: { Origin: E2E_BASE_URL, 'X-Forwarded-Host': 'other.example' },
    form: contact(`Origin Test ${Date.now()} data`),
    maxRedirects: 0,
  })
  expect(data.status()).toBe(403)
})

test('the site’s own posts go through, straight or named by a proxy', async ({ request }) => {
  const straight: Record<string, string> = { Origin: E2E_BASE_URL }
  for (const headers of [straight, { ...straight, 'X-Forwarded-Host': ownHost }]) {
    const name = `Origin Test ${Date.now()} ${Object.keys(headers).length}`
    const res = await request.post('/contact', { headers, form: contact(name), maxRedirects: 0 })
    expect(res.status(), JSON.stringify(headers)).toBeLessThan(400)
    expect(stored(name)).toHaveLength(1)
  }
})
