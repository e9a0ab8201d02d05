// The finance calculator's settings. Anyone reads them; admins and editors change them;
// every change is audited.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  BANK_PRESET_MESSAGE,
  FINANCE_DEPOSIT_MESSAGE,
  FINANCE_SETTINGS_DEFAULTS,
  FINANCE_TERM_ORDER_MESSAGE,
  FINANCE_TERM_STEP_MESSAGE,
  financeSettingsRecord,
  WARRANTY_BOTH_MESSAGE,
  WARRANTY_YEARS_MESSAGE,
  type FinanceSettings,
} from '../../contract'
import {
  authHeaders,
  jsonInit,
  makeApp,
  resetFinanceSettings,
  staffAccount,
} from '../../../test/helpers'

// The file's tests share one database: each starts from what the migration wrote.
beforeEach(() => resetFinanceSettings(makeApp().db))

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
