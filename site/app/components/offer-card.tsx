import type { Car, LimitedOffer } from '@dealership/api/contract'
import { Link } from '@remix-run/react'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import { carTitle, formatPrice } from '../lib/format'
import { daysLeft, daysLeftLabel } from '../lib/offers'
import { IMAGE_SIZES } from '../lib/image-srcset'
import { Img } from './img'

type Props = {
  /** `reservable`: the car can be reserved online (Reserve Now opens its reserve form). */
  offer: LimitedOffer & { carId: Car; reservable: boolean }
  brandNames: Record<string, string>
  now: string
  eager?: boolean
}

export function OfferCard({ offer, brandNames, now, eager = false }: Props) {
  const car = offer.carId
  const title = carTitle(car, brandNames)
  const days = daysLeft(offer.expiryDate, new Date(now))
  // The reserve form when the car can be reserved online; else the car's page, to ask.
  const carPath = `/cars/${encodeURIComponent(car.id)}`
  return (
    <article className="card offer-card">
      <Img
        src={car.mainImage}
        alt={`${title} ${car.year}`}
        width={640}
        height={400}
        sizes={IMAGE_SIZES.card}
        eager={eager}
      />
      <div className="card-body">
        <h3 className="card-title">
          {title} ({car.year})
        </h3>
        <p className="price">
          {offer.previousPrice ? (
            <>
              {/* Screen readers do not announce <del>: the words say it. */}
              <del className="was-price">
                <span className="visually-hidden">Was </span>
                {formatPrice(offer.previousPrice)}
              </del>{' '}
              <span className="visually-hidden">now </span>
            </>
          ) : null}
          {formatPrice(car.price)}
        </p>
        <p className="days-left" data-testid="days-left">
          {daysLeftLabel(days)}
        </p>
        <p className="muted">Offer ends {formatNairobiDate(offer.expiryDate.slice(0, 10))}</p>
        <p>
          <Link
            to={offer.reservable ? `${carPath}/reserve` : carPath}
            className="btn"
            aria-label={`Reserve Now: ${title} ${car.year}`}
          >
            Reserve Now
          </Link>
        </p>
      </div>
    </article>
  )
}
