// A car page's two forms through the API: POST /api/enquiries and POST /api/test-drives.
// Anyone may post (rate limited); staff who work leads read them.
import { describe, expect, it } from 'vitest'
import type { CarEnquiry, CarInput, TestDrive } from '../../contract'
import { isSunday, TEST_DRIVE_TIMES } from '../../contract'
import {
  buildBrand,
  buildCar,
  buildCarEnquiry,
  buildTestDrive,
  dateInDays,
} from '../../seed/factories'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../../test/helpers'
import { and, eq } from 'drizzle-orm'
import { outbox } from '../outbox/outbox.table'

const { app, db } = makeApp({ env: { TEST_DRIVE_HORIZON_DAYS: '30' } })

async function newCar(): Promise<string> {
  const { token } = await staffAccount(db, 'admin')
  const key = `leads-${Math.random().toString(36).slice(2, 8)}`
  await app.request('/api/brands', jsonInit('POST', buildBrand({ key }), token))
  const res = await app.request('/api/cars', jsonInit('POST', buildCar({ brand: key }), token))
  return ((await res.json()) as { id: string }).id
}

const post = (path: string, body: unknown) => app.request(path, jsonInit('POST', body))

/** The staff alert a new lead queued. */
const alertOf = (leadId: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.leadId, leadId), eq(outbox.purpose, 'lead-alert')))
    .get()

/** The next date from tomorrow on that is (or is not) a Sunday. */
function nextDay(sunday: boolean): string {
  for (let d = 1; ; d++) if (isSunday(dateInDays(d)) === sunday) return dateInDays(d)
}

describe('leads about sold and reserved cars', () => {
  it('refuses an enquiry or a test drive about a sold car, and takes one about a reserved car', async () => {
    const { token } = await staffAccount(db, 'admin')
    const carId = await newCar()
    const set = async (availability: string) => {
      const car = (await (await app.request(`/api/cars/${carId}`)).json()) as CarInput
      return app.request(`/api/cars/${carId}`, jsonInit('PUT', { ...car, availability }, token))
    }
    expect((await set('Sold')).status).toBe(200)
    for (const [path, body] of [
      ['/api/enquiries', buildCarEnquiry({ carId })],
      ['/api/test-drives', buildTestDrive({ carId, preferredDate: nextDay(false) })],
    ] as const) {
      const res = await post(path, body)
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ error: 'This car has been sold' })
    }
    expect((await set('Reserved')).status).toBe(200)
    expect((await post('/api/enquiries', buildCarEnquiry({ carId }))).status).toBe(201)
  })
})

describe('POST /api/enquiries', () => {
  it('stores an enquiry about the car and answers with a reference', async () => {
    const carId = await newCar()
    const res = await post('/api/enquiries', buildCarEnquiry({ carId, email: '' }))
    expect(res.status).toBe(201)
    const enquiry = (await res.json()) as CarEnquiry
    expect(enquiry.carId).toBe(carId)
    expect(enquiry.reference).toMatch(/^ENQ-[2-9A-HJKMNP-Z]{6}$/)
    expect(enquiry.email).toBeNull()
    const row = db.$client
      .prepare('select reference, car_id from car_enquiries where id = ?')
      .get(enquiry.id)
    expect(row).toEqual({ reference: enquiry.reference, car_id: carId })
  })

  it("answers each field's message and stores nothing on bad input", async () => {
    const carId = await newCar()
    const res = await post('/api/enquiries', {
      carId,
      name: ' ',
      phone: 'call me',
      email: 'not-an-email',
      message: '',
      preferredContact: 'Pigeon',
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    expect(body.errors).toEqual({
      name: 'Name is required',
      phone: 'Enter a valid phone number',
      email: 'Enter a valid email address',
      message: 'Message is required',
      preferredContact: 'Choose how we should contact you',
    })
    const count = db.$client
      .prepare('select count(*) as n from car_enquiries where car_id = ?')
      .get(carId)
    expect(count).toEqual({ n: 0 })
  })

  it('refuses a car that is not listed', async () => {
    const res = await post('/api/enquiries', buildCarEnquiry({ carId: 'no-such-car' }))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'This car is no longer listed' })
  })

  it('keeps the enquiry when the car is deleted', async () => {
    const carId = await newCar()
    const { id } = (await (
      await post('/api/enquiries', buildCarEnquiry({ carId }))
    ).json()) as CarEnquiry
    const { token } = await staffAccount(db, 'admin')
    expect((await app.request(`/api/cars/${carId}`, jsonInit('DELETE', null, token))).status).toBe(
      200,
    )
    const res = await app.request(`/api/enquiries/${id}`, { headers: authHeaders(token) })
    expect(res.status).toBe(200)
    expect(((await res.json()) as CarEnquiry).carId).toBeNull()
  })
})

describe('POST /api/test-drives', () => {
  it('books a weekday at a time within opening hours', async () => {
    const carId = await newCar()
    const day = nextDay(false)
    const res = await post(
      '/api/test-drives',
      buildTestDrive({ carId, preferredDate: day, preferredTime: '09:30' }),
    )
    expect(res.status).toBe(201)
    const drive = (await res.json()) as TestDrive
    expect(drive).toMatchObject({ carId, preferredDate: day, preferredTime: '09:30' })
    expect(drive.byAppointment).toBe(false)
    expect(drive.reference).toMatch(/^TD-[2-9A-HJKMNP-Z]{6}$/)
    // A weekday says nothing of Sundays to staff.
    expect(alertOf(drive.id)!.text).not.toContain('Sunday, by appointment')
  })

  it('takes a Sunday as a request by appointment', async () => {
    const carId = await newCar()
    const res = await post(
      '/api/test-drives',
      buildTestDrive({ carId, preferredDate: nextDay(true) }),
    )
    expect(res.status).toBe(201)
    const drive = (await res.json()) as TestDrive
    expect(drive.byAppointment).toBe(true)
    expect(alertOf(drive.id)!.text).toContain('Sunday, by appointment: Yes')
  })

  it('refuses a past date, a date beyond the horizon and a time outside opening hours', async () => {
    const carId = await newCar()
    const errorsOf = async (body: unknown) =>
      ((await (await post('/api/test-drives', body)).json()) as { errors: Record<string, string> })
        .errors
    expect(await errorsOf(buildTestDrive({ carId, preferredDate: dateInDays(-1) }))).toEqual({
      preferredDate: 'Preferred date must be today or later',
    })
    expect(await errorsOf(buildTestDrive({ carId, preferredDate: dateInDays(31) }))).toEqual({
      preferredDate: 'Preferred date must be within 30 days',
    })
    expect(await errorsOf(buildTestDrive({ carId, preferredDate: '2026-02-30' }))).toEqual({
      preferredDate: 'Preferred date must be a valid date',
    })
    for (const time of ['08:30', '18:00', '12:15', ''])
      expect(await errorsOf(buildTestDrive({ carId, preferredTime: time }))).toEqual({
        preferredTime: 'Choose a time between 9am and 5:30pm',
      })
    expect(TEST_DRIVE_TIMES[0]).toBe('09:00')
    expect(TEST_DRIVE_TIMES.at(-1)).toBe('17:30')
    // A past date is named in the same answer as the other mistakes, not after them.
    expect(
      await errorsOf(
        buildTestDrive({ carId, preferredDate: dateInDays(-1), phone: 'call me', name: '' }),
      ),
    ).toEqual({
      preferredDate: 'Preferred date must be today or later',
      phone: 'Enter a valid phone number',
      name: 'Name is required',
    })
    // Today and the last day of the horizon are both bookable.
    for (const day of [dateInDays(0), dateInDays(30)])
      expect(
        (await post('/api/test-drives', buildTestDrive({ carId, preferredDate: day }))).status,
      ).toBe(201)
  })
})

describe('reading car-page leads', () => {
  it('is for staff who work leads: admin and sales, not editors or visitors', async () => {
    const carId = await newCar()
    await post('/api/enquiries', buildCarEnquiry({ carId }))
    await post('/api/test-drives', buildTestDrive({ carId }))
    for (const path of ['/api/enquiries', '/api/test-drives']) {
      expect((await app.request(path)).status, path).toBe(401)
      const editor = await staffAccount(db, 'editor')
      expect((await app.request(path, { headers: authHeaders(editor.token) })).status).toBe(403)
      for (const role of ['admin', 'sales'] as const) {
        const { token } = await staffAccount(db, role)
        const res = await app.request(path, { headers: authHeaders(token) })
        expect(res.status, `${role} ${path}`).toBe(200)
        expect(res.headers.get('Content-Range')).toMatch(/^(enquiries|test-drives) 0-\d+\/\d+$/)
        const list = (await res.json()) as { carId: string | null; createdAt: string }[]
        expect(list.some((l) => l.carId === carId)).toBe(true)
        const times = list.map((l) => l.createdAt)
        expect(times).toEqual([...times].sort().reverse())
      }
    }
  })
})
