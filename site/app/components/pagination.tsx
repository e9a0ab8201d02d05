import { Link } from '@remix-run/react'

type Props = { page: number; pages: number; href: (page: number) => string; label: string }

/** Previous / next page links: plain links, so paging works without JavaScript. */
export function Pagination({ page, pages, href, label }: Props) {
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn btn-outline btn-small" rel="prev">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn btn-outline btn-small" rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  )
}

/** Said on the last page a list reaches when more results exist beyond it. */
export function PagingCapNote() {
  return (
    <p className="paging-cap" role="note">
      The list stops here. Narrow the filters or change the sort order to see more cars.
    </p>
  )
}
