// The reservation settings as stored: one record, the defaults until an admin saves one.
import type { Queryable } from '../../db/client'
import { rowsById } from '../rows'
import {
  DEFAULT_RESERVATION_SETTINGS,
  RESERVATION_SETTINGS_ID,
  type ReservationSettings,
} from './reservation-settings.contract'
import { reservationSettings } from './reservation-settings.table'

type Row = typeof reservationSettings.$inferSelect

const toSettings = (row: Row): ReservationSettings => ({ ...row, _id: row.id })

const rows = rowsById(reservationSettings, reservationSettings.id)

/** The stored record, or the defaults while none is stored. */
export function currentReservationSettings(db: Queryable): ReservationSettings {
  return toSettings(
    rows.find(db, RESERVATION_SETTINGS_ID) ?? {
      id: RESERVATION_SETTINGS_ID,
      ...DEFAULT_RESERVATION_SETTINGS,
      updatedAt: new Date(0).toISOString(),
    },
  )
}

/** Stores the settings (the row is written the first time). */
export function saveReservationSettings(
  db: Queryable,
  values: Omit<typeof reservationSettings.$inferInsert, 'id'>,
): ReservationSettings {
  return toSettings(rows.save(db, RESERVATION_SETTINGS_ID, values))
}
