// Reserving a car: the buyer's post (rate limited), staff's list and actions, and the
// reservation's private page by its token (never cached). Daraja's callback is
// mpesa-callbacks.routes.ts.
import { Hono, type MiddlewareHandler } from 'hono'
import { clientAddress, clientKey } from '../../http/client-address'
import { NO_STORE } from '../../http/cache-control'
import { httpError, jsonBody } from '../../http/errors'
import { parseListParams } from '../../http/list-query'
import { pagedRows } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { auditedWrite, staffOf } from '../audited-write'
import { findOr404 } from '../../http/errors'
import type { RouteDeps } from '../route-deps'
import {
  CAR_ALREADY_RESERVED_MESSAGE,
  CAR_NOT_RESERVABLE_MESSAGE,
  CLIENT_HOLDS_MESSAGE,
  MPESA_UNREACHABLE_MESSAGE,
  phoneDailyCapMessage,
  PHONE_WAITING_MESSAGE,
  RESERVATION_NOT_FOUND,
  type ReservationRefusalReason,
  type ReservationRefusals,
  reservationActionInput,
  reservationInput,
  SOMEONE_PAYING_MESSAGE,
} from './reservations.contract'
import { settlePayments, startPayment } from './reservations.payments'
import { currentReservationSettings } from '../reservation-settings/reservation-settings.repository'
import {
  findReservationByToken,
  recordRefusal,
  refusalCounts,
  reservationView,
} from './reservations.repository'
import {
  applyStaffAction,
  findReservation,
  RESERVATION_SORTABLE,
  reservationDetail,
  reservationsWhere,
  staffRecord,
} from './reservations.staff'
import { reservations } from './reservations.table'
import { confirmIfSentSignedIn } from '../account/account.confirm'
import { leadActor } from '../leads/inbox.repository'
import { mailQueued } from '../../mail/outbox'

/** Each refusal's status and message, and the reason staff count it under (none: not counted). */
const REFUSALS = {
  'no-car': [404, 'Car not found', null],
  'not-reservable': [409, CAR_NOT_RESERVABLE_MESSAGE, 'not-reservable'],
  reserved: [409, CAR_ALREADY_RESERVED_MESSAGE, 'car-reserved'],
  busy: [409, SOMEONE_PAYING_MESSAGE, 'car-busy'],
  'phone-waiting': [429, PHONE_WAITING_MESSAGE, 'phone-waiting'],
  // Its message names the cap (phoneDailyCapMessage).
  'phone-daily-cap': [429, null, 'phone-daily-cap'],
  'client-holds': [429, CLIENT_HOLDS_MESSAGE, 'client-holds'],
  'no-daraja': [503, MPESA_UNREACHABLE_MESSAGE, null],
  'daraja-refused': [502, MPESA_UNREACHABLE_MESSAGE, null],
} as const satisfies Record<
  string,
  readonly [number, string | null, ReservationRefusalReason | null]
>

/** How many days of refused attempts the reservations screen shows. */
const REFUSAL_DAYS = 7

/**
 * The buyer's post (rate limited); staff (admin and sales) list and read reservations
 * with the buyer's details and act on one with PUT /:id { action } (audited, each a
 * timeline event with their email).
 */
export function reservationRoutes({ db, env, payments, rateLimit }: RouteDeps) {
  const limit = rateLimit('reservations')
  // The form's rate limit, its refusals counted for staff beside the reservations' own.
  const limited: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const res = await limit(c, next)
    if (res instanceof Response && res.status === 429) recordRefusal(db, 'rate-limited')
    return res
  }
  return new Hono<ApiEnv>()
    .post('/', limited, jsonBody(reservationInput), async (c) => {
      const { consent: _consent, ...input } = c.req.valid('json')
      const started = await startPayment(db, payments, {
        ...input,
        clientKey: clientKey(clientAddress(c, env.TRUST_PROXY)),
        maxHolds: env.RESERVATION_HOLDS_PER_CLIENT,
        maxWaitingPerPhone: env.RESERVATION_WAITING_PER_PHONE,
        maxPromptsPerPhone: env.RESERVATION_PROMPTS_PER_PHONE,
      })
      if (!started.ok) {
        const [status, given, counted] = REFUSALS[started.reason]
        const message = given ?? phoneDailyCapMessage(env.RESERVATION_PROMPTS_PER_PHONE)
        if (counted) recordRefusal(db, counted)
        throw httpError(status, message)
      }
      confirmIfSentSignedIn(db, { kind: 'reservation', row: started.row, buyer: c.get('buyer') })
      return c.json({ token: started.row.token, reference: started.row.reference }, 201)
    })
    .get('/refusals', (c) => {
      c.header('Cache-Control', NO_STORE)
      const rows = refusalCounts(db, REFUSAL_DAYS)
      return c.json({ days: REFUSAL_DAYS, rows } satisfies ReservationRefusals)
    })
    .get('/', (c) => {
      const list = parseListParams(c, { maxPerPage: 100 })
      const where = reservationsWhere(list.filter)
      const rows = pagedRows(c, db, {
        table: reservations,
        resource: 'reservations',
        list,
        where,
        orderBy: {
          sortable: RESERVATION_SORTABLE,
          fallback: { field: 'createdAt', order: 'desc' },
        },
      })
      return c.json(rows.map((row) => staffRecord(db, row)))
    })
    .get('/:id', (c) =>
      c.json(findOr404(reservationDetail(db, c.req.param('id')), RESERVATION_NOT_FOUND)),
    )
    .put('/:id', jsonBody(reservationActionInput), (c) => {
      const id = c.req.param('id')
      const action = c.req.valid('json')
      const me = staffOf(c)
      auditedWrite(c, { db, resource: 'reservations', action: 'update' }, (tx) => {
        const before = findOr404(findReservation(tx, id), RESERVATION_NOT_FOUND)
        const { refundConfirmAbove } = currentReservationSettings(tx)
        const { actorId, actorName } = leadActor(tx, me)
        const by = { ...me, id: actorId, name: actorName, refundConfirmAbove }
        const after = applyStaffAction(tx, before, { action, by, env })
        return { recordId: id, before: staffRecord(tx, before), after: staffRecord(tx, after) }
      })
      // The buyer's mail of the change, queued with it.
      mailQueued()
      return c.json(findOr404(reservationDetail(db, id), RESERVATION_NOT_FOUND))
    })
}

export function reservationStatusRoutes({ db, payments }: RouteDeps) {
  return new Hono<ApiEnv>().get('/:token', async (c) => {
    const find = () => findReservationByToken(db, c.req.param('token'))
    const row = find()
    if (!row) throw httpError(404, RESERVATION_NOT_FOUND)
    // No callback yet two minutes on: ask Daraja now rather than at the next round.
    if (row.status === 'awaiting-payment') await settlePayments(db, payments, { only: row })
    return c.json({
      ...reservationView(db, find() ?? row),
      standInPhone: payments.standInUrl ? `${payments.standInUrl}/phone` : null,
    })
  })
}

/** What this file serves: /api/reservations and /api/reservation-status. */
export const routes = {
  reservations: reservationRoutes,
  'reservation-status': reservationStatusRoutes,
}
