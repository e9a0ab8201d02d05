import { FEATURED_PAGE_SIZE } from '@dealership/api/contract/options'
import { Link } from '@remix-run/react'
import { useState, type MouseEvent } from 'react'
import type { CarSummary } from '../api/cars.server'
import { IMAGE_SIZES } from '../lib/image-srcset'
import { CarCard } from './car-card'

/** Page numbers wrap around at both ends (1-based). */
export function wrapPage(page: number, pages: number): number {
  if (pages <= 0) return 1
  return ((((page - 1) % pages) + pages) % pages) + 1
}

/** The cars page `page` holds, as a phone reads it: "Cars 1–3", "Car 7". */
export function carRange(page: number, total: number): string {
  const first = (page - 1) * FEATURED_PAGE_SIZE + 1
  const last = Math.min(total, page * FEATURED_PAGE_SIZE)
  return first === last ? `Car ${first}` : `Cars ${first}–${last}`
}

type Props = { cars: CarSummary[]; initialPage: number; brandNames: Record<string, string> }

/**
 * Three cars a page. Previous/next are links (?featured=N) so they work without
 * JavaScript; with it they page in place. On a wide screen the three stand in a row; on a
 * phone they are a strip that scrolls sideways, a card at a time, the next one showing
 * at the edge (styles.css: .carousel-track), with or without JavaScript.
 */
export function FeaturedCarousel({ cars, initialPage, brandNames }: Props) {
  const pages = Math.max(1, Math.ceil(cars.length / FEATURED_PAGE_SIZE))
  const [page, setPage] = useState(() => wrapPage(initialPage, pages))
  const current = wrapPage(page, pages)
  const prev = wrapPage(current - 1, pages)
  const next = wrapPage(current + 1, pages)
  const shown = cars.slice((current - 1) * FEATURED_PAGE_SIZE, current * FEATURED_PAGE_SIZE)

  const go = (target: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    setPage(target)
  }

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured vehicles carousel"
    >
      {/* A new list for each page, so the strip of a new page starts at its first card. */}
      <ul
        key={current}
        className="grid carousel-track"
        data-cols={FEATURED_PAGE_SIZE}
        aria-live="polite"
      >
        {shown.map((car, i) => (
          <li key={car.id}>
            {/* On a phone the first card is the largest paint: load it at once. */}
            <CarCard
              car={car}
              brandNames={brandNames}
              eager={i === 0}
              imageSizes={IMAGE_SIZES.featured}
            />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="carousel-controls pagination">
          <Link
            to={`?featured=${prev}#featured`}
            preventScrollReset
            className="btn btn-outline btn-small"
            onClick={go(prev)}
          >
            <span aria-hidden="true">‹</span> Previous
          </Link>
          <span className="carousel-status">
            {current} / {pages}
          </span>
          {/* A phone shows one card of the page's strip at a time: it counts cars. */}
          <span className="carousel-status-cars">
            {carRange(current, cars.length)} of {cars.length}
          </span>
          <Link
            to={`?featured=${next}#featured`}
            preventScrollReset
            className="btn btn-outline btn-small"
            onClick={go(next)}
          >
            Next <span aria-hidden="true">›</span>
          </Link>
        </div>
      ) : null}
    </div>
  )
}
