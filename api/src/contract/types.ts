// Shapes of the records the API sends, derived from the table definitions (type-only
// imports: nothing of drizzle reaches a browser bundle), so a column added, removed or
// retyped changes them too. Every record carries `id` (react-admin) and `_id` (the
// spec's name) with the same opaque string.
import type {
  blogs,
  brands,
  cars,
  contactMessages,
  importRequests,
  limitedOffers,
  sellRequests,
} from '../db/schema'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']
type WithIds = { id: string; _id: string }

/** `isFeatured` is derived (the car is in the featured set); `updatedAt` comes last. */
export type Car = Omit<Row<typeof cars>, 'updatedAt'> & {
  _id: string
  isFeatured: boolean
  updatedAt: string
}

/** The brand's `updatedAt` stays in the database. */
export type Brand = Omit<Row<typeof brands>, 'updatedAt'> & WithIds

/** Public read embeds the car in `carId`; null when the car is gone. */
export type LimitedOffer = Omit<Row<typeof limitedOffers>, 'carId'> &
  WithIds & { carId: Car | null }

export type Blog = Row<typeof blogs> & WithIds

export type ContactMessage = Row<typeof contactMessages> & WithIds

export type ImportRequest = Row<typeof importRequests> & WithIds

export type SellRequest = Row<typeof sellRequests> & WithIds

/** Option lists for the car filters, from one call (`GET /api/cars/facets`). */
export type CarFacets = {
  brands: { key: string; name: string; count: number }[]
  /** Newest first. */
  years: number[]
  fuels: string[]
  conditions: string[]
  drivetrains: string[]
  total: number
}

/** What the browser side needs to talk to Firebase and the image host. */
export type PublicConfig = {
  firebase: {
    apiKey: string
    authDomain: string
    projectId: string
    /** host:port of the Auth Emulator, when used. */
    emulatorHost: string | null
  }
  cloudinary: { cloudName: string; uploadPreset: string } | null
  /** Cloudinary's API base (default https://api.cloudinary.com/v1_1); tests point it elsewhere. */
  cloudinaryApiBase?: string
  siteName: string
  dealerWhatsapp: string
}
