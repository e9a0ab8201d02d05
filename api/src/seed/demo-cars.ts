// The demo cars: which are featured and on offer, and each car's specification, photos
// and description drawn from its catalogue row (catalog-data.ts).
import {
  AWARDS,
  BODY_STYLE_NAMES,
  BODY_TRAITS,
  DEMO_VINS,
  LOCATIONS,
  SAFETY_FEATURES,
  WARRANTIES,
  type BrandSeed,
  type CarRow,
} from './catalog-data'
import { demoCarLook } from './car-looks'
import { buildCar, int, pick, sample, type Rng } from './factories'
import type { SeedImages } from './images'

/** Models on the home page carousel. */
export const FEATURED_MODELS = [
  'S 580 4MATIC',
  'Range Rover Autobiography P530',
  '911 Carrera S',
  'Bentayga V8',
  'X7 xDrive40i M Sport',
  'DBX707',
]

/**
 * Limited offers: days until expiry (negative: already expired), and by how much the
 * car's price was cut for the offer, in KES (the offer shows the old price struck out).
 */
export const OFFER_MODELS: { model: string; days: number; cut?: number }[] = [
  { model: 'GLE 450d 4MATIC', days: 5, cut: 900_000 },
  { model: 'Cayenne E-Hybrid', days: 18, cut: 1_500_000 },
  { model: 'LX 600 VIP', days: 40 },
  { model: 'Macan S', days: -4 },
]

const OUT_OF_STOCK = new Set(['C 200', 'Wraith', 'Q7 45 TDI quattro', 'Levante GranSport'])

/** A catalogue row of a brand, as the car the seed inserts. */
export function demoCar(
  { brand, row }: { brand: BrandSeed; row: CarRow },
  rng: Rng,
  images: SeedImages,
) {
  const [model, year, priceM, body, fuel, drivetrain, engine, hp, accel, top, condition] = row
  const { paintName, look, cabin } = demoCarLook(brand.key, model, body)
  const age = Math.max(0, 2025 - year)
  const mileage =
    condition === 'New'
      ? int(rng, 5, 60)
      : condition === 'Certified Pre-Owned'
        ? int(rng, 8, 35) * 1000
        : (age * int(rng, 9, 16) + int(rng, 5, 15)) * 1000
  // Front three-quarter (the cover), side, rear three-quarter and cabin.
  const gallery = images.carGallery({ brandKey: brand.key, title: `${model} ${year}`, look, cabin })
  const mainImage = gallery[0]!
  const traits = BODY_TRAITS[body]
  const seats = model.startsWith('LX') || model.startsWith('X7') ? 7 : traits.seats
  const economy =
    fuel === 'Electric'
      ? `${(18 + rng() * 6).toFixed(1)} kWh/100km`
      : `${((fuel === 'Hybrid' ? 4 : fuel === 'Diesel' ? 6 : 8) + hp / 160).toFixed(1)} L/100km`
  const gearbox =
    fuel === 'Electric'
      ? 'Single-speed automatic'
      : brand.key === 'lexus' && fuel === 'Hybrid'
        ? 'e-CVT automatic'
        : brand.gearbox
  const km = mileage.toLocaleString('en-KE')
  const history =
    condition === 'New'
      ? 'Brand new, delivered with the full manufacturer warranty and registered in your name.'
      : condition === 'Certified Pre-Owned'
        ? `Certified Pre-Owned after a 160-point inspection, with ${km} km and a full dealer service history.`
        : `One careful owner, ${km} km, full service history and a fresh inspection report.`
  const character = {
    Electric: 'Free charging at our Westlands showroom and home wallbox installation on request.',
    Hybrid: 'Its hybrid system makes Nairobi traffic quiet and remarkably economical.',
    Diesel: 'A torquey diesel that is equally at ease in town and on the Mai Mahiu road.',
    Petrol: 'Effortless performance the moment you leave the showroom.',
  }[fuel]
  return buildCar(
    {
      brand: brand.key,
      model,
      year,
      price: Math.round(priceM * 1_000_000),
      mainImage,
      images: gallery,
      mileage,
      fuel,
      transmission: /manual/i.test(gearbox) ? 'Manual' : 'Automatic',
      gearbox,
      engine,
      horsepower: hp,
      availability:
        year >= 2025 ? 'Pre-Order' : OUT_OF_STOCK.has(model) ? 'Out of Stock' : 'In Stock',
      awards: sample(rng, AWARDS, int(rng, 1, 3)),
      safetyFeatures: sample(rng, SAFETY_FEATURES, int(rng, 4, 7)),
      condition,
      drivetrain,
      bodyStyle: BODY_STYLE_NAMES[body],
      exteriorColor: paintName,
      vin: DEMO_VINS[model]?.vin ?? null,
      showVin: DEMO_VINS[model]?.show ?? false,
      acceleration: `${accel.toFixed(1)}s 0-100 km/h`,
      topSpeed: `${top} km/h`,
      doors: traits.doors,
      seats,
      cargoSpace: `${traits.cargo + int(rng, -60, 60)} L`,
      fuelEconomy: economy,
      interior: brand.interior,
      infotainment: brand.infotainment,
      warranty: WARRANTIES[condition],
      location: pick(rng, LOCATIONS),
      description: `${year} ${brand.name} ${model} in ${paintName}. Inside: ${brand.interior}. ${history} ${character}`,
    },
    rng,
  )
}
