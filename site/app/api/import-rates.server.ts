// The import rates the landed-cost estimator works with (/api/import-rates).
import type { AppLoadContext } from '@remix-run/node'
import { api, okOrMissing } from './client.server'

/** The import rates in force today in Nairobi, or null when staff have set none. */
export async function currentImportRates(context: AppLoadContext) {
  const res = await okOrMissing(await api(context)['import-rates'].current.$get())
  return res ? res.json() : null
}
