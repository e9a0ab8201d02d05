// Share cards: the 1200x630 JPEG a chat app or a social network shows for a link (the
// page's og:image). A car's card lays its name, year, mileage and price and the dealer's
// name over its main photo, and says Sold or Reserved; a blog post's or a brand's lays
// its title over its picture; every other page shares the dealer's own card.
//
// A card's address names what it shows (`/uploads/cards/cars/{id}/{hash}.jpg`, the hash
// of everything drawn on it), so a changed price is a new address that chat apps fetch
// anew, and one address always means the same bytes (cached for a year). The site and
// the API compute it with the same function from the same records: the API draws the
// card when the car is saved (api/src/images/share-cards.ts) or on its first request.
import { formatWhole, kshText } from './numbers'

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const
/** Bumped when the drawing changes, so every card gets a new address. */
const DESIGN_VERSION = 1

export const SHARE_CARD_KINDS = ['cars', 'blogs', 'brands', 'site'] as const
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number]

export type ShareCard = {
  kind: ShareCardKind
  /** The record's id or key; "dealer" for the site's card. */
  id: string
  /** The stored picture the card is made from (an /uploads path or a URL), if any. */
  photo: string | null
  title: string
  /** Smaller lines under the title ("2022 · 45,000 km"). */
  lines: string[]
  /** "Ksh 5,800,000", in the accent colour. */
  price: string | null
  badge: 'Sold' | 'Reserved' | null
  dealer: string
  /** What the card shows, for those who cannot see it (og:image:alt). */
  alt: string
}

type CarFields = {
  id: string
  model: string
  year: number
  mileage: number | null
  price: number
  availability: string
  mainImage: string | null
}

const nbspFree = (s: string) => s.replace(/\s+/g, ' ').trim()

export function carShareCard(car: CarFields, brandName: string, siteName: string): ShareCard {
  const km =
    typeof car.mileage === 'number' && Number.isFinite(car.mileage)
      ? `${formatWhole(car.mileage)} km`
      : null
  const title = nbspFree(`${brandName} ${car.model}`)
  const price = kshText(car.price)
  const badge =
    car.availability === 'Sold' || car.availability === 'Reserved' ? car.availability : null
  return {
    kind: 'cars',
    id: car.id,
    photo: car.mainImage || null,
    title,
    lines: [[String(car.year), km].filter(Boolean).join(' · ')],
    price,
    badge,
    dealer: siteName,
    alt: [`${title} ${car.year}`, price, km, badge, `at ${siteName}`].filter(Boolean).join(', '),
  }
}

/** A blog post's or a brand's card: its title over its picture. */
function pageShareCard(
  {
    kind,
    id,
    title,
    photo,
  }: { kind: 'blogs' | 'brands'; id: string; title: string; photo: string | null },
  siteName: string,
): ShareCard {
  return {
    kind,
    id,
    photo: photo || null,
    title: nbspFree(title),
    lines: [],
    price: null,
    badge: null,
    dealer: siteName,
    alt: `${nbspFree(title)}, at ${siteName}`,
  }
}

/** A brand's card: its full name (or its name) over its banner. */
export const brandShareCard = (
  brand: { key: string; name: string; fullName: string | null; bannerImage: string | null },
  siteName: string,
) =>
  pageShareCard(
    {
      kind: 'brands',
      id: brand.key,
      title: brand.fullName || brand.name,
      photo: brand.bannerImage,
    },
    siteName,
  )

/** A blog post's card: its title over its main picture. */
export const blogShareCard = (
  blog: { id: string; title: string; mainImage: string | null },
  siteName: string,
) =>
  pageShareCard({ kind: 'blogs', id: blog.id, title: blog.title, photo: blog.mainImage }, siteName)

const SITE_CARD_LINE = 'Luxury and performance cars in Nairobi'

/** Every other page's card: the dealer's name and what it sells. */
export function siteShareCard(siteName: string): ShareCard {
  return {
    kind: 'site',
    id: 'dealer',
    photo: null,
    title: nbspFree(siteName),
    lines: [SITE_CARD_LINE],
    price: null,
    badge: null,
    dealer: siteName,
    alt: `${nbspFree(siteName)}: ${SITE_CARD_LINE}`,
  }
}

/** cyrb53: a fast 53-bit string hash (not for secrets; it names file versions). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The card's address: changes whenever anything drawn on it does. */
export function shareCardPath(card: ShareCard): string {
  const drawn = [DESIGN_VERSION, card.photo, card.title, card.lines, card.price, card.badge]
  return `/uploads/cards/${card.kind}/${card.id}/${hash53(JSON.stringify([...drawn, card.dealer]))}.jpg`
}

/** What a page's meta names: the card's address and its words (og:image, og:image:alt). */
export type ShareImage = { path: string; alt: string; width: number; height: number }

export function shareImage(card: ShareCard): ShareImage {
  return { path: shareCardPath(card), alt: card.alt, ...SHARE_CARD_SIZE }
}

const CARD_PATH =
  /^\/uploads\/cards\/(cars|blogs|brands|site)\/([A-Za-z0-9_-]{1,80})\/([0-9a-z]{1,12})\.jpg$/

/** The kind and id an address names, or null when it is not a card's address. */
export function parseShareCardPath(
  path: string,
): { kind: ShareCardKind; id: string; hash: string } | null {
  const m = CARD_PATH.exec(path)
  const kind = SHARE_CARD_KINDS.find((k) => k === m?.[1])
  if (!m || !kind) return null
  return { kind, id: m[2]!, hash: m[3]! }
}
