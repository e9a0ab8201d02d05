import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ErrorReference } from './error-reference'

/** A not-found or failure screen: a heading, what happened, and the way back. */
export function StatusPage({
  title,
  back,
  children,
}: {
  title: string
  back: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <section className="page narrow status-page">
      <h1>{title}</h1>
      {children}
      <p>
        <Link to={back.to} className="btn">
          {back.label}
        </Link>
      </p>
    </section>
  )
}

/** Whether a route's loader threw a 404 (what its meta and boundary show differ by it). */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}

/**
 * The ErrorBoundary of a page whose loader throws: a 404 response shows the not-found
 * screen, anything else (the API down, a bug) the failure screen. Loaders throw
 * `data(null, { status: 404 })` for a record that does not exist and let other errors
 * propagate; Remix answers with the status and logs the error.
 */
export function statusBoundary(screens: {
  back: { to: string; label: string }
  notFound: { title: string; text: string }
  failed: { title: string; body: ReactNode }
}) {
  return function RouteErrorBoundary() {
    const error = useRouteError()
    const { back, notFound, failed } = screens
    return isNotFound(error) ? (
      <StatusPage title={notFound.title} back={back}>
        <p>{notFound.text}</p>
      </StatusPage>
    ) : (
      <StatusPage title={failed.title} back={back}>
        {failed.body}
        <ErrorReference error={error} />
      </StatusPage>
    )
  }
}
