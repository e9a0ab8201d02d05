import type { ReactNode } from 'react'
import { OpeningHours } from './opening-hours'
import { Link } from '@remix-run/react'

/** The site's footer; `children` (the chat button's dock, fixed to the screen) come first. */
export function Footer({ siteName, children }: { siteName: string; children?: ReactNode }) {
  return (
    <footer className="site-footer">
      {children}
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{siteName}</h2>
          <p>Luxury and performance vehicles in Nairobi, imported and delivered to your door.</p>
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/true-brand">The True Brand</Link>
            </li>
            <li>
              <Link to="/careers">Careers</Link>
            </li>
            <li>
              <Link to="/terms">Terms &amp; Conditions</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            <li>
              <Link to="/pre-reserve">Pre-Reserve</Link>
            </li>
            <li>
              <Link to="/import">Import Order</Link>
            </li>
            <li>
              <Link to="/sell">Sell Your Car</Link>
            </li>
            <li>
              <Link to="/finance">Finance Calculator</Link>
            </li>
            <li>
              <Link to="/import/cost">Import Cost Estimator</Link>
            </li>
            <li>
              <Link to="/customer-portal">Customer Portal</Link>
            </li>
            <li>
              <Link to="/saved">Saved Cars</Link>
            </li>
            <li>
              <Link to="/compare">Compare Cars</Link>
            </li>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Opening Hours</h2>
          <OpeningHours />
        </section>
      </div>
      <p className="copyright">
        © {new Date().getFullYear()} {siteName}. All rights reserved.
      </p>
    </footer>
  )
}
