// The Daraja stand-in's phone, answered over HTTP: a buyer approving or cancelling the
// payment request of a reservation, without a browser.
import { expect, type APIRequestContext } from '@playwright/test'

/** Answers a reservation's payment request on the stand-in, over HTTP. */
export async function answerByRequest(
  request: APIRequestContext,
  r: { token: string; reference: string },
  how: 'approve' | 'cancel',
) {
  const status = (await (await request.get(`/api/reservation-status/${r.token}`)).json()) as {
    standInPhone: string
  }
  const html = await (await request.get(status.standInPhone)).text()
  const at = html.indexOf(`Payment request ${r.reference}`)
  const id = /action="\/phone\/([^"]+)"/.exec(html.slice(at))![1]!
  const res = await request.post(`${new URL(status.standInPhone).origin}/phone/${id}`, {
    form: { answer: how },
    maxRedirects: 0,
  })
  expect(res.status()).toBe(303)
}
