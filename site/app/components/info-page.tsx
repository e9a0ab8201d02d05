import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** The content pages linked from the header and footer: a title, a lead, the text, Contact Us. */
export function InfoPage({
  title,
  lead,
  className,
  actions,
  children,
}: {
  title: string
  lead: string
  className?: string
  /** What the page offers besides Contact Us, beside it. */
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`page narrow article${className ? ` ${className}` : ''}`}>
      <h1>{title}</h1>
      <p className="muted info-page-lead">{lead}</p>
      {children}
      <p className="info-page-actions">
        {actions}
        <Link to="/contact" className={actions ? 'btn btn-outline' : 'btn'}>
          Contact Us
        </Link>
      </p>
    </div>
  )
}
