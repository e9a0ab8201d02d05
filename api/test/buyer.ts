// A buyer signed in to the customer portal as a buyer is: a link asked for, read from the
// outbox and used. For the tests of what a signed-in buyer reads and sends.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../src/index'
import { SECURE_BUYER_COOKIE } from '../src/resources/account/account.contract'
import { outbox } from '../src/resources/outbox/outbox.table'
import {
  buildCarEnquiry,
  buildContactMessage,
  buildImportRequest,
  buildSellRequest,
  buildTestDrive,
} from '../src/seed/factories'
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

/** The secure session cookie's name: the tests' apps have an https PUBLIC_URL. */
export const BUYER_SESSION_COOKIE = SECURE_BUYER_COOKIE

/** `init` as a JSON request of the buyer whose session cookie is `cookie`; none: a visitor. */
export function asBuyer(cookie: string | null, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
      ...(cookie ? { Cookie: `${BUYER_SESSION_COOKIE}=${cookie}` } : {}),
    },
  }
}

/** Who posts a public form: a buyer's session cookie, and headers of the page it comes from. */
export type FormSender = { cookie?: string | null; headers?: Record<string, string> }

/** A public form's post to `path` (`/api/...`), which must be taken: the lead it made. */
export async function postForm(
  app: TestApp,
  { path, body }: { path: string; body: unknown },
  { cookie = null, headers = {} }: FormSender = {},
): Promise<{ id: string; reference: string }> {
  const res = await app.request(
    path,
    asBuyer(cookie, { method: 'POST', body: JSON.stringify(body), headers }),
  )
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201)
  return (await res.json()) as { id: string; reference: string }
}

type Fields = Record<string, unknown>
/** A value for each of the five forms a visitor sends a lead with. */
export type EachLeadForm<T> = { enquiry: T; testDrive: T; sell: T; contact: T; order: T }

/**
 * One lead of every form kind about the car `carId`, each posted through `post` in this
 * order: an enquiry, a test drive, a car to sell, a message, an import order. `own` holds
 * each form's fields over the factory's (the sender's name, address and phone among them).
 */
export async function postLeadOfEachForm<T>(
  post: (path: string, body: Fields) => Promise<T>,
  carId: string,
  own: Partial<EachLeadForm<Fields>> = {},
): Promise<EachLeadForm<T>> {
  const enquiry = await post('/api/enquiries', { ...buildCarEnquiry({ carId }), ...own.enquiry })
  const testDrive = await post('/api/test-drives', {
    ...buildTestDrive({ carId }),
    ...own.testDrive,
  })
  const sell = await post('/api/sell-requests', { ...buildSellRequest(), ...own.sell })
  const contact = await post('/api/contact-messages', {
    ...buildContactMessage(),
    ...own.contact,
  })
  const order = await post('/api/import-requests', { ...buildImportRequest(), ...own.order })
  return { enquiry, testDrive, sell, contact, order }
}
