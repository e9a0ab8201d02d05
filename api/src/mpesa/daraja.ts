// A client for Safaricom's Daraja API, the three calls a deposit needs: an OAuth token
// (client credentials), an STK push (stkpush/v1/processrequest) and its query
// (stkpushquery/v1/query). The same client talks to Safaricom's sandbox, production, or
// the local stand-in (stand-in.ts), which differ only in their base URL and keys.
import { z } from 'zod'
import { ACCOUNT_REFERENCE_MAX, darajaTimestamp, TRANSACTION_DESC_MAX } from '../contract/mpesa'

export const DARAJA_BASE_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const

export type DarajaConfig = {
  baseUrl: string
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
}

/** A call Daraja refused or could not answer: its HTTP status and what it said. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message)
    this.name = 'DarajaError'
  }
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
})

const pushAnswerSchema = z.object({
  MerchantRequestID: z.string().min(1),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string().optional(),
})

const queryAnswerSchema = z.object({
  ResponseCode: z.string(),
  ResultCode: z.coerce.number().int(),
  ResultDesc: z.string(),
})

const errorSchema = z.object({ errorCode: z.string(), errorMessage: z.string() })

/** Daraja's "still waiting for the buyer" answer to a query, an error by its shape. */
const STILL_PROCESSING = '500.001.1001'

export type StkPush = {
  /** Whole shillings. */
  amount: number
  /** 2547XXXXXXXX or 2541XXXXXXXX (normaliseMpesaPhone). */
  phone: string
  callbackUrl: string
  /** Shown on the buyer's phone; cut to Daraja's 12 characters. */
  accountReference: string
  description: string
}

export type StkQueryResult =
  { state: 'pending' } | { state: 'done'; resultCode: number; resultDesc: string }

export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64')
}

export function createDarajaClient(
  config: DarajaConfig,
  { fetch: fetchImpl = fetch, now = () => new Date(), timeoutMs = 15_000 } = {},
) {
  let token: { value: string; expiresAt: number } | null = null

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let res: Response
    try {
      res = await fetchImpl(`${config.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new DarajaError(`Daraja did not answer ${path}: ${String(cause)}`, 0, null)
    }
    const text = await res.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    return { status: res.status, body }
  }

  function refused(path: string, status: number, body: unknown): DarajaError {
    const error = errorSchema.safeParse(body)
    return error.success
      ? new DarajaError(`${path}: ${error.data.errorMessage}`, status, error.data.errorCode)
      : new DarajaError(`${path} answered ${status}`, status, null)
  }

  async function accessToken(): Promise<string> {
    // A minute's margin, so a token never expires between here and Daraja.
    if (token && token.expiresAt - 60_000 > now().getTime()) return token.value
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')
    const path = '/oauth/v1/generate?grant_type=client_credentials'
    const { status, body } = await call(path, { headers: { authorization: `Basic ${basic}` } })
    const parsed = tokenSchema.safeParse(body)
    if (status !== 200 || !parsed.success) throw refused(path, status, body)
    token = {
      value: parsed.data.access_token,
      expiresAt: now().getTime() + parsed.data.expires_in * 1000,
    }
    return token.value
  }

  async function post(path: string, payload: Record<string, unknown>) {
    const bearer = await accessToken()
    const answer = await call(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
    // A token Daraja no longer knows: forget it, so the next call asks for another.
    if (answer.status === 401) token = null
    return answer
  }

  function credentials() {
    const timestamp = darajaTimestamp(now())
    return {
      BusinessShortCode: config.shortcode,
      Password: darajaPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
    }
  }

  return {
    /** Sends the payment request to the buyer's phone; its ids name it from then on. */
    async stkPush(push: StkPush) {
      if (!Number.isInteger(push.amount) || push.amount < 1)
        throw new RangeError(`An STK push amount is whole shillings, not ${push.amount}`)
      const path = '/mpesa/stkpush/v1/processrequest'
      const { status, body } = await post(path, {
        ...credentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: push.amount,
        PartyA: push.phone,
        PartyB: config.shortcode,
        PhoneNumber: push.phone,
        CallBackURL: push.callbackUrl,
        AccountReference: push.accountReference.slice(0, ACCOUNT_REFERENCE_MAX),
        TransactionDesc: push.description.slice(0, TRANSACTION_DESC_MAX),
      })
      const parsed = pushAnswerSchema.safeParse(body)
      if (status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0')
        throw refused(path, status, body)
      return {
        merchantRequestId: parsed.data.MerchantRequestID,
        checkoutRequestId: parsed.data.CheckoutRequestID,
      }
    },

    /** What became of a push: still pending on the phone, or its result code. */
    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const path = '/mpesa/stkpushquery/v1/query'
      const { status, body } = await post(path, {
        ...credentials(),
        CheckoutRequestID: checkoutRequestId,
      })
      const parsed = queryAnswerSchema.safeParse(body)
      if (status === 200 && parsed.success)
        return {
          state: 'done',
          resultCode: parsed.data.ResultCode,
          resultDesc: parsed.data.ResultDesc,
        }
      const error = errorSchema.safeParse(body)
      if (error.success && error.data.errorCode === STILL_PROCESSING) return { state: 'pending' }
      throw refused(path, status, body)
    },
  }
}

export type DarajaClient = ReturnType<typeof createDarajaClient>
