// A local stand-in for Safaricom's Daraja: the OAuth token, the STK push and its query,
// checked as Daraja checks them (keys, password, field limits), and the callback sent
// when the buyer answers. Its page /phone plays the buyer's phone: approve, cancel,
// a wrong PIN, too little balance, out of reach, or no answer. `npm start` runs it when
// no Daraja keys are set, and the tests use it; it keeps its requests in memory.
import { serve } from '@hono/node-server'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { ACCOUNT_REFERENCE_MAX, TRANSACTION_DESC_MAX } from '../contract/mpesa'
import { darajaPassword, type DarajaConfig } from './daraja'
import { STAND_IN_KEYS } from './stand-in-keys'
import { isPhoneAnswer, PHONE_ANSWERS, phonePage, type PhoneAnswer } from './stand-in-phone'

export { PHONE_ANSWERS, STAND_IN_KEYS, type PhoneAnswer }

export type StandInPush = {
  merchantRequestId: string
  checkoutRequestId: string
  amount: number
  phone: string
  accountReference: string
  description: string
  callbackUrl: string
  requestedAt: number
  /** Set once the buyer answered, or the push expired. */
  result: { code: number; desc: string; receipt: string | null; at: number } | null
}

type Options = {
  port?: number
  host?: string
  keys?: Omit<DarajaConfig, 'baseUrl'>
  /** How long a push waits for the buyer before it expires (Daraja: about 90 s). */
  lifetimeMs?: number
}

const TIMESTAMP = /^\d{14}$/
const PHONE = /^254[17]\d{8}$/

function darajaError(status: 400 | 401 | 500, errorCode: string, errorMessage: string) {
  return {
    status,
    body: { requestId: randomBytes(6).toString('hex'), errorCode, errorMessage },
  }
}

const receiptNumber = () =>
  Array.from(randomBytes(10), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[b % 34]).join('')

/** The Daraja stand-in's HTTP app and its state, without a listening socket. */
export function createStandIn({ keys = STAND_IN_KEYS, lifetimeMs = 90_000 }: Options = {}) {
  const tokens = new Set<string>()
  const pushes = new Map<string, StandInPush>()
  const app = new Hono()

  const authorised = (header: string | undefined) =>
    !!header?.startsWith('Bearer ') && tokens.has(header.slice('Bearer '.length))

  function expire(push: StandInPush, now = Date.now()) {
    if (!push.result && now - push.requestedAt > lifetimeMs) {
      const { code, desc } = PHONE_ANSWERS['no-answer']
      push.result = { code, desc, receipt: null, at: now }
    }
  }

  app.get('/oauth/v1/generate', (c) => {
    const expected = Buffer.from(`${keys.consumerKey}:${keys.consumerSecret}`).toString('base64')
    if (c.req.query('grant_type') !== 'client_credentials')
      return c.json(darajaError(400, '400.008.02', 'Invalid grant type passed').body, 400)
    if (c.req.header('authorization') !== `Basic ${expected}`)
      return c.json(darajaError(400, '400.008.01', 'Invalid Authentication passed').body, 400)
    const token = randomBytes(16).toString('base64url')
    tokens.add(token)
    return c.json({ access_token: token, expires_in: '3599' })
  })

  /** The credentials every POST carries: the shortcode and the password of its time. */
  function credentialsError(body: Record<string, unknown>) {
    if (body.BusinessShortCode !== keys.shortcode)
      return darajaError(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode')
    if (typeof body.Timestamp !== 'string' || !TIMESTAMP.test(body.Timestamp))
      return darajaError(400, '400.002.02', 'Bad Request - Invalid Timestamp')
    if (body.Password !== darajaPassword(keys.shortcode, keys.passkey, body.Timestamp))
      return darajaError(400, '400.002.02', 'Bad Request - Invalid Password')
    return null
  }

  async function jsonBody(req: Request): Promise<Record<string, unknown> | null> {
    try {
      const body: unknown = await req.json()
      return body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : null
    } catch {
      return null
    }
  }

  /** The JSON body of an authorised POST with the right credentials, or Daraja's refusal. */
  async function acceptedBody(
    req: Request,
  ): Promise<{ body: Record<string, unknown> } | { refusal: ReturnType<typeof darajaError> }> {
    if (!authorised(req.headers.get('authorization') ?? undefined))
      return { refusal: darajaError(401, '404.001.03', 'Invalid Access Token') }
    const body = await jsonBody(req)
    if (!body) return { refusal: darajaError(400, '400.002.02', 'Bad Request - Invalid JSON') }
    const refused = credentialsError(body)
    return refused ? { refusal: refused } : { body }
  }

  app.post('/mpesa/stkpush/v1/processrequest', async (c) => {
    const got = await acceptedBody(c.req.raw)
    if ('refusal' in got) return c.json(got.refusal.body, got.refusal.status)
    const body = got.body
    const invalid = (field: string) =>
      c.json(darajaError(400, '400.002.02', `Bad Request - Invalid ${field}`).body, 400)
    if (
      body.TransactionType !== 'CustomerPayBillOnline' &&
      body.TransactionType !== 'CustomerBuyGoodsOnline'
    )
      return invalid('TransactionType')
    const amount = Number(body.Amount)
    if (!Number.isInteger(amount) || amount < 1) return invalid('Amount')
    if (typeof body.PhoneNumber !== 'string' || !PHONE.test(body.PhoneNumber))
      return invalid('PhoneNumber')
    if (body.PartyA !== body.PhoneNumber) return invalid('PartyA')
    if (body.PartyB !== keys.shortcode) return invalid('PartyB')
    let callbackUrl: URL
    try {
      callbackUrl = new URL(String(body.CallBackURL))
    } catch {
      return invalid('CallBackURL')
    }
    const reference = String(body.AccountReference ?? '')
    if (reference.length < 1 || reference.length > ACCOUNT_REFERENCE_MAX)
      return invalid('AccountReference')
    const description = String(body.TransactionDesc ?? '')
    if (description.length < 1 || description.length > TRANSACTION_DESC_MAX)
      return invalid('TransactionDesc')
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
    const push: StandInPush = {
      merchantRequestId: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}-1`,
      checkoutRequestId: `ws_CO_${stamp}${randomBytes(5).toString('hex')}`,
      amount,
      phone: body.PhoneNumber,
      accountReference: reference,
      description,
      callbackUrl: callbackUrl.href,
      requestedAt: Date.now(),
      result: null,
    }
    pushes.set(push.checkoutRequestId, push)
    return c.json({
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    })
  })

  app.post('/mpesa/stkpushquery/v1/query', async (c) => {
    const got = await acceptedBody(c.req.raw)
    if ('refusal' in got) return c.json(got.refusal.body, got.refusal.status)
    const body = got.body
    const push = pushes.get(String(body.CheckoutRequestID))
    if (!push)
      return c.json(
        darajaError(400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID').body,
        400,
      )
    expire(push)
    if (!push.result)
      return c.json(
        darajaError(500, '500.001.1001', 'The transaction is being processed').body,
        500,
      )
    return c.json({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: String(push.result.code),
      ResultDesc: push.result.desc,
    })
  })

  /** The callback Daraja would post for an answered push. */
  function callbackOf(push: StandInPush) {
    const result = push.result
    if (!result) throw new Error(`${push.checkoutRequestId} has no answer yet`)
    const stamp = new Date(result.at + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14)
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: result.code,
          ResultDesc: result.desc,
          ...(result.code === 0 && {
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: push.amount },
                { Name: 'MpesaReceiptNumber', Value: result.receipt },
                { Name: 'Balance' },
                { Name: 'TransactionDate', Value: Number(stamp) },
                { Name: 'PhoneNumber', Value: Number(push.phone) },
              ],
            },
          }),
        },
      },
    }
  }

  /**
   * The buyer answers a push. Unless `callback` is false, the callback is posted to
   * the push's URL (as Daraja does; "no answer" posts nothing) and its status returned.
   */
  async function answer(
    checkoutRequestId: string,
    how: PhoneAnswer,
    { callback = true }: { callback?: boolean } = {},
  ): Promise<{ push: StandInPush; callbackStatus: number | null }> {
    const push = pushes.get(checkoutRequestId)
    if (!push) throw new Error(`No push ${checkoutRequestId}`)
    if (push.result) return { push, callbackStatus: null }
    if (how === 'no-answer') {
      // Left to expire: the query tells it once the push's lifetime is over.
      push.requestedAt = Math.min(push.requestedAt, Date.now() - lifetimeMs - 1)
      expire(push)
      return { push, callbackStatus: null }
    }
    const { code, desc } = PHONE_ANSWERS[how]
    push.result = { code, desc, receipt: code === 0 ? receiptNumber() : null, at: Date.now() }
    if (!callback) return { push, callbackStatus: null }
    try {
      const res = await fetch(push.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callbackOf(push)),
        signal: AbortSignal.timeout(10_000),
      })
      return { push, callbackStatus: res.status }
    } catch {
      return { push, callbackStatus: 0 }
    }
  }

  // ------------------------------------------------------------- the buyer's phone

  app.get('/phone', (c) => {
    const back = safeReturn(c.req.query('return'))
    const waiting = [...pushes.values()]
      .filter((p) => (expire(p), !p.result))
      .sort((a, b) => b.requestedAt - a.requestedAt)
    return c.html(
      phonePage({
        waiting,
        back,
        answered: c.req.query('answered') ?? null,
        shortcode: keys.shortcode,
      }),
    )
  })

  app.post('/phone/:id', async (c) => {
    const form = await c.req.parseBody()
    const how = form.answer
    const back = safeReturn(String(form.return ?? ''))
    if (!isPhoneAnswer(how) || !pushes.has(c.req.param('id'))) return c.text('No such request', 404)
    await answer(c.req.param('id'), how)
    const query = new URLSearchParams({ answered: how, ...(back && { return: back }) })
    return c.redirect(`/phone?${query}`, 303)
  })

  /** A way back to the site: only to the address a push's callback goes to. */
  function safeReturn(url: string | undefined): string | null {
    if (!url) return null
    try {
      const target = new URL(url)
      const known = [...pushes.values()].some(
        (p) => new URL(p.callbackUrl).origin === target.origin,
      )
      return known && /^https?:$/.test(target.protocol) ? target.href : null
    } catch {
      return null
    }
  }

  return { app, pushes, answer, callbackOf, keys }
}

export type StandIn = ReturnType<typeof createStandIn> & { url: string; close(): Promise<void> }

/** Starts the stand-in on `host:port` (port 0: any free one); resolves once it listens. */
export async function startDarajaStandIn(options: Options = {}): Promise<StandIn> {
  const standIn = createStandIn(options)
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolve) => {
    const server = serve(
      { fetch: standIn.app.fetch, port: options.port ?? 0, hostname: host },
      (info: AddressInfo) => {
        resolve({
          ...standIn,
          url: `http://${host}:${info.port}`,
          close: () => new Promise<void>((done) => server.close(() => done())),
        })
      },
    )
  })
}
