// The boundary of the pages whose loaders throw: a 404 shows the not-found screen, any
// other failure the error screen (the browser tests reach only the 404 with a healthy API).
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import type { LoaderFunction } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { RequestIdContext } from './error-reference'
import { isNotFound, statusBoundary } from './status-page'

const Boundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: { title: 'Car Not Found', text: 'No such car.' },
  failed: { title: 'Error', body: <p role="alert">Unable to load car details.</p> },
})

async function renderWith(loader: LoaderFunction, requestId: string | null = null) {
  const routes = [
    { path: '/cars/:id', loader, Component: () => <p>the car</p>, ErrorBoundary: Boundary },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://site.test/cars/x'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const html = renderToString(
    <RequestIdContext.Provider value={requestId}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </RequestIdContext.Provider>,
  )
  return { status: context.statusCode, html }
}

describe('statusBoundary', () => {
  it('shows the not-found screen for a thrown 404', async () => {
    const { status, html } = await renderWith(() => {
      throw new Response(null, { status: 404 })
    })
    expect(status).toBe(404)
    expect(html).toContain('<h1>Car Not Found</h1>')
    expect(html).toContain('No such car.')
    expect(html).toContain('href="/cars"')
    expect(html).not.toContain('the car')
  })

  it('shows the error screen for any other failure', async () => {
    const { status, html } = await renderWith(() => {
      throw new Error('the API is down')
    })
    expect(status).toBe(500)
    expect(html).toContain('<h1>Error</h1>')
    expect(html).toContain('Unable to load car details.')
    expect(html).not.toContain('the API is down')
    expect(html).toContain('Back to Cars')
  })

  it('renders the page when the loader finds the record', async () => {
    const { status, html } = await renderWith(() => ({ id: 'x' }))
    expect(status).toBe(200)
    expect(html).toContain('the car')
  })
})

describe('isNotFound', () => {
  it('is true for a 404 response only', async () => {
    const { createStaticHandler: handlerOf } = await import('react-router-dom/server')
    const error = async (thrown: unknown) => {
      const handler = handlerOf([
        {
          path: '/',
          loader: () => {
            throw thrown
          },
        },
      ])
      const context = await handler.query(new Request('http://site.test/'))
      return context instanceof Response ? null : Object.values(context.errors ?? {})[0]
    }
    expect(isNotFound(await error(new Response(null, { status: 404 })))).toBe(true)
    expect(isNotFound(await error(new Response(null, { status: 500 })))).toBe(false)
    expect(isNotFound(await error(new Error('boom')))).toBe(false)
    expect(isNotFound(undefined)).toBe(false)
  })

  it('names the request on the error screen, so a visitor can quote it', async () => {
    const id = '6f1c9a52-0d1e-4c7b-9a3e-2b8f0c4d5e6a'
    const failed = await renderWith(() => {
      throw new Error('the API is down')
    }, id)
    expect(failed.html).toMatch(
      new RegExp(`Reference: (<!-- -->)?<code data-request-id="">${id}</code>`),
    )
    const notFound = await renderWith(() => {
      throw new Response(null, { status: 404 })
    }, id)
    expect(notFound.html).not.toContain('Reference')
  })
})
