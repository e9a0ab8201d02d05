// The dealer's details as staff keep them (/api/dealer-settings).
import type { AppLoadContext } from '@remix-run/node'
import { dealerInfo, type DealerInfo } from '@dealership/api/contract/dealer'
import { api, ok } from './client.server'

/** The dealer's details (address, phone, hours), as the pages use them. */
export async function dealerDetails(context: AppLoadContext): Promise<DealerInfo> {
  return dealerInfo(await (await ok(await api(context)['dealer-settings'].$get())).json())
}
