// The Daraja stand-in's phone, answered over HTTP: a buyer approving or cancelling the
// payment request of a reservation, without a browser.
import { expect, type APIRequestContext } from '@playwright/test'
import { answerStandInPush } from '../../../scripts/lib/stand-in-phone.mjs'

/** Answers a reservation's payment request on the stand-in, over HTTP. */
export async function answerByRequest(
  request: APIRequestContext,
  r: { token: string; reference: string },
  how: 'approve' | 'cancel',
) {
  const status = (await (await request.get(`/api/reservation-status/${r.token}`)).json()) as {
    standInPhone: string
  }
  expect(await answerStandInPush(status.standInPhone, r.reference, how)).toBe(303)
}
