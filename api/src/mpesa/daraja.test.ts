// The Daraja client against the stand-in, over real HTTP, with a real callback receiver.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  normaliseMpesaPhone,
  outcomeOfResultCode,
  paymentOfCallback,
  stkCallbackSchema,
  darajaTimestamp,
} from '../contract/mpesa'
import { createDarajaClient, DarajaError, darajaPassword } from './daraja'
import { PHONE_ANSWERS, STAND_IN_KEYS, startDarajaStandIn, type StandIn } from './stand-in'

let standIn: StandIn
let receiver: Server
let callbackUrl: string
const callbacks: unknown[] = []

beforeAll(async () => {
  standIn = await startDarajaStandIn()
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      callbacks.push(JSON.parse(body))
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ResultCode":0,"ResultDesc":"Accepted"}')
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/mpesa/callback/s3cret`
})

afterAll(async () => {
  await standIn.close()
  await new Promise((r) => receiver.close(r))
})

const client = () => createDarajaClient({ baseUrl: standIn.url, ...STAND_IN_KEYS })
const push = (
  c = client(),
  over: Partial<Parameters<ReturnType<typeof client>['stkPush']>[0]> = {},
) =>
  c.stkPush({
    amount: 50_000,
    phone: '254712345678',
    callbackUrl,
    accountReference: 'RSV-7KQ2',
    description: 'Car deposit',
    ...over,
  })

describe('normaliseMpesaPhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112 345 678', '254112345678'],
    ['+254 712-345-678', '254712345678'],
    ['254112345678', '254112345678'],
    [' 0799000111 ', '254799000111'],
  ])('%s is %s', (input, phone) => expect(normaliseMpesaPhone(input)).toBe(phone))

  it.each(['071234567', '07123456789', '0212345678', '+255712345678', '712345678', 'phone', ''])(
    'refuses %j',
    (input) => expect(normaliseMpesaPhone(input)).toBeNull(),
  )
})

describe('result codes', () => {
  it('maps the documented codes, and any other to failed', () => {
    expect(outcomeOfResultCode(0)).toBe('paid')
    expect(outcomeOfResultCode(1)).toBe('insufficient-balance')
    expect(outcomeOfResultCode(1032)).toBe('cancelled')
    expect(outcomeOfResultCode(1037)).toBe('unreachable')
    expect(outcomeOfResultCode(2001)).toBe('wrong-pin')
    expect(outcomeOfResultCode(1019)).toBe('no-answer')
    expect(outcomeOfResultCode(1001)).toBe('failed')
    expect(outcomeOfResultCode(9999)).toBe('failed')
  })

  it('writes the timestamp in Nairobi time and the password from it', () => {
    const stamp = darajaTimestamp(new Date('2026-11-28T21:05:09Z'))
    expect(stamp).toBe('20261129000509')
    expect(Buffer.from(darajaPassword('174379', 'key', stamp), 'base64').toString()).toBe(
      `174379key${stamp}`,
    )
  })
})

describe('the client against the stand-in', () => {
  it('pushes, sees the push pending, and reads the paid result and its callback', async () => {
    const c = client()
    const { checkoutRequestId, merchantRequestId } = await push(c)
    expect(checkoutRequestId).toMatch(/^ws_CO_/)
    expect(await c.stkQuery(checkoutRequestId)).toEqual({ state: 'pending' })

    const { callbackStatus } = await standIn.answer(checkoutRequestId, 'approve')
    expect(callbackStatus).toBe(200)
    const callback = stkCallbackSchema.parse(callbacks.at(-1))
    expect(callback.Body.stkCallback).toMatchObject({
      CheckoutRequestID: checkoutRequestId,
      MerchantRequestID: merchantRequestId,
      ResultCode: 0,
    })
    const paid = paymentOfCallback(callback)
    expect(paid).toMatchObject({ amount: 50_000, phone: '254712345678' })
    expect(paid?.receipt).toMatch(/^[A-Z0-9]{10}$/)
    expect(Date.now() - Date.parse(paid!.paidAt)).toBeLessThan(60_000)

    expect(await c.stkQuery(checkoutRequestId)).toMatchObject({ state: 'done', resultCode: 0 })
  })

  it.each(['cancel', 'wrong-pin', 'insufficient', 'unreachable'] as const)(
    'a push answered "%s" calls back with its code and no payment',
    async (how) => {
      const c = client()
      const { checkoutRequestId } = await push(c)
      await standIn.answer(checkoutRequestId, how)
      const callback = stkCallbackSchema.parse(callbacks.at(-1))
      expect(callback.Body.stkCallback.ResultCode).toBe(PHONE_ANSWERS[how].code)
      expect(callback.Body.stkCallback.CallbackMetadata).toBeUndefined()
      expect(paymentOfCallback(callback)).toBeNull()
      const result = await c.stkQuery(checkoutRequestId)
      expect(result).toMatchObject({ state: 'done', resultCode: PHONE_ANSWERS[how].code })
    },
  )

  it('a push nobody answers posts no callback, and the query says it expired', async () => {
    const c = client()
    const { checkoutRequestId } = await push(c)
    const before = callbacks.length
    await standIn.answer(checkoutRequestId, 'no-answer')
    expect(callbacks.length).toBe(before)
    const result = await c.stkQuery(checkoutRequestId)
    expect(result).toMatchObject({ state: 'done', resultCode: 1019 })
    expect(outcomeOfResultCode(result.state === 'done' ? result.resultCode : -1)).toBe('no-answer')
  })

  it('asks for a token once and uses it until it nearly expires', async () => {
    const asked: string[] = []
    const c = createDarajaClient(
      { baseUrl: standIn.url, ...STAND_IN_KEYS },
      {
        fetch: (input, init) => {
          asked.push(new URL(String(input)).pathname)
          return fetch(input, init)
        },
      },
    )
    await push(c)
    await push(c)
    expect(asked.filter((p) => p === '/oauth/v1/generate')).toHaveLength(1)
    expect(asked.filter((p) => p === '/mpesa/stkpush/v1/processrequest')).toHaveLength(2)
  })

  it('cuts the account reference and description to Daraja’s limits', async () => {
    const { checkoutRequestId } = await push(client(), {
      accountReference: 'RESERVATION-123456',
      description: 'Deposit for a Range Rover',
    })
    const held = standIn.pushes.get(checkoutRequestId)!
    expect(held.accountReference).toBe('RESERVATION-')
    expect(held.description).toBe('Deposit for a')
  })

  it('refuses a fractional amount before calling Daraja', async () => {
    await expect(push(client(), { amount: 100.5 })).rejects.toThrow(RangeError)
  })

  it('says what Daraja refused: wrong keys, a wrong passkey, a bad phone, an unknown push', async () => {
    const wrongKeys = createDarajaClient({
      baseUrl: standIn.url,
      ...STAND_IN_KEYS,
      consumerSecret: 'nope',
    })
    await expect(push(wrongKeys)).rejects.toMatchObject({
      name: 'DarajaError',
      status: 400,
      code: '400.008.01',
    })
    const wrongPasskey = createDarajaClient({
      baseUrl: standIn.url,
      ...STAND_IN_KEYS,
      passkey: 'nope',
    })
    await expect(push(wrongPasskey)).rejects.toThrow(/Invalid Password/)
    await expect(push(client(), { phone: '0712345678' })).rejects.toThrow(/Invalid PhoneNumber/)
    await expect(client().stkQuery('ws_CO_unknown')).rejects.toBeInstanceOf(DarajaError)
  })

  it('says when Daraja does not answer at all', async () => {
    const gone = createDarajaClient({ baseUrl: 'http://127.0.0.1:9', ...STAND_IN_KEYS })
    await expect(push(gone)).rejects.toMatchObject({ name: 'DarajaError', status: 0 })
  })
})

describe("the stand-in's phone page", () => {
  it('lists the waiting push and answers it from a form, with a way back to the site', async () => {
    const { checkoutRequestId } = await push(client(), { accountReference: 'RSV-PHONE' })
    const site = new URL(callbackUrl).origin
    const page = await (
      await fetch(`${standIn.url}/phone?return=${encodeURIComponent(`${site}/reservations/abc`)}`)
    ).text()
    expect(page).toContain('Pay KES 50,000 to 174379, account RSV-PHONE?')
    expect(page).toContain(`href="${site}/reservations/abc"`)

    const answered = await fetch(`${standIn.url}/phone/${checkoutRequestId}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'cancel', return: `${site}/reservations/abc` }),
      redirect: 'manual',
    })
    expect(answered.status).toBe(303)
    expect(answered.headers.get('location')).toContain('answered=cancel')
    expect(stkCallbackSchema.parse(callbacks.at(-1)).Body.stkCallback.ResultCode).toBe(1032)
    const after = await (await fetch(`${standIn.url}${answered.headers.get('location')}`)).text()
    expect(after).toContain('Answered: Cancel.')
    expect(after).not.toContain('account RSV-PHONE?')
  })

  it('links back only to the site the callbacks go to', async () => {
    const page = await (
      await fetch(`${standIn.url}/phone?return=${encodeURIComponent('https://evil.example/x')}`)
    ).text()
    expect(page).not.toContain('evil.example')
  })

  it('refuses an answer it does not know', async () => {
    const { checkoutRequestId } = await push(client())
    const res = await fetch(`${standIn.url}/phone/${checkoutRequestId}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'steal' }),
    })
    expect(res.status).toBe(404)
    expect(standIn.pushes.get(checkoutRequestId)?.result).toBeNull()
  })
})
