// Error reports to Sentry, when SENTRY_DSN is set: each unhandled server error with its
// request id, route and release, and nothing about the visitor. The SDK is loaded only
// then, and with none of its automatic instrumentation: it must not wrap the HTTP server
// whose page-cache hits are measured in microseconds. Sentry keeps one client per thread,
// so this module does too: main.ts and each render worker call initErrorReports.
import type * as SentrySdk from '@sentry/node'
import type { ErrorEvent } from '@sentry/node'

type Sentry = typeof SentrySdk

let sentry: Sentry | null = null

export type ErrorReportsConfig = {
  SENTRY_DSN?: string
  SENTRY_ENVIRONMENT?: string
  SENTRY_RELEASE?: string
  NODE_ENV: string
}

/** Starts the reports when a DSN is configured; resolves whether they are on. */
export async function initErrorReports(env: ErrorReportsConfig): Promise<boolean> {
  if (!env.SENTRY_DSN) return false
  const sdk = await import('@sentry/node')
  sdk.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    release: env.SENTRY_RELEASE,
    // Errors only: no tracing, no breadcrumbs of console or HTTP calls, no patched modules.
    defaultIntegrations: false,
    integrations: [],
    enableRuntimeChannelInjection: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: scrub,
  })
  sentry = sdk
  return true
}

/** Sends what is queued, before the process exits. */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs)
}

/** The request an unexpected error happened in. */
export type RequestErrorContext = { requestId: string; method?: string; route?: string }

/** Reports an unhandled error (a no-op while the reports are off). */
export function reportError(err: unknown, ctx: RequestErrorContext): void {
  if (!sentry) return
  sentry.withScope((scope) => {
    scope.setTag('request_id', ctx.requestId)
    if (ctx.route) scope.setTag('route', ctx.route)
    if (ctx.method) scope.setTag('method', ctx.method)
    sentry!.captureException(err)
  })
}

/**
 * Keeps an event to the error and where it happened: no request (its headers, cookies
 * and body), no user, no breadcrumbs, whatever an integration added.
 */
export function scrub(event: ErrorEvent): ErrorEvent {
  delete event.request
  delete event.user
  delete event.breadcrumbs
  delete event.extra
  if (event.contexts) event.contexts = { trace: event.contexts.trace, os: event.contexts.os }
  return event
}
