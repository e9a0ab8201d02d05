// The dealer's details: the showroom's address and map position, telephone, WhatsApp,
// email and opening hours (one record). Anyone reads them (the contact page, the footer,
// the home page's schema.org data and the vehicle feed show them); staff whose role
// allows change them, and every change is audited. The first start writes the record
// from DEALER_*; from then on the record is what counts.
import { eq } from 'drizzle-orm'
import { DEALER_SETTINGS_ID, dealerSettingsInput, type DealerSettings } from '../contract'
import type { Queryable } from '../db/client'
import { dealerSettings } from '../db/schema'
import { dealerSettingsFromEnv, type Env } from '../env'
import { nowIso, type RouteDeps } from './deps'
import { oneRecordRoutes } from './one-record'

type Row = typeof dealerSettings.$inferSelect

const toSettings = (row: Row): DealerSettings => ({ ...row, _id: row.id })

/**
 * Writes the record from DEALER_* when there is none yet (the first start after
 * installing or upgrading); a record staff have kept is left as it is.
 */
export function ensureDealerSettings(db: Queryable, env: Env): void {
  db.insert(dealerSettings)
    .values({ id: DEALER_SETTINGS_ID, ...dealerSettingsFromEnv(env), updatedAt: nowIso() })
    .onConflictDoNothing()
    .run()
}

/** The stored record, or what DEALER_* says while none is stored. */
export function currentDealerSettings(db: Queryable, env: Env): DealerSettings {
  return toSettings(
    db.select().from(dealerSettings).where(eq(dealerSettings.id, DEALER_SETTINGS_ID)).get() ?? {
      id: DEALER_SETTINGS_ID,
      ...dealerSettingsFromEnv(env),
      updatedAt: new Date(0).toISOString(),
    },
  )
}

export function dealerSettingsRoutes({ db, env }: RouteDeps) {
  return oneRecordRoutes(db, {
    resource: 'dealer-settings',
    id: DEALER_SETTINGS_ID,
    input: dealerSettingsInput,
    current: (q) => currentDealerSettings(q, env),
    save: (tx, values) =>
      toSettings(
        tx
          .insert(dealerSettings)
          .values({ id: DEALER_SETTINGS_ID, ...values })
          .onConflictDoUpdate({ target: dealerSettings.id, set: values })
          .returning()
          .get(),
      ),
  })
}
