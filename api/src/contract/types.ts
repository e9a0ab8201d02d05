// The types of answers that are no table's record (those are inferred beside their
// schemas in records.ts): the public configuration, the dashboard's figures, an import
// order as its customer follows it, the held photos.
import type { ImportStage, LeadKind } from './options'

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
  /** The dealer's WhatsApp number (dealer settings), digits only. */
  dealerWhatsapp: string
}

/** GET /api/leads/stats: the dashboard's lead figures (resources/leads/lead-stats.ts). */
export type LeadStats = {
  today: Record<LeadKind, number>
  thisWeek: Record<LeadKind, number>
  awaitingFirstContact: {
    count: number
    oldest: { id: string; kind: LeadKind; name: string; createdAt: string } | null
  }
  /** Over the last 90 days; null when no lead was contacted in that time. */
  medianMinutesToFirstContact: number | null
  /** The five cars with the most enquiries plus chat clicks. */
  topCars: { carId: string; title: string; enquiries: number; chatClicks: number }[]
}

/** GET /api/import-tracking/{token}: an import order as its customer follows it. */
export type ImportTracking = {
  carMake: string
  carModel: string
  carYear: number | null
  stage: ImportStage
  cancelReason: string | null
  createdAt: string
  /** Each stage reached, oldest first, starting with `received`. */
  history: { stage: ImportStage; at: string }[]
}

/** A photo held for a sell form sent back with a mistake (GET/POST /api/held-photos). */
export type HeldPhoto = { id: string; url: string; thumbnail: string; name: string }
/** The photos a token holds: `token` is null once it holds none. */
export type HeldPhotos = { token: string | null; photos: HeldPhoto[] }
