import { Link } from '@remix-run/react'
import type { FilterChip } from '../lib/car-filters'

/** The active filters above a list's results: each removable by its link, and Clear all. */
export function ActiveFilters({ chips, clearHref }: { chips: FilterChip[]; clearHref: string }) {
  if (chips.length === 0) return null
  return (
    <nav className="active-filters" aria-label="Active filters">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className="chip" preventScrollReset>
              <span className="visually-hidden">Remove filter: </span>
              {chip.label}
              <span aria-hidden="true" className="chip-x">
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={clearHref} className="chip-clear" preventScrollReset>
            Clear all
          </Link>
        </li>
      </ul>
    </nav>
  )
}
