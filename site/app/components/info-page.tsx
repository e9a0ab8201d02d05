import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** The short content pages linked from the header and footer. */
export function InfoPage({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <div className="page narrow article">
      <h1>{title}</h1>
      <p className="muted">{lead}</p>
      {children}
      <p>
        <Link to="/contact" className="btn">
          Contact Us
        </Link>
      </p>
    </div>
  )
}
