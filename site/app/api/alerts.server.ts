// Saved-search alerts by their private link (/api/alerts). Asking for one is a public
// form's post (client.server's postForm).
import type { AppLoadContext } from '@remix-run/node'
import { alertViewRecord } from '@dealership/api/contract'
import { api, okOrMissing, sendJson } from './client.server'

/** A saved-search alert by the token of its private link, or null when there is none. */
export async function getAlert(context: AppLoadContext, token: string) {
  const res = await okOrMissing(
    await api(context).alerts[':token'].$get({ param: { token: encodeURIComponent(token) } }),
  )
  return res ? res.json() : null
}

export type AlertChange =
  | { intent: 'confirm' | 'pause' | 'resume' | 'unsubscribe' }
  | { intent: 'frequency'; frequency: string }

/** Confirms, pauses, resumes, stops or changes an alert by its private link; the API's answer. */
export async function changeAlert(context: AppLoadContext, token: string, change: AlertChange) {
  const path = `/api/alerts/${encodeURIComponent(token)}`
  const answer = alertViewRecord
  if (change.intent === 'frequency') {
    return sendJson(context, { method: 'PUT', path, body: { frequency: change.frequency }, answer })
  }
  return sendJson(context, { method: 'POST', path: `${path}/${change.intent}`, body: {}, answer })
}
