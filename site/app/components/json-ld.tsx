import { absoluteUrl } from '../lib/meta'

/** schema.org data as JSON-LD; "<" is escaped so text cannot close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}

/** The dealer as every page's data names it: one node, defined on the home page. */
export function dealerRef(origin: string, siteName: string) {
  return {
    '@type': 'AutoDealer',
    '@id': absoluteUrl(origin, '/#dealer'),
    name: siteName,
    url: absoluteUrl(origin, '/'),
  }
}

export type Trail = { name: string; path: string }[]

/** Where a page sits, for search engines (Home › Our Cars › BMW › BMW X5 2022), as data. */
export function breadcrumbList(origin: string, trail: Trail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  }
}

/** Where a page sits, as the page's JSON-LD. */
export function Breadcrumbs({ origin, trail }: { origin: string; trail: Trail }) {
  return <JsonLd data={breadcrumbList(origin, trail)} />
}
