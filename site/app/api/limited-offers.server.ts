// The limited-time offers (/api/limited-offers).
import type { AppLoadContext } from '@remix-run/node'
import type { Car } from './cars.server'
import { api, ok } from './client.server'

/** Live offers: expiring today or later in Nairobi, soonest first (the API filters). */
export async function liveOffers(context: AppLoadContext) {
  const res = await ok(await api(context)['limited-offers'].$get({ query: { live: '1' } }))
  // A sold car's offer is over, whatever its expiry date.
  return withCar(await res.json()).filter((offer) => offer.carId.availability !== 'Sold')
}

type Offer = { carId: Car | null }

/** Offers that still have their car (a deleted car takes its offers with it; belt and braces). */
export function withCar<O extends Offer>(offers: O[]): (O & { carId: Car })[] {
  return offers.filter((o): o is O & { carId: Car } => o.carId !== null)
}
