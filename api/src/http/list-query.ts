// The query dialects of list routes: react-admin's simple-rest (`sort`, `range`,
// `filter` as JSON) and the plain parameters of the site and the spec (`page`,
// `perPage`, a filter by its name). Both are read here, at the edge, into one shape:
// an offset and a limit (parseListParams), and a plain query (plainQuery).
import type { Context } from 'hono'
import { MAX_ADMIN_OFFSET, MAX_PUBLIC_OFFSET, PAGE_TOO_DEEP_MESSAGE } from '../contract/options'
import { httpError } from './errors'

export type ListParams = {
  /** Field and direction from `sort=["field","ASC"]`, when given. */
  sort: { field: string; order: 'asc' | 'desc' } | null
  offset: number
  /** Rows to answer: at most MAX_RANGE, also when no paging was asked for. */
  limit: number | null
  filter: Record<string, unknown>
  /** True when react-admin's parameters were used. */
  adminDialect: boolean
}

/** No list answers more rows than this in one request. */
export const MAX_RANGE = 1000

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function parseListParams(
  c: Context,
  opts: { maxPerPage?: number; defaultPerPage?: number } = {},
): ListParams {
  const q = (name: string) => c.req.query(name)
  const params: ListParams = {
    sort: null,
    offset: 0,
    limit: null,
    filter: {},
    adminDialect: false,
  }

  const sort = parseJson(q('sort'))
  if (Array.isArray(sort) && typeof sort[0] === 'string') {
    params.sort = {
      field: sort[0],
      order: String(sort[1]).toUpperCase() === 'DESC' ? 'desc' : 'asc',
    }
    params.adminDialect = true
  }

  const range = parseJson(q('range'))
  const [first, last]: unknown[] = Array.isArray(range) ? range : []
  if (isInteger(first) && isInteger(last)) {
    const start = Math.max(0, first)
    const end = Math.max(start, last)
    params.offset = start
    params.limit = Math.min(end - start + 1, MAX_RANGE)
    params.adminDialect = true
  }

  const filter = parseJson(q('filter'))
  if (isJsonObject(filter)) {
    params.filter = filter
    params.adminDialect = true
  }

  const page = toPositiveInt(q('page'))
  const perPage = toPositiveInt(q('perPage'))
  if (!params.adminDialect && (page !== null || perPage !== null)) {
    const size = Math.min(perPage ?? opts.defaultPerPage ?? 24, opts.maxPerPage ?? 100)
    params.limit = size
    params.offset = ((page ?? 1) - 1) * size
  }
  // The spec's unpaged calls (`GET /api/cars`) get the first MAX_RANGE rows, with the
  // true total in Content-Range: a whole large catalogue is too slow to answer at once
  // (docs/decisions/0006-listing-indexes.md).
  params.limit ??= MAX_RANGE
  const maxOffset = params.adminDialect ? MAX_ADMIN_OFFSET : MAX_PUBLIC_OFFSET
  if (params.offset >= maxOffset) throw httpError(400, PAGE_TOO_DEEP_MESSAGE)
  return params
}

function isInteger(value: unknown): value is number {
  return Number.isInteger(value)
}

/** A JSON object (not an array): its members are yet to be read. */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function toPositiveInt(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return null
  const n = Number(raw)
  return n >= 1 && Number.isSafeInteger(n) ? n : null
}

/** `id` filter of react-admin's getMany: a list of ids (or one id). */
export function idFilter(filter: Record<string, unknown>): string[] | null {
  const raw = filter.id ?? filter._id
  if (raw === undefined) return null
  const list = Array.isArray(raw) ? raw : [raw]
  return list.filter((v): v is string => typeof v === 'string').slice(0, MAX_RANGE)
}

/** Content-Range: `<resource> <start>-<end>/<total>` (exposed through CORS). */
export function setContentRange(
  c: Context,
  {
    resource,
    offset,
    count,
    total,
  }: {
    resource: string
    /** The page's first row, its number of rows, and the rows of the whole list. */
    offset: number
    count: number
    total: number
  },
) {
  const end = count > 0 ? offset + count - 1 : offset
  c.header('Content-Range', `${resource} ${offset}-${end}/${total}`)
}

/**
 * react-admin's `filter={...}` as the plain query parameters a route's one query schema
 * reads: each value as a URL would carry it (numbers and booleans as text), an id list
 * (`id` or `_id`, simple-rest's getMany) as `ids`. A value of any other shape is left out.
 */
export function filterAsQuery(filter: Record<string, unknown>): Record<string, string | string[]> {
  const ids = idFilter(filter)
  return Object.fromEntries([
    ...Object.entries(filter).flatMap(([key, value]) =>
      key !== 'id' &&
      key !== '_id' &&
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        ? [[key, String(value)]]
        : [],
    ),
    ...(ids ? [['ids', ids]] : []),
  ])
}

/**
 * The request's query in the plain dialect, for a route's one query schema: react-admin's
 * `filter` (filterAsQuery) and `sort` (`["price","ASC"]` as `price-asc`, `_id` as `id`)
 * mapped into it, the plain names winning. Each name has its first value, but `ids`, an
 * id list (`ids=a&ids=b`), has all of them, at most MAX_RANGE.
 */
export function plainQuery(c: Context, list: ListParams): Record<string, string | string[]> {
  const { sort: rawSort, range: _range, filter: _filter, ...plain } = c.req.query()
  const sort = list.sort
    ? `${list.sort.field === '_id' ? 'id' : list.sort.field}-${list.sort.order}`
    : rawSort
  const ids = c.req.queries('ids')?.slice(0, MAX_RANGE)
  return {
    ...filterAsQuery(list.filter),
    ...(sort === undefined ? {} : { sort }),
    ...plain,
    ...(ids ? { ids } : {}),
  }
}

/** The string of a react-admin filter value, if it is one. */
export function filterText(v: unknown): string | undefined {
  if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 200)
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  return undefined
}

/** An integer from a react-admin filter value (number or digit string). */
export function filterInt(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v
  if (typeof v === 'string' && /^\d{1,15}$/.test(v.trim())) return Number(v)
  return undefined
}

/** A yes or no from a react-admin filter value (boolean, 'true'/'false', '1'/'0'). */
export function filterBool(v: unknown): boolean | undefined {
  if (v === true || v === 'true' || v === '1') return true
  if (v === false || v === 'false' || v === '0') return false
  return undefined
}
