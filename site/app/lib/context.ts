// What site/server.ts hands every loader and action as `context`.
export type SiteConfig = {
  siteName: string
  /** International format, digits only: https://wa.me/{dealerWhatsapp} */
  dealerWhatsapp: string
  testimonialsEmbedUrl: string | null
}

export type SiteLoadContext = {
  /** The visitor's address, forwarded to the API for its rate limit. */
  clientIp: string
  /**
   * fetch for the API: in process (app.request) by default, over HTTP when API_URL
   * is set. Pass it to Hono's `hc` as its `fetch`.
   */
  apiFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  config: SiteConfig
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments Remix's type
  interface AppLoadContext extends SiteLoadContext {}
}
