// The bench seed: bulk-inserts many generated cars (100,000 for `npm run bench`) across
// the demo brands, for scale tests. Repeatable: the same seed gives the same cars.
import { isNotNull, sql } from 'drizzle-orm'
import { BODY_STYLES, type BodyStyle } from '../contract'
import { IMMEDIATE, type Db } from '../db/client'
import { brands } from '../resources/brands/brands.table'
import { cars } from '../resources/cars/cars.table'
import { newId } from '../db/schema/util'
import { CARS } from './catalog-data'
import { createRng, int, pick } from './factories'

export type BenchSeedOptions = {
  cars: number
  log?: (s: string) => void
  /** Rows per transaction. */
  batchSize?: number
  seed?: number
  now?: Date
}

const TRIMS = [
  '',
  ' Sport',
  ' Luxury',
  ' Executive',
  ' Signature',
  ' Black Edition',
  ' Launch Edition',
]
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric']
const CONDITIONS = ['New', 'Certified Pre-Owned', 'Used']
const DRIVETRAINS = ['AWD', 'RWD', '4WD', 'FWD']
// A dealer's archive: sold cars stay listed (their pages are kept), a few are reserved.
const AVAILABILITY = [
  ...Array<'In Stock'>(6).fill('In Stock'),
  'Out of Stock',
  'Pre-Order',
  'Reserved',
  'Sold',
  'Sold',
] as const

/**
 * Bulk-inserts `cars` generated cars across the existing brands, reusing the demo car
 * images (no new image is drawn). One prepared statement, one transaction per batch.
 */
export function seedBenchCars(db: Db, opts: BenchSeedOptions): { inserted: number } {
  const log = opts.log ?? (() => {})
  const total = Math.max(0, Math.floor(opts.cars))
  const batchSize = opts.batchSize ?? 5000
  const rng = createRng(opts.seed ?? 7)
  const now = (opts.now ?? new Date()).getTime()

  const brandKeys = db
    .select({ key: brands.key })
    .from(brands)
    .all()
    .map((b) => b.key)
  if (brandKeys.length === 0) throw new Error('No brands yet: seed the demo data first.')
  // The demo cars' photos, each with the body style drawn in them: a generated car
  // takes one car's photos and its style, so the pictures agree with the listing.
  const imagePool = db
    .selectDistinct({ main: cars.mainImage, images: cars.images, bodyStyle: cars.bodyStyle })
    .from(cars)
    .where(isNotNull(cars.mainImage))
    .limit(200)
    .all()

  const p = (name: string) => sql.placeholder(name)
  const insert = db
    .insert(cars)
    .values({
      id: p('id'),
      brand: p('brand'),
      model: p('model'),
      year: p('year'),
      price: p('price'),
      mainImage: p('mainImage'),
      images: p('images'),
      mileage: p('mileage'),
      fuel: p('fuel'),
      transmission: p('transmission'),
      engine: p('engine'),
      horsepower: p('horsepower'),
      availability: p('availability'),
      awards: p('awards'),
      safetyFeatures: p('safetyFeatures'),
      isLimited: false,
      condition: p('condition'),
      drivetrain: p('drivetrain'),
      bodyStyle: p('bodyStyle'),
      acceleration: p('acceleration'),
      topSpeed: p('topSpeed'),
      doors: p('doors'),
      seats: p('seats'),
      cargoSpace: p('cargoSpace'),
      fuelEconomy: p('fuelEconomy'),
      interior: 'Leather upholstery, wood trim',
      infotainment: 'Touchscreen navigation, Apple CarPlay, Android Auto',
      warranty: p('warranty'),
      location: 'Westlands Showroom, Nairobi',
      description: p('description'),
      createdAt: p('createdAt'),
      updatedAt: p('createdAt'),
    })
    .prepare()

  const started = Date.now()
  let inserted = 0
  while (inserted < total) {
    const n = Math.min(batchSize, total - inserted)
    db.transaction(() => {
      for (let i = 0; i < n; i++) insert.run(benchCar(rng, { brandKeys, imagePool }, now))
    }, IMMEDIATE)
    inserted += n
    const secs = ((Date.now() - started) / 1000).toFixed(1)
    log(`  ${inserted.toLocaleString('en-KE')} / ${total.toLocaleString('en-KE')} cars (${secs}s)`)
  }
  return { inserted }
}

/** What a generated car is drawn from: the brands, and the demo cars' photos. */
type BenchStock = {
  brandKeys: string[]
  imagePool: { main: string | null; images: string[]; bodyStyle: BodyStyle | null }[]
}

function benchCar(rng: () => number, { brandKeys, imagePool }: BenchStock, now: number) {
  const brand = pick(rng, brandKeys)
  const base = CARS[brand]?.length ? pick(rng, CARS[brand])[0] : 'Grand Tourer'
  const year = int(rng, 2016, 2025)
  const condition = year === 2025 ? 'New' : pick(rng, CONDITIONS)
  const hp = int(rng, 180, 700)
  const image = imagePool.length
    ? pick(rng, imagePool)
    : { main: null, images: [], bodyStyle: null }
  return {
    id: newId(),
    brand,
    model: `${base}${pick(rng, TRIMS)}`,
    year,
    price: int(rng, 30, 400) * 100_000,
    mainImage: image.main,
    images: image.images,
    mileage: condition === 'New' ? int(rng, 5, 50) : int(rng, 5, 150) * 1000,
    fuel: pick(rng, FUELS),
    transmission: 'Automatic',
    engine: `${(2 + rng() * 4).toFixed(1)}L engine`,
    horsepower: hp,
    availability: pick(rng, AVAILABILITY),
    awards: ['Euro NCAP 5-Star Safety Rating'],
    safetyFeatures: ['Adaptive Cruise Control', 'Lane Keeping Assist', 'Blind Spot Monitoring'],
    condition,
    drivetrain: pick(rng, DRIVETRAINS),
    acceleration: `${(3 + rng() * 6).toFixed(1)}s 0-100 km/h`,
    topSpeed: `${int(rng, 190, 320)} km/h`,
    doors: pick(rng, [2, 4, 5]),
    seats: pick(rng, [2, 4, 5, 7]),
    cargoSpace: `${int(rng, 150, 700)} L`,
    fuelEconomy: `${(5 + rng() * 10).toFixed(1)} L/100km`,
    warranty: condition === 'New' ? '3 years / unlimited km' : '12 months / 20,000 km',
    description: `Bench inventory: ${year} ${base} with ${hp} hp, generated for load testing.`,
    createdAt: new Date(now - Math.floor(rng() * 3 * 365 * 86_400_000)).toISOString(),
    bodyStyle: image.bodyStyle ?? pick(rng, BODY_STYLES),
  }
}
