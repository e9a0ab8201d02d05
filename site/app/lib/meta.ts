// One place that builds every page's <head> tags: title "{page} | {siteName}", the meta
// description, the canonical URL and Open Graph.
import {
  SHARE_CARD_SIZE,
  shareCardPath,
  siteShareCard,
  type ShareCard,
} from '@dealership/api/contract/share-card'
import type { MetaDescriptor } from '@remix-run/node'

export type RootData = {
  siteName: string
  origin: string
  dealerWhatsapp: string
}

type MatchLike = { id: string; data: unknown }

export function rootData(matches: MatchLike[]): RootData {
  const data = matches.find((m) => m.id === 'root')?.data as Partial<RootData> | undefined
  return {
    siteName: data?.siteName ?? 'Luxury Motors',
    origin: data?.origin ?? '',
    dealerWhatsapp: data?.dealerWhatsapp ?? '',
  }
}

/** Brand key -> short name from the layout's brands, for meta functions (no hooks there). */
export function brandNamesFrom(matches: MatchLike[]): Record<string, string> {
  const data = matches.find((m) => m.id === 'root')?.data as
    { brands?: { status: string; brands?: { key: string; name: string }[] } } | undefined
  const names: Record<string, string> = {}
  for (const b of data?.brands?.brands ?? []) names[b.key] = b.name
  return names
}

export type PageMeta = {
  title: string
  description: string
  /** Path with its canonical query, e.g. "/cars?brand=bmw". */
  path: string
  /** The share card (og:image); every page without one of its own shares the site's. */
  card?: ShareCard
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
  const { siteName, origin } = rootData(matches)
  const title = `${page.title} | ${siteName}`
  const url = absoluteUrl(origin, page.path)
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_KE' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  const card = page.card ?? siteShareCard(siteName)
  tags.push(
    { property: 'og:image', content: absoluteUrl(origin, shareCardPath(card)) },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(SHARE_CARD_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_CARD_SIZE.height) },
    { property: 'og:image:alt', content: card.alt },
    { name: 'twitter:image:alt', content: card.alt },
  )
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
