// A lead's page says whether its buyer has signed in to the customer portal, and when;
// an admin ends the buyer's sessions from there. The buyer signs in through the API with
// the link the outbox holds (these servers have no mail server).
import { expect, test, type APIRequestContext } from '@playwright/test'
import { queryDb } from '../support'
import { signIn, unique } from './helpers'

async function signInBuyer(request: APIRequestContext, email: string) {
  const asked = await request.post('/api/account/sign-in-links', { data: { email } })
  expect(asked.status()).toBe(202)
  const [mail] = queryDb<{ text: string }>(
    `SELECT text FROM outbox WHERE "to" = ? AND purpose = 'sign-in-link'
     ORDER BY created_at DESC LIMIT 1`,
    email,
  )
  const token = /\/account\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  expect(token, 'a sign-in link in the outbox').toBeTruthy()
  const started = await request.post('/api/account/sessions', { data: { token } })
  expect(started.status(), await started.text()).toBe(201)
}

test("a lead's page shows the buyer's portal sign-in; an admin ends their sessions", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `portal-${unique()}@example.co.ke`
  const res = await page.request.post('/api/contact-messages', {
    data: { name: 'Wairimu Njoroge', email, subject: 'Sales Inquiry', message: 'Call me.' },
  })
  expect(res.status()).toBe(201)
  const lead = (await res.json()) as { id: string }

  await signIn(page)
  await page.goto(`/admin/leads/${lead.id}`)
  const portal = page.getByTestId('buyer-portal')
  await expect(portal).toContainText('Has not signed in to the customer portal.')

  // The buyer signs in from a device of their own.
  const buyer = await playwright.request.newContext({ baseURL })
  try {
    await signInBuyer(buyer, email)
    await page.reload()
    await expect(portal).toContainText('Last signed in')
    await expect(portal).toContainText('Signed in on 1 device.')
    await portal.getByRole('button', { name: 'End their sessions' }).click()
    await expect(page.getByText("The buyer's sessions are ended")).toBeVisible()
    await expect(portal).toContainText('Signed out everywhere.')
    // The buyer's cookie no longer opens the account.
    expect((await buyer.get('/api/account')).status()).toBe(401)
  } finally {
    await buyer.dispose()
  }
})
