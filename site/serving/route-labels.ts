// The whole server's route labels (the request log's `route`; metrics use the same):
// the API's and the server's Hono routes as written (`/api/cars/:id`, `/readyz`), and
// each page as its Remix route's path (`/cars/:id`, `/import/track/:token`, `/*` for the
// catch-all that answers unknown paths with the 404 page).
import type { ServerBuild } from '@remix-run/node'
import {
  createRouteLabel,
  handlerPatterns,
  type RouteLabel,
} from '@dealership/api/http/route-label'
import type { Hono } from 'hono'

type RemixRoutes = ServerBuild['routes']

/** Every Remix route's full path in Hono's syntax (`$id` is already `:id` in the build). */
export function remixPatterns(routes: RemixRoutes): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined
    if (!route) return ''
    const parent = fullPath(route.parentId)
    if (!route.path) return parent
    return `${parent}/${route.path}`.replace(/\/+/g, '/')
  }
  return Object.keys(routes).map((id) => fullPath(id) || '/')
}

export function serverRouteLabel(app: Pick<Hono, 'routes'>, routes: RemixRoutes): RouteLabel {
  return createRouteLabel([...handlerPatterns(app), ...remixPatterns(routes)], '*')
}
