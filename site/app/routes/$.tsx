import { data, type MetaFunction } from '@remix-run/node'
import { Link, useLocation } from '@remix-run/react'
import { pageMeta } from '../lib/meta'
import { GeneralErrorBoundary } from '../components/status-page'

// Any path no other route claims: a real 404 with the layout around it.
export function loader() {
  return data({ notFound: true }, 404)
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist.",
    path: location.pathname,
    noindex: true,
  })

export default function NotFound() {
  const location = useLocation()
  return (
    <section className="page narrow status-page">
      <h1>Page Not Found</h1>
      <p>
        We couldn't find <code>{location.pathname}</code>. It may have moved or never existed.
      </p>
      <p>
        <Link to="/" className="btn">
          Back to Home
        </Link>{' '}
        <Link to="/cars" className="btn btn-outline">
          Browse Our Cars
        </Link>
      </p>
    </section>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
