// A reservation's timeline: one event for each change of its state, with who made it.
import type { Queryable } from '../../db/client'
import { reservationEvents } from './reservations.table'

/** One timeline entry: what happened to the reservation, who did it, and when (now unless told). */
export type ReservationEvent = {
  reservationId: string
  kind: string
  actor: string
  detail?: string | null
  at?: string
}

export function addReservationEvent(tx: Queryable, event: ReservationEvent): void {
  tx.insert(reservationEvents)
    .values({ ...event, detail: event.detail ?? null, at: event.at ?? new Date().toISOString() })
    .run()
}
