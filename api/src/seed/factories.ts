// Builders of valid payloads, shared by the seed and the tests. Pure: no database, no
// files. Pass an rng (createRng(seed)) for repeatable data; overrides win.
import type {
  BlogInput,
  BrandInput,
  CarEnquiryInput,
  CarInput,
  ContactMessageInput,
  ImportRequestInput,
  LimitedOfferInput,
  SellRequestInput,
  TestDriveInput,
} from '../contract'
import {
  CONTACT_SUBJECTS,
  IMPORT_BUDGETS,
  PREFERRED_CONTACTS,
  SELL_CONDITIONS,
  TEST_DRIVE_TIMES,
  todayInNairobi,
} from '../contract'

export type Rng = () => number

/** mulberry32: small, fast, repeatable. */
export function createRng(seed = 1): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(rng: Rng, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))

/** `n` different entries of `list`, in a random order. */
export function sample<T>(rng: Rng, list: readonly T[], n: number): T[] {
  const copy = [...list]
  const out: T[] = []
  while (out.length < n && copy.length) out.push(copy.splice(int(rng, 0, copy.length - 1), 1)[0]!)
  return out
}

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

const FIRST_NAMES = [
  'Wanjiku',
  'Otieno',
  'Achieng',
  'Kamau',
  'Njeri',
  'Mwangi',
  'Amina',
  'Kiprop',
  'Zawadi',
  'Baraka',
]
const LAST_NAMES = [
  'Kariuki',
  'Odhiambo',
  'Mutua',
  'Wambui',
  'Chebet',
  'Omondi',
  'Njoroge',
  'Hassan',
  'Kiptoo',
  'Muthoni',
]

export function buildPerson(rng: Rng = Math.random) {
  const first = pick(rng, FIRST_NAMES)
  const last = pick(rng, LAST_NAMES)
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}${int(rng, 1, 999)}@example.co.ke`.toLowerCase(),
    phone: `+254 7${int(rng, 10, 99)} ${int(rng, 100, 999)} ${int(rng, 100, 999)}`,
  }
}

export function buildBrand(overrides: Partial<BrandInput> = {}): BrandInput {
  const key = overrides.key ?? `brand-${unique()}`
  return {
    key,
    name: `Brand ${key}`,
    fullName: `Brand ${key} Automobiles`,
    description: `Hand-built luxury vehicles from ${key}.`,
    bannerImage: null,
    logoImage: null,
    ...overrides,
  }
}

export function buildCar(overrides: Partial<CarInput> = {}, rng: Rng = Math.random): CarInput {
  const car: CarInput = {
    brand: 'mercedes-benz',
    model: `Model ${unique()}`,
    year: int(rng, 2018, 2025),
    price: int(rng, 3, 40) * 1_000_000,
    mainImage: null,
    images: [],
    mileage: int(rng, 0, 80) * 1000,
    fuel: pick(rng, ['Petrol', 'Diesel', 'Hybrid', 'Electric']),
    transmission: pick(rng, ['Automatic', 'Manual']),
    engine: pick(rng, ['3.0L Inline-6 Turbo', '4.0L V8 Biturbo', '2.0L Inline-4 Hybrid']),
    horsepower: int(rng, 250, 650),
    availability: 'In Stock',
    awards: [],
    safetyFeatures: ['ABS', 'Lane Keep Assist'],
    isLimited: false,
    isFeatured: false,
    condition: pick(rng, ['New', 'Used', 'Certified Pre-Owned']),
    drivetrain: pick(rng, ['AWD', 'RWD', '4WD']),
    bodyStyle: pick(rng, ['Sedan', 'SUV', 'Coupe']),
    exteriorColor: 'Obsidian Black Metallic',
    acceleration: `${(3 + rng() * 4).toFixed(1)}s 0-100 km/h`,
    topSpeed: `${int(rng, 220, 320)} km/h`,
    doors: pick(rng, [2, 4, 5]),
    seats: pick(rng, [2, 4, 5, 7]),
    cargoSpace: `${int(rng, 150, 650)} L`,
    fuelEconomy: `${(6 + rng() * 8).toFixed(1)} L/100km`,
    interior: 'Nappa leather, open-pore wood trim',
    infotainment: '12.3-inch touchscreen, Apple CarPlay, Android Auto',
    warranty: '3 years / 100,000 km',
    location: 'Nairobi Showroom, Westlands',
    description: 'A superbly kept luxury vehicle, fully serviced and ready for delivery.',
    ...overrides,
  }
  if (!('gearbox' in overrides))
    car.gearbox = car.transmission === 'Manual' ? '6-speed manual' : '8-speed automatic'
  return car
}

export function buildBlog(overrides: Partial<BlogInput> = {}): BlogInput {
  return {
    title: `Blog post ${unique()}`,
    author: 'Grace Wanjiru',
    content:
      'First paragraph about luxury motoring in Nairobi.\nSecond paragraph with more detail.',
    mainImage: null,
    images: [],
    isPublished: true,
    ...overrides,
  }
}

export function buildContactMessage(
  overrides: Partial<ContactMessageInput> = {},
  rng: Rng = Math.random,
): ContactMessageInput {
  const person = buildPerson(rng)
  return {
    ...person,
    subject: pick(rng, CONTACT_SUBJECTS),
    message: 'I would like to book a test drive this Saturday morning.',
    ...overrides,
  }
}

export function buildImportRequest(
  overrides: Partial<ImportRequestInput> = {},
  rng: Rng = Math.random,
): ImportRequestInput {
  const person = buildPerson(rng)
  return {
    ...person,
    carMake: 'Porsche',
    carModel: 'Cayenne Turbo GT',
    carYear: int(rng, 2021, 2025),
    budget: pick(rng, IMPORT_BUDGETS),
    additionalInfo: 'Prefer a dark exterior with a light interior.',
    ...overrides,
  }
}

export function buildSellRequest(
  overrides: Partial<SellRequestInput> = {},
  rng: Rng = Math.random,
): SellRequestInput {
  const person = buildPerson(rng)
  return {
    ...person,
    carMake: 'Toyota',
    carModel: 'Land Cruiser 300',
    carYear: int(rng, 2015, 2024),
    mileage: int(rng, 10, 150) * 1000,
    condition: pick(rng, SELL_CONDITIONS),
    images: [],
    additionalInfo: null,
    ...overrides,
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A Nairobi calendar date `days` from `now` (negative for the past), as YYYY-MM-DD. */
export function dateInDays(days: number, now: Date = new Date()): string {
  return todayInNairobi(new Date(now.getTime() + days * DAY_MS))
}

/** An ISO timestamp `days` (fractions allowed) before `now`, as stored in createdAt. */
export function isoDaysAgo(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString()
}

/** Hours after `iso`, as an ISO timestamp: when a demo lead was worked. */
export const hoursAfter = (iso: string, hours: number) =>
  new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString()

export function buildLimitedOffer(
  overrides: Partial<LimitedOfferInput> & Pick<LimitedOfferInput, 'carId'>,
): LimitedOfferInput {
  return { expiryDate: dateInDays(14), ...overrides }
}

export function buildCarEnquiry(
  overrides: Partial<CarEnquiryInput> & Pick<CarEnquiryInput, 'carId'>,
  rng: Rng = Math.random,
): CarEnquiryInput {
  return {
    ...buildPerson(rng),
    message: 'Is this car still available, and can you share its service history?',
    preferredContact: pick(rng, PREFERRED_CONTACTS),
    ...overrides,
  }
}

export function buildTestDrive(
  overrides: Partial<TestDriveInput> & Pick<TestDriveInput, 'carId'>,
  rng: Rng = Math.random,
): TestDriveInput {
  return {
    ...buildPerson(rng),
    preferredDate: dateInDays(int(rng, 1, 14)),
    preferredTime: pick(rng, TEST_DRIVE_TIMES),
    ...overrides,
  }
}
