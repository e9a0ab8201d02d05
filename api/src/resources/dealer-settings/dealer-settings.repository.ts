// The dealer's details as stored: one record, first written from DEALER_*.
import { DEALER_SETTINGS_ID, type DealerSettings } from '../../contract'
import type { Queryable } from '../../db/client'
import { dealerSettings } from './dealer-settings.table'
import { dealerSettingsFromEnv, type Env } from '../../config/env'
import { rowsById } from '../rows'

type Row = typeof dealerSettings.$inferSelect

const toSettings = (row: Row): DealerSettings => ({ ...row, _id: row.id })

/**
 * Writes the record from DEALER_* when there is none yet (the first start after
 * installing or upgrading); a record staff have kept is left as it is.
 */
export function ensureDealerSettings(db: Queryable, env: Env): void {
  db.insert(dealerSettings)
    .values({
      id: DEALER_SETTINGS_ID,
      ...dealerSettingsFromEnv(env),
      updatedAt: new Date().toISOString(),
    })
    .onConflictDoNothing()
    .run()
}

const dealerSettingsRows = rowsById(dealerSettings, dealerSettings.id)

/** The stored record, or what DEALER_* says while none is stored. */
export function currentDealerSettings(db: Queryable, env: Env): DealerSettings {
  return toSettings(
    dealerSettingsRows.find(db, DEALER_SETTINGS_ID) ?? {
      id: DEALER_SETTINGS_ID,
      ...dealerSettingsFromEnv(env),
      updatedAt: new Date(0).toISOString(),
    },
  )
}

/** Stores the details (the row is written the first time). */
export function saveDealerSettings(
  db: Queryable,
  values: Omit<typeof dealerSettings.$inferInsert, 'id'>,
): DealerSettings {
  return toSettings(dealerSettingsRows.save(db, DEALER_SETTINGS_ID, values))
}
