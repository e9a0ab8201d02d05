// The finance calculator's settings: one record, the defaults until staff save it.
import {
  FINANCE_SETTINGS_DEFAULTS,
  FINANCE_SETTINGS_ID,
  type FinanceSettings,
} from '../../contract'
import type { Queryable } from '../../db/client'
import { financeSettings } from './finance-settings.table'
import { rowsById } from '../rows'

type SettingsRow = typeof financeSettings.$inferSelect

const toSettings = (row: SettingsRow): FinanceSettings => ({ ...row, _id: row.id })

const financeSettingsRows = rowsById(financeSettings, financeSettings.id)

/** The calculator's stored settings, or the defaults when none were ever written. */
export function currentFinanceSettings(db: Queryable): FinanceSettings {
  return toSettings(
    financeSettingsRows.find(db, FINANCE_SETTINGS_ID) ?? {
      id: FINANCE_SETTINGS_ID,
      ...FINANCE_SETTINGS_DEFAULTS,
      updatedAt: new Date(0).toISOString(),
    },
  )
}

/** Stores the calculator's settings (the row is written the first time). */
export function saveFinanceSettings(
  db: Queryable,
  values: Omit<typeof financeSettings.$inferInsert, 'id'>,
): FinanceSettings {
  return toSettings(financeSettingsRows.save(db, FINANCE_SETTINGS_ID, values))
}
