// One place that builds every page's <head> tags: title "{page} | {siteName}", the meta
// description, the canonical URL and Open Graph.
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
  image?: string | null
  /** What the image shows, for those who cannot see it (default: the title). */
  imageAlt?: string
  /** The image's size in pixels, when known. */
  imageSize?: { width: number; height: number }
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
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ]
  if (page.image) {
    const alt = page.imageAlt ?? page.title
    tags.push(
      { property: 'og:image', content: absoluteUrl(origin, page.image) },
      { property: 'og:image:alt', content: alt },
      { name: 'twitter:image:alt', content: alt },
    )
    if (page.imageSize) {
      tags.push(
        { property: 'og:image:width', content: String(page.imageSize.width) },
        { property: 'og:image:height', content: String(page.imageSize.height) },
      )
    }
  }
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
