// The page Content-Security-Policy: only what the public pages use. Inline scripts are
// allowed by their SHA-256 hashes, computed from the rendered page itself, so a page
// served again from the page cache carries no per-response secret to reuse (a nonce
// would be shared by everyone who got the cached copy).
import { createHash } from 'node:crypto'

/** Types a browser executes; data blocks (JSON-LD) are never run, so need no hash. */
const EXECUTABLE = /^(?:|module|text\/javascript|application\/javascript)$/i

const LT = 0x3c
const GT = 0x3e
const SCRIPT = Buffer.from('script')

/** Whether `buf` holds `word` at `at`, ASCII letters compared case-insensitively. */
function hasWordAt(buf: Uint8Array, at: number, word: Uint8Array): boolean {
  if (at + word.length > buf.length) return false
  for (let i = 0; i < word.length; i++) {
    if ((buf[at + i]! | 0x20) !== word[i]) return false
  }
  return true
}

/** A byte that continues a word (regular expressions' \w): letters, digits, `_`. */
function isWordByte(byte: number | undefined): boolean {
  if (byte === undefined) return false
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x5f
  )
}

/** Where the next `</script>` (any case) starts, from `from`; -1 if none. */
function closingTagAt(buf: Buffer, from: number): number {
  for (let at = buf.indexOf('</', from); at !== -1; at = buf.indexOf('</', at + 2)) {
    if (hasWordAt(buf, at + 2, SCRIPT) && buf[at + 8] === GT) return at
  }
  return -1
}

/**
 * The CSP source expression of every inline script the page executes, in order: each
 * `<script ...>body</script>` as React renders it (the body never holds `</script`).
 * Works on the page's bytes, which are what the browser hashes: a rendered page is never
 * decoded into a string and encoded again.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const buf = typeof html === 'string' ? Buffer.from(html, 'utf8') : html
  const hashes = new Set<string>()
  let at = buf.indexOf(LT)
  while (at !== -1) {
    const opens = hasWordAt(buf, at + 1, SCRIPT) && !isWordByte(buf[at + 7])
    const tagEnd = opens ? buf.indexOf(GT, at + 7) : -1
    if (tagEnd === -1) {
      at = buf.indexOf(LT, at + 1)
      continue
    }
    const close = closingTagAt(buf, tagEnd + 1)
    if (close === -1) break
    const attrs = buf.toString('latin1', at + 7, tagEnd)
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? ''
    if (!/\bsrc\s*=/i.test(attrs) && EXECUTABLE.test(type.trim())) {
      const body = buf.subarray(tagEnd + 1, close)
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
    at = buf.indexOf(LT, close + 9)
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
    // blob: for the thumbnails of photos a visitor chooses, read from their own device.
    "img-src 'self' data: blob: https:",
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
