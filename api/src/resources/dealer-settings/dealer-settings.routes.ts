// The dealer's details: the showroom's address and map position, telephone, WhatsApp,
// email and opening hours (one record). Anyone reads them (the contact page, the footer,
// the home page's schema.org data and the vehicle feed show them); staff whose role
// allows change them, and every change is audited. The first start writes the record
// from DEALER_*; from then on the record is what counts.
import { DEALER_SETTINGS_ID, dealerSettingsInput } from '../../contract'
import { oneRecordRoutes } from '../one-record'
import type { RouteDeps } from '../route-deps'
import { currentDealerSettings, saveDealerSettings } from './dealer-settings.repository'

export function dealerSettingsRoutes({ db, env }: RouteDeps) {
  return oneRecordRoutes(db, {
    resource: 'dealer-settings',
    id: DEALER_SETTINGS_ID,
    input: dealerSettingsInput,
    current: (q) => currentDealerSettings(q, env),
    save: saveDealerSettings,
  })
}

/** What this file serves: /api/dealer-settings. */
export const routes = { 'dealer-settings': dealerSettingsRoutes }
