// Saved-search alerts. Visitors: ask for one (rate limited), then through its private
// link read it, confirm it, change how often, pause and resume it and stop it; mail clients post the
// one-click unsubscribe. Staff: how many people follow each search (no addresses).
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import {
  ALERT_NOT_FOUND_MESSAGE,
  alertFrequencyInput,
  savedSearchInput,
  type alertRequestedRecord,
  type SearchDemand,
  TRACKING_TOKEN_PATTERN,
} from '../../contract'
import { parseListParams, setContentRange } from '../../http/list-query'
import { smallBody } from '../../http/body-limits'
import { httpError, jsonBody } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import {
  alertByToken,
  confirmAlert,
  pauseAlert,
  requestAlert,
  searchDemand,
  setAlertFrequency,
  toAlertView,
  unsubscribeAlert,
  type AlertRefusal,
  type SavedSearchRow,
} from './saved-searches.repository'
import type { RouteDeps } from '../route-deps'

/** What the form's post answers, whatever the address: the page says "check your email". */
export const ALERT_REQUESTED: z.infer<typeof alertRequestedRecord> = { status: 'check-email' }

export const ALERT_STOPPED_MESSAGE =
  'This alert was stopped. Save the search again on the car list to start it again.'

/** The alert, or the answer to a link that found none (404) or a stopped one (409). */
function alertOr4xx(result: SavedSearchRow | AlertRefusal | undefined): SavedSearchRow {
  if (result === undefined || result === 'not-found') throw httpError(404, ALERT_NOT_FOUND_MESSAGE)
  if (result === 'stopped') throw httpError(409, ALERT_STOPPED_MESSAGE)
  return result
}

function refuseMalformedToken(c: Context<ApiEnv>) {
  if (!TRACKING_TOKEN_PATTERN.test(c.req.param('token') ?? '')) {
    throw httpError(404, ALERT_NOT_FOUND_MESSAGE)
  }
}

export function alertRoutes({ db, env, rateLimit }: RouteDeps) {
  const view = (result: SavedSearchRow | AlertRefusal | undefined) =>
    toAlertView(db, alertOr4xx(result))
  return (
    new Hono<ApiEnv>()
      .post('/', rateLimit('alerts'), jsonBody(savedSearchInput), (c) => {
        requestAlert(db, env, c.req.valid('json'))
        return c.json(ALERT_REQUESTED, 202)
      })
      .get('/:token', (c) => c.json(view(alertByToken(db, c.req.param('token')))))
      // A malformed token is refused before the body is read; the body is one setting.
      .put('/:token', smallBody(refuseMalformedToken), jsonBody(alertFrequencyInput), (c) =>
        c.json(view(setAlertFrequency(db, c.req.param('token'), c.req.valid('json').frequency))),
      )
      .post('/:token/confirm', (c) => c.json(view(confirmAlert(db, c.req.param('token')))))
      .post('/:token/pause', (c) => c.json(view(pauseAlert(db, c.req.param('token'), true))))
      .post('/:token/resume', (c) => c.json(view(pauseAlert(db, c.req.param('token'), false))))
      // Also the target of List-Unsubscribe: a mail client posts
      // "List-Unsubscribe=One-Click" as a form, with no cookie and no page around it.
      .post('/:token/unsubscribe', (c) => c.json(view(unsubscribeAlert(db, c.req.param('token')))))
  )
}

const DEMAND_SORTS: Record<string, (a: SearchDemand, b: SearchDemand) => number> = {
  active: (a, b) => a.active - b.active,
  pending: (a, b) => a.pending - b.pending,
  description: (a, b) => a.description.localeCompare(b.description),
  lastRequestedAt: (a, b) => a.lastRequestedAt.localeCompare(b.lastRequestedAt),
}

/** The console's "Saved searches": one row per search, most followed first. */
export function savedSearchRoutes({ db }: RouteDeps) {
  return new Hono<ApiEnv>().get('/', (c) => {
    const list = parseListParams(c, { maxPerPage: 100 })
    const rows = searchDemand(db)
    const field = list.sort && Object.hasOwn(DEMAND_SORTS, list.sort.field) ? list.sort : null
    const compare = DEMAND_SORTS[field?.field ?? 'active']!
    const dir = (field?.order ?? 'desc') === 'asc' ? 1 : -1
    rows.sort((a, b) => dir * compare(a, b) || a.description.localeCompare(b.description))
    const page = list.limit === null ? rows : rows.slice(list.offset, list.offset + list.limit)
    setContentRange(c, {
      resource: 'saved-searches',
      offset: list.offset,
      count: page.length,
      total: rows.length,
    })
    return c.json(page)
  })
}

/** What this file serves: /api/alerts, /api/saved-searches. */
export const routes = { alerts: alertRoutes, 'saved-searches': savedSearchRoutes }
