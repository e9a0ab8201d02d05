// The finance calculator's settings (one record). Anyone reads them (the public
// calculator shows them); staff whose role allows change them, and every change is audited.
import { FINANCE_SETTINGS_ID, financeSettingsInput } from '../../contract'
import { oneRecordRoutes } from '../one-record'
import type { RouteDeps } from '../route-deps'
import { currentFinanceSettings, saveFinanceSettings } from './finance-settings.repository'

export function financeSettingsRoutes({ db }: RouteDeps) {
  return oneRecordRoutes(db, {
    resource: 'finance-settings',
    id: FINANCE_SETTINGS_ID,
    input: financeSettingsInput,
    current: currentFinanceSettings,
    save: saveFinanceSettings,
  })
}

/** What this file serves: /api/finance-settings. */
export const routes = { 'finance-settings': financeSettingsRoutes }
