// The page Content-Security-Policy: only what the public pages use.

export function pageCsp(nonce: string, testimonialsEmbedUrl: string | null): string {
  let frame = "'none'"
  if (testimonialsEmbedUrl) {
    try {
      frame = new URL(testimonialsEmbedUrl).origin
    } catch {
      // a bad URL is not embedded (see the home page), so nothing to allow
    }
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frame}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
