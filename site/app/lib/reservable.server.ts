// Which cars a buyer may reserve online, for the loaders that offer it (the contract's
// rule stays out of the pages' scripts).
import { RESERVABLE_AVAILABILITY } from '@dealership/api/contract'
import { isOneOf } from '@dealership/api/contract/options'

/**
 * Reservable online: M-Pesa is set up (`open`), the car is in stock or to order, and no
 * other buyer's payment prompt is waiting for it (then it is being reserved).
 */
export function canReserve(
  open: boolean,
  car: { availability: string; beingReservedUntil: string | null },
): boolean {
  return open && isOneOf(RESERVABLE_AVAILABILITY, car.availability) && !car.beingReservedUntil
}
