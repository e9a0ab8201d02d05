// Whether a stored upload is still named by a record: the check before a file is removed
// because the record that sent it no longer names it (a buyer's erasure).
import { eq, like, or, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { blogs } from '../blogs/blogs.table'
import { brands } from '../brands/brands.table'
import { cars } from '../cars/cars.table'
import { heldPhotos } from '../held-photos/held-photos.table'
import { sellRequests } from '../leads/leads.table'

/** A JSON list of addresses holds `url` (stored addresses need no escaping: hex and a dot). */
const listHolds = (column: Parameters<typeof like>[0], url: string) =>
  like(column, `%${JSON.stringify(url)}%`)

/** True when a car, brand, blog, sell request or held photo names `url`. */
export function uploadInUse(db: Queryable, url: string): boolean {
  const named = (query: { get: () => unknown }) => query.get() !== undefined
  const one = sql`1`
  return (
    named(
      db
        .select({ one })
        .from(cars)
        .where(or(eq(cars.mainImage, url), listHolds(cars.images, url)))
        .limit(1),
    ) ||
    named(
      db
        .select({ one })
        .from(brands)
        .where(or(eq(brands.bannerImage, url), eq(brands.logoImage, url)))
        .limit(1),
    ) ||
    named(
      db
        .select({ one })
        .from(blogs)
        .where(or(eq(blogs.mainImage, url), listHolds(blogs.images, url)))
        .limit(1),
    ) ||
    named(
      db.select({ one }).from(sellRequests).where(listHolds(sellRequests.images, url)).limit(1),
    ) ||
    named(db.select({ one }).from(heldPhotos).where(eq(heldPhotos.url, url)).limit(1))
  )
}
