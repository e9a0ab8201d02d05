// Server-rendered states that the browser tests cannot reach with a healthy API: load
// failures with their Retry, and the header's brand dropdown states.
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { Header, type BrandsState } from './header'
import { LoadError } from './load-error'

const render = (node: React.ReactNode, url = '/') =>
  renderToString(<StaticRouter location={url}>{node}</StaticRouter>)

describe('LoadError', () => {
  it('shows the message and a Retry that reloads the same page and query', () => {
    const html = render(
      <LoadError message="Unable to load cars. Please try again later." />,
      '/cars?brand=bmw&page=2',
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Unable to load cars. Please try again later.')
    expect(html).toContain('<form method="get" action="/cars">')
    expect(html).toContain('name="brand" value="bmw"')
    expect(html).toContain('name="page" value="2"')
    expect(html).toMatch(/<button type="submit"[^>]*>Retry<\/button>/)
  })
})

describe('Header brand dropdown', () => {
  const header = (brands: BrandsState) => render(<Header siteName="Test Motors" brands={brands} />)

  it('shows error and empty states', () => {
    expect(header({ status: 'error' })).toContain('Unable to load brands')
    expect(header({ status: 'ok', brands: [] })).toContain('No brands available')
  })

  it('links each brand: short name on desktop, full name in the mobile menu', () => {
    const html = header({
      status: 'ok',
      brands: [{ key: 'bmw', name: 'BMW', fullName: 'Bayerische Motoren Werke' }],
    })
    expect(html).toMatch(/<a [^>]*href="\/brand\/bmw"[^>]*>BMW<\/a>/)
    expect(html).toMatch(/<a [^>]*href="\/brand\/bmw"[^>]*>Bayerische Motoren Werke<\/a>/)
    expect(html).not.toContain('No brands available')
  })
})
