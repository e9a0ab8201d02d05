import type { Car } from '@dealership/api/contract'
import { Link } from '@remix-run/react'
import { BEING_RESERVED_BADGE, isBeingReserved } from '../../lib/reservations'
import { formatPrice } from '../../lib/format'

/**
 * On a phone, the price and the ways to reach the dealer stay in view at the bottom of
 * the screen while the visitor reads (the page leaves room for the bar; see .car-bar).
 * `phone`: the showroom's telephone (dealer settings), + and digits. `reservable`: the
 * car can be reserved online; then Reserve leads the bar, and the enquiry form stays a
 * scroll away (three buttons are what a 360 px screen holds on one line).
 */
export function CarActionBar({
  car,
  phone,
  reservable,
}: {
  car: Car
  phone: string
  reservable: boolean
}) {
  return (
    <div className="car-bar" role="region" aria-label="Price and contact">
      <p className="car-bar-price">
        {formatPrice(car.price)}
        {car.availability === 'Sold' || car.availability === 'Reserved' ? (
          <span className="car-bar-state"> · {car.availability}</span>
        ) : isBeingReserved(car) ? (
          <span className="car-bar-state"> · {BEING_RESERVED_BADGE}</span>
        ) : null}
      </p>
      {car.availability === 'Sold' ? (
        <div className="car-bar-actions">
          <a className="btn btn-small" href="#similar-title">
            Similar cars
          </a>
        </div>
      ) : (
        <div className="car-bar-actions">
          {reservable ? (
            <Link className="btn btn-small" to={`/cars/${encodeURIComponent(car.id)}/reserve`}>
              Reserve
            </Link>
          ) : null}
          <a
            className={reservable ? 'btn btn-outline btn-small' : 'btn btn-small'}
            href={`/cars/${encodeURIComponent(car.id)}/chat`}
            target="_blank"
            rel="nofollow noopener noreferrer"
          >
            WhatsApp
          </a>
          {phone ? (
            <a className="btn btn-outline btn-small" href={`tel:${phone}`}>
              Call
            </a>
          ) : null}
          {reservable ? null : (
            <a className="btn btn-outline btn-small" href="#enquire">
              Enquire
            </a>
          )}
        </div>
      )}
    </div>
  )
}
