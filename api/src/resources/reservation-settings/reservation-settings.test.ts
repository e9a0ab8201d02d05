// The reservation settings: the defaults until an admin saves them, read by anyone (the
// Reserve page shows the deposit, the days held and the refund terms), changed by admins
// only and audited; and the deposit they ask for a car's price.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_RESERVATION_SETTINGS,
  DEPOSIT_RANGE_MESSAGE,
  depositFor,
  MPESA_LIMIT_MESSAGE,
  reservationSettingsRecord,
  type ReservationSettings,
} from '../../contract'
import { reservationSettings } from './reservation-settings.table'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../../test/helpers'

beforeEach(() => {
  makeApp().db.delete(reservationSettings).run()
})

const body = (over: Record<string, unknown> = {}) => ({
  depositKind: 'fixed',
  depositAmount: 150_000,
  depositPercent: 3,
  depositMin: 60_000,
  depositMax: 200_000,
  holdDays: 10,
  refundTerms: 'Refunded in full within 5 working days if you cancel before the hold ends.',
  ...over,
})

describe('reservation settings', () => {
  it('answer the defaults until saved, to anyone, whole or by id', async () => {
    const { app } = makeApp()
    const res = await app.request('/api/reservation-settings')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toMatch(/public/)
    const settings = reservationSettingsRecord.strict().parse(await res.json())
    expect(settings).toMatchObject({ id: 'current', ...DEFAULT_RESERVATION_SETTINGS })
    expect((await app.request('/api/reservation-settings/current')).status).toBe(200)
    expect((await app.request('/api/reservation-settings/other')).status).toBe(404)
  })

  it('are changed by admins only, with an audit entry', async () => {
    const { app, db } = makeApp()
    const put = (data: unknown, token: string | null) =>
      app.request('/api/reservation-settings/current', jsonInit('PUT', data, token))
    expect((await put(body(), null)).status).toBe(401)
    for (const role of ['editor', 'sales'] as const) {
      const { token } = await staffAccount(db, role)
      const refused = await put(body(), token)
      expect(refused.status).toBe(403)
    }
    const admin = await staffAccount(db, 'admin')
    const saved = await put(body(), admin.token)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ depositKind: 'fixed', depositAmount: 150_000 })
    const read = (await (
      await app.request('/api/reservation-settings')
    ).json()) as ReservationSettings
    expect(read).toMatchObject({ holdDays: 10, depositMax: 200_000 })

    const log = await app.request('/api/audit-log?filter={"resource":"reservation-settings"}', {
      headers: authHeaders(admin.token),
    })
    const entries = (await log.json()) as { action: string; changes: Record<string, unknown> }[]
    expect(entries[0]?.action).toBe('update')
    expect(entries[0]?.changes).toHaveProperty('holdDays', { before: 7, after: 10 })
  })

  it('refuse what M-Pesa or the pages could not take, naming the field', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const errors = async (over: Record<string, unknown>) => {
      const res = await app.request(
        '/api/reservation-settings/current',
        jsonInit('PUT', body(over), token),
      )
      expect(res.status).toBe(400)
      return ((await res.json()) as { errors: Record<string, string> }).errors
    }
    expect(await errors({ depositAmount: 300_000 })).toEqual({
      depositAmount: `Fixed deposit: ${MPESA_LIMIT_MESSAGE}`,
    })
    expect(await errors({ depositAmount: 1000.5 })).toEqual({
      depositAmount: 'Fixed deposit must be whole shillings',
    })
    expect(await errors({ depositMin: 0 })).toEqual({
      depositMin: 'Minimum deposit must be at least KES 1',
    })
    expect(await errors({ depositMin: 100_000, depositMax: 90_000 })).toEqual({
      depositMax: DEPOSIT_RANGE_MESSAGE,
    })
    expect(await errors({ depositPercent: 0 })).toEqual({
      depositPercent: 'Deposit percentage must be between 0.1 and 50',
    })
    expect(await errors({ holdDays: 0 })).toEqual({
      holdDays: 'Days held must be between 1 and 60',
    })
    expect(await errors({ depositKind: 'card' })).toEqual({
      depositKind: 'Deposit must be a fixed amount or a percentage',
    })
    expect(await errors({ refundTerms: '  ' })).toEqual({ refundTerms: 'Refund terms is required' })
  })
})

describe('depositFor', () => {
  const percent = { ...DEFAULT_RESERVATION_SETTINGS, depositKind: 'percent' as const }
  it('takes the percentage of the price in whole shillings, between the bounds', () => {
    expect(depositFor(5_800_000, percent)).toBe(116_000)
    expect(depositFor(5_812_345, percent)).toBe(116_247)
    expect(depositFor(1_000_000, percent)).toBe(50_000)
    expect(depositFor(40_000_000, percent)).toBe(250_000)
  })
  it('takes the fixed amount, whatever the price', () => {
    const fixed = { ...percent, depositKind: 'fixed' as const, depositAmount: 100_000 }
    expect(depositFor(5_800_000, fixed)).toBe(100_000)
    expect(depositFor(40_000_000, fixed)).toBe(100_000)
  })
  it('never asks more than the price', () => {
    expect(depositFor(30_000, percent)).toBe(30_000)
  })
})
