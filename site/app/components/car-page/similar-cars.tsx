import { Link } from '@remix-run/react'
import type { CarSummary } from '../../api/cars.server'
import { CarCard } from '../car-card'

/** A sold car's page: the cars the visitor might buy instead (see similarCars). */
export function SimilarCars({
  cars,
  brandNames,
}: {
  cars: CarSummary[]
  brandNames: Record<string, string>
}) {
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title">Similar cars</h2>
      {cars.length ? (
        <ul className="grid">
          {cars.map((c) => (
            <li key={c.id}>
              <CarCard car={c} brandNames={brandNames} />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No similar cars right now. <Link to="/cars">Browse all cars</Link>.
        </p>
      )}
    </section>
  )
}
