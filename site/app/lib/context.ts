// What server/server.ts hands every loader and action as `context`.
export type SiteConfig = {
  siteName: string
  testimonialsEmbedUrl: string | null
  /** How many days ahead a test drive can be booked (TEST_DRIVE_HORIZON_DAYS). */
  testDriveHorizonDays: number
  /** The saved-cars cookie: its HMAC key (SITE_COOKIE_SECRET) and whether it is Secure. */
  garageCookie: { secret: string; secure: boolean }
}

export type SiteLoadContext = {
  /** The visitor's address, forwarded to the API for its rate limit. */
  clientIp: string
  /** The id of the request (X-Request-Id): shown on the error page, logged with errors. */
  requestId: string
  /** Logs an unexpected error of this request once, with its id (and reports it). */
  logError: (error: unknown) => void
  /**
   * fetch for the API: in process (through the page cache to the API app) by default,
   * over HTTP when API_URL is set. site/app/api/client.server.ts is its only caller.
   */
  apiFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  config: SiteConfig
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments Remix's type
  interface AppLoadContext extends SiteLoadContext {}
}
