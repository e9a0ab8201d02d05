// Assembles the demo data set from the catalogue and blog texts with the shared
// factories. Pure apart from registering images with `SeedImages` (drawn later).
import type {
  BlogInput,
  BrandInput,
  CarEnquiryInput,
  CarInput,
  ContactMessageInput,
  ImportRequestInput,
  ImportStage,
  LeadKind,
  LeadStatus,
  SearchFilters,
  SellRequestInput,
  TestDriveInput,
} from '../contract'
import type { BankPreset } from '../db/schema'
import { BLOGS } from './blog-data'
import {
  AWARDS,
  BODY_STYLE_NAMES,
  BODY_TRAITS,
  DEMO_VINS,
  BRANDS,
  CARS,
  LOCATIONS,
  PAINTS,
  SAFETY_FEATURES,
  WARRANTIES,
  type BrandSeed,
  type CarRow,
} from './catalog-data'
import {
  buildBlog,
  buildBrand,
  buildCar,
  buildCarEnquiry,
  buildContactMessage,
  buildImportRequest,
  buildSellRequest,
  buildTestDrive,
  createRng,
  dateInDays,
  int,
  isoDaysAgo,
  pick,
  type Rng,
} from './factories'
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

type Dated<T> = { input: T; createdAt: string }
/** A lead about one of the demo cars, named by its model. */
type AboutCar<T> = Dated<Omit<T, 'carId'>> & { model: string }

/** How far staff have got with a demo lead: its status, a note, a follow-up date. */
export type LeadProgress = {
  status: LeadStatus
  note?: string
  followUp?: string
  /** An import order's stages after Received, one every few days. */
  stages?: ImportStage[]
}

export type DemoData = {
  brands: BrandInput[]
  cars: Dated<CarInput>[]
  featuredModels: string[]
  offers: { model: string; expiryDate: string; cut?: number }[]
  bankPresets: BankPreset[]
  /** The extended-warranty card on /offers. */
  warranty: { extraYears: number; offeredUntil: string }
  blogs: (Dated<BlogInput> & { publishedAt: string | null })[]
  contactMessages: Dated<ContactMessageInput>[]
  importRequests: Dated<ImportRequestInput>[]
  sellRequests: Dated<SellRequestInput>[]
  carEnquiries: AboutCar<CarEnquiryInput>[]
  testDrives: AboutCar<TestDriveInput>[]
  /** Clicks through to the chat app from car pages: [model, how many]. */
  chatClicks: { model: string; count: number }[]
  /** By kind, the progress of the kind's leads in the order above (none: still new). */
  progress: Record<LeadKind, (LeadProgress | null)[]>
}

export function buildDemoData(images: SeedImages, now: Date = new Date()): DemoData {
  const rng = createRng(2025)
  const brands = BRANDS.map((b) =>
    buildBrand({
      key: b.key,
      name: b.name,
      fullName: b.fullName,
      description: b.description,
      bannerImage: images.banner(b),
      logoImage: images.logo(b),
    }),
  )

  const rows = BRANDS.flatMap((b) => (CARS[b.key] ?? []).map((row) => ({ brand: b, row })))
  // Spread arrival dates so "newest first" mixes brands rather than listing one brand.
  const ages = sample(
    rng,
    rows.map((_, i) => i * 2.5 + rng() * 2),
    rows.length,
  )
  const cars = rows.map(({ brand, row }, i) => ({
    input: demoCar(brand, row, rng, images),
    createdAt: isoDaysAgo(ages[i] ?? i, now),
  }))
  const liveOffers = new Set(OFFER_MODELS.filter((o) => o.days >= 0).map((o) => o.model))
  for (const car of cars) {
    car.input.isFeatured = FEATURED_MODELS.includes(car.input.model)
    car.input.isLimited = liveOffers.has(car.input.model)
  }

  const blogs = BLOGS.map((b, i) => {
    const brand = BRANDS.find((x) => x.key === b.brandKey) ?? BRANDS[0]!
    const gallery = [
      images.blog(b.slug, brand.palette, 1),
      ...cars
        .filter((c) => c.input.brand === b.brandKey)
        .slice(0, 1 + (i % 2))
        .map((c) => c.input.mainImage ?? ''),
    ].filter(Boolean)
    return {
      input: buildBlog({
        title: b.title,
        author: b.author,
        content: b.paragraphs.join('\n'),
        mainImage: images.blog(b.slug, brand.palette),
        images: gallery,
        isPublished: b.isPublished,
      }),
      createdAt: isoDaysAgo(b.daysAgo, now),
      publishedAt: b.isPublished ? isoDaysAgo(b.daysAgo - 1, now) : null,
    }
  })

  return {
    brands,
    cars,
    featuredModels: FEATURED_MODELS,
    offers: OFFER_MODELS.map((o) => ({
      model: o.model,
      expiryDate: dateInDays(o.days, now),
      cut: o.cut,
    })),
    bankPresets: DEMO_BANK_PRESETS.map(({ offeredDays, ...preset }) =>
      offeredDays === undefined
        ? preset
        : { ...preset, offeredUntil: dateInDays(offeredDays, now) },
    ),
    warranty: {
      extraYears: DEMO_WARRANTY.extraYears,
      offeredUntil: dateInDays(DEMO_WARRANTY.offeredDays, now),
    },
    blogs,
    contactMessages: CONTACT_MESSAGES.map(([days, input]) => ({
      input: buildContactMessage(input, rng),
      createdAt: isoDaysAgo(days, now),
    })),
    importRequests: IMPORT_REQUESTS.map(([days, input]) => ({
      input: buildImportRequest(input, rng),
      createdAt: isoDaysAgo(days, now),
    })),
    sellRequests: SELL_REQUESTS.map(([days, input]) => ({
      input: buildSellRequest(input, rng),
      createdAt: isoDaysAgo(days, now),
    })),
    carEnquiries: CAR_ENQUIRIES.map(([days, model, input]) => ({
      model,
      input: buildCarEnquiry({ carId: '', ...input }, rng),
      createdAt: isoDaysAgo(days, now),
    })),
    testDrives: TEST_DRIVES.map(([days, model, inDays, time]) => ({
      model,
      input: buildTestDrive(
        { carId: '', preferredDate: dateInDays(inDays, now), preferredTime: time },
        rng,
      ),
      createdAt: isoDaysAgo(days, now),
    })),
    chatClicks: CHAT_CLICKS.map(([model, count]) => ({ model, count })),
    progress: Object.fromEntries(
      Object.entries(PROGRESS).map(([kind, list]) => [
        kind,
        list.map((p) =>
          p
            ? {
                status: p.status,
                note: p.note,
                stages: p.stages,
                followUp:
                  p.followUpInDays === undefined ? undefined : dateInDays(p.followUpInDays, now),
              }
            : null,
        ),
      ]),
    ) as Record<LeadKind, (LeadProgress | null)[]>,
  }
}

function sample<T>(rng: Rng, list: readonly T[], n: number): T[] {
  const copy = [...list]
  const out: T[] = []
  while (out.length < n && copy.length) out.push(copy.splice(int(rng, 0, copy.length - 1), 1)[0]!)
  return out
}

function demoCar(brand: BrandSeed, row: CarRow, rng: Rng, images: SeedImages) {
  const [model, year, priceM, body, fuel, drivetrain, engine, hp, accel, top, condition] = row
  // One paint per brand and body style, so a car's shared gallery views match its photo.
  const shade = [...`${brand.key}-${body}`].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 0)
  const [paint, paintName] = PAINTS[shade % PAINTS.length]!
  const age = Math.max(0, 2025 - year)
  const mileage =
    condition === 'New'
      ? int(rng, 5, 60)
      : condition === 'Certified Pre-Owned'
        ? int(rng, 8, 35) * 1000
        : (age * int(rng, 9, 16) + int(rng, 5, 15)) * 1000
  const spec = { brandKey: brand.key, brandName: brand.name, palette: brand.palette, body, paint }
  const mainImage = images.car({ ...spec, title: `${model} ${year}` }, 0)
  const traits = BODY_TRAITS[body]
  const seats = model.startsWith('LX') || model.startsWith('X7') ? 7 : traits.seats
  const economy =
    fuel === 'Electric'
      ? `${(18 + rng() * 6).toFixed(1)} kWh/100km`
      : `${((fuel === 'Hybrid' ? 4 : fuel === 'Diesel' ? 6 : 8) + hp / 160).toFixed(1)} L/100km`
  const transmission =
    fuel === 'Electric'
      ? 'Single-speed automatic'
      : brand.key === 'lexus' && fuel === 'Hybrid'
        ? 'e-CVT automatic'
        : brand.transmission
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
      images: [mainImage, images.car(spec, 1), images.car(spec, 2)],
      mileage,
      fuel,
      transmission,
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

// [days ago, overrides]; some leave out the optional fields so lists show N/A / None.
const CONTACT_MESSAGES: [number, Partial<ContactMessageInput>][] = [
  [
    1.2,
    {
      subject: 'Test Drive',
      message:
        'Good morning, I would like to test drive the Range Rover Sport this Saturday, ideally around 10am at the Westlands showroom.',
    },
  ],
  [
    4.5,
    {
      subject: 'Sales Inquiry',
      phone: null,
      message:
        'Is the Porsche Cayenne E-Hybrid still available at the offer price? Please share the full specification.',
    },
  ],
  [
    9,
    {
      subject: 'Service',
      message:
        'My 2019 E 300 is due for its 60,000 km service. Do you offer pick-up and drop-off in Kileleshwa?',
    },
  ],
  [
    16,
    {
      subject: 'Import',
      phone: null,
      message:
        'Can you import a 2022 Toyota Land Cruiser 300 GR Sport from Dubai, and roughly how long would it take?',
    },
  ],
  [
    27,
    {
      subject: 'Other',
      message:
        'Do you accept trade-ins of vehicles bought from other dealers? I have a 2018 Audi Q5.',
    },
  ],
]

const IMPORT_REQUESTS: [number, Partial<ImportRequestInput>][] = [
  [2, { carMake: 'Mercedes-Benz', carModel: 'GLS 450 4MATIC', carYear: 2023, budget: '20-25M' }],
  [
    6,
    {
      carMake: 'Toyota',
      carModel: 'Land Cruiser 300 VX',
      carYear: null,
      budget: '15-20M',
      additionalInfo: null,
    },
  ],
  [
    13,
    {
      carMake: 'Porsche',
      carModel: '911 GT3 Touring',
      carYear: 2022,
      budget: '25M+',
      additionalInfo: 'Manual gearbox only, preferably in Shark Blue or GT Silver.',
      // Made with the estimator on the import form.
      estimate: { value: 14_500_000, currency: 'KES', year: 2022, engineCc: 3996, fuel: 'petrol' },
    },
  ],
  [
    24,
    {
      carMake: 'BMW',
      carModel: 'X5 M60i',
      carYear: 2024,
      budget: '10-15M',
      additionalInfo: null,
    },
  ],
]

const SELL_REQUESTS: [number, Partial<SellRequestInput>][] = [
  [
    3,
    {
      carMake: 'Mercedes-Benz',
      carModel: 'GLE 350d',
      carYear: 2019,
      mileage: 68_000,
      condition: 'VeryGood',
      additionalInfo: 'Full service history with DT Dobie, one owner.',
    },
  ],
  [
    11,
    {
      carMake: 'Lexus',
      carModel: 'RX 350',
      carYear: 2017,
      mileage: 112_000,
      condition: 'Good',
      additionalInfo: null,
    },
  ],
  [
    20,
    {
      carMake: 'Audi',
      carModel: 'Q7 45 TDI',
      carYear: 2020,
      mileage: 54_000,
      condition: 'Excellent',
    },
  ],
]

// [days ago, model, overrides]: interest in demo cars from their pages.
const CAR_ENQUIRIES: [number, string, Partial<CarEnquiryInput>][] = [
  [
    0.2,
    'AMG G 63',
    {
      message: 'Is the G 63 still available? Would you take my 2019 Prado as part payment?',
      preferredContact: 'WhatsApp',
    },
  ],
  [
    0.9,
    'X7 xDrive40i M Sport',
    {
      message: 'Can you send the service history and confirm the import duty is paid?',
      preferredContact: 'Email',
    },
  ],
  [
    3.5,
    'S 580 4MATIC',
    {
      message: 'What is your best cash price? I can pay this week.',
      preferredContact: 'Call',
      email: null,
    },
  ],
  [
    8,
    'AMG G 63',
    {
      message: 'Do you offer financing over 48 months for the G 63?',
      preferredContact: 'WhatsApp',
    },
  ],
]

// [model, clicks through to the chat app from its page].
const CHAT_CLICKS: [string, number][] = [
  ['EQS 580 4MATIC', 6],
  ['AMG G 63', 3],
]

// [days ago, model, preferred day (days from now), time].
const TEST_DRIVES: [number, string, number, string][] = [
  [0.4, 'EQS 580 4MATIC', 2, '10:00'],
  [1.5, 'GLE 450d 4MATIC', 4, '15:30'],
  [6, 'X5 xDrive45e', 1, '11:30'],
]

type Progress = Omit<LeadProgress, 'followUp'> & { followUpInDays?: number }
/** By kind, in the order of the lists above; null: not yet touched (New). */
const PROGRESS: Record<LeadKind, (Progress | null)[]> = {
  contact: [
    null,
    {
      status: 'contacted',
      note: 'Emailed the Cayenne E-Hybrid specification; call back on Friday.',
      followUpInDays: 2,
    },
    { status: 'won', note: 'Service booked for Monday with pick-up from Kileleshwa.' },
    {
      status: 'qualified',
      note: 'Quoted about 10 weeks from Dubai to Mombasa; waiting for the budget.',
      followUpInDays: 5,
    },
    { status: 'lost', note: 'Decided to sell the Q5 privately.' },
  ],
  import: [
    null,
    {
      status: 'contacted',
      note: 'Called: prefers white or black, any trim above VX.',
      followUpInDays: 1,
    },
    {
      status: 'won',
      note: 'Deposit paid; found a Shark Blue car in Stuttgart.',
      stages: ['sourcing', 'purchased', 'shipped'],
    },
    { status: 'lost', note: 'Budget too low for a 2024 X5 M60i.' },
  ],
  sell: [
    {
      status: 'qualified',
      note: 'Inspection booked at the Westlands showroom.',
      followUpInDays: 3,
    },
    null,
    { status: 'spam' },
  ],
  enquiry: [
    null,
    { status: 'contacted', note: 'Sent the service records on email.', followUpInDays: 1 },
    {
      status: 'qualified',
      note: 'Offered a cash price; customer is comparing with another dealer.',
      followUpInDays: 0,
    },
    { status: 'won', note: 'Financing approved with the bank; delivery next week.' },
  ],
  'test-drive': [
    null,
    { status: 'contacted', note: 'Confirmed the time by WhatsApp.' },
    {
      status: 'qualified',
      note: 'Moved to tomorrow at the customer’s request; bring the trade-in.',
    },
  ],
}

/**
 * Earlier import rates, so the console shows a history: the rates of July 2024, before
 * the Import Declaration Fee came down from 3.5% (demo figures). The migration writes the
 * rates in force from 2025-07-01.
 */
export const DEMO_RATE_HISTORY = [
  {
    effectiveDate: '2024-07-01',
    sourceNote:
      'Demo history: the rates of July 2024 (IDF 3.5%, RDL 2%), exchange rates of that month.',
    importDutyPercent: 35,
    importDutyElectricPercent: 25,
    exciseSmallPercent: 20,
    exciseMidPercent: 25,
    exciseLargePercent: 35,
    exciseElectricPercent: 10,
    vatPercent: 16,
    idfPercent: 3.5,
    rdlPercent: 2,
    usdKes: 129,
    jpyKes: 0.82,
    maxAgeYears: 8,
  },
]

/** The spec's "2 extra years warranty on new vehicles", on offer for months after the seed. */
export const DEMO_WARRANTY = { extraYears: 2, offeredDays: 120 }

/**
 * Lenders' usual terms for the calculator's presets (demo figures). The two with
 * `offeredDays` are also financing offers on /offers until that many days after the
 * seed date: the spec's 0% for 12 months with 50% down and 3.9% APR with 30% down.
 */
export const DEMO_BANK_PRESETS: (Omit<BankPreset, 'offeredUntil'> & { offeredDays?: number })[] = [
  { name: 'Savannah Bank asset finance', ratePercent: 13.5, depositPercent: 20, termMonths: 48 },
  { name: 'Rift Valley Credit', ratePercent: 15, depositPercent: 30, termMonths: 36 },
  {
    name: 'Savannah Bank',
    ratePercent: 0,
    depositPercent: 50,
    termMonths: 12,
    offeredDays: 90,
  },
  {
    name: 'Rift Valley Credit',
    ratePercent: 3.9,
    depositPercent: 30,
    termMonths: 48,
    offeredDays: 120,
  },
]

/**
 * Visitors' saved searches ("Email me new matches"), as the console counts them: a
 * few confirmed, one still waiting for its confirmation, one stopped.
 */
export const DEMO_SAVED_SEARCHES: {
  email: string
  frequency: 'daily' | 'instant'
  status: 'pending' | 'active' | 'unsubscribed'
  filters: SearchFilters
}[] = [
  {
    email: 'amina.odhiambo@example.com',
    frequency: 'daily',
    status: 'active',
    filters: { brand: 'land-rover' },
  },
  {
    email: 'kevin.mwangi@example.com',
    frequency: 'instant',
    status: 'active',
    filters: { brand: 'land-rover' },
  },
  {
    email: 'grace.wanjiku@example.com',
    frequency: 'daily',
    status: 'active',
    filters: { fuel: 'Diesel', maxPrice: 15_000_000 },
  },
  {
    email: 'brian.otieno@example.com',
    frequency: 'instant',
    status: 'active',
    filters: { brand: 'mercedes-benz', condition: 'Used' },
  },
  {
    email: 'faith.njeri@example.com',
    frequency: 'daily',
    status: 'active',
    filters: { monthly: 250_000 },
  },
  {
    email: 'daniel.kiprop@example.com',
    frequency: 'daily',
    status: 'pending',
    filters: { brand: 'porsche' },
  },
  {
    email: 'mercy.achieng@example.com',
    frequency: 'daily',
    status: 'unsubscribed',
    filters: { brand: 'bmw', fuel: 'Hybrid' },
  },
]
