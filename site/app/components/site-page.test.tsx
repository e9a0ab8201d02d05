// A page admins write, as the server renders it: markup they typed shows as text, the
// fields are filled from the settings (ways to reach the dealer as links), headings get
// ids and a long page lists its sections.
import { parsePageText } from '@dealership/api/contract/page-text'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageFields } from '../lib/site-page-view.server'
import { SitePage } from './site-page'

const FIELDS: PageFields = {
  name: { text: 'Test Motors' },
  address: { text: 'Waiyaki Way, Nairobi 00800, Kenya' },
  telephone: { text: '+254 700 123 456', href: 'tel:+254700123456' },
  whatsapp: { text: '+254 711 222 333', href: 'https://wa.me/254711222333' },
  email: { text: 'hello@dealer.example', href: 'mailto:hello@dealer.example' },
  deposit: { text: 'Ksh 100,000, whatever the car' },
  holdDays: { text: '7 days' },
  refundTerms: { text: 'Refunded within 3 working days.' },
}

const render = (body: string) =>
  renderToString(
    <StaticRouter location="/terms">
      <SitePage
        data={{
          page: {
            title: 'Terms and Conditions',
            summary: 'How it works.',
            updatedAt: '2026-11-30T21:30:00.000Z',
          },
          blocks: parsePageText(body).blocks,
          fields: FIELDS,
          email: 'hello@dealer.example',
        }}
      />
    </StaticRouter>,
  ).replaceAll('<!-- -->', '')

describe('SitePage', () => {
  it('shows a script an admin typed as text, never as an element', () => {
    const html = render('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('fills the fields, the dealer reachable by links, and dates the page in Nairobi', () => {
    const html = render('{{name}} at {{address}}: call {{telephone}} or write to {{email}}.')
    expect(html).toContain('Test Motors at Waiyaki Way, Nairobi 00800, Kenya: call ')
    expect(html).toContain('<a href="tel:+254700123456">+254 700 123 456</a>')
    expect(html).toContain('<a href="mailto:hello@dealer.example">hello@dealer.example</a>')
    // 21:30 UTC on 30 November is past midnight in Nairobi.
    expect(html).toContain(
      'Last updated <time dateTime="2026-11-30T21:30:00.000Z">1 December 2026</time>',
    )
    expect(html).toContain('<h1>Terms and Conditions</h1>')
  })

  it('gives headings ids, lists the sections of a long page and renders links and lists', () => {
    const body = [
      '## One',
      '## Two',
      '### Detail',
      '## Three',
      '## Four',
      '## One',
      '- **Bold** and [privacy](/privacy)',
      '1. [ODPC](https://www.odpc.go.ke)',
    ].join('\n')
    const html = render(body)
    expect(html).toContain('<h2 id="one">One</h2>')
    expect(html).toContain('<h2 id="one-2">One</h2>')
    expect(html).toContain('<h3 id="detail">Detail</h3>')
    expect(html).toMatch(/<nav class="site-page-contents"[^>]*>.*<h2 id="contents-title">Contents/)
    expect(html).toContain('<a href="#one-2">One</a>')
    expect(html).toContain(
      '<ul><li><strong>Bold</strong> and <a data-discover="true" href="/privacy">privacy</a></li></ul>',
    )
    expect(html).toContain('<ol><li><a href="https://www.odpc.go.ke">ODPC</a></li></ol>')
    // A short page lists none.
    expect(render('## Only\n\nText')).not.toContain('Contents')
  })
})
