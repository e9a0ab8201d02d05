// Assembles the demo data set from the catalogue and blog texts with the shared
// factories. Pure apart from registering images with `SeedImages` (drawn later). The
// data itself is in its own files: demo-cars.ts, demo-leads.ts, demo-buyer-tools.ts,
// demo-saved-searches.ts, catalog-data.ts and blog-data.ts.
import type {
  BlogInput,
  BrandInput,
  CarEnquiryInput,
  CarInput,
  ContactMessageInput,
  ImportRequestInput,
  FormLeadKind,
  SellRequestInput,
  TestDriveInput,
} from '../contract'
import type { BankPreset } from '../resources/finance-settings/finance-settings.table'
import { BLOGS } from './blog-data'
import { BRANDS, CARS } from './catalog-data'
import { lookOfModel } from './car-looks'
import { DEMO_BANK_PRESETS, DEMO_WARRANTY } from './demo-buyer-tools'
import { demoCar, FEATURED_MODELS, OFFER_MODELS } from './demo-cars'
import {
  CAR_ENQUIRIES,
  CHAT_CLICKS,
  CONTACT_MESSAGES,
  IMPORT_REQUESTS,
  PROGRESS,
  SELL_REQUESTS,
  TEST_DRIVES,
  type LeadProgress,
} from './demo-leads'
import {
  buildBlog,
  buildBrand,
  buildCarEnquiry,
  buildContactMessage,
  buildImportRequest,
  buildSellRequest,
  buildTestDrive,
  createRng,
  dateInDays,
  isoDaysAgo,
  sample,
} from './factories'
import type { CarLook, SeedImages } from './images'

/** The brand of the demo car `model`. */
const carBrandOf = (model: string) =>
  Object.keys(CARS).find((key) => CARS[key]?.some((row) => row[0] === model)) ?? BRANDS[0]!.key

type Dated<T> = { input: T; createdAt: string }
/** A lead about one of the demo cars, named by its model. */
type AboutCar<T> = Dated<Omit<T, 'carId'>> & { model: string }

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
  progress: Record<FormLeadKind, (LeadProgress | null)[]>
}

export function buildDemoData(images: SeedImages, now: Date = new Date()): DemoData {
  const rng = createRng(2025)
  const brands = BRANDS.map((b) =>
    buildBrand({
      key: b.key,
      name: b.name,
      fullName: b.fullName,
      description: b.description,
      bannerImage: images.banner({ ...b, look: lookOfModel(b.key) }),
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
  const cars = rows.map((entry, i) => ({
    input: demoCar(entry, rng, images),
    createdAt: isoDaysAgo(ages[i] ?? i, now),
  }))
  const liveOffers = new Set(OFFER_MODELS.filter((o) => o.days >= 0).map((o) => o.model))
  for (const car of cars) {
    car.input.isFeatured = FEATURED_MODELS.includes(car.input.model)
    car.input.isLimited = liveOffers.has(car.input.model)
  }

  const blogs = BLOGS.map((b, i) => {
    const brand = BRANDS.find((x) => x.key === b.brandKey) ?? BRANDS[0]!
    const [first, second] = b.models ?? []
    const post = {
      slug: b.slug,
      palette: brand.palette,
      scene: b.scene,
      cars: [
        lookOfModel(b.brandKey, first),
        second ? lookOfModel(carBrandOf(second), second) : lookOfModel(b.brandKey, first),
      ] as [CarLook, CarLook],
    }
    const gallery = [
      images.blog({ ...post, detail: true }),
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
        mainImage: images.blog(post),
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
    ) as Record<FormLeadKind, (LeadProgress | null)[]>,
  }
}
