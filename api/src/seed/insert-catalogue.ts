// Writes the demo catalogue: brands, cars, the featured cars, limited offers (with the
// price cut each came with) and blog posts. Everything is parsed through the API's own
// schemas first: the seed can never store what the API refuses.
import { count } from 'drizzle-orm'
import { blogInput, brandInput, carInput } from '../contract'
import type { Queryable } from '../db/client'
import { blogs } from '../resources/blogs/blogs.table'
import { brands } from '../resources/brands/brands.table'
import { carPriceChanges, cars } from '../resources/cars/cars.table'
import { featuredCars } from '../resources/featured-cars/featured-cars.table'
import { limitedOffers } from '../resources/limited-offers/limited-offers.table'
import { newId } from '../db/schema/util'
import type { DemoData } from './demo-data'

export type CatalogueRows = ReturnType<typeof parseCatalogue>

/** The demo brands, cars and blog posts as the API's schemas parse them. */
export function parseCatalogue(data: DemoData) {
  return {
    brandRows: data.brands.map((b) => brandInput.parse(b)),
    carRows: data.cars.map((c) => ({ data: carInput.parse(c.input), createdAt: c.createdAt })),
    blogRows: data.blogs.map((b) => ({ ...b, data: blogInput.parse(b.input) })),
  }
}

/**
 * Inserts the catalogue. Brands whose key already exists are kept as they are. Returns
 * each new car's id by its model (the leads and clicks name cars by model) and the
 * models featured.
 */
export function insertCatalogue(
  tx: Queryable,
  data: DemoData,
  { brandRows, carRows, blogRows }: CatalogueRows,
): { idByModel: Map<string, string>; featured: string[] } {
  tx.insert(brands).values(brandRows).onConflictDoNothing({ target: brands.key }).run()

  const idByModel = new Map<string, string>()
  for (const { data: car, createdAt } of carRows) {
    const { isFeatured: _featured, ...columns } = car
    const id = newId()
    idByModel.set(car.model, id)
    tx.insert(cars)
      .values({ ...columns, id, createdAt, updatedAt: createdAt })
      .run()
  }
  const featured = carRows.filter((c) => c.data.isFeatured).map((c) => c.data.model)
  const start = tx.select({ n: count() }).from(featuredCars).get()?.n ?? 0
  const featuredRows = featured.flatMap((model, i) => {
    const carId = idByModel.get(model)
    return carId ? [{ carId, position: start + i }] : []
  })
  if (featuredRows.length) tx.insert(featuredCars).values(featuredRows).run()
  for (const offer of data.offers) {
    const carId = idByModel.get(offer.model)
    if (!carId) continue
    tx.insert(limitedOffers).values({ carId, expiryDate: offer.expiryDate }).run()
    const price = carRows.find((c) => c.data.model === offer.model)?.data.price
    if (offer.cut && price !== undefined) {
      // The price came down for the offer.
      tx.insert(carPriceChanges)
        .values({ carId, oldPrice: price + offer.cut, newPrice: price })
        .run()
    }
  }
  for (const b of blogRows) {
    tx.insert(blogs)
      .values({
        ...b.data,
        createdAt: b.createdAt,
        updatedAt: b.createdAt,
        publishedAt: b.publishedAt,
      })
      .run()
  }
  return { idByModel, featured }
}
