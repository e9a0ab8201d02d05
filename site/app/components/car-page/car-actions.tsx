import type { Car } from '@dealership/api/contract'
import { Link } from '@remix-run/react'
import { GarageControls } from '../garage-controls'
import { carShareText, ShareCar } from '../share-car'
import { absoluteUrl } from '../../lib/meta'
import { useSiteConfig } from '../../lib/use-brand-names'

/**
 * Everything the visitor can do with the car, as one group: the one thing to do first
 * (the filled button: Reserve when the car can be reserved online, else Contact Dealer),
 * then the rest, all of one size (see .car-actions). `title`: the
 * car's name as the page shows it; `brand`: its brand's name.
 */
export function CarActions({
  car,
  brand,
  title,
  reservable,
}: {
  car: Car
  brand: string
  title: string
  /** Whether the car can be reserved online (M-Pesa set up, in stock or to order). */
  reservable: boolean
}) {
  const { origin, siteName } = useSiteConfig()
  return (
    <div className="car-actions">
      {car.availability === 'Sold' ? null : (
        <>
          {reservable ? (
            <Link className="btn" to={`/cars/${encodeURIComponent(car.id)}/reserve`}>
              Reserve
            </Link>
          ) : null}
          {/* Through our redirect, which counts the click against the car. */}
          <a
            className={reservable ? 'btn btn-outline car-action-wide' : 'btn'}
            href={`/cars/${encodeURIComponent(car.id)}/chat`}
            target="_blank"
            rel="nofollow noopener noreferrer"
          >
            Contact Dealer
          </a>
          <a className="btn btn-outline" href="#enquire">
            Enquire about this car
          </a>
          <a className="btn btn-outline" href="#test-drive">
            Book a test drive
          </a>
        </>
      )}
      <GarageControls carId={car.id} carName={`${title} ${car.year}`} />
      <ShareCar
        title={`${title} ${car.year}`}
        text={carShareText(car, brand, siteName)}
        url={absoluteUrl(origin, `/cars/${car.id}`)}
      />
    </div>
  )
}
