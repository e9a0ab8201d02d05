// An import order's tracking page (/api/import-tracking).
import type { AppLoadContext } from '@remix-run/node'
import { api, okOrMissing } from './client.server'

/** An import order by the token of its private link, or null when there is none. */
export async function getImportTracking(context: AppLoadContext, token: string) {
  const res = await okOrMissing(
    await api(context)['import-tracking'][':token'].$get({
      param: { token: encodeURIComponent(token) },
    }),
  )
  return res ? res.json() : null
}
