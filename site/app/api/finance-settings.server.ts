// The finance calculator's settings (/api/finance-settings).
import type { AppLoadContext } from '@remix-run/node'
import { api, ok } from './client.server'

/** The finance calculator's defaults and limits, as staff set them. */
export async function financeSettings(context: AppLoadContext) {
  return (await ok(await api(context)['finance-settings'].$get())).json()
}
