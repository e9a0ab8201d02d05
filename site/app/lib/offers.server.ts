// Which limited offers are live. Server-only: the contract's date helper lives with zod.
import { todayInNairobi, type LimitedOffer } from '@dealership/api/contract'

/** Live offers (expiry today or later in Nairobi) whose car still exists, soonest first. */
export function liveOffers(offers: LimitedOffer[], now: Date = new Date()) {
  const today = todayInNairobi(now)
  return offers
    .filter((o): o is LimitedOffer & { carId: NonNullable<LimitedOffer['carId']> } => {
      return o.carId !== null && o.expiryDate.slice(0, 10) >= today
    })
    .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate))
}
