import { parse } from 'csv-parse/sync'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { DealerInfo } from '@dealership/api/contract/dealer'
import type { Car } from '../api/cars.server'
import { feedImage, newArrivalsAtom, vehiclesCsv } from './feeds'
import { REQUIRED_VEHICLE_COLUMNS } from './feeds.fixtures'
import { formatPrice } from './format'
import { carShareCard, shareImage } from '@dealership/api/contract/share-card'

const ORIGIN = 'https://cars.example.ke'
/** The feed's image of a BMW on this dealer's site. */
const SHOWN = { brandName: 'BMW', siteName: 'Savanna & Sons', origin: ORIGIN }
const dealer: DealerInfo = {
  streetAddress: 'Waiyaki Way, Westlands',
  locality: 'Nairobi',
  region: 'Nairobi County',
  postalCode: '00800',
  country: 'KE',
  latitude: -1.2641,
  longitude: 36.8035,
  telephone: '+254700123456',
  whatsapp: '254700123456',
  email: 'sales@example.com',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=-1.2641,36.8035',
  openingHours: [],
}

function car(overrides: Partial<Car> = {}): Car {
  return {
    id: 'car-1',
    _id: 'car-1',
    brand: 'bmw',
    model: 'X5 xDrive45e',
    year: 2021,
    price: 5_800_000,
    mainImage: '/uploads/x5.jpg',
    images: ['/uploads/x5.jpg', 'https://img.example.com/x5-rear.webp'],
    mileage: 42_000,
    fuel: 'Hybrid',
    transmission: 'Automatic',
    gearbox: '8-speed Steptronic automatic',
    engine: '3.0L Inline-6 plug-in hybrid',
    horsepower: 389,
    availability: 'In Stock',
    beingReservedUntil: null,
    awards: [],
    safetyFeatures: [],
    isLimited: false,
    isFeatured: false,
    condition: 'Used',
    drivetrain: 'AWD',
    bodyStyle: 'SUV',
    exteriorColor: 'Carbonado Blue Metallic',
    vin: null,
    showVin: false,
    acceleration: null,
    topSpeed: null,
    doors: 5,
    seats: 5,
    cargoSpace: null,
    fuelEconomy: null,
    interior: null,
    infotainment: null,
    warranty: null,
    location: null,
    description: 'A fine car.',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T09:30:00.000Z',
    ...overrides,
  }
}

const brandNames = { bmw: 'BMW', lexus: 'Lexus' }

describe('vehiclesCsv', () => {
  const description = 'Line one, with a comma.\nLine "two" has quotes.\r\nThree'
  const cars = [
    car({ description, vin: 'WBATS4C03M9E12345', showVin: true }),
    car({
      id: 'car-2',
      brand: 'lexus',
      model: 'LX 570',
      condition: 'New',
      availability: 'Reserved',
      vin: 'URJ201-4256789',
      showVin: true,
      drivetrain: '4WD',
      fuel: 'Petrol',
      engine: '5.7L V8',
      bodyStyle: null,
      exteriorColor: null,
      mainImage: null,
      images: [],
      description: null,
      mileage: null,
    }),
  ]
  const records = parse(vehiclesCsv({ cars, brandNames, dealer, origin: ORIGIN }), {
    columns: true,
  }) as Record<string, string>[]

  it('has every column the catalogue requires', () => {
    for (const column of REQUIRED_VEHICLE_COLUMNS) {
      expect(records[0], column).toHaveProperty([column])
    }
  })

  it('writes a car as the catalogue reads it', () => {
    expect(records[0]).toMatchObject({
      vehicle_id: 'car-1',
      title: '2021 BMW X5 xDrive45e',
      description,
      url: `${ORIGIN}/cars/car-1`,
      make: 'BMW',
      model: 'X5 xDrive45e',
      year: '2021',
      'mileage.value': '42000',
      'mileage.unit': 'KM',
      'image[0].url': `${ORIGIN}/uploads/x5.jpg`,
      'image[1].url': 'https://img.example.com/x5-rear.webp',
      transmission: 'Automatic',
      fuel_type: 'PLUGIN_HYBRID',
      body_style: 'SUV',
      drivetrain: 'AWD',
      vin: 'WBATS4C03M9E12345',
      state_of_vehicle: 'USED',
      price: '5800000 KES',
      exterior_color: 'Carbonado Blue Metallic',
      availability: 'available',
      date_first_on_lot: '2026-11-01',
      'address.addr1': 'Waiyaki Way, Westlands',
      'address.city': 'Nairobi',
      'address.region': 'Nairobi County',
      'address.postal_code': '00800',
      'address.country': 'KE',
      latitude: '-1.2641',
      longitude: '36.8035',
    })
  })

  it('neutralises a text that a spreadsheet would run as a formula', () => {
    const [row] = parse(
      vehiclesCsv({
        cars: [car({ description: '=HYPERLINK("http://x.example","y")', model: '@X5' })],
        brandNames,
        dealer,
        origin: ORIGIN,
      }),
      { columns: true },
    ) as Record<string, string>[]
    expect(row!.description).toBe(`'=HYPERLINK("http://x.example","y")`)
    expect(row!.model).toBe("'@X5")
    expect(row!.latitude).toBe('-1.2641')
  })

  it('leaves out chassis numbers, and fills what a car lacks', () => {
    expect(records[1]).toMatchObject({
      vin: '',
      state_of_vehicle: 'NEW',
      availability: 'pending',
      drivetrain: 'FOUR_WD',
      fuel_type: 'PETROL',
      body_style: 'OTHER',
      exterior_color: '',
      'mileage.value': '0',
      'image[0].url': '',
      'image[1].url': '',
      description: '2021 Lexus LX 570: Petrol, 8-speed Steptronic automatic, 0 km.',
    })
  })
})

describe('newArrivalsAtom', () => {
  const cars = [
    car({ model: 'X5 <M> & "Sport"' }),
    car({ id: 'car-2', mainImage: null, images: [], updatedAt: '2026-11-05T10:00:00.000Z' }),
  ]
  const xml = newArrivalsAtom({ cars, brandNames, siteName: 'Savanna & Sons', origin: ORIGIN })
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
  const feed = parser.parse(xml).feed

  it('is well-formed Atom with the feed elements', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe(`${ORIGIN}/feeds/new-arrivals.atom`)
    expect(feed.title).toBe('New arrivals | Savanna & Sons')
    expect(feed.updated).toBe('2026-11-05T10:00:00.000Z')
    expect(feed.author.name).toBe('Savanna & Sons')
    const links = feed.link as Record<string, string>[]
    expect(links).toContainEqual(
      expect.objectContaining({ '@rel': 'self', '@href': `${ORIGIN}/feeds/new-arrivals.atom` }),
    )
    expect(links).toContainEqual(
      expect.objectContaining({ '@rel': 'alternate', '@href': `${ORIGIN}/cars` }),
    )
  })

  it('has an entry per car: id, title, link, updated, a summary with the price, the image', () => {
    const [first, second] = feed.entry as Record<string, unknown>[]
    expect(first).toMatchObject({
      id: `${ORIGIN}/cars/car-1`,
      title: '2021 BMW X5 <M> & "Sport"',
      updated: '2026-11-02T09:30:00.000Z',
      published: '2026-11-01T08:00:00.000Z',
    })
    expect(String(first!.summary)).toContain(formatPrice(5_800_000))
    const links = first!.link as Record<string, string>[]
    expect(links).toContainEqual(
      expect.objectContaining({ '@rel': 'alternate', '@href': `${ORIGIN}/cars/car-1` }),
    )
    // The car's share card: its name, price and the dealer over its photo.
    const image = feedImage(cars[0]!, SHOWN)
    expect(links).toContainEqual({ '@rel': 'enclosure', '@type': 'image/jpeg', '@href': image })
    const content = first!.content as Record<string, string>
    expect(content['@type']).toBe('html')
    expect(content['#text']).toContain(`<img src="${image}"`)
    // A car without a photo still has its card (drawn on the dealer's dark ground).
    const secondLinks = second!.link as Record<string, string>[]
    expect(secondLinks.find((l) => l['@rel'] === 'enclosure')?.['@href']).toMatch(
      /\/uploads\/cards\/cars\//,
    )
  })
})

describe('feedImage', () => {
  it("is the car's share card, absolute, whether or not it has a photo", () => {
    const card = (c: ReturnType<typeof car>) =>
      `${ORIGIN}${shareImage(carShareCard(c, 'BMW', 'Savanna & Sons')).path}`
    expect(feedImage(car(), SHOWN)).toBe(card(car()))
    expect(feedImage(car(), SHOWN)).toMatch(
      new RegExp(`^${ORIGIN}/uploads/cards/cars/car-1/\\w+\\.jpg$`),
    )
    const bare = car({ mainImage: null, images: [] })
    expect(feedImage(bare, SHOWN)).toBe(card(bare))
  })
})
