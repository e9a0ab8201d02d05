// The buyer tools' figures: the finance calculator's settings and the dated import rates.
// Anyone reads them; admins and editors change them; every change is audited.
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import {
  BANK_PRESET_MESSAGE,
  FINANCE_DEPOSIT_MESSAGE,
  FINANCE_SETTINGS_DEFAULTS,
  FINANCE_TERM_ORDER_MESSAGE,
  FINANCE_TERM_STEP_MESSAGE,
  financeSettingsRecord,
  WARRANTY_BOTH_MESSAGE,
  WARRANTY_YEARS_MESSAGE,
  importRatesRecord,
  NO_IMPORT_RATES_MESSAGE,
  todayInNairobi,
  type FinanceSettings,
  type ImportRates,
} from '../src/contract'
import {
  LAST_RATES_MESSAGE,
  RATES_DATE_TAKEN,
} from '../src/resources/import-rates/import-rates.routes'
import { DEMO_RATE_HISTORY } from '../src/seed/demo-buyer-tools'
import { authHeaders, jsonInit, makeApp, staffAccount } from './helpers'

// The file's tests share one database: each starts from what the migration wrote.
beforeEach(() => {
  const { db } = makeApp()
  db.$client.exec(`delete from import_rates where effective_date <> '2025-07-01'`)
  db.$client
    .prepare(
      `update finance_settings set deposit_percent = 20, rate_percent = 14, term_months = 48,
       min_term_months = 12, max_term_months = 60, min_deposit_percent = 10, bank_presets = '[]',
       warranty_extra_years = null, warranty_offered_until = null`,
    )
    .run()
})

const settingsBody = (over: Partial<FinanceSettings> = {}) => ({
  ...FINANCE_SETTINGS_DEFAULTS,
  bankPresets: [{ name: 'Test Bank', ratePercent: 12.5, depositPercent: 25, termMonths: 36 }],
  ...over,
})

describe('finance settings', () => {
  it('start from the figures the migration writes, readable by anyone and cacheable', async () => {
    const { app } = makeApp()
    const res = await app.request('/api/finance-settings')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toMatch(/public/)
    const body = financeSettingsRecord.strict().parse(await res.json())
    expect(body).toMatchObject({ id: 'current', ...FINANCE_SETTINGS_DEFAULTS })
    // react-admin reads the one record by its id.
    const one = await app.request('/api/finance-settings/current')
    expect(((await one.json()) as FinanceSettings).depositPercent).toBe(20)
    expect((await app.request('/api/finance-settings/other')).status).toBe(404)
  })

  it('are changed by admins and editors, with an audit entry, and refused to sales', async () => {
    const { app, db } = makeApp()
    const editor = await staffAccount(db, 'editor')
    const sales = await staffAccount(db, 'sales')
    const put = (body: unknown, token: string | null) =>
      app.request('/api/finance-settings/current', jsonInit('PUT', body, token))

    expect((await put(settingsBody(), null)).status).toBe(401)
    expect((await put(settingsBody(), sales.token)).status).toBe(403)
    const res = await put(settingsBody({ ratePercent: 12, termMonths: 36 }), editor.token)
    expect(res.status).toBe(200)
    const saved = (await res.json()) as FinanceSettings
    expect(saved).toMatchObject({ ratePercent: 12, termMonths: 36 })
    expect(saved.bankPresets).toEqual([
      { name: 'Test Bank', ratePercent: 12.5, depositPercent: 25, termMonths: 36 },
    ])
    const read = (await (await app.request('/api/finance-settings')).json()) as FinanceSettings
    expect(read.ratePercent).toBe(12)

    const admin = await staffAccount(db, 'admin')
    const log = await app.request('/api/audit-log?filter={"resource":"finance-settings"}', {
      headers: authHeaders(admin.token),
    })
    const entries = (await log.json()) as { changes: Record<string, unknown> }[]
    expect(entries[0]?.changes).toHaveProperty('ratePercent', { before: 14, after: 12 })
  })

  it('refuse figures that contradict each other, naming the field', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const put = async (over: Partial<FinanceSettings>) => {
      const res = await app.request(
        '/api/finance-settings/current',
        jsonInit('PUT', settingsBody(over), token),
      )
      expect(res.status).toBe(400)
      return ((await res.json()) as { errors: Record<string, string> }).errors
    }
    expect(await put({ termMonths: 72 })).toEqual({ termMonths: FINANCE_TERM_ORDER_MESSAGE })
    expect(await put({ minTermMonths: 18 })).toMatchObject({
      minTermMonths: FINANCE_TERM_STEP_MESSAGE,
    })
    expect(await put({ depositPercent: 5 })).toEqual({ depositPercent: FINANCE_DEPOSIT_MESSAGE })
    expect(await put({ ratePercent: 80 })).toEqual({
      ratePercent: 'Default rate must be at most 50',
    })
    expect(await put({ disclaimer: ' ' })).toEqual({ disclaimer: 'Disclaimer is required' })
    const preset = { name: 'Long Bank', ratePercent: 12, depositPercent: 20, termMonths: 84 }
    expect(await put({ bankPresets: [preset] })).toEqual({ bankPresets: BANK_PRESET_MESSAGE })
    expect(await put({ bankPresets: [{ ...preset, termMonths: 36, depositPercent: 5 }] })).toEqual({
      bankPresets: BANK_PRESET_MESSAGE,
    })
  })

  it('keep a preset’s "offered until" day, or none; a day that is no date is refused', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const put = (bankPresets: unknown[]) =>
      app.request(
        '/api/finance-settings/current',
        jsonInit('PUT', settingsBody({ bankPresets } as Partial<FinanceSettings>), token),
      )
    const preset = { name: 'Offer Bank', ratePercent: 3.9, depositPercent: 30, termMonths: 48 }
    // The console sends an emptied date as null: the preset is then the calculator's only.
    const res = await put([
      { ...preset, offeredUntil: '2026-12-31' },
      { ...preset, name: 'Plain Bank', offeredUntil: null },
      { ...preset, name: 'Blank Bank', offeredUntil: '' },
    ])
    expect(res.status).toBe(200)
    const read = financeSettingsRecord
      .strict()
      .parse(await (await app.request('/api/finance-settings')).json())
    expect(read.bankPresets).toEqual([
      { ...preset, offeredUntil: '2026-12-31' },
      { ...preset, name: 'Plain Bank' },
      { ...preset, name: 'Blank Bank' },
    ])
    // A day already past is kept: the offer is simply no longer shown.
    expect((await put([{ ...preset, offeredUntil: '2020-01-31' }])).status).toBe(200)

    for (const offeredUntil of ['2026-02-30', '31/12/2026', 20261231]) {
      const refused = await put([{ ...preset, offeredUntil }])
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as { errors: Record<string, string> }
      expect(Object.values(body.errors)).toEqual([
        typeof offeredUntil === 'number'
          ? 'Offered until must be a date'
          : 'Offered until must be a valid date',
      ])
    }
  })

  it('keep an extended warranty of 1-10 years through a day, or none; both or neither', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const put = (over: Record<string, unknown>) =>
      app.request(
        '/api/finance-settings/current',
        jsonInit('PUT', { ...settingsBody(), ...over }, token),
      )
    const read = async () =>
      financeSettingsRecord
        .strict()
        .parse(await (await app.request('/api/finance-settings')).json())
    const errors = async (over: Record<string, unknown>) => {
      const res = await put(over)
      expect(res.status).toBe(400)
      return ((await res.json()) as { errors: Record<string, string> }).errors
    }

    const res = await put({ warrantyExtraYears: 2, warrantyOfferedUntil: '2026-12-31' })
    expect(res.status).toBe(200)
    expect(await read()).toMatchObject({
      warrantyExtraYears: 2,
      warrantyOfferedUntil: '2026-12-31',
    })
    // A day already past is kept: the card is simply no longer shown.
    expect((await put({ warrantyExtraYears: 10, warrantyOfferedUntil: '2020-01-31' })).status).toBe(
      200,
    )
    // The console sends emptied fields as null (or ''); a body without them has none either.
    for (const none of [
      { warrantyExtraYears: null, warrantyOfferedUntil: null },
      { warrantyExtraYears: '', warrantyOfferedUntil: '' },
      {},
    ]) {
      await put({ warrantyExtraYears: 2, warrantyOfferedUntil: '2026-12-31' })
      expect((await put(none)).status).toBe(200)
      expect(await read()).toMatchObject({ warrantyExtraYears: null, warrantyOfferedUntil: null })
    }

    for (const warrantyExtraYears of [0, 11, 1.5, 'two']) {
      expect(await errors({ warrantyExtraYears, warrantyOfferedUntil: '2026-12-31' })).toEqual({
        warrantyExtraYears: WARRANTY_YEARS_MESSAGE,
      })
    }
    expect(WARRANTY_YEARS_MESSAGE).toBe('Extra warranty years must be a whole number from 1 to 10')
    for (const warrantyOfferedUntil of ['2026-02-30', '31/12/2026']) {
      expect(await errors({ warrantyExtraYears: 2, warrantyOfferedUntil })).toEqual({
        warrantyOfferedUntil: 'Warranty offered until must be a valid date',
      })
    }
    // One without the other is refused on the field left empty.
    expect(WARRANTY_BOTH_MESSAGE).toBe(
      'Give both the extra warranty years and the day the offer ends, or neither',
    )
    expect(await errors({ warrantyExtraYears: 2 })).toEqual({
      warrantyOfferedUntil: WARRANTY_BOTH_MESSAGE,
    })
    expect(await errors({ warrantyExtraYears: null, warrantyOfferedUntil: '2026-12-31' })).toEqual({
      warrantyExtraYears: WARRANTY_BOTH_MESSAGE,
    })
    expect(await read()).toMatchObject({ warrantyExtraYears: null, warrantyOfferedUntil: null })
  })
})

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
    expect(list[0]).toMatchObject({
      importDutyPercent: 35,
      importDutyElectricPercent: 25,
      exciseSmallPercent: 20,
      exciseMidPercent: 25,
      exciseLargePercent: 35,
      exciseElectricPercent: 10,
      vatPercent: 16,
      idfPercent: 2.5,
      rdlPercent: 2,
      maxAgeYears: 8,
    })
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
