// ra-data-simple-rest over /api, with the signed-in user's ID token on every call and
// the spec's admin error messages.
import { rulesOf } from '@dealership/api/contract'
import simpleRestProvider from 'ra-data-simple-rest'
import { type DataProvider, fetchUtils, HttpError } from 'react-admin'
import { firebaseAuth } from './auth/firebase'

export const NOT_AUTHENTICATED = 'User not authenticated'

/** The signed-in user's current ID token (Firebase refreshes it when needed). */
export async function currentIdToken(): Promise<string> {
  const user = firebaseAuth().currentUser
  if (!user) throw new HttpError(NOT_AUTHENTICATED, 401)
  return user.getIdToken()
}

export async function authedFetchJson(url: string, options: fetchUtils.Options = {}) {
  const token = await currentIdToken()
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  headers.set('Authorization', `Bearer ${token}`)
  return fetchUtils.fetchJson(url, { ...options, headers })
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

type Verb = 'fetch' | 'add' | 'update' | 'delete'

/** A call to the API that failed: what it tried, on which resource, and what came back. */
export type AdminFailure = { verb: Verb; resource: string; status: number; body: unknown }

/** "Failed to {verb} {things}: {status text}, Response: {body}" (spec, admin API errors). */
export function adminErrorMessage({ verb, resource, status, body }: AdminFailure) {
  const things = rulesOf(resource).things ?? resource
  const statusText = STATUS_TEXT[status] ?? (status ? `Error ${status}` : 'Network error')
  const apiMessage =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : typeof body === 'string'
        ? body
        : JSON.stringify(body ?? '')
  return `Failed to ${verb} ${things}: ${statusText}, Response: ${apiMessage}`
}

function wrap(verb: Verb, resource: string, error: unknown): never {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.message === NOT_AUTHENTICATED) throw error
    // body keeps `errors`, so react-admin shows them beside the fields.
    throw new HttpError(
      adminErrorMessage({ verb, resource, status: error.status, body: error.body }),
      error.status,
      error.body,
    )
  }
  throw error
}

const base = simpleRestProvider('/api', authedFetchJson)

export const dataProvider: DataProvider = {
  getList: (r, p) => base.getList(r, p).catch((e) => wrap('fetch', r, e)),
  getOne: (r, p) => base.getOne(r, p).catch((e) => wrap('fetch', r, e)),
  getMany: (r, p) => base.getMany(r, p).catch((e) => wrap('fetch', r, e)),
  getManyReference: (r, p) => base.getManyReference(r, p).catch((e) => wrap('fetch', r, e)),
  create: (r, p) => base.create(r, p).catch((e) => wrap('add', r, e)),
  update: (r, p) => base.update(r, p).catch((e) => wrap('update', r, e)),
  updateMany: (r, p) => base.updateMany(r, p).catch((e) => wrap('update', r, e)),
  delete: (r, p) => base.delete(r, p).catch((e) => wrap('delete', r, e)),
  deleteMany: (r, p) => base.deleteMany(r, p).catch((e) => wrap('delete', r, e)),
}
