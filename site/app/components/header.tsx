import type { Brand } from '@dealership/api/contract'
import { Link, NavLink } from '@remix-run/react'
import { useEffect, useState, type MouseEvent } from 'react'

export type BrandsState =
  { status: 'error' } | { status: 'ok'; brands: Pick<Brand, 'key' | 'name' | 'fullName'>[] }

function BrandItems({ state, full }: { state: BrandsState; full: boolean }) {
  if (state.status === 'error') return <li className="menu-note">Unable to load brands</li>
  if (state.brands.length === 0) return <li className="menu-note">No brands available</li>
  return (
    <>
      {state.brands.map((b) => (
        <li key={b.key}>
          <Link to={`/brand/${b.key}`}>{full ? b.fullName : b.name}</Link>
        </li>
      ))}
    </>
  )
}

/** The header stays on the page: a link followed from the phone menu closes it. */
function closeMenu(e: MouseEvent<HTMLDetailsElement>) {
  if (e.target instanceof Element && e.target.closest('a')) e.currentTarget.open = false
}

const LINKS = [
  { to: '/offers', label: 'Limited Time Offers' },
  { to: '/blogs', label: 'Blog' },
  { to: '/import', label: 'Import Order' },
  { to: '/contact', label: 'Contact Us' },
  // The same link for everyone, so every public page stays one cached page.
  { to: '/account', label: 'My Account' },
]

export function Header({ siteName, brands }: { siteName: string; brands: BrandsState }) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return (
    <header className={scrolled ? 'site-header scrolled' : 'site-header'}>
      <div className="header-inner">
        <Link to="/" className="logo">
          {siteName}
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul className="nav-list">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            {/* Opens on hover and on keyboard focus (focus-within), no script needed. */}
            <li className="has-dropdown">
              <NavLink to="/cars">Our Cars</NavLink>
              <ul className="dropdown" aria-label="Brands">
                <BrandItems state={brands} full={false} />
              </ul>
            </li>
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* details/summary: a menu button that works without JavaScript. */}
        <details className="mobile-menu" onClick={closeMenu}>
          <summary aria-label="Menu">
            <span className="burger" aria-hidden="true" />
            <span className="summary-text">Menu</span>
          </summary>
          <nav aria-label="Mobile">
            <ul>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/cars">Our Cars</Link>
                <ul className="mobile-brands" aria-label="Brands">
                  <BrandItems state={brands} full />
                </ul>
              </li>
              {LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  )
}
