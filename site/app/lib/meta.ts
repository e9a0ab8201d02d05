// One place that builds every page's <head> tags: title "{page} | {siteName}", the meta
// description, the canonical URL and Open Graph.
import type { ShareImage } from '@dealership/api/contract/share-card'
import type { MetaDescriptor, MetaFunction } from '@remix-run/node'

export type RootData = {
  siteName: string
  origin: string
  /** The site's share card, for pages without one of their own. */
  siteCard: ShareImage | null
}

export type MatchLike = { id: string; data: unknown }

/** A field of an object, when `value` is one. */
function field(value: unknown, name: string): unknown {
  return value && typeof value === 'object' && name in value ? Reflect.get(value, name) : undefined
}
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The root loader's data as meta functions see it (unknown there), read field by field. */
export function rootData(matches: MatchLike[]): RootData {
  const data = matches.find((m) => m.id === 'root')?.data
  const card = field(data, 'siteCard')
  const [path, alt, width, height] = ['path', 'alt', 'width', 'height'].map((k) => field(card, k))
  return {
    siteName: text(field(data, 'siteName')) ?? 'Luxury Motors',
    origin: text(field(data, 'origin')) ?? '',
    siteCard:
      typeof path === 'string' &&
      typeof alt === 'string' &&
      typeof width === 'number' &&
      typeof height === 'number'
        ? { path, alt, width, height }
        : null,
  }
}

/** Brand key -> short name from the layout's brands, for meta functions (no hooks there). */
export function brandNamesFrom(matches: MatchLike[]): Record<string, string> {
  const data = matches.find((m) => m.id === 'root')?.data
  const brands = field(field(data, 'brands'), 'brands')
  const names: Record<string, string> = {}
  for (const b of Array.isArray(brands) ? brands : []) {
    const key = text(field(b, 'key'))
    const name = text(field(b, 'name'))
    if (key !== undefined && name !== undefined) names[key] = name
  }
  return names
}

export type PageMeta = {
  title: string
  description: string
  /** Path with its canonical query, e.g. "/cars?brand=bmw". */
  path: string
  /**
   * The share card (og:image), worked out by the loader (the client bundle carries no
   * card code); every page without one of its own shares the site's (root loader).
   */
  card?: ShareImage | null
  type?: 'website' | 'article' | 'product'
  noindex?: boolean
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, origin || 'http://localhost').toString()
  } catch {
    return pathOrUrl
  }
}

export function pageMeta(matches: MatchLike[], page: PageMeta): MetaDescriptor[] {
  const { siteName, origin, siteCard } = rootData(matches)
  const title = `${page.title} | ${siteName}`
  const url = absoluteUrl(origin, page.path)
  const card = page.card ?? siteCard
  const og: [string, string][] = [
    ['site_name', siteName],
    ['title', title],
    ['description', page.description],
    ['type', page.type ?? 'website'],
    ['url', url],
    ['locale', 'en_KE'],
  ]
  if (card) {
    og.push(
      ['image', absoluteUrl(origin, card.path)],
      ['image:type', 'image/jpeg'],
      ['image:width', String(card.width)],
      ['image:height', String(card.height)],
      ['image:alt', card.alt],
    )
  }
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...og.map(([p, content]) => ({ property: `og:${p}`, content })),
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (card) tags.push({ name: 'twitter:image:alt', content: card.alt })
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

/** The meta function of a page whose head is the same on every visit. */
export const staticPageMeta =
  (page: PageMeta): MetaFunction =>
  ({ matches }) =>
    pageMeta(matches, page)
