// The site's only door to data: the API's own typed client (hono's `hc<AppType>`), over
// `context.apiFetch`: in process by default, over HTTP when API_URL is set. The types of
// what each call answers come from the API's routes, so the two cannot drift apart. The
// calls themselves live beside this file, one module per API resource.
import type { AppLoadContext } from '@remix-run/node'
import { hc } from 'hono/client'
import {
  alertRequestedRecord,
  carEnquiryRecord,
  chatClickRecord,
  contactMessageRecord,
  heldPhotosPostRecord,
  importRequestRecord,
  reservationStartedRecord,
  sellRequestRecord,
  testDriveRecord,
} from '@dealership/api/contract'
import type { z } from 'zod'
import type { AppType } from '@dealership/api'

const BASE = 'http://api.internal'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** A failed call's answer: its status, the API's message and per-field errors. */
export type Failure = {
  ok: false
  status: number
  error: string | null
  errors: Record<string, string>
}

/** What a form post got back: the API's answer, or its message and per-field errors. */
export type PostResult<T> = { ok: true; status: number; body: T } | Failure

/**
 * What each post answers: the contract's record its answer is parsed with (posts go
 * through fetch, not hc, as forms send multipart too). An answer that is not its record
 * is an error, as a failed call is.
 */
const POST_ANSWERS = {
  '/api/contact-messages': contactMessageRecord,
  '/api/import-requests': importRequestRecord,
  '/api/sell-requests': sellRequestRecord,
  '/api/enquiries': carEnquiryRecord,
  '/api/test-drives': testDriveRecord,
  '/api/held-photos': heldPhotosPostRecord,
  '/api/chat-clicks': chatClickRecord,
  '/api/alerts': alertRequestedRecord,
  '/api/reservations': reservationStartedRecord,
}
export type PostPath = keyof typeof POST_ANSWERS
export type PostAnswer<P extends PostPath> = z.output<(typeof POST_ANSWERS)[P]>

/** What an answer is parsed with: a contract record, or anything with `parse`. */
export type Answer<T> = { parse(value: unknown): T }

/** The API's routes under /api, called through the loader's context. */
export function api(context: AppLoadContext) {
  return hc<AppType>(BASE, {
    fetch: context.apiFetch,
    headers: { accept: 'application/json' },
  }).api
}

/** A plain fetch of the API (`path` from /api on), for what the typed client cannot send. */
export function fetchApi(context: AppLoadContext, path: string, init?: RequestInit) {
  return context.apiFetch(`${BASE}${path}`, init)
}

/** The response when it is a success; otherwise an ApiError with the API's message. */
export async function ok<R extends Response>(res: R): Promise<R> {
  if (res.ok) return res
  const body: unknown = await res.json().catch(() => null)
  const error = body && typeof body === 'object' && 'error' in body ? body.error : null
  const message = typeof error === 'string' && error ? error : res.statusText
  throw new ApiError(res.status, message || `HTTP ${res.status}`)
}

/** The response, or null when the API answered 404; other failures throw ApiError. */
export async function okOrMissing<R extends Response>(res: R): Promise<R | null> {
  return res.status === 404 ? null : ok(res)
}

/** A response read as a result: its body parsed with `answer`, or the API's failure. */
export async function resultOf<T>(res: Response, answer: Answer<T>): Promise<PostResult<T>> {
  // A 204 answers no body.
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null)
  if (res.ok) return { ok: true, status: res.status, body: answer.parse(json) }
  return failureOf(res.status, json)
}

/** Posts a public form (JSON or multipart); its answer typed by the path. Network failures throw. */
export async function postForm<P extends PostPath>(
  context: AppLoadContext,
  path: P,
  body: Record<string, unknown> | FormData,
): Promise<PostResult<PostAnswer<P>>> {
  const answer: Answer<PostAnswer<P>> = POST_ANSWERS[path]
  return sendJson(context, { method: 'POST', path, body, answer })
}

/** A write the typed client does not send: where, how, what, and the record it answers. */
export type Send<T> = {
  method: 'POST' | 'PUT'
  path: string
  body: Record<string, unknown> | FormData
  answer: Answer<T>
}

/** Sends a body (JSON, or multipart as it is) and reads the answer as a result. */
export async function sendJson<T>(
  context: AppLoadContext,
  { method, path, body, answer }: Send<T>,
): Promise<PostResult<T>> {
  const init: RequestInit =
    body instanceof FormData
      ? { method, body }
      : {
          method,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }
  return resultOf(await fetchApi(context, path, init), answer)
}

/** A failed call's answer: the API's message and its per-field messages, if it sent them. */
export function failureOf(status: number, json: unknown): Failure {
  const field = (name: string): unknown =>
    json && typeof json === 'object' && name in json ? Reflect.get(json, name) : null
  const errors: Record<string, string> = {}
  const fieldErrors = field('errors')
  if (fieldErrors && typeof fieldErrors === 'object') {
    for (const [k, v] of Object.entries(fieldErrors)) if (typeof v === 'string') errors[k] = v
  }
  const error = field('error')
  return { ok: false, status, error: typeof error === 'string' ? error : null, errors }
}

/** Runs a loader section so one failing call shows its own message, not the whole page. */
export async function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; data: T } | { ok: false }> {
  try {
    return { ok: true, data: await promise }
  } catch (err) {
    console.error(err)
    return { ok: false }
  }
}
