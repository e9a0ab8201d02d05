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

/** A response a loader or action threw (what `isRouteErrorResponse` recognises). */
type ErrorResponse = { status: number; statusText: string; data: unknown }
type StatusHandler = (info: { error: ErrorResponse }) => ReactNode

const HOME = { to: '/', label: 'Back to Home' }

/**
 * What went wrong, in a line: the sentence a loader or action threw with its response
 * (`data('Choose a car to compare.', { status: 400 })`), else the response's status, else
 * the error's message.
 */
function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' && error.data
      ? error.data
      : `${error.status} ${error.statusText}`.trim()
  }
  return error instanceof Error ? error.message : 'Unknown error'
}

/** The site's not-found screen (any 404 a page has no words of its own for). */
function PageNotFound({ back }: { back: { to: string; label: string } }) {
  return (
    <section className="page narrow status-page">
      <h1>Page Not Found</h1>
      <p>The page you're looking for doesn't exist.</p>
      <Link to={back.to} className="btn">
        {back.label}
      </Link>
    </section>
  )
}

/** The site's failure screen: "Something went wrong", the message and the request's id. */
function SomethingWentWrong({
  error,
  message,
  back,
}: {
  error: unknown
  message: string
  back: { to: string; label: string }
}) {
  return (
    <section className="page narrow status-page" role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <ErrorReference error={error} />
      <Link to={back.to} className="btn">
        {back.label}
      </Link>
    </section>
  )
}

/**
 * The one error boundary of the site: what a route's loader or action threw, shown inside
 * the layout. A thrown response goes to the handler for its status (by default: 404 the
 * not-found screen, any other status the failure screen), anything else (the API down, a
 * bug) to `unexpectedErrorHandler`. Each route exports it, or `statusBoundary` below, as
 * its ErrorBoundary; the root's is the one with the defaults.
 */
export function GeneralErrorBoundary({
  back = HOME,
  statusHandlers = { 404: () => <PageNotFound back={back} /> },
  defaultStatusHandler = ({ error }) => (
    <SomethingWentWrong error={error} message={errorMessage(error)} back={back} />
  ),
  unexpectedErrorHandler = (error) => (
    <SomethingWentWrong error={error} message={errorMessage(error)} back={back} />
  ),
}: {
  back?: { to: string; label: string }
  statusHandlers?: Partial<Record<number, StatusHandler>>
  defaultStatusHandler?: StatusHandler
  unexpectedErrorHandler?: (error: unknown) => ReactNode
}) {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) return unexpectedErrorHandler(error)
  return (statusHandlers[error.status] ?? defaultStatusHandler)({ error })
}

/**
 * The ErrorBoundary of a page whose loader throws, in the page's own words: a 404
 * response shows the not-found screen, anything else (another status, the API down, a
 * bug) the failure screen. Loaders throw `data(null, { status: 404 })` for a record that
 * does not exist and let other errors propagate; Remix answers with the status and logs
 * the error.
 */
export function statusBoundary(screens: {
  back: { to: string; label: string }
  notFound: { title: string; text: string }
  failed: { title: string; body: ReactNode }
}) {
  const { back, notFound, failed } = screens
  const failure = (error: unknown) => (
    <StatusPage title={failed.title} back={back}>
      {failed.body}
      <ErrorReference error={error} />
    </StatusPage>
  )
  return function RouteErrorBoundary() {
    return (
      <GeneralErrorBoundary
        statusHandlers={{
          404: () => (
            <StatusPage title={notFound.title} back={back}>
              <p>{notFound.text}</p>
            </StatusPage>
          ),
        }}
        defaultStatusHandler={({ error }) => failure(error)}
        unexpectedErrorHandler={failure}
      />
    )
  }
}
