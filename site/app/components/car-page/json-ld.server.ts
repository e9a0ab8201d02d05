// The car page's schema.org data, built by its loader: none of it travels in the scripts.
import {
  auctionCodeMeaning,
  documentDamageCodes,
  type Car,
  type CarHistory,
} from '@dealership/api/contract'
import { breadcrumbList, dealerRef, type Trail } from '../json-ld'
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

/**
 * What the records say, as schema.org words: the odometer's last reading and the known
 * damages (the imperfections photographed, the auction sheet's codes).
 */
function fromRecords(history: CarHistory | null) {
  if (!history) return { km: null, damages: [] }
  const km = history.mileage.readings.at(-1)?.km ?? null
  const damages = history.imperfections.map((i) => `${i.caption} (${i.area})`)
  for (const doc of history.documents) {
    for (const c of documentDamageCodes(doc.fields))
      damages.push(`${c.location}: ${auctionCodeMeaning(c.code) ?? c.code}`)
  }
  return { km, damages }
}

/** The car as schema.org's Car with its Offer, for the page's JSON-LD. */
export function carJsonLd(
  car: Car,
  history: CarHistory | null,
  { brand, origin, siteName }: CarPageOf,
) {
  const condition = car.condition ? CONDITION_SCHEMA[car.condition] : undefined
  const records = fromRecords(history)
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
      value: records.km ?? displayNumber(car.mileage),
      unitCode: 'KMT',
    },
    ...(records.damages.length ? { knownVehicleDamages: records.damages.join('; ') } : {}),
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

/** The trail to a car's page (Home, Our Cars, its brand, the car), and on to a page under it. */
export function carBreadcrumbs(
  origin: string,
  car: Pick<Car, 'id' | 'brand' | 'model' | 'year'>,
  { brand, under = [] }: { brand: string; under?: Trail },
) {
  return breadcrumbList(origin, [
    { name: 'Home', path: '/' },
    { name: 'Our Cars', path: '/cars' },
    { name: brand, path: `/brand/${car.brand}` },
    { name: `${brand} ${car.model} ${car.year}`, path: `/cars/${car.id}` },
    ...under,
  ])
}
