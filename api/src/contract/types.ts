// Shapes of the records the API sends. Every record carries `id` (react-admin) and
// `_id` (the spec's name) with the same opaque string.
import type { Availability, ContactSubject, ImportBudget, SellCondition } from './options'

type WithIds = { id: string; _id: string }

export type Car = WithIds & {
  brand: string
  model: string
  year: number
  price: number
  mainImage: string | null
  images: string[]
  mileage: number | null
  fuel: string
  transmission: string
  engine: string
  horsepower: number
  availability: Availability
  awards: string[]
  safetyFeatures: string[]
  isLimited: boolean
  /** Derived: the car is in the featured set. */
  isFeatured: boolean
  condition: string | null
  drivetrain: string | null
  acceleration: string | null
  topSpeed: string | null
  doors: number | null
  seats: number | null
  cargoSpace: string | null
  fuelEconomy: string | null
  interior: string | null
  infotainment: string | null
  warranty: string | null
  location: string | null
  description: string | null
  createdAt: string
  updatedAt: string
}

export type Brand = WithIds & {
  key: string
  name: string
  fullName: string
  description: string
  bannerImage: string | null
  logoImage: string | null
  createdAt: string
}

/** Public read embeds the car in `carId`; null when the car is gone. */
export type LimitedOffer = WithIds & {
  carId: Car | null
  expiryDate: string
  createdAt: string
}

export type Blog = WithIds & {
  title: string
  content: string
  mainImage: string | null
  images: string[]
  author: string
  isPublished: boolean
  createdAt: string
  publishedAt: string | null
  updatedAt: string
}

export type ContactMessage = WithIds & {
  name: string
  email: string
  phone: string | null
  subject: ContactSubject
  message: string
  createdAt: string
}

export type ImportRequest = WithIds & {
  name: string
  email: string
  phone: string
  carMake: string
  carModel: string
  carYear: number | null
  budget: ImportBudget
  additionalInfo: string | null
  createdAt: string
}

export type SellRequest = WithIds & {
  name: string
  email: string
  phone: string
  carMake: string
  carModel: string
  carYear: number
  mileage: number
  condition: SellCondition
  images: string[]
  additionalInfo: string | null
  createdAt: string
}

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
