// A car's history and inspection as buyers may read it (/api/car-history/:carId).
import type { AppLoadContext } from '@remix-run/node'
import { api, okOrMissing } from './client.server'

/** The records buyers may see and the badges they earn; null for a car not known. */
export async function carHistory(context: AppLoadContext, carId: string) {
  const res = await okOrMissing(
    await api(context)['car-history'][':carId'].$get({
      param: { carId: encodeURIComponent(carId) },
    }),
  )
  return res ? res.json() : null
}
