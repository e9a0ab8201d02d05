// Seeding: the demo data set (on first start and `npm run db:seed`), a wipe for
// `--reset`, and the bench seed that bulk-inserts many cars for scale tests
// (bench-cars.ts). The demo data is written in one transaction, a part at a time:
// the catalogue (insert-catalogue.ts), the cars' history (insert-car-history.ts), the
// leads (insert-leads.ts), the buyer tools (insert-buyer-tools.ts) and visitors' saved
// searches and chat clicks (insert-activity.ts).
import { count } from 'drizzle-orm'
import { IMMEDIATE, type Db, type Queryable } from '../db/client'
import { blogs } from '../resources/blogs/blogs.table'
import {
  carDocuments,
  carImperfections,
  carInspections,
} from '../resources/car-history/car-history.table'
import { brands } from '../resources/brands/brands.table'
import { leadEvents, leadTables } from '../resources/leads/leads.table'
import { cars } from '../resources/cars/cars.table'
import { featuredCars } from '../resources/featured-cars/featured-cars.table'
import { limitedOffers } from '../resources/limited-offers/limited-offers.table'
import { savedSearches } from '../resources/saved-searches/saved-searches.table'
import { DEFAULT_SITE_PAGES } from '../resources/site-pages/site-pages.defaults'
import { SITE_PAGE_KEYS, sitePages } from '../resources/site-pages/site-pages.table'
import { createShareCards, currentShareCard } from '../images/share-cards'
import { buildDemoData } from './demo-data'
import { DEMO_SAVED_SEARCHES } from './demo-saved-searches'
import { SeedImages } from './images'
import { insertChatClicks, insertSavedSearches } from './insert-activity'
import { insertBuyerTools } from './insert-buyer-tools'
import { insertCarHistory } from './insert-car-history'
import { insertCatalogue, parseCatalogue } from './insert-catalogue'
import { insertLeads, progressLeads } from './insert-leads'

export { seedBenchCars, type BenchSeedOptions } from './bench-cars'

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
    const card = currentShareCard(db, opts.siteName, { kind: 'cars', id })
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
  const catalogue = parseCatalogue(data)

  return db.transaction((tx) => {
    // Another process may have seeded while the images were drawn.
    if (onlyIfEmpty && !isEmpty(tx)) return null
    const { idByModel, featured } = insertCatalogue(tx, data, catalogue)
    insertCarHistory(tx, opts.now ?? new Date())
    const created = insertLeads(tx, data, idByModel)
    insertBuyerTools(tx, data)
    insertSavedSearches(tx, seededAt)
    insertChatClicks(tx, data, { idByModel, seededAt })
    progressLeads(tx, data, created)
    insertSitePages(tx, seededAt)
    const summary: SeedSummary = {
      brands: catalogue.brandRows.length,
      cars: catalogue.carRows.length,
      featuredCars: featured.length,
      limitedOffers: data.offers.length,
      blogs: catalogue.blogRows.length,
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

/** The editable pages' shipped texts, as saved on the seed date (a page already saved stays). */
function insertSitePages(tx: Queryable, seededAt: string) {
  tx.insert(sitePages)
    .values(SITE_PAGE_KEYS.map((id) => ({ id, ...DEFAULT_SITE_PAGES[id], updatedAt: seededAt })))
    .onConflictDoNothing()
    .run()
}

/** Deletes every row of every content table (uploaded files stay on disk). */
export function resetDatabase(db: Db): void {
  db.transaction((tx) => {
    for (const table of [
      carDocuments,
      carImperfections,
      carInspections,
      limitedOffers,
      featuredCars,
      cars,
      brands,
      blogs,
      leadEvents,
      ...Object.values(leadTables),
      savedSearches,
      sitePages,
    ]) {
      tx.delete(table).run()
    }
  }, IMMEDIATE)
}
