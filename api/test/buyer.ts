// A buyer signed in to the customer portal as a buyer is: a link asked for, read from the
// outbox and used. For the tests of what a signed-in buyer reads and sends.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../src/index'
import { outbox } from '../src/resources/outbox/outbox.table'
import { jsonInit, type TestApp } from './helpers'

/** Signs `email` in with a fresh link; the value of the session cookie it sets. */
export async function signInBuyer(app: TestApp, db: Db, email: string): Promise<string> {
  await app.request('/api/account/sign-in-links', jsonInit('POST', { email }))
  const mail = db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .all()
    .filter((m) => m.purpose === 'sign-in-link')
    .at(-1)!
  const token = mail.text.match(/\/account\/sign-in\/([A-Za-z0-9_-]+)/)![1]
  const res = await app.request('/api/account/sessions', jsonInit('POST', { token }))
  expect(res.status).toBe(201)
  return res.headers.get('Set-Cookie')!.match(/^(?:__Host-)?buyer=([^;]+)/)![1]!
}
