import { count, eq, isNull } from 'drizzle-orm'
import { mkdtempSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blogInput,
  brandInput,
  carInput,
  documentInput,
  inspectionInput,
  todayInNairobi,
} from '../contract'
import { openDatabase, type Db } from '../db/client'
import { blogs } from '../resources/blogs/blogs.table'
import { brands } from '../resources/brands/brands.table'
import { carPriceChanges, cars } from '../resources/cars/cars.table'
import {
  contactMessages,
  importRequests,
  leadEvents,
  leads,
  sellRequests,
  carEnquiries,
  testDrives,
} from '../resources/leads/leads.table'
import { featuredCars } from '../resources/featured-cars/featured-cars.table'
import { financeSettings } from '../resources/finance-settings/finance-settings.table'
import { limitedOffers } from '../resources/limited-offers/limited-offers.table'
import { leadStats } from '../resources/leads/lead-stats'
import { carHistory } from '../resources/car-history/car-history.repository'
import { carDocuments, carInspections } from '../resources/car-history/car-history.table'
import { uploadPath } from './images'
import { resetDatabase, seedBenchCars, seedDemoData, seedIfEmpty, type SeedSummary } from './seed'

const NOW = new Date('2025-06-15T09:00:00Z')
const DAY = 86_400_000

let dir: string
let uploadsDir: string
let db: Db
let firstSeed: { seeded: boolean }
const logs: string[] = []

const total = (table: SQLiteTable) => db.select({ n: count() }).from(table).get()?.n ?? 0

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seed-test-'))
  uploadsDir = join(dir, 'uploads')
  db = openDatabase(join(dir, 'demo.sqlite'))
  firstSeed = await seedIfEmpty(db, { uploadsDir, now: NOW, log: (s) => logs.push(s) })
}, 120_000)

afterAll(() => {
  db?.$client.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('seedIfEmpty on an empty database', () => {
  it('seeds the brands, cars and featured set the spec asks for', () => {
    expect(firstSeed.seeded).toBe(true)
    expect(logs.some((l) => l.startsWith('Seeded '))).toBe(true)
    expect(total(brands)).toBeGreaterThanOrEqual(8)
    expect(total(cars)).toBeGreaterThanOrEqual(40)
    expect(total(featuredCars)).toBe(6)
    const keys = db
      .select({ key: brands.key })
      .from(brands)
      .all()
      .map((b) => b.key)
    expect(keys).toEqual(expect.arrayContaining(['mercedes-benz', 'land-rover', 'bmw', 'porsche']))
    for (const b of db.select().from(brands).all()) {
      expect(brandInput.safeParse(b).success).toBe(true)
      expect(b.description.split('. ').length).toBeGreaterThanOrEqual(2)
    }
  })

  it('fills every car field with valid, varied values', () => {
    const rows = db.select().from(cars).all()
    for (const row of rows) {
      for (const [field, value] of Object.entries(row)) {
        // Only some cars have their VIN or chassis number on record, and a car is being
        // reserved only while a buyer's M-Pesa prompt waits.
        if (field === 'vin' || field === 'beingReservedUntil') continue
        expect(value, `${row.model}.${field}`).not.toBeNull()
      }
      expect(row.images.length).toBeGreaterThan(0)
      expect(row.awards.length).toBeGreaterThan(0)
      expect(row.safetyFeatures.length).toBeGreaterThan(0)
      const parsed = carInput.safeParse({ ...row, isFeatured: false })
      expect(parsed.success, `${row.model}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(parsed.data?.price).toBe(row.price)
    }
    const distinct = (f: (r: (typeof rows)[number]) => unknown) => new Set(rows.map(f))
    expect(distinct((r) => r.fuel)).toEqual(new Set(['Petrol', 'Diesel', 'Hybrid', 'Electric']))
    expect(distinct((r) => r.drivetrain)).toEqual(new Set(['AWD', 'RWD', '4WD', 'FWD']))
    expect(distinct((r) => r.bodyStyle)).toEqual(
      new Set(['Sedan', 'SUV', 'Coupe', 'Convertible', 'Truck']),
    )
    const vins = rows.filter((r) => r.vin !== null)
    expect(vins.some((r) => r.vin!.length === 17)).toBe(true)
    expect(vins.some((r) => /^[A-Z0-9]+-\d+$/.test(r.vin!))).toBe(true)
    expect(vins.filter((r) => r.showVin)).toHaveLength(1)
    expect(distinct((r) => r.availability)).toEqual(
      new Set(['In Stock', 'Out of Stock', 'Pre-Order']),
    )
    expect(distinct((r) => r.condition).size).toBeGreaterThanOrEqual(3)
    expect(distinct((r) => r.brand).size).toBeGreaterThanOrEqual(8)
    const years = rows.map((r) => r.year)
    expect(Math.min(...years)).toBe(2016)
    expect(Math.max(...years)).toBe(2025)
    const prices = rows.map((r) => r.price)
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(3_000_000)
    expect(Math.max(...prices)).toBeLessThanOrEqual(40_000_000)
    expect(Math.min(...prices)).toBeLessThan(5_000_000)
    expect(Math.max(...prices)).toBeGreaterThan(35_000_000)
    expect(rows.every((r) => r.location?.includes('Nairobi'))).toBe(true)
  })

  it('adds three live limited offers expiring in 5 to 40 days and one expired', () => {
    const today = todayInNairobi(NOW)
    const offers = db.select().from(limitedOffers).all()
    const live = offers.filter((o) => o.expiryDate >= today)
    expect(live).toHaveLength(3)
    expect(offers.filter((o) => o.expiryDate < today)).toHaveLength(1)
    for (const o of live) {
      const days =
        (Date.parse(`${o.expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY
      expect(days).toBeGreaterThanOrEqual(5)
      expect(days).toBeLessThanOrEqual(40)
      const car = db.select().from(cars).where(eq(cars.id, o.carId)).get()
      expect(car?.isLimited).toBe(true)
    }
  })

  it("cuts the price of two live offers' cars, so the offers show the old price", () => {
    const today = todayInNairobi(NOW)
    const live = new Set(
      db
        .select()
        .from(limitedOffers)
        .all()
        .filter((o) => o.expiryDate >= today)
        .map((o) => o.carId),
    )
    const changes = db.select().from(carPriceChanges).all()
    expect(changes).toHaveLength(2)
    for (const change of changes) {
      expect(live.has(change.carId)).toBe(true)
      const car = db.select().from(cars).where(eq(cars.id, change.carId)).get()
      expect(change.newPrice).toBe(car?.price)
      expect(change.oldPrice).toBeGreaterThan(change.newPrice)
    }
  })

  it('gives about half the used cars a history that the API would accept, one with its mileage inconsistent', () => {
    const inspected = db.select().from(carInspections).all()
    const used = db.select({ id: cars.id }).from(cars).all().length
    expect(inspected.length).toBeGreaterThanOrEqual(used / 4)
    expect(inspected.length).toBeLessThan(used)
    for (const { carId: _carId, inspector, inspectedOn, odometerKm, results } of inspected) {
      expect(
        inspectionInput.safeParse({ inspector, inspectedOn, odometerKm, results }).success,
      ).toBe(true)
    }
    for (const { kind, fields, buyerVisible } of db.select().from(carDocuments).all()) {
      const parsed = documentInput.safeParse({ kind, fields, buyerVisible })
      expect(parsed.error?.issues ?? [], kind).toEqual([])
    }
    const histories = inspected.map(({ carId }) => {
      const car = db.select().from(cars).where(eq(cars.id, carId)).get()!
      return { staff: carHistory(db, car, 'staff'), buyer: carHistory(db, car, 'buyer') }
    })
    const inconsistent = histories.filter((h) => !h.staff.mileage.consistent)
    expect(inconsistent).toHaveLength(1)
    expect(inconsistent[0]!.buyer.mileageVerified).toBe(false)
    expect(inconsistent[0]!.staff.mileage.problem).toMatch(/lower than Auction sheet/)
    const verified = histories.filter((h) => h.buyer.mileageVerified)
    expect(verified).toHaveLength(histories.length - 1)
    // Every state shows: advisories alone, a fail, the badges of a full record.
    expect(histories.some((h) => h.buyer.badges.some((b) => / 1 fail/.test(b.label)))).toBe(true)
    expect(histories.every((h) => h.buyer.badges.length >= 3)).toBe(true)
    expect(histories.every((h) => h.buyer.imperfections.length >= 1)).toBe(true)
  })

  it('puts 2 extra years of warranty on offer, for months after the seed date', () => {
    const today = todayInNairobi(NOW)
    const settings = db.select().from(financeSettings).get()!
    expect(settings.warrantyExtraYears).toBe(2)
    const days =
      (Date.parse(`${settings.warrantyOfferedUntil}T00:00:00Z`) -
        Date.parse(`${today}T00:00:00Z`)) /
      DAY
    expect(days).toBe(120)
  })

  it('puts two lenders’ presets on offer, for months after the seed date', () => {
    const today = todayInNairobi(NOW)
    const presets = db.select().from(financeSettings).get()!.bankPresets
    const offered = presets.filter((p) => p.offeredUntil)
    expect(offered.map((p) => [p.ratePercent, p.depositPercent])).toEqual([
      [0, 50],
      [3.9, 30],
    ])
    for (const p of offered) {
      const days =
        (Date.parse(`${p.offeredUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY
      expect(days).toBeGreaterThanOrEqual(60)
      expect(days).toBeLessThanOrEqual(180)
    }
  })

  it('writes 8 blog posts by 3 authors over two years, 2 of them drafts', () => {
    const rows = db.select().from(blogs).all()
    expect(rows).toHaveLength(8)
    expect(new Set(rows.map((b) => b.author)).size).toBe(3)
    const drafts = rows.filter((b) => !b.isPublished)
    expect(drafts).toHaveLength(2)
    expect(drafts.every((b) => b.publishedAt === null)).toBe(true)
    expect(rows.filter((b) => b.isPublished).every((b) => b.publishedAt !== null)).toBe(true)
    const created = rows.map((b) => Date.parse(b.createdAt))
    expect((Math.max(...created) - Math.min(...created)) / DAY).toBeGreaterThan(365)
    expect((NOW.getTime() - Math.min(...created)) / DAY).toBeLessThanOrEqual(2 * 366)
    for (const b of rows) {
      expect(blogInput.safeParse(b).success).toBe(true)
      expect(b.content.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(3)
      expect(b.mainImage).toBeTruthy()
      expect(b.images.length).toBeGreaterThanOrEqual(1)
      expect(b.images.length).toBeLessThanOrEqual(3)
    }
  })

  it('adds leads dated over recent weeks, some without the optional fields', () => {
    expect(total(contactMessages)).toBeGreaterThanOrEqual(3)
    expect(total(importRequests)).toBeGreaterThanOrEqual(3)
    expect(total(sellRequests)).toBeGreaterThanOrEqual(2)
    expect(
      db.select().from(contactMessages).where(isNull(contactMessages.phone)).all().length,
    ).toBeGreaterThan(0)
    expect(
      db.select().from(importRequests).where(isNull(importRequests.carYear)).all().length,
    ).toBeGreaterThan(0)
    expect(
      db.select().from(importRequests).where(isNull(importRequests.additionalInfo)).all().length,
    ).toBeGreaterThan(0)
    const dates = db.select({ at: contactMessages.createdAt }).from(contactMessages).all()
    const ages = dates.map((d) => (NOW.getTime() - Date.parse(d.at)) / DAY)
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(7)
  })

  it('adds enquiries and test drives on demo cars, and leads at every stage with notes', () => {
    const enquiries = db.select().from(carEnquiries).all()
    const drives = db.select().from(testDrives).all()
    expect(enquiries.length).toBeGreaterThanOrEqual(3)
    expect(drives.length).toBeGreaterThanOrEqual(3)
    const carIds = new Set(
      db
        .select({ id: cars.id })
        .from(cars)
        .all()
        .map((c) => c.id),
    )
    for (const lead of [...enquiries, ...drives]) {
      expect(carIds.has(lead.carId ?? '')).toBe(true)
      expect(lead.reference).toMatch(/^(ENQ|TD)-[2-9A-HJKMNP-Z]{6}$/)
    }
    // Test drives are asked for from the seed date on.
    for (const d of drives) expect(d.preferredDate >= todayInNairobi(NOW)).toBe(true)

    const all = db.select().from(leads).all()
    const statuses = new Set(all.map((l) => l.status))
    for (const s of ['new', 'contacted', 'qualified', 'won', 'lost']) expect(statuses).toContain(s)
    for (const lead of all) {
      const events = db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).all()
      if (lead.status === 'new') {
        expect(events).toEqual([])
        expect(lead.firstContactAt).toBeNull()
        continue
      }
      // Worked after it arrived: a status change first, by the demo sales team.
      expect(events[0]).toMatchObject({ type: 'status', before: 'new', after: lead.status })
      for (const e of events) expect(e.at > lead.createdAt).toBe(true)
      if (['contacted', 'qualified', 'won', 'lost'].includes(lead.status)) {
        expect(lead.firstContactAt).toBe(events[0]!.at)
      }
    }
    expect(
      db.select().from(leadEvents).where(eq(leadEvents.type, 'note')).all().length,
    ).toBeGreaterThan(5)
    // An import order on its way, with the stages its customer sees.
    const shipped = db
      .select()
      .from(importRequests)
      .where(eq(importRequests.stage, 'shipped'))
      .all()
    expect(shipped).toHaveLength(1)
    const stages = db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, shipped[0]!.id))
      .all()
      .filter((e) => e.type === 'stage')
    expect(stages.map((e) => e.after)).toEqual(['sourcing', 'purchased', 'shipped'])
    for (const e of stages) expect(e.at < NOW.toISOString()).toBe(true)
  })

  it("gives the dashboard's lead figures: today, this week, waiting, median, top cars", () => {
    // NOW is Sunday noon in Nairobi: today began 0.5 days ago, the week (Monday) 6.5.
    const stats = leadStats(db, NOW)
    // The demo has no paid reservations: none among the new leads.
    expect(stats.today).toEqual({
      contact: 0,
      import: 0,
      sell: 0,
      enquiry: 1,
      'test-drive': 1,
      reservation: 0,
    })
    expect(stats.thisWeek).toEqual({
      contact: 2,
      import: 2,
      sell: 1,
      enquiry: 3,
      'test-drive': 3,
      reservation: 0,
    })
    // One untouched lead of each kind; the oldest is the sell request of 11 days ago.
    expect(stats.awaitingFirstContact.count).toBe(5)
    expect(stats.awaitingFirstContact.oldest).toMatchObject({ kind: 'sell' })
    expect(Date.parse(stats.awaitingFirstContact.oldest!.createdAt)).toBe(NOW.getTime() - 11 * DAY)
    // The demo team reached every contacted lead two hours after it arrived.
    expect(stats.medianMinutesToFirstContact).toBe(120)
    // Enquiries plus clicks through to the chat app.
    expect(
      stats.topCars.map((c) => [c.title.replace(/^\d{4} [\w-]+ /, ''), c.enquiries, c.chatClicks]),
    ).toEqual([
      ['EQS 580 4MATIC', 0, 6],
      ['AMG G 63', 2, 3],
      // Equal interest: by title ("2023 BMW ..." before "2024 Mercedes-Benz ...").
      ['X7 xDrive40i M Sport', 1, 0],
      ['S 580 4MATIC', 1, 0],
    ])
  })

  it('points every image URL at a real WebP file of the expected size', async () => {
    const urls = new Map<string, [number, number] | null>()
    for (const b of db.select().from(brands).all()) {
      urls.set(b.bannerImage!, [1600, 500])
      urls.set(b.logoImage!, [400, 400])
    }
    for (const c of db.select().from(cars).all()) {
      for (const u of [c.mainImage!, ...c.images]) urls.set(u, [1200, 800])
    }
    for (const b of db.select().from(blogs).all()) {
      urls.set(b.mainImage!, [1200, 675])
      for (const u of b.images) if (!urls.has(u)) urls.set(u, null)
    }
    expect(urls.size).toBeGreaterThan(60)
    for (const [url, size] of urls) {
      expect(url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.webp$/)
      const meta = await sharp(uploadPath(uploadsDir, url)).metadata()
      expect(meta.format).toBe('webp')
      if (size) expect([meta.width, meta.height]).toEqual(size)
    }
    const logo = db.select().from(brands).get()!.logoImage!
    expect((await sharp(uploadPath(uploadsDir, logo)).metadata()).hasAlpha).toBe(true)
  })

  it('is a no-op the second time', async () => {
    const before = total(cars)
    expect(await seedIfEmpty(db, { uploadsDir, now: NOW })).toEqual({ seeded: false })
    expect(total(cars)).toBe(before)
    expect(total(brands)).toBeGreaterThanOrEqual(8)
  })
})

describe('seedBenchCars', () => {
  it('bulk-inserts cars across the brands with progress lines', () => {
    const before = total(cars)
    const lines: string[] = []
    const { inserted } = seedBenchCars(db, {
      cars: 2000,
      batchSize: 500,
      log: (s) => lines.push(s),
    })
    expect(inserted).toBe(2000)
    expect(total(cars)).toBe(before + 2000)
    expect(lines).toHaveLength(4)
    expect(lines.at(-1)).toContain('2,000 / 2,000')
    const perBrand = db
      .select({ brand: cars.brand, n: count() })
      .from(cars)
      .groupBy(cars.brand)
      .all()
    expect(perBrand.length).toBeGreaterThanOrEqual(8)
    const sample = db.select().from(cars).where(isNull(cars.mainImage)).all()
    expect(sample).toHaveLength(0)
    for (const row of db.select().from(cars).limit(200).offset(before).all()) {
      expect(carInput.safeParse({ ...row, isFeatured: false }).success).toBe(true)
      expect(existsSync(uploadPath(uploadsDir, row.mainImage!))).toBe(true)
    }
  })

  it('refuses to run without brands', () => {
    const empty = openDatabase(join(dir, 'empty.sqlite'))
    try {
      expect(() => seedBenchCars(empty, { cars: 10 })).toThrow(/No brands/)
    } finally {
      empty.$client.close()
    }
  })
})

describe('seedDemoData and resetDatabase', () => {
  it('reuses images already on disk and reseeds a wiped database', async () => {
    const other = openDatabase(join(dir, 'other.sqlite'))
    try {
      const first: SeedSummary = await seedDemoData(other, { uploadsDir, now: NOW })
      expect(first.images.written).toBe(0)
      expect(first.images.kept).toBeGreaterThan(60)
      resetDatabase(other)
      expect(other.select({ n: count() }).from(cars).get()?.n).toBe(0)
      expect(other.select({ n: count() }).from(blogs).get()?.n).toBe(0)
      expect(await seedIfEmpty(other, { uploadsDir, now: NOW })).toEqual({ seeded: true })
      expect(other.select({ n: count() }).from(cars).get()?.n).toBe(first.cars)
    } finally {
      other.$client.close()
    }
  })
})
