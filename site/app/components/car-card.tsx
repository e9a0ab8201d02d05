import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { CarSummary } from '../api/cars.server'
import { carTitle, displayNumber, formatNumber, formatPrice, displayText } from '../lib/format'
import { IMAGE_SIZES } from '../lib/image-srcset'
import { GarageControls } from './garage-controls'
import { Img } from './img'

type Props = {
  car: CarSummary
  brandNames: Record<string, string>
  eager?: boolean
  headingLevel?: 2 | 3
  /** How wide the picture is shown: IMAGE_SIZES.card, or filteredCard beside the filters. */
  imageSizes?: string
  /** On the visitor's own page (/saved): the car is saved, so its button starts pressed. */
  saved?: boolean
  /** What the card offers besides (the pre-order cars' Reserve button), after Save. */
  children?: ReactNode
}

export function CarCard({
  car,
  brandNames,
  eager = false,
  headingLevel = 3,
  imageSizes = IMAGE_SIZES.card,
  saved = false,
  children,
}: Props) {
  const title = carTitle(car, brandNames)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card car-card">
      {/* The photo names nothing the title does not, so it is silent (alt=""); the title's
          link covers the whole card (styles.css), photo included: one link per car. */}
      <Img src={car.mainImage} alt="" width={640} height={400} sizes={imageSizes} eager={eager} />
      <div className="card-body">
        <Heading className="card-title">
          <Link to={`/cars/${car.id}`}>{title}</Link>
        </Heading>
        {/* One string, one text node: nothing for React to separate and hydrate piece by piece. */}
        <p className="car-meta">
          {`${displayNumber(car.year)} · ${displayText(car.fuel)} · ${formatNumber(car.mileage)} km`}
        </p>
        <p className="price">{formatPrice(car.price)}</p>
        <p
          className={`availability availability-${car.availability.replace(/\s+/g, '-').toLowerCase()}`}
        >
          {car.availability}
        </p>
        <GarageControls carId={car.id} carName={`${title} ${car.year}`} initial={saved} />
        {children}
      </div>
    </article>
  )
}
