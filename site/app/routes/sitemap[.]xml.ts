import type { LoaderFunctionArgs } from '@remix-run/node'
import { SITE_PAGE_PATHS } from '@dealership/api/contract'
import { listAllCars } from '../api/cars.server'
import { listBlogs } from '../api/blogs.server'
import { listBrands } from '../api/brands.server'
import { listSitePages } from '../api/site-pages.server'
import { escapeXml } from '../lib/feeds'

const STATIC_PATHS = [
  '/',
  '/cars',
  '/offers',
  '/blogs',
  '/import',
  '/sell',
  '/finance',
  '/import/cost',
  '/contact',
  '/pre-reserve',
  '/customer-portal',
]

// One sitemap holds at most 50,000 addresses; cars are read until that cap or the
// deepest page the API serves (MAX_PUBLIC_OFFSET), whichever comes first.
const MAX_URLS = 50_000

type Entry = { path: string; lastmod?: string | null }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin
  const [brands, blogs, pages] = await Promise.all([
    listBrands(context),
    listBlogs(context, { status: 'published' }),
    listSitePages(context),
  ])
  const entries: Entry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    // The pages admins write: /about, /true-brand, /careers, /terms, /privacy.
    ...pages.map((p) => ({ path: SITE_PAGE_PATHS[p.id], lastmod: p.updatedAt })),
    ...brands.map((b) => ({ path: `/brand/${b.key}` })),
    ...blogs.map((b) => ({ path: `/blogs/${b.id}`, lastmod: b.updatedAt })),
  ]
  const cars = await listAllCars(context, { sort: 'newest' }, MAX_URLS - entries.length)
  for (const car of cars) entries.push({ path: `/cars/${car.id}`, lastmod: car.updatedAt })
  const urls = entries.slice(0, MAX_URLS).map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod.slice(0, 10))}</lastmod>` : ''
    return `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
