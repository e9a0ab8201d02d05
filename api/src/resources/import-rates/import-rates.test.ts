// The dated import rates, and the estimate an import request keeps with them. Anyone
// reads them; admins and editors change them; every change is audited.
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import {
  importRatesRecord,
  NO_IMPORT_RATES_MESSAGE,
  todayInNairobi,
  type ImportRates,
} from '../../contract'
import { CHARGES_OF_2025_07_01 } from '../../contract/landed-cost.fixtures'
import { DEMO_RATE_HISTORY } from '../../seed/demo-buyer-tools'
import { LAST_RATES_MESSAGE, RATES_DATE_TAKEN } from './import-rates.routes'
import {
  authHeaders,
  jsonInit,
  makeApp,
  resetImportRates,
  staffAccount,
} from '../../../test/helpers'

// The file's tests share one database: each starts from what the migration wrote.
beforeEach(() => resetImportRates(makeApp().db))

const ratesBody = (over: Partial<ImportRates> = {}) => ({
  ...DEMO_RATE_HISTORY[0]!,
  effectiveDate: '2026-01-01',
  sourceNote: 'Test rates',
  ...over,
})

describe('import rates', () => {
  it('start with the rates of 2025-07-01, in force today', async () => {
    const { app } = makeApp()
    const list = (await (await app.request('/api/import-rates')).json()) as ImportRates[]
    expect(list.map((r) => r.effectiveDate)).toEqual(['2025-07-01'])
    importRatesRecord.strict().parse(list[0])
    expect(list[0]).toMatchObject(CHARGES_OF_2025_07_01)
    const current = await app.request('/api/import-rates/current')
    expect(current.status).toBe(200)
    expect(((await current.json()) as ImportRates).effectiveDate).toBe('2025-07-01')
  })

  it('apply from their effective date: the latest not after the day asked', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const post = (body: unknown) => app.request('/api/import-rates', jsonInit('POST', body, token))
    expect((await post(ratesBody({ effectiveDate: '2026-01-01', idfPercent: 3 }))).status).toBe(201)
    expect((await post(ratesBody({ effectiveDate: '2099-01-01' }))).status).toBe(201)
    const on = async (date: string) => {
      const res = await app.request(`/api/import-rates/current?date=${date}`)
      return res.status === 200 ? ((await res.json()) as ImportRates).effectiveDate : res.status
    }
    expect(await on('2025-12-31')).toBe('2025-07-01')
    expect(await on('2026-01-01')).toBe('2026-01-01')
    expect(await on('2098-12-31')).toBe('2026-01-01')
    expect(await on('2099-06-01')).toBe('2099-01-01')
    expect(await on('2020-01-01')).toBe(404)
    // Today in Nairobi, by default: the 2026 rates until 2099.
    expect(todayInNairobi() < '2099-01-01').toBe(true)
    const today = (await (await app.request('/api/import-rates/current')).json()) as ImportRates
    expect(today.effectiveDate).toBe('2026-01-01')
    // Newest first.
    const list = (await (await app.request('/api/import-rates')).json()) as ImportRates[]
    expect(list.map((r) => r.effectiveDate)).toEqual(['2099-01-01', '2026-01-01', '2025-07-01'])
  })

  it('refuse a second set for the same day, bad figures, and removing the last set', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'editor')
    const res = await app.request(
      '/api/import-rates',
      jsonInit('POST', ratesBody({ effectiveDate: '2025-07-01' }), token),
    )
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: RATES_DATE_TAKEN,
      errors: { effectiveDate: RATES_DATE_TAKEN },
    })
    const bad = await app.request(
      '/api/import-rates',
      jsonInit('POST', ratesBody({ vatPercent: 160, usdKes: 0 }), token),
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({
      vatPercent: 'VAT must be at most 100',
      usdKes: 'Ksh per US dollar must be more than 0',
    })

    const [only] = (await (await app.request('/api/import-rates')).json()) as ImportRates[]
    const del = await app.request(`/api/import-rates/${only!.id}`, jsonInit('DELETE', null, token))
    expect(del.status).toBe(409)
    expect(await del.json()).toMatchObject({ error: LAST_RATES_MESSAGE })
    // With two sets, one may go.
    const added = (await (
      await app.request('/api/import-rates', jsonInit('POST', ratesBody(), token))
    ).json()) as ImportRates
    const ok = await app.request(`/api/import-rates/${added.id}`, jsonInit('DELETE', null, token))
    expect(ok.status).toBe(200)
  })

  it('say so when no rates are in force', async () => {
    const { app, db } = makeApp()
    const all = db.$client.prepare('select * from import_rates').all()
    db.$client.exec('delete from import_rates')
    onTestFinished(() => {
      const row = all[0] as Record<string, unknown>
      const cols = Object.keys(row)
      db.$client
        .prepare(`insert into import_rates (${cols.join(',')}) values (${cols.map(() => '?')})`)
        .run(...cols.map((c) => row[c]))
    })
    const res = await app.request('/api/import-rates/current')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: NO_IMPORT_RATES_MESSAGE })
  })
})

describe('an import request with a landed-cost estimate', () => {
  it('keeps the estimate, worked out by the API with the rates in force', async () => {
    const { app, db } = makeApp()
    const res = await app.request(
      '/api/import-requests',
      jsonInit('POST', {
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        phone: '+254 712 345 678',
        carMake: 'Toyota',
        carModel: 'Land Cruiser 300',
        budget: '15-20M',
        estimate: { value: 3_000_000, currency: 'KES', year: 2020, engineCc: 2998, fuel: 'petrol' },
      }),
    )
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const { token } = await staffAccount(db, 'sales')
    const lead = (await (
      await app.request(`/api/import-requests/${id}`, { headers: authHeaders(token) })
    ).json()) as { costEstimate: Record<string, unknown> }
    // The worked example of landed-cost.test.ts: charges 3,007,500 on 3,000,000.
    expect(lead.costEstimate).toMatchObject({
      value: 3_000_000,
      currency: 'KES',
      fuel: 'petrol',
      ratesDate: '2025-07-01',
      result: { totalCharges: 3_007_500, total: 6_007_500, eligible: true },
    })
  })

  it('refuses an estimate without an engine size, and a forged result is not taken', async () => {
    const { app } = makeApp()
    const base = {
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '+254 712 345 678',
      carMake: 'Toyota',
      carModel: 'Prado',
      budget: '10-15M',
    }
    const bad = await app.request(
      '/api/import-requests',
      jsonInit('POST', {
        ...base,
        estimate: { value: 100, currency: 'USD', year: 2021, engineCc: 0, fuel: 'diesel' },
      }),
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({
      estimate: 'Enter the engine capacity in cc',
    })
    const forged = await app.request(
      '/api/import-requests',
      jsonInit('POST', { ...base, costEstimate: { total: 1 } }),
    )
    expect(forged.status).toBe(201)
    expect(((await forged.json()) as { costEstimate: unknown }).costEstimate).toBeNull()
  })
})
