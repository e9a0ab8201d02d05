// The whole server's route labels (the request log's `route`; metrics use the same):
// the API's and the server's Hono routes as written (`/api/cars/:id`, `/readyz`), and
// each page as its Remix route's path (`/cars/:id`, `/import/track/:token`, `/*` for the
// catch-all that answers unknown paths with the 404 page).
import type { ServerBuild } from '@remix-run/node'
import {
  createAllowedMethods,
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

/**
 * The methods each path of the server is served with: its own Hono routes, and each page
 * with GET and, where its route module has an action, POST (Remix would run that action
 * for any other method too: those are refused before Remix sees them). Single fetch's
 * data requests (`/contact.data`, `/_root.data`) count as their page.
 */
export function serverAllowedMethods(
  app: Pick<Hono, 'routes'>,
  routes: RemixRoutes,
): (pathname: string) => string[] {
  const patterns = remixPatterns(routes)
  const pages = Object.values(routes).flatMap((route, i) => {
    const path = patterns[i]!
    return route?.module.action
      ? [
          { method: 'GET', path },
          { method: 'POST', path },
        ]
      : [{ method: 'GET', path }]
  })
  const allowed = createAllowedMethods([...app.routes.filter((r) => r.method !== 'ALL'), ...pages])
  return (pathname) => {
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    return allowed(page) ?? ['GET', 'HEAD', 'OPTIONS']
  }
}
