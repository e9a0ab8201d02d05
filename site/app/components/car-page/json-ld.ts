import type { Car } from '@dealership/api/contract'
import { dealerRef } from '../json-ld'
import { galleryImages } from '../gallery'
import { displayDescription, displayNumber } from '../../lib/format'
import { absoluteUrl } from '../../lib/meta'

/** schema.org's item conditions (a certified pre-owned car is a used one). */
const CONDITION_SCHEMA: Record<string, string> = {
  New: 'https://schema.org/NewCondition',
  Used: 'https://schema.org/UsedCondition',
  'Certified Pre-Owned': 'https://schema.org/UsedCondition',
  Refurbished: 'https://schema.org/RefurbishedCondition',
}

const AVAILABILITY_SCHEMA: Record<Car['availability'], string> = {
  'In Stock': 'https://schema.org/InStock',
  'Out of Stock': 'https://schema.org/OutOfStock',
  'Pre-Order': 'https://schema.org/PreOrder',
  Reserved: 'https://schema.org/Reserved',
  Sold: 'https://schema.org/SoldOut',
}

/** Where a car's page is shown: its brand's name, the site's origin and the dealer's name. */
export type CarPageOf = { brand: string; origin: string; siteName: string }

/** The car as schema.org's Car with its Offer, for the page's JSON-LD. */
export function carJsonLd(car: Car, { brand, origin, siteName }: CarPageOf) {
  const condition = car.condition ? CONDITION_SCHEMA[car.condition] : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${brand} ${car.model}`,
    brand: { '@type': 'Brand', name: brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    image: galleryImages(car.mainImage, car.images).map((src) => absoluteUrl(origin, src)),
    description: displayDescription(car.description),
    fuelType: car.fuel,
    vehicleTransmission: car.gearbox ?? car.transmission,
    vehicleEngine: { '@type': 'EngineSpecification', name: car.engine },
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: displayNumber(car.mileage),
      unitCode: 'KMT',
    },
    ...(car.drivetrain ? { driveWheelConfiguration: car.drivetrain } : {}),
    ...(car.bodyStyle ? { bodyType: car.bodyStyle } : {}),
    ...(car.exteriorColor ? { color: car.exteriorColor } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    offers: {
      '@type': 'Offer',
      price: displayNumber(car.price),
      priceCurrency: 'KES',
      availability: AVAILABILITY_SCHEMA[car.availability],
      ...(condition ? { itemCondition: condition } : {}),
      url: absoluteUrl(origin, `/cars/${car.id}`),
      seller: dealerRef(origin, siteName),
    },
  }
}
