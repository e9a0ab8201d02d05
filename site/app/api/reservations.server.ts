// Reserving a car online: the terms (/api/reservation-settings), whether it is open
// (/api/public-config) and a reservation's state (/api/reservation-status). The
// reservation itself is a public form's post (client.server's postForm).
import type { AppLoadContext } from '@remix-run/node'
import { api, ok, okOrMissing } from './client.server'

/** The deposit and hold terms staff set (anyone reads them). */
export async function reservationSettings(context: AppLoadContext) {
  return (await ok(await api(context)['reservation-settings'].$get())).json()
}

/** Whether cars can be reserved online: M-Pesa is set up on this server. */
export async function reservationsOpen(context: AppLoadContext): Promise<boolean> {
  const config = await (await ok(await api(context)['public-config'].$get())).json()
  return config.reservations === true
}

/**
 * A reservation by the token of its private link, or null when there is none; with the
 * address of the Daraja stand-in's phone page while the stand-in plays M-Pesa.
 */
export async function getReservation(context: AppLoadContext, token: string) {
  const res = await okOrMissing(
    await api(context)['reservation-status'][':token'].$get({
      param: { token: encodeURIComponent(token) },
    }),
  )
  return res ? res.json() : null
}
