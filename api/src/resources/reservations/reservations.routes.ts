// Reserving a car: the buyer's post (rate limited), the reservation's private page by its
// token (never cached), and Daraja's callback under its secret path segment.
import { Hono } from 'hono'
import { httpError, jsonBody } from '../../http/errors'
import { parseListParams } from '../../http/list-query'
import { pagedRows, sortBy } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { auditedWrite, findOr404, staffOf, type RouteDeps } from '../plumbing'
import {
  CAR_ALREADY_RESERVED_MESSAGE,
  CAR_NOT_RESERVABLE_MESSAGE,
  MPESA_UNREACHABLE_MESSAGE,
  RESERVATION_NOT_FOUND,
  reservationActionInput,
  reservationInput,
  SOMEONE_PAYING_MESSAGE,
} from './reservations.contract'
import { handleCallback, settlePayments, startPayment } from './reservations.payments'
import { findReservationByToken, reservationView } from './reservations.repository'
import {
  applyStaffAction,
  findReservation,
  RESERVATION_SORTABLE,
  reservationDetail,
  reservationsWhere,
  staffRecord,
} from './reservations.staff'
import { reservations } from './reservations.table'

const REFUSALS = {
  'no-car': [404, 'Car not found'],
  'not-reservable': [409, CAR_NOT_RESERVABLE_MESSAGE],
  reserved: [409, CAR_ALREADY_RESERVED_MESSAGE],
  busy: [409, SOMEONE_PAYING_MESSAGE],
  'no-daraja': [503, MPESA_UNREACHABLE_MESSAGE],
  'daraja-refused': [502, MPESA_UNREACHABLE_MESSAGE],
} as const

/**
 * The buyer's post (rate limited); staff (admin and sales) list and read reservations
 * with the buyer's details and act on one with PUT /:id { action } (audited, each a
 * timeline event with their email).
 */
export function reservationRoutes({ db, payments, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>()
    .post('/', rateLimit('reservations'), jsonBody(reservationInput), async (c) => {
      const { consent: _consent, ...input } = c.req.valid('json')
      const started = await startPayment(db, payments, input)
      if (!started.ok) {
        const [status, message] = REFUSALS[started.reason]
        throw httpError(status, message)
      }
      return c.json({ token: started.row.token, reference: started.row.reference }, 201)
    })
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const where = reservationsWhere(list.filter)
      const orderBy = sortBy(
        list,
        RESERVATION_SORTABLE,
        { field: 'createdAt', order: 'desc' },
        reservations.id,
      )
      const rows = pagedRows(c, db, {
        table: reservations,
        resource: 'reservations',
        list,
        where,
        orderBy,
      })
      return c.json(rows.map((row) => staffRecord(db, row)))
    })
    .get('/:id', (c) =>
      c.json(findOr404(reservationDetail(db, c.req.param('id')), RESERVATION_NOT_FOUND)),
    )
    .put('/:id', jsonBody(reservationActionInput), (c) => {
      const id = c.req.param('id')
      const action = c.req.valid('json')
      auditedWrite(c, db, 'reservations', 'update', (tx) => {
        const before = findOr404(findReservation(tx, id), RESERVATION_NOT_FOUND)
        const after = applyStaffAction(tx, before, action, staffOf(c).email)
        return { recordId: id, before: staffRecord(tx, before), after: staffRecord(tx, after) }
      })
      return c.json(findOr404(reservationDetail(db, id), RESERVATION_NOT_FOUND))
    })
}

export function reservationStatusRoutes({ db, payments }: RouteDeps) {
  return new Hono<ApiEnv>().get('/:token', async (c) => {
    const find = () => findReservationByToken(db, c.req.param('token'))
    const row = find()
    if (!row) throw httpError(404, RESERVATION_NOT_FOUND)
    // No callback yet two minutes on: ask Daraja now rather than at the next round.
    if (row.status === 'awaiting-payment') await settlePayments(db, payments, new Date(), row)
    return c.json({
      ...reservationView(db, find() ?? row),
      standInPhone: payments.standInUrl ? `${payments.standInUrl}/phone` : null,
    })
  })
}

export function mpesaCallbackRoutes({ db, payments }: RouteDeps) {
  return new Hono<ApiEnv>().post('/:secret', async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const handled = await handleCallback(db, payments, c.req.param('secret'), body)
    if (handled === 'refused') throw httpError(404, 'Not found')
    // Daraja's acknowledgement.
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' })
  })
}

/** What this file serves: /api/reservations, /api/reservation-status, /api/mpesa-callbacks. */
export const routes = {
  reservations: reservationRoutes,
  'reservation-status': reservationStatusRoutes,
  'mpesa-callbacks': mpesaCallbackRoutes,
}
