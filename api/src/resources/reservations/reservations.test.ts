// Reserving a car with an M-Pesa deposit, against the Daraja stand-in over real HTTP:
// each result code, the callback's secret, forged and replayed callbacks, a wrong
// amount, the server's own query when no callback comes, the two-buyers race, a late
// second payment (refund due), the payment window and the hold ending.
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  CAR_ALREADY_RESERVED_MESSAGE,
  CAR_HAS_RESERVATIONS_MESSAGE,
  depositFor,
  DEFAULT_RESERVATION_SETTINGS,
  MPESA_PHONE_MESSAGE,
  RESERVATION_CONSENT_MESSAGE,
  reservationViewRecord,
  SOMEONE_PAYING_MESSAGE,
  type CarInput,
} from '../../contract'
import { type PHONE_ANSWERS } from '../../mpesa/stand-in'
import { cars } from '../cars/cars.table'
import { paymentsFromEnv, QUERY_AFTER_MS, settlePayments } from './reservations.payments'
import { endHolds } from './reservations.repository'
import { reservationEvents, reservations } from './reservations.table'
import { authHeaders, jsonInit, postNewCar, staffAccount } from '../../../test/helpers'
import { standInApp } from '../../../test/stand-in'

const SECRET = 'test-callback-secret-0123456789'
const { app, db, env, standIn } = await standInApp({ secret: SECRET, limits: 'off' })

afterAll(() => standIn.close())

const MINUTE = 60_000
const later = (ms: number) => new Date(Date.now() + ms)

async function newCar(over: Partial<CarInput> = {}) {
  const { token } = await staffAccount(db, 'admin')
  const car: Partial<CarInput> = { availability: 'In Stock', ...over }
  const { res } = await postNewCar(app, token, { prefix: 'rsv', car })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: string; price: number }
}

const buyer = (carId: string, over: Record<string, unknown> = {}) => ({
  carId,
  name: 'Wanjiru Kamau',
  phone: '0712 345 678',
  email: 'wanjiru@example.co.ke',
  consent: true,
  ...over,
})

async function reserve(carId: string, over: Record<string, unknown> = {}) {
  return app.request('/api/reservations', jsonInit('POST', buyer(carId, over)))
}

async function reserved(carId: string) {
  const res = await reserve(carId)
  expect(res.status).toBe(201)
  const { token, reference } = (await res.json()) as { token: string; reference: string }
  const row = db.select().from(reservations).where(eq(reservations.token, token)).get()!
  return { token, reference, row, push: standIn.pushes.get(row.checkoutRequestId!)! }
}

const view = async (token: string) => {
  const res = await app.request(`/api/reservation-status/${token}`)
  expect(res.status).toBe(200)
  return reservationViewRecord
    .extend({})
    .passthrough()
    .parse(await res.json())
}

const callback = (body: unknown, secret = SECRET) =>
  app.request(`/api/mpesa-callbacks/${secret}`, jsonInit('POST', body))

const availability = (carId: string) =>
  db.select({ a: cars.availability }).from(cars).where(eq(cars.id, carId)).get()?.a

const events = (id: string) =>
  db
    .select({ kind: reservationEvents.kind })
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, id))
    .all()
    .map((e) => e.kind)

/** The buyer answers on the phone; the callback is delivered to the app. */
async function answer(checkoutRequestId: string, how: keyof typeof PHONE_ANSWERS) {
  const { push } = await standIn.answer(checkoutRequestId, how, { callback: false })
  if (how === 'no-answer') return
  const res = await callback(standIn.callbackOf(push))
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
}

describe('reserving a car', () => {
  it('pushes the deposit to the phone, and the confirmed payment holds the car', async () => {
    const car = await newCar({ price: 5_800_000 })
    const { token, reference, row, push } = await reserved(car.id)
    expect(reference).toMatch(/^RSV[A-Z2-9]{7}$/)
    expect(push).toMatchObject({
      amount: depositFor(5_800_000, DEFAULT_RESERVATION_SETTINGS),
      phone: '254712345678',
      accountReference: reference,
      callbackUrl: expect.stringMatching(new RegExp(`/api/mpesa-callbacks/${SECRET}$`)),
    })
    const waiting = await view(token)
    expect(waiting).toMatchObject({
      status: 'awaiting-payment',
      amount: 116_000,
      phone: '2547*****678',
      car: { id: car.id, price: 5_800_000 },
      standInPhone: `${standIn.url}/phone`,
    })
    expect(JSON.stringify(waiting)).not.toContain('Wanjiru')
    expect(
      (await app.request(`/api/reservation-status/${token}`)).headers.get('Cache-Control'),
    ).toMatch(/no-store|private/)

    await answer(row.checkoutRequestId!, 'approve')
    const paid = await view(token)
    expect(paid).toMatchObject({ status: 'paid', outcome: null })
    expect(paid.receipt).toBe(standIn.pushes.get(row.checkoutRequestId!)!.result!.receipt)
    const held = Date.parse(paid.heldUntil!) - Date.now()
    expect(held).toBeGreaterThan(6.9 * 24 * 60 * MINUTE)
    expect(held).toBeLessThan(7.1 * 24 * 60 * MINUTE)
    expect(availability(car.id)).toBe('Reserved')

    // The same callback again changes nothing.
    const before = events(row.id)
    expect(
      (await callback(standIn.callbackOf(standIn.pushes.get(row.checkoutRequestId!)!))).status,
    ).toBe(200)
    expect(events(row.id)).toEqual(before)
    expect(before).toEqual(['requested', 'pushed', 'paid'])

    // A held car is not reserved again.
    const again = await reserve(car.id)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: CAR_ALREADY_RESERVED_MESSAGE })
  })

  it.each([
    ['cancel', 'cancelled'],
    ['wrong-pin', 'wrong-pin'],
    ['insufficient', 'insufficient-balance'],
    ['unreachable', 'unreachable'],
  ] as const)(
    'a payment answered "%s" ends as %s and leaves the car free',
    async (how, outcome) => {
      const car = await newCar()
      const { token, row } = await reserved(car.id)
      await answer(row.checkoutRequestId!, how)
      expect(await view(token)).toMatchObject({ status: 'payment-failed', outcome })
      expect(availability(car.id)).toBe('In Stock')
      expect((await reserve(car.id)).status).toBe(201)
    },
  )

  it('believes no callback alone: a wrong secret, a forged id and a forged result change nothing', async () => {
    const car = await newCar()
    const { token, row, push } = await reserved(car.id)
    const forgedPaid = {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: push.amount },
              { Name: 'MpesaReceiptNumber', Value: 'FORGED1234' },
              { Name: 'TransactionDate', Value: 20261128120000 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    }
    expect((await callback(forgedPaid, 'wrong-secret-0123456789')).status).toBe(404)
    const unknown = structuredClone(forgedPaid)
    unknown.Body.stkCallback.CheckoutRequestID = 'ws_CO_unknown'
    expect((await callback(unknown)).status).toBe(200)
    expect((await callback({ hello: 'world' })).status).toBe(200)
    // The right secret and id, but the phone has not paid: the query says so.
    expect((await callback(forgedPaid)).status).toBe(200)
    expect(await view(token)).toMatchObject({ status: 'awaiting-payment', receipt: null })
    expect(availability(car.id)).toBe('In Stock')
    expect(events(row.id)).toEqual(['requested', 'pushed'])
  })

  it('keeps a payment of another amount for staff to check, and holds nothing', async () => {
    const car = await newCar()
    const { token, push } = await reserved(car.id)
    await standIn.answer(push.checkoutRequestId, 'approve', { callback: false })
    const body = standIn.callbackOf(push)
    const items = body.Body.stkCallback.CallbackMetadata!.Item
    items[0] = { Name: 'Amount', Value: push.amount - 1 }
    await callback(body)
    expect(await view(token)).toMatchObject({ status: 'needs-checking', receipt: null })
    expect(availability(car.id)).toBe('In Stock')
  })

  it('asks Daraja itself when no callback comes within half a minute', async () => {
    const car = await newCar()
    const { token, row } = await reserved(car.id)
    await standIn.answer(row.checkoutRequestId!, 'approve', { callback: false })
    const payments = paymentsFromEnv(env)
    await settlePayments(db, payments, { now: later(QUERY_AFTER_MS - 5000) })
    expect((await view(token)).status).toBe('awaiting-payment')
    await settlePayments(db, payments, { now: later(QUERY_AFTER_MS + 1000) })
    expect(await view(token)).toMatchObject({ status: 'paid', receipt: null })
    expect(availability(car.id)).toBe('Reserved')
    // The callback that comes after all brings the receipt, and nothing else changes.
    await callback(standIn.callbackOf(standIn.pushes.get(row.checkoutRequestId!)!))
    expect((await view(token)).receipt).toMatch(/^[A-Z0-9]{10}$/)
  })

  it('frees the car when the phone never answers', async () => {
    const car = await newCar()
    const { token, row } = await reserved(car.id)
    await answer(row.checkoutRequestId!, 'no-answer')
    await settlePayments(db, paymentsFromEnv(env), { now: later(4 * MINUTE) })
    expect(await view(token)).toMatchObject({ status: 'payment-failed', outcome: 'no-answer' })
    expect((await reserve(car.id)).status).toBe(201)
  })

  it('lets one of two buyers at once pay; the other is told to try again', async () => {
    const car = await newCar()
    const answers = await Promise.all([
      reserve(car.id),
      reserve(car.id, { name: 'Otieno Odhiambo', phone: '0722 000 111' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
    const refused = answers.find((r) => r.status === 409)!
    expect(await refused.json()).toEqual({ error: SOMEONE_PAYING_MESSAGE })
    const waiting = db
      .select()
      .from(reservations)
      .where(eq(reservations.carId, car.id))
      .all()
      .filter((r) => r.status === 'awaiting-payment')
    expect(waiting).toHaveLength(1)
  })

  it('records a late second payment for a car held meanwhile as refund due', async () => {
    const car = await newCar()
    const first = await reserved(car.id)
    // The first buyer's push runs out here (the stand-in still holds it open)...
    await settlePayments(db, paymentsFromEnv(env), { now: later(4 * MINUTE) })
    // ...a second buyer pays and holds the car...
    const second = await reserved(car.id)
    await answer(second.row.checkoutRequestId!, 'approve')
    expect((await view(second.token)).status).toBe('paid')
    // ...and then the first buyer's payment goes through after all.
    await answer(first.row.checkoutRequestId!, 'approve')
    expect(await view(first.token)).toMatchObject({ status: 'refund-due' })
    expect((await view(second.token)).status).toBe('paid')
    expect(events(first.row.id)).toContain('refund-due')
  })

  it('gives the car back when the hold ends', async () => {
    const car = await newCar({ availability: 'Pre-Order' })
    const { token, row } = await reserved(car.id)
    await answer(row.checkoutRequestId!, 'approve')
    expect(availability(car.id)).toBe('Reserved')
    expect(endHolds(db, later(8 * 24 * 60 * MINUTE))).toBeGreaterThanOrEqual(1)
    expect((await view(token)).status).toBe('expired')
    expect(availability(car.id)).toBe('Pre-Order')
  })

  it('refuses a sold car, bad details, and deleting a car with reservations', async () => {
    const sold = await newCar({ availability: 'Sold' })
    expect((await reserve(sold.id)).status).toBe(409)
    const car = await newCar()
    const bad = await reserve(car.id, { phone: '0212 345 678', consent: false })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      phone: MPESA_PHONE_MESSAGE,
      consent: RESERVATION_CONSENT_MESSAGE,
    })
    expect((await reserve('no-such-car')).status).toBe(404)

    await reserved(car.id)
    const { token } = await staffAccount(db, 'admin')
    const del = await app.request(`/api/cars/${car.id}`, {
      method: 'DELETE',
      headers: authHeaders(token),
    })
    expect(del.status).toBe(409)
    expect(await del.json()).toEqual({ error: CAR_HAS_RESERVATIONS_MESSAGE })
  })

  it('answers 404 for a token nobody was given', async () => {
    expect((await app.request('/api/reservation-status/nope')).status).toBe(404)
  })

  it("takes a visitor's post for a new record only: a post under one needs staff", async () => {
    for (const path of ['/api/reservations/some-id', '/api/contact-messages/some-id']) {
      const res = await app.request(path, jsonInit('POST', { action: 'sell' }))
      expect(res.status, path).toBe(401)
    }
  })
})
