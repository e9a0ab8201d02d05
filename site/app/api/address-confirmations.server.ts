// "Confirm this is your address" links (/api/address-confirmations): the token is the
// key, so no cookie goes with these calls.
import type { AppLoadContext } from '@remix-run/node'
import { addressConfirmationRecord } from '@dealership/api/contract'
import { fetchApi, resultOf } from './client.server'

/** What a "Confirm this is your address" link would confirm, or null when it no longer can. */
export async function addressToConfirm(context: AppLoadContext, token: string) {
  const res = await confirmationCall(context, 'GET', token)
  if (res.ok) return res.body
  if (res.status === 404) return null
  throw new Error(`The confirmation link could not be checked: ${res.error ?? res.status}`)
}

/** Confirms the address of the link's record (the link is used up). */
export function confirmAddress(context: AppLoadContext, token: string) {
  return confirmationCall(context, 'POST', token)
}

async function confirmationCall(context: AppLoadContext, method: 'GET' | 'POST', token: string) {
  const res = await fetchApi(context, `/api/address-confirmations/${encodeURIComponent(token)}`, {
    method,
    headers: { accept: 'application/json' },
  })
  return resultOf(res, addressConfirmationRecord)
}
