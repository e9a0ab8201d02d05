// Which stored uploads a record still names: the check before files are removed because
// the record that sent them no longer names them (a buyer's erasure).
import { sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Queryable } from '../../db/client'
import { blogs } from '../blogs/blogs.table'
import { brands } from '../brands/brands.table'
import { cars } from '../cars/cars.table'
import { heldPhotos } from '../held-photos/held-photos.table'
import { sellRequests } from '../leads/leads.table'

/**
 * Of `urls`, those a car, brand, blog, sell request or held photo names: one pass over
 * each table, the JSON lists of photos read with json_each.
 */
export function uploadsInUse(db: Queryable, urls: readonly string[]): Set<string> {
  if (urls.length === 0) return new Set()
  const list = sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  )
  const named = (column: SQL | SQLiteColumn) => sql`${column} in (${list})`
  const rows = db.all<{ url: string }>(sql`
    select ${cars.mainImage} as url from ${cars} where ${named(cars.mainImage)}
    union select j.value from ${cars}, json_each(${cars.images}) j where ${named(sql`j.value`)}
    union select ${brands.bannerImage} from ${brands} where ${named(brands.bannerImage)}
    union select ${brands.logoImage} from ${brands} where ${named(brands.logoImage)}
    union select ${blogs.mainImage} from ${blogs} where ${named(blogs.mainImage)}
    union select j.value from ${blogs}, json_each(${blogs.images}) j where ${named(sql`j.value`)}
    union select j.value from ${sellRequests}, json_each(${sellRequests.images}) j
      where ${named(sql`j.value`)}
    union select ${heldPhotos.url} from ${heldPhotos} where ${named(heldPhotos.url)}
  `)
  return new Set(rows.map((r) => r.url))
}
