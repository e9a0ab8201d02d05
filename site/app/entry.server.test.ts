// An unhandled error is logged once: a page that fails because the API failed leaves the
// logging to the API, which has the error itself.
import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { handleError } from './entry.server'
import { ApiError } from './api/client.server'

function call(error: unknown) {
  const logError = vi.fn()
  const request = new Request('http://localhost/cars/x')
  handleError(error, { request, params: {}, context: { logError } as unknown as AppLoadContext })
  return logError
}

describe('handleError', () => {
  it("logs the site's own errors", () => {
    const error = new Error('render failed')
    expect(call(error)).toHaveBeenCalledWith(error)
  })

  it('leaves an API failure to the API, which logged it already', () => {
    expect(call(new ApiError(500, 'Internal server error'))).not.toHaveBeenCalled()
    expect(call(new ApiError(503, 'Service unavailable'))).not.toHaveBeenCalled()
  })

  it('logs nothing for a request the visitor abandoned', () => {
    const logError = vi.fn()
    const controller = new AbortController()
    controller.abort()
    const request = new Request('http://localhost/', { signal: controller.signal })
    handleError(new Error('aborted'), {
      request,
      params: {},
      context: { logError } as unknown as AppLoadContext,
    })
    expect(logError).not.toHaveBeenCalled()
  })
})
