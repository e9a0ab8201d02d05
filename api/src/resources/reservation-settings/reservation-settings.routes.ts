// The reservation settings: anyone reads them (the reservation page shows the deposit,
// the days held and the refund terms); admins change them, and every change is audited.
import { oneRecordRoutes } from '../one-record'
import type { RouteDeps } from '../route-deps'
import { RESERVATION_SETTINGS_ID, reservationSettingsInput } from './reservation-settings.contract'
import {
  currentReservationSettings,
  saveReservationSettings,
} from './reservation-settings.repository'

export function reservationSettingsRoutes({ db }: RouteDeps) {
  return oneRecordRoutes(db, {
    resource: 'reservation-settings',
    id: RESERVATION_SETTINGS_ID,
    input: reservationSettingsInput,
    current: currentReservationSettings,
    save: saveReservationSettings,
  })
}

/** What this file serves: /api/reservation-settings. */
export const routes = { 'reservation-settings': reservationSettingsRoutes }
