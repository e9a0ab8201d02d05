import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** A not-found or failure screen: a heading, what happened, and the way back. */
export function StatusPage({
  title,
  back,
  children,
}: {
  title: string
  back: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <section className="page narrow status-page">
      <h1>{title}</h1>
      {children}
      <p>
        <Link to={back.to} className="btn">
          {back.label}
        </Link>
      </p>
    </section>
  )
}
