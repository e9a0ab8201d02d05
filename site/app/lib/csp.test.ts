import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, pageCsp } from './csp'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script, not external ones or data blocks', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script>window.a=1</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/assets/x.js";')])
  })

  it('hashes the exact text, multi-byte characters included', () => {
    const body = 'console.log("KES 1 000 000 · Nairobi")'
    expect(inlineScriptHashes(`<p>x</p><script>${body}</script>`)).toEqual([sha(body)])
  })
})

describe('inlineScriptHashes on bytes', () => {
  it('hashes the same scripts from the page bytes as from its text', () => {
    const html =
      '<p>KES 1\u00a0000 · Nairobi</p><script>window.x="·"</script>' +
      '<script type="module" async="">import "/a.js";</script><script src="/b.js"></script>'
    expect(inlineScriptHashes(Buffer.from(html))).toEqual(inlineScriptHashes(html))
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      sha('window.x="·"'),
      sha('import "/a.js";'),
    ])
  })

  it('reads tags in any case, and only script tags', () => {
    const html =
      '<scripts>no</scripts><SCRIPT>a(1 < 2)</SCRIPT><p>x</p><script\ttype="text/javascript">b()</Script>'
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('a(1 < 2)'), sha('b()')])
  })

  it('ignores a script that never closes', () => {
    expect(inlineScriptHashes(Buffer.from('<script>a()</script><script>b()'))).toEqual([sha('a()')])
  })
})

describe('pageCsp', () => {
  it('allows scripts from the site and by hash only, and frames only the review embed', () => {
    const csp = pageCsp(["'sha256-abc='"], 'https://widgets.example.com/reviews?id=1')
    expect(csp).toContain("script-src 'self' 'sha256-abc='")
    expect(csp).not.toMatch(/nonce|unsafe-inline|unsafe-eval/)
    expect(csp).toContain('frame-src https://widgets.example.com')
    expect(pageCsp([], null)).toContain("frame-src 'none'")
  })
})
