import type { DealerInfo } from '@dealership/api/contract/dealer'
import type { ReactNode } from 'react'
import { DealerContact } from './dealer-contact'
import { OpeningHours } from './opening-hours'
import { Link } from '@remix-run/react'

/** A footer link: where it goes and what it says. */
type FooterLink = readonly [to: string, label: string]

const COMPANY: readonly FooterLink[] = [
  ['/about', 'About Us'],
  ['/true-brand', 'The True Brand'],
  ['/careers', 'Careers'],
  ['/terms', 'Terms & Conditions'],
  ['/privacy', 'Privacy Notice'],
]

const SERVICES: readonly FooterLink[] = [
  ['/pre-reserve', 'Pre-Reserve'],
  ['/import', 'Import Order'],
  ['/sell', 'Sell Your Car'],
  ['/finance', 'Finance Calculator'],
  ['/import/cost', 'Import Cost Estimator'],
  ['/customer-portal', 'Customer Portal'],
  ['/saved', 'Saved Cars'],
  ['/compare', 'Compare Cars'],
  ['/contact', 'Contact Us'],
]

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
        <FooterLinks id="footer-company" title="Company" links={COMPANY} />
        <FooterLinks id="footer-services" title="Services" links={SERVICES} />
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

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string
  title: string
  links: readonly FooterLink[]
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
