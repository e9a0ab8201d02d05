import { Link } from '@remix-run/react'

/**
 * Apply (needed without JavaScript; "Show N cars" in a phone's sheet) and Reset, which
 * goes back to the unfiltered page.
 */
export function FilterActions({
  resetTo,
  submitLabel = 'Apply Filters',
}: {
  resetTo: string
  submitLabel?: string
}) {
  return (
    <div className="filter-actions">
      <button type="submit" className="btn">
        {submitLabel}
      </button>
      <ResetFilters to={resetTo} outline />
    </div>
  )
}

/** The empty state of a filtered list: what happened and Reset Filters. */
export function NoMatches({ message, resetTo }: { message: string; resetTo: string }) {
  return (
    <div className="empty">
      <p>{message}</p>
      <ResetFilters to={resetTo} />
    </div>
  )
}

function ResetFilters({ to, outline = false }: { to: string; outline?: boolean }) {
  return (
    <Link to={to} className={outline ? 'btn btn-outline' : 'btn'}>
      Reset Filters
    </Link>
  )
}
