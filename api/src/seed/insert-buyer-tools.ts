// Writes the buyer tools' demo settings: a history of import rates, lenders' presets
// unless staff set some, and the extended warranty unless staff set one.
import { isNull, sql } from 'drizzle-orm'
import { bankPresetInput, importRatesInput } from '../contract'
import type { Queryable } from '../db/client'
import { financeSettings } from '../resources/finance-settings/finance-settings.table'
import { importRates } from '../resources/import-rates/import-rates.table'
import { DEMO_RATE_HISTORY } from './demo-buyer-tools'
import type { DemoData } from './demo-data'

export function insertBuyerTools(tx: Queryable, data: DemoData): void {
  for (const rates of DEMO_RATE_HISTORY) {
    tx.insert(importRates)
      .values(importRatesInput.parse(rates))
      .onConflictDoNothing({ target: importRates.effectiveDate })
      .run()
  }
  tx.update(financeSettings)
    .set({ bankPresets: data.bankPresets.map((p) => bankPresetInput.parse(p)) })
    .where(sql`${financeSettings.bankPresets} = '[]'`)
    .run()
  tx.update(financeSettings)
    .set({
      warrantyExtraYears: data.warranty.extraYears,
      warrantyOfferedUntil: data.warranty.offeredUntil,
    })
    .where(isNull(financeSettings.warrantyExtraYears))
    .run()
}
