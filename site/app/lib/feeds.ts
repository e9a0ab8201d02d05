// The inventory feeds: /feeds/vehicles.csv in Facebook's automotive catalogue format, and
// /feeds/new-arrivals.atom. Pure: the routes read the cars and the dealer, these write them.
// Both hold the cars the public list shows, that is every car but the sold ones; the CSV
// says which are reserved (`pending`) and which are out of stock (`not_available`).
import { csvTable } from '@dealership/api/contract/csv'
import type { DealerInfo } from '@dealership/api/contract/dealer'
import { galleryImages } from '../components/gallery'
import { formatNumber, formatPrice } from './format'
import type { Car } from '../api/cars.server'
import { absoluteUrl } from './meta'
import { carShareCard, shareImage } from '@dealership/api/contract/share-card'

export const NEW_ARRIVALS_FEED_PATH = '/feeds/new-arrivals.atom'

/** How many cars the Atom feed holds, newest first. */
export const NEW_ARRIVALS_COUNT = 50
/** Facebook reads at most 20 images a vehicle. */
const MAX_IMAGES = 20

/**
 * The image that stands for a car in the Atom feed: its share card (1200x630 JPEG with
 * its name, price and the dealer), absolute. Every car has one, photo or not.
 */
export function feedImage(
  car: Car,
  { brandName, siteName, origin }: { brandName: string; siteName: string; origin: string },
): string {
  return absoluteUrl(origin, shareImage(carShareCard(car, brandName, siteName)).path)
}

/** "2021 BMW X5 xDrive45e": the year first, as listings name a used car. */
function feedTitle(car: Car, brandNames: Record<string, string>): string {
  return `${car.year} ${brandNames[car.brand] ?? car.brand} ${car.model}`.trim()
}

// ---------------------------------------------------------------- CSV
// Written by the product's one CSV writer (@dealership/api/contract/csv), which also
// neutralises cells a spreadsheet would run as formulas.

const FUEL_TYPES: Record<string, string> = {
  petrol: 'PETROL',
  gasoline: 'GASOLINE',
  diesel: 'DIESEL',
  hybrid: 'HYBRID',
  electric: 'ELECTRIC',
}
const DRIVETRAINS: Record<string, string> = {
  awd: 'AWD',
  '4wd': 'FOUR_WD',
  '4x4': 'FOUR_WD',
  fwd: 'FWD',
  rwd: 'RWD',
  '2wd': 'TWO_WD',
}
const AVAILABILITY: Record<Car['availability'], string> = {
  'In Stock': 'available',
  'Pre-Order': 'available',
  Reserved: 'pending',
  'Out of Stock': 'not_available',
  Sold: 'not_available',
}

function fuelType(car: Car): string {
  const fuel = FUEL_TYPES[car.fuel.trim().toLowerCase()] ?? 'OTHER'
  return fuel === 'HYBRID' && /plug-in/i.test(car.engine) ? 'PLUGIN_HYBRID' : fuel
}

export type VehicleFeedInput = {
  cars: Car[]
  brandNames: Record<string, string>
  dealer: DealerInfo
  origin: string
}

/** Every car as a row of Facebook's vehicle catalogue feed. */
export function vehiclesCsv({ cars, brandNames, dealer, origin }: VehicleFeedInput): string {
  const images = cars.map((car) =>
    galleryImages(car.mainImage, car.images)
      .slice(0, MAX_IMAGES)
      .map((src) => absoluteUrl(origin, src)),
  )
  const imageColumns = Math.max(1, ...images.map((list) => list.length))
  const header = [
    'vehicle_id',
    'title',
    'description',
    'url',
    'make',
    'model',
    'year',
    'mileage.value',
    'mileage.unit',
    ...Array.from({ length: imageColumns }, (_, i) => `image[${i}].url`),
    'transmission',
    'fuel_type',
    'body_style',
    'drivetrain',
    'vin',
    'state_of_vehicle',
    'price',
    'exterior_color',
    'availability',
    'date_first_on_lot',
    'address.addr1',
    'address.city',
    'address.region',
    'address.postal_code',
    'address.country',
    'latitude',
    'longitude',
  ]
  const rows = cars.map((car, i) => {
    const title = feedTitle(car, brandNames)
    const description =
      car.description?.trim() ||
      `${title}: ${car.fuel}, ${car.gearbox ?? car.transmission}, ${formatNumber(car.mileage)} km.`
    const carImages = images[i] ?? []
    return [
      car.id,
      title,
      description,
      absoluteUrl(origin, `/cars/${car.id}`),
      brandNames[car.brand] ?? car.brand,
      car.model,
      car.year,
      car.mileage ?? 0,
      'KM',
      ...Array.from({ length: imageColumns }, (_, n) => carImages[n] ?? ''),
      // Automatic or Manual, the catalogue's two (the gearbox's name is ours alone).
      car.transmission,
      fuelType(car),
      car.bodyStyle?.toUpperCase() ?? 'OTHER',
      DRIVETRAINS[car.drivetrain?.trim().toLowerCase() ?? ''] ?? (car.drivetrain ? 'OTHER' : ''),
      // The catalogue takes 17-character VINs only, never a chassis number; the API
      // sends the number only when staff chose to show it.
      car.vin?.length === 17 ? car.vin : '',
      car.condition === 'New' ? 'NEW' : 'USED',
      `${car.price} KES`,
      car.exteriorColor ?? '',
      AVAILABILITY[car.availability],
      car.createdAt.slice(0, 10),
      dealer.streetAddress,
      dealer.locality,
      dealer.region,
      dealer.postalCode,
      dealer.country,
      dealer.latitude,
      dealer.longitude,
    ]
  })
  return csvTable(header, rows)
}

// ---------------------------------------------------------------- Atom

const XML_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
}

/** Text for XML content and attributes: XML's five predefined entities. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => XML_ENTITIES[c]!)
}

export type AtomFeedInput = {
  cars: Car[]
  brandNames: Record<string, string>
  siteName: string
  origin: string
}

/** The newest cars as an Atom feed (RFC 4287), a summary with the price and the image. */
export function newArrivalsAtom({ cars, brandNames, siteName, origin }: AtomFeedInput): string {
  const self = absoluteUrl(origin, NEW_ARRIVALS_FEED_PATH)
  const list = absoluteUrl(origin, '/cars')
  // The feed changes when an entry does: its newest entry's time, not the clock's.
  const updated = cars.reduce(
    (latest, car) => (car.updatedAt > latest ? car.updatedAt : latest),
    '1970-01-01T00:00:00.000Z',
  )
  const entries = cars.map((car) => {
    const url = absoluteUrl(origin, `/cars/${car.id}`)
    const title = feedTitle(car, brandNames)
    const image = feedImage(car, {
      brandName: brandNames[car.brand] ?? car.brand,
      siteName,
      origin,
    })
    const facts = [
      formatPrice(car.price),
      `${formatNumber(car.mileage)} km`,
      car.fuel,
      car.bodyStyle,
      car.availability === 'In Stock' ? null : car.availability,
    ].filter(Boolean)
    const summary = facts.join(' · ')
    const html =
      `<p><img src="${escapeXml(image)}" alt="${escapeXml(title)}" width="1200" height="630"></p>` +
      `<p>${escapeXml(summary)}</p>`
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <link rel="enclosure" type="image/jpeg" href="${escapeXml(image)}"/>`,
      `    <published>${escapeXml(car.createdAt)}</published>`,
      `    <updated>${escapeXml(car.updatedAt)}</updated>`,
      `    <summary>${escapeXml(summary)}</summary>`,
      `    <content type="html">${escapeXml(html)}</content>`,
      '  </entry>',
    ]
      .filter((l) => l !== null)
      .join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-KE">',
    `  <id>${escapeXml(self)}</id>`,
    `  <title>New arrivals | ${escapeXml(siteName)}</title>`,
    `  <subtitle>The latest luxury cars in our Nairobi showroom, with prices in Ksh.</subtitle>`,
    `  <updated>${escapeXml(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(list)}"/>`,
    `  <author><name>${escapeXml(siteName)}</name><uri>${escapeXml(absoluteUrl(origin, '/'))}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
