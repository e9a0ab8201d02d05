// The page Content-Security-Policy: only what the public pages use. Inline scripts are
// allowed by their SHA-256 hashes, computed from the rendered page itself, so a page
// served again from the page cache carries no per-response secret to reuse (a nonce
// would be shared by everyone who got the cached copy).
import { createHash } from 'node:crypto'

/** `<script ...>body</script>` as React renders it: the body never holds `</script`. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
/** Types a browser executes; data blocks (JSON-LD) are never run, so need no hash. */
const EXECUTABLE = /^(?:|module|text\/javascript|application\/javascript)$/i

/** The CSP source expression of every inline script the page executes, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? ''
    if (!EXECUTABLE.test(type.trim())) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function pageCsp(scriptHashes: string[], testimonialsEmbedUrl: string | null): string {
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
    // 'self' for the fingerprinted bundles and their module preloads; each inline script
    // by its hash. No 'unsafe-inline', no 'unsafe-eval'.
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data: https:",
    // The two fonts are data: addresses inside the stylesheet (see vite.config.ts).
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frame}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
