// The route a request is counted under in logs (and metrics): the pattern that answers
// it, `/api/cars/:id` or `/cars/:id`, never the raw path with its ids, so that a label
// names a handful of routes however many cars and scanners there are.
import type { Hono } from 'hono'

export type RouteLabel = (pathname: string) => string

type Compiled = { pattern: string; regex: RegExp; score: number; order: number }

/**
 * A segment's weight, as React Router ranks routes: a fixed name beats a parameter,
 * which beats a wildcard, so `/api/cars/facets` wins over `/api/cars/:id`.
 */
function score(pattern: string): number {
  let total = 0
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') total -= 2
    else if (segment.startsWith(':')) total += 3
    else total += 10
  }
  return total
}

function compile(pattern: string, order: number): Compiled {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?'
      // Hono's `:id{[0-9]+}` and a plain `:id` both stand for one segment here.
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
  return { pattern, regex: new RegExp(`^${parts.join('')}/?$`), score: score(pattern), order }
}

/** Most patterns a label cache keeps before it starts again (scanners invent paths). */
const MEMO_LIMIT = 5000

/**
 * A labeller over `patterns` (Hono's syntax: `/cars/:id`, `/feeds/*`): the most specific
 * pattern that matches, `fallback` when none does. Answers are remembered per path.
 */
export function createRouteLabel(patterns: Iterable<string>, fallback = '*'): RouteLabel {
  const compiled = [...new Set(patterns)]
    .map(compile)
    .sort((a, b) => b.score - a.score || a.order - b.order)
  const memo = new Map<string, string>()
  return (pathname) => {
    const known = memo.get(pathname)
    if (known !== undefined) return known
    let label = fallback
    for (const c of compiled) {
      if (c.regex.test(pathname)) {
        label = c.pattern
        break
      }
    }
    if (memo.size >= MEMO_LIMIT) memo.clear()
    memo.set(pathname, label)
    return label
  }
}

/** The usual order of methods in an Allow header. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * What a path is served with, for the Allow header of a 405: the methods of every route
 * (`{ method, path }` in Hono's syntax) whose pattern matches it, with HEAD wherever GET
 * is (both Hono and Remix answer it) and OPTIONS (answered with this list); null for a
 * path that no route matches.
 */
export function createAllowedMethods(
  routes: Iterable<{ method: string; path: string }>,
): (pathname: string) => string[] | null {
  const byPattern = new Map<string, Set<string>>()
  for (const { method, path } of routes) {
    const pattern = path.replace(/\/+$/, '') || '/'
    const methods = byPattern.get(pattern) ?? new Set<string>()
    methods.add(method.toUpperCase())
    byPattern.set(pattern, methods)
  }
  const compiled = [...byPattern].map(([pattern, methods], i) => ({
    regex: compile(pattern, i).regex,
    methods,
  }))
  const memo = new Map<string, string[] | null>()
  return (pathname) => {
    const known = memo.get(pathname)
    if (known !== undefined) return known
    const found = new Set<string>()
    for (const c of compiled) if (c.regex.test(pathname)) for (const m of c.methods) found.add(m)
    let allowed: string[] | null = null
    if (found.size > 0) {
      if (found.has('GET')) found.add('HEAD')
      found.add('OPTIONS')
      allowed = [...found].sort(
        (a, b) => (METHOD_ORDER.indexOf(a) + 1 || 99) - (METHOD_ORDER.indexOf(b) + 1 || 99),
      )
    }
    if (memo.size >= MEMO_LIMIT) memo.clear()
    memo.set(pathname, allowed)
    return allowed
  }
}

/** The paths of an app's handlers (its middleware left out), for createRouteLabel. */
export function handlerPatterns(app: Pick<Hono, 'routes'>): string[] {
  // Middleware registers as ALL; the catch-all 404 handlers do too and are kept as the
  // labels of paths no handler serves (`/api/*`).
  return app.routes
    .filter((r) => r.method !== 'ALL' || r.path.endsWith('/*'))
    .map((r) => r.path.replace(/\/+$/, '') || '/')
}
