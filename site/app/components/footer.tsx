import type { DealerInfo } from '@dealership/api/contract/dealer'
import type { ReactNode } from 'react'
import { DealerContact } from './dealer-contact'
import { OpeningHours } from './opening-hours'
import { Link } from '@remix-run/react'

/**
 * The site's footer; `children` (the chat button's dock, fixed to the screen) come first.
 * The showroom's address, ways to reach it and hours come from the dealer settings (none
 * shown when they could not be read).
 */
export function Footer({
  siteName,
  dealer,
  children,
}: {
  siteName: string
  dealer: DealerInfo | null
  children?: ReactNode
}) {
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
            <li>
              <Link to="/privacy">Privacy Notice</Link>
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
        {dealer ? (
          <>
            <section aria-labelledby="footer-visit">
              <h2 id="footer-visit">Visit Us</h2>
              <DealerContact dealer={dealer} />
            </section>
            <section aria-labelledby="footer-hours">
              <h2 id="footer-hours">Opening Hours</h2>
              <OpeningHours hours={dealer.openingHours} />
            </section>
          </>
        ) : null}
      </div>
      <p className="copyright">
        © {new Date().getFullYear()} {siteName}. All rights reserved.
      </p>
    </footer>
  )
}
