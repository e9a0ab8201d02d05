// Staff sign-out ends the session cookie whatever the clock says. Firebase's revocation
// compares whole seconds: a cookie minted in the second of the sign-out outlives it, so
// the API keeps the signed-out cookies (by their SHA-256) until they expire, and refuses
// them wherever a session cookie is read.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signedOutCookies } from './session.table'
import { emulatorAccount, jsonInit, makeApp, staffAccount } from '../../../test/helpers'

const { app, db } = makeApp()
const cookieOf = (res: Response) => (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Waits for the start of a second, so what follows happens within it. */
async function startOfASecond() {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)))
}

async function signIn(email: string) {
  const { token } = await emulatorAccount(email)
  const res = await app.request(
    'http://localhost/api/session',
    jsonInit('POST', { idToken: token }),
  )
  expect(res.status).toBe(200)
  return cookieOf(res)
}

const signOut = (cookie: string) =>
  app.request('http://localhost/api/session', { method: 'DELETE', headers: { Cookie: cookie } })

describe('signing out', () => {
  it('refuses the cookie at once, even when it was minted in the same second', async () => {
    const member = await staffAccount(db, 'sales', { tag: 'same-second' })
    for (let round = 0; round < 4; round++) {
      await startOfASecond()
      const cookie = await signIn(member.email)
      const read = () => app.request('/api/contact-messages', { headers: { Cookie: cookie } })
      expect((await read()).status).toBe(200)
      const out = await signOut(cookie)
      expect(out.status).toBe(200)
      expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
      const after = await read()
      expect(after.status, `round ${round}`).toBe(401)
      expect(await after.json()).toEqual({ error: 'User not authenticated' })
      // A signed-out cookie is nobody on a public read either (staff there see drafts).
      const brands = await app.request('/api/brands', { headers: { Cookie: cookie } })
      expect(brands.headers.get('Cache-Control')).toBe('no-store')
      // Signing out again with it changes nothing; the list holds only its hash.
      expect((await signOut(cookie)).status).toBe(200)
      const value = cookie.replace(/^session=/, '')
      const listed = db.select().from(signedOutCookies).all()
      expect(listed.filter((r) => r.cookieHash === sha256(value))).toHaveLength(1)
      expect(JSON.stringify(listed)).not.toContain(value)
    }
  })

  it('lists only genuine cookies, each until it would have expired; expired rows go', async () => {
    const before = db.select().from(signedOutCookies).all().length
    expect((await signOut('session=made-up-cookie')).status).toBe(200)
    expect(db.select().from(signedOutCookies).all()).toHaveLength(before)

    db.insert(signedOutCookies)
      .values({
        cookieHash: sha256('long-gone'),
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      })
      .run()
    const member = await staffAccount(db, 'sales', { tag: 'prune' })
    const cookie = await signIn(member.email)
    const now = Date.now()
    expect((await signOut(cookie)).status).toBe(200)
    const rows = db.select().from(signedOutCookies).all()
    expect(rows.some((r) => r.cookieHash === sha256('long-gone'))).toBe(false)
    const row = rows.find((r) => r.cookieHash === sha256(cookie.replace(/^session=/, '')))!
    // Firebase session cookies here live five days: listed no shorter than that.
    const days = (Date.parse(row.expiresAt) - now) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(5)
    expect(days).toBeLessThan(5.01)
  })
})
