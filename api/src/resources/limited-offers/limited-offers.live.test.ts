// ?live=1 is what the site's offers show: offers whose expiry is today or later in
// Nairobi, soonest first, each with its car.
import { describe, expect, it } from 'vitest'
import type { Car, LimitedOffer } from '../../contract'
import { todayInNairobi } from '../../contract'
import { buildBrand, buildCar } from '../../seed/factories'
import { jsonInit, makeApp, validToken } from '../../../test/helpers'

const { app, db } = makeApp()

/** The Nairobi calendar day `days` away from today, as YYYY-MM-DD. */
function nairobiDay(days: number): string {
  const [y, m, d] = todayInNairobi().split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10)
}

describe('GET /api/limited-offers?live=1', () => {
  it('keeps offers expiring today or later in Nairobi, soonest first, with their car', async () => {
    const token = await validToken()
    await app.request('/api/brands', jsonInit('POST', buildBrand({ key: 'live-offers' }), token))
    const car = (await (
      await app.request('/api/cars', jsonInit('POST', buildCar({ brand: 'live-offers' }), token))
    ).json()) as Car
    // Past expiries cannot be posted: write the rows directly.
    const insert = db.$client.prepare(
      'insert into limited_offers (id, car_id, expiry_date) values (?, ?, ?)',
    )
    insert.run('late', car.id, nairobiDay(30))
    insert.run('yesterday', car.id, nairobiDay(-1))
    insert.run('today', car.id, nairobiDay(0))
    insert.run('tomorrow', car.id, nairobiDay(1))

    const res = await app.request('/api/limited-offers?live=1')
    expect(res.status).toBe(200)
    const live = (await res.json()) as LimitedOffer[]
    expect(live.map((o) => o.id)).toEqual(['today', 'tomorrow', 'late'])
    expect(live.every((o) => o.carId?.id === car.id)).toBe(true)
  })
})
