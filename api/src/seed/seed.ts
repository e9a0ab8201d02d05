// Seeding: the demo data set (on first start and `npm run db:seed`), a wipe for
// `--reset`, and the bench seed that bulk-inserts many cars for scale tests.
import { count, isNotNull, isNull, sql } from 'drizzle-orm'
import {
  LEAD_REFERENCE_PREFIXES,
  BODY_STYLES,
  bankPresetInput,
  blogInput,
  canonicalFilters,
  brandInput,
  carInput,
  carEnquiryInput,
  CONTACTED_STATUSES,
  contactMessageInput,
  importRatesInput,
  importRequestInput,
  isSunday,
  sellRequestInput,
  testDriveInput,
  type LeadKind,
} from '../contract'
import { IMMEDIATE, type Db, type Queryable } from '../db/client'
import {
  blogs,
  brands,
  carEnquiries,
  carPriceChanges,
  cars,
  chatClicks,
  contactMessages,
  featuredCars,
  financeSettings,
  importRates,
  importRequests,
  savedSearches,
  leadEvents,
  leadTables,
  limitedOffers,
  sellRequests,
  testDrives,
} from '../db/schema'
import { eq } from 'drizzle-orm'
import { newReference } from '../db/references'
import { costEstimateFor } from '../resources/buyer-tools/buyer-tools.repository'
import { newId } from '../db/schema/util'
import { CARS } from './catalog-data'
import {
  buildDemoData,
  DEMO_RATE_HISTORY,
  DEMO_SAVED_SEARCHES,
  type LeadProgress,
} from './demo-data'
import { createRng, int, pick } from './factories'
import { SeedImages } from './images'
import { createShareCards, currentShareCard } from '../share-cards'

export type SeedOptions = {
  uploadsDir: string
  log?: (s: string) => void
  /** The seed date: offers expire relative to it, records are dated before it. */
  now?: Date
  /** The dealer's name (SITE_NAME): when given, the cars' share cards are drawn too. */
  siteName?: string
}

export type SeedSummary = {
  brands: number
  cars: number
  featuredCars: number
  limitedOffers: number
  blogs: number
  contactMessages: number
  importRequests: number
  sellRequests: number
  carEnquiries: number
  testDrives: number
  savedSearches: number
  images: { written: number; kept: number }
}

/** Who the demo timeline says worked the leads (no staff member exists at seed time). */
export const DEMO_LEAD_ACTOR = 'Sales team (demo)'

/** Hours after `iso`, as an ISO timestamp: when a demo lead was worked. */
const hoursAfter = (iso: string, hours: number) =>
  new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString()

/** Moves a demo lead along: its status (and first contact), follow-up, and timeline. */
function applyProgress(
  tx: Queryable,
  kind: LeadKind,
  lead: { id: string; createdAt: string },
  p: LeadProgress,
) {
  const table = leadTables[kind]
  const at = hoursAfter(lead.createdAt, 2)
  const contacted = CONTACTED_STATUSES.includes(p.status)
  tx.update(table)
    .set({
      status: p.status,
      nextFollowUp: p.followUp ?? null,
      firstContactAt: contacted ? at : null,
    })
    .where(eq(table.id, lead.id))
    .run()
  const actor = { leadId: lead.id, actorName: DEMO_LEAD_ACTOR }
  tx.insert(leadEvents)
    .values({ ...actor, type: 'status', before: 'new', after: p.status, at })
    .run()
  if (p.note) {
    tx.insert(leadEvents)
      .values({ ...actor, type: 'note', note: p.note, at: hoursAfter(lead.createdAt, 2.5) })
      .run()
  }
  if (kind === 'import' && p.stages?.length) {
    let before = 'received'
    p.stages.forEach((stage, i) => {
      const at = hoursAfter(lead.createdAt, 24 * 3 * (i + 1))
      tx.insert(leadEvents)
        .values({ ...actor, type: 'stage', before, after: stage, at })
        .run()
      before = stage
    })
    tx.update(importRequests)
      .set({ stage: p.stages[p.stages.length - 1] })
      .where(eq(importRequests.id, lead.id))
      .run()
  }
}

export function isEmpty(db: Queryable): boolean {
  const b = db.select({ n: count() }).from(brands).get()?.n ?? 0
  const c = db.select({ n: count() }).from(cars).get()?.n ?? 0
  return b === 0 && c === 0
}

/** Seeds the demo data when the database has no brands and no cars. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  if (!isEmpty(db)) return { seeded: false }
  const summary = await insertDemoData(db, opts, true)
  if (summary) await drawShareCards(db, opts)
  return { seeded: summary !== null }
}

/** Draws the share card of every car (the seed's own and any added), one at a time. */
async function drawShareCards(db: Db, opts: SeedOptions): Promise<void> {
  if (!opts.siteName) return
  const log = opts.log ?? (() => {})
  const started = Date.now()
  const cards = createShareCards({ db, uploadsDir: opts.uploadsDir, siteName: opts.siteName })
  const ids = db.select({ id: cars.id }).from(cars).all()
  for (const { id } of ids) {
    const card = currentShareCard(db, opts.siteName, 'cars', id)
    if (card) await cards.ensure(card)
  }
  log(`Drew ${ids.length} share cards (${((Date.now() - started) / 1000).toFixed(1)}s).`)
}

/**
 * Adds the demo data set whatever the database holds. Brands whose key already exists
 * are kept as they are; everything else is added.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const summary = await insertDemoData(db, opts, false)
  if (!summary) throw new Error('unreachable: demo data was not inserted')
  await drawShareCards(db, opts)
  return summary
}

async function insertDemoData(
  db: Db,
  opts: SeedOptions,
  onlyIfEmpty: boolean,
): Promise<SeedSummary | null> {
  const log = opts.log ?? (() => {})
  const images = new SeedImages(opts.uploadsDir)
  const data = buildDemoData(images, opts.now)
  const seededAt = (opts.now ?? new Date()).toISOString()
  const drawn = await images.render(log)

  // Parse through the API's own schemas: the seed can never store what the API refuses.
  const brandRows = data.brands.map((b) => brandInput.parse(b))
  const carRows = data.cars.map((c) => ({ data: carInput.parse(c.input), createdAt: c.createdAt }))
  const blogRows = data.blogs.map((b) => ({ ...b, data: blogInput.parse(b.input) }))

  return db.transaction((tx) => {
    // Another process may have seeded while the images were drawn.
    if (onlyIfEmpty && !isEmpty(tx)) return null
    tx.insert(brands).values(brandRows).onConflictDoNothing({ target: brands.key }).run()

    const idByModel = new Map<string, string>()
    for (const { data: car, createdAt } of carRows) {
      const { isFeatured: _featured, ...columns } = car
      const id = newId()
      idByModel.set(car.model, id)
      tx.insert(cars)
        .values({ ...columns, id, createdAt, updatedAt: createdAt })
        .run()
    }
    const featured = carRows.filter((c) => c.data.isFeatured).map((c) => c.data.model)
    const start = tx.select({ n: count() }).from(featuredCars).get()?.n ?? 0
    const featuredRows = featured.flatMap((model, i) => {
      const carId = idByModel.get(model)
      return carId ? [{ carId, position: start + i }] : []
    })
    if (featuredRows.length) tx.insert(featuredCars).values(featuredRows).run()
    for (const offer of data.offers) {
      const carId = idByModel.get(offer.model)
      if (!carId) continue
      tx.insert(limitedOffers).values({ carId, expiryDate: offer.expiryDate }).run()
      const price = carRows.find((c) => c.data.model === offer.model)?.data.price
      if (offer.cut && price !== undefined) {
        // The price came down for the offer.
        tx.insert(carPriceChanges)
          .values({ carId, oldPrice: price + offer.cut, newPrice: price })
          .run()
      }
    }
    for (const b of blogRows) {
      tx.insert(blogs)
        .values({
          ...b.data,
          createdAt: b.createdAt,
          updatedAt: b.createdAt,
          publishedAt: b.publishedAt,
        })
        .run()
    }
    const created: Record<LeadKind, { id: string; createdAt: string }[]> = {
      contact: data.contactMessages.map((m) =>
        tx
          .insert(contactMessages)
          .values({
            ...contactMessageInput.parse(m.input),
            reference: newReference(LEAD_REFERENCE_PREFIXES.contact),
            createdAt: m.createdAt,
          })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
          .get(),
      ),
      import: data.importRequests.map((r) => {
        const { estimate, ...row } = importRequestInput.parse(r.input)
        const costEstimate = costEstimateFor(tx, estimate, r.createdAt.slice(0, 10))
        return tx
          .insert(importRequests)
          .values({
            ...row,
            reference: newReference(LEAD_REFERENCE_PREFIXES.import),
            costEstimate,
            createdAt: r.createdAt,
          })
          .returning({ id: importRequests.id, createdAt: importRequests.createdAt })
          .get()
      }),
      sell: data.sellRequests.map((r) =>
        tx
          .insert(sellRequests)
          .values({
            ...sellRequestInput.parse(r.input),
            reference: newReference(LEAD_REFERENCE_PREFIXES.sell),
            createdAt: r.createdAt,
          })
          .returning({ id: sellRequests.id, createdAt: sellRequests.createdAt })
          .get(),
      ),
      enquiry: data.carEnquiries.flatMap((e) => {
        const carId = idByModel.get(e.model)
        if (!carId) return []
        const row = carEnquiryInput.parse({ ...e.input, carId })
        return [
          tx
            .insert(carEnquiries)
            .values({
              ...row,
              reference: newReference(LEAD_REFERENCE_PREFIXES.enquiry),
              createdAt: e.createdAt,
            })
            .returning({ id: carEnquiries.id, createdAt: carEnquiries.createdAt })
            .get(),
        ]
      }),
      'test-drive': data.testDrives.flatMap((d) => {
        const carId = idByModel.get(d.model)
        if (!carId) return []
        const row = testDriveInput.parse({ ...d.input, carId })
        return [
          tx
            .insert(testDrives)
            .values({
              ...row,
              reference: newReference(LEAD_REFERENCE_PREFIXES['test-drive']),
              byAppointment: isSunday(row.preferredDate),
              createdAt: d.createdAt,
            })
            .returning({ id: testDrives.id, createdAt: testDrives.createdAt })
            .get(),
        ]
      }),
    }
    // Buyer tools: a history of import rates, lenders' presets unless staff set some, and
    // the extended warranty unless staff set one.
    for (const rates of DEMO_RATE_HISTORY) {
      tx.insert(importRates)
        .values(importRatesInput.parse(rates))
        .onConflictDoNothing({ target: importRates.effectiveDate })
        .run()
    }
    tx.update(financeSettings)
      .set({ bankPresets: data.bankPresets.map((p) => bankPresetInput.parse(p)) })
      .where(sql`${financeSettings.bankPresets} = '[]'`)
      .run()
    tx.update(financeSettings)
      .set({
        warrantyExtraYears: data.warranty.extraYears,
        warrantyOfferedUntil: data.warranty.offeredUntil,
      })
      .where(isNull(financeSettings.warrantyExtraYears))
      .run()
    // Saved searches: confirmed ones cover what the seed listed and repriced, so only
    // what staff do later alerts.
    const coveredUntil = sql<string>`(select max(t) from (
      select max(${cars.createdAt}) as t from ${cars}
      union all select max(${carPriceChanges.at}) from ${carPriceChanges}
      union all select ${seededAt}))`
    DEMO_SAVED_SEARCHES.forEach((search, i) => {
      const asked = hoursAfter(seededAt, -30 * (i + 1))
      const filters = canonicalFilters(search.filters)
      tx.insert(savedSearches)
        .values({
          email: search.email,
          frequency: search.frequency,
          status: search.status,
          filters,
          filtersKey: JSON.stringify(filters),
          createdAt: asked,
          ...(search.status === 'pending'
            ? {}
            : { confirmedAt: hoursAfter(asked, 1), coveredUntil }),
          ...(search.status === 'unsubscribed' ? { unsubscribedAt: hoursAfter(asked, 20) } : {}),
        })
        .run()
    })
    for (const { model, count: clicks } of data.chatClicks) {
      const carId = idByModel.get(model)
      for (let i = 0; carId && i < clicks; i++) {
        // Spread over the last days, one every 13 hours.
        tx.insert(chatClicks)
          .values({ carId, at: hoursAfter(seededAt, -13 * (i + 1)) })
          .run()
      }
    }
    for (const kind of Object.keys(created) as LeadKind[]) {
      created[kind].forEach((lead, i) => {
        const p = data.progress[kind][i]
        if (p) applyProgress(tx, kind, lead, p)
      })
    }
    const summary: SeedSummary = {
      brands: brandRows.length,
      cars: carRows.length,
      featuredCars: featured.length,
      limitedOffers: data.offers.length,
      blogs: blogRows.length,
      contactMessages: data.contactMessages.length,
      importRequests: data.importRequests.length,
      sellRequests: data.sellRequests.length,
      carEnquiries: created.enquiry.length,
      testDrives: created['test-drive'].length,
      savedSearches: DEMO_SAVED_SEARCHES.length,
      images: drawn,
    }
    log(
      `Seeded ${summary.brands} brands, ${summary.cars} cars (${summary.featuredCars} featured, ` +
        `${summary.limitedOffers} limited offers), ${summary.blogs} blog posts, ` +
        `${summary.contactMessages} contact messages, ${summary.importRequests} import requests, ` +
        `${summary.sellRequests} sell requests, ${summary.carEnquiries} car enquiries, ` +
        `${summary.testDrives} test drives, ${summary.savedSearches} saved searches.`,
    )
    return summary
  }, IMMEDIATE)
}

/** Deletes every row of every content table (uploaded files stay on disk). */
export function resetDatabase(db: Db): void {
  db.transaction((tx) => {
    for (const table of [
      limitedOffers,
      featuredCars,
      cars,
      brands,
      blogs,
      leadEvents,
      carEnquiries,
      testDrives,
      contactMessages,
      importRequests,
      sellRequests,
      savedSearches,
    ]) {
      tx.delete(table).run()
    }
  }, IMMEDIATE)
}

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
 * images. One prepared statement, one transaction per batch.
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
  const imagePool = db
    .selectDistinct({ main: cars.mainImage, images: cars.images })
    .from(cars)
    .where(isNotNull(cars.mainImage))
    .limit(40)
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
      for (let i = 0; i < n; i++) insert.run(benchCar(rng, brandKeys, imagePool, now))
    }, IMMEDIATE)
    inserted += n
    const secs = ((Date.now() - started) / 1000).toFixed(1)
    log(`  ${inserted.toLocaleString('en-KE')} / ${total.toLocaleString('en-KE')} cars (${secs}s)`)
  }
  return { inserted }
}

function benchCar(
  rng: () => number,
  brandKeys: string[],
  imagePool: { main: string | null; images: string[] }[],
  now: number,
) {
  const brand = pick(rng, brandKeys)
  const base = CARS[brand]?.length ? pick(rng, CARS[brand])[0] : 'Grand Tourer'
  const year = int(rng, 2016, 2025)
  const condition = year === 2025 ? 'New' : pick(rng, CONDITIONS)
  const hp = int(rng, 180, 700)
  const image = imagePool.length ? pick(rng, imagePool) : { main: null, images: [] }
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
    bodyStyle: pick(rng, BODY_STYLES),
  }
}
