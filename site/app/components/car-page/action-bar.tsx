import type { Car } from '@dealership/api/contract'
import { formatPrice } from '../../lib/format'

/**
 * On a phone, the price and the ways to reach the dealer stay in view at the bottom of
 * the screen while the visitor reads (the page leaves room for the bar; see .car-bar).
 */
/** `phone`: the showroom's telephone (dealer settings), + and digits. */
export function CarActionBar({ car, phone }: { car: Car; phone: string }) {
  return (
    <div className="car-bar" role="region" aria-label="Price and contact">
      <p className="car-bar-price">
        {formatPrice(car.price)}
        {car.availability === 'Sold' || car.availability === 'Reserved' ? (
          <span className="car-bar-state"> · {car.availability}</span>
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
          <a
            className="btn btn-small"
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
          <a className="btn btn-outline btn-small" href="#enquire">
            Enquire
          </a>
        </div>
      )}
    </div>
  )
}
