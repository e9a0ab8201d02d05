// Route labels: the pattern that answers a path, never the path with its ids.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { remixPatterns, serverAllowedMethods, serverRouteLabel } from './route-labels'

const route = (
  id: string,
  parentId: string | undefined,
  {
    path,
    index,
    module = {},
  }: { path?: string; index?: boolean; module?: { action?: () => null } } = {},
) => ({
  id,
  parentId,
  path,
  index,
  module,
})
const action = { action: () => null }

const remixRoutes = {
  root: route('root', undefined, { path: '' }),
  'routes/_index': route('routes/_index', 'root', { index: true }),
  'routes/cars._index': route('routes/cars._index', 'root', { path: 'cars', index: true }),
  'routes/cars.$id': route('routes/cars.$id', 'root', {
    path: 'cars/:id',
    index: false,
    module: action,
  }),
  'routes/contact': route('routes/contact', 'root', {
    path: 'contact',
    index: false,
    module: action,
  }),
  'routes/cars_.$id.chat': route('routes/cars_.$id.chat', 'root', { path: 'cars/:id/chat' }),
  'routes/robots[.]txt': route('routes/robots[.]txt', 'root', { path: 'robots.txt' }),
  'routes/feeds.$': route('routes/feeds.$', 'root', { path: 'feeds/*' }),
  'routes/$': route('routes/$', 'root', { path: '*' }),
}

describe('route labels', () => {
  it("name a page by its Remix route's path", () => {
    expect(remixPatterns(remixRoutes as never)).toContain('/cars/:id/chat')
  })

  it('label API, server and page paths with the most specific pattern', () => {
    const app = new Hono()
    app.use('/api/*', (_c, next) => next())
    app.get('/api/cars/:id', (c) => c.text(''))
    app.get('/api/cars/facets', (c) => c.text(''))
    app.get('/healthz', (c) => c.text(''))
    app.all('/api/*', (c) => c.text('', 404))
    app.all('*', (c) => c.text(''))
    const label = serverRouteLabel(app, remixRoutes as never)
    expect(label('/api/cars/abc123')).toBe('/api/cars/:id')
    expect(label('/api/cars/facets')).toBe('/api/cars/facets')
    expect(label('/api/nothing/here')).toBe('/api/*')
    expect(label('/healthz')).toBe('/healthz')
    expect(label('/')).toBe('/')
    expect(label('/cars')).toBe('/cars')
    expect(label('/cars/abc123')).toBe('/cars/:id')
    expect(label('/cars/abc123/chat')).toBe('/cars/:id/chat')
    expect(label('/robots.txt')).toBe('/robots.txt')
    expect(label('/feeds/new-arrivals.atom')).toBe('/feeds/*')
    expect(label('/wp-login.php')).toBe('/*')
  })
})

describe('allowed methods', () => {
  it('give every page GET and HEAD, and POST to the pages with an action', () => {
    const app = new Hono()
    app.get('/healthz', (c) => c.text(''))
    app.all('*', (c) => c.text(''))
    const allowed = serverAllowedMethods(app, remixRoutes as never)
    expect(allowed('/')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowed('/cars')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowed('/cars/abc123')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowed('/cars/abc123/chat')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowed('/contact')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowed('/healthz')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowed('/wp-login.php')).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })

  it("count single fetch's data requests as their page", () => {
    const allowed = serverAllowedMethods(new Hono(), remixRoutes as never)
    expect(allowed('/contact.data')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowed('/_root.data')).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })
})
